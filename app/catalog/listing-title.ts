/**
 * The product list's title (storefront spec): the subcategory's name if given, else the
 * category's, else 'Search Results for' and the term, else 'All Products' (in the page's
 * language: `t` over the `catalog` namespace).
 */
export function listingTitle(
  parts: {
    subcategory?: string | null;
    category?: string | null;
    search?: string;
  },
  t: (id: string, values?: Readonly<Record<string, string>>) => string,
): string {
  if (parts.subcategory) return parts.subcategory;
  if (parts.category) return parts.category;
  if (parts.search) return t("catalog:list.titleSearch", { search: parts.search });
  return t("catalog:list.titleAll");
}
