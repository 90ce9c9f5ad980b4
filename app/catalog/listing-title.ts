/**
 * The product list's title (storefront spec): the subcategory's name if given, else the
 * category's, else 'Search Results for' and the term, else 'All Products'.
 */
export function listingTitle(parts: {
  subcategory?: string | null;
  category?: string | null;
  search?: string;
}): string {
  if (parts.subcategory) return parts.subcategory;
  if (parts.category) return parts.category;
  if (parts.search) return `Search Results for "${parts.search}"`;
  return "All Products";
}
