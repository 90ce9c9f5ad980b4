/**
 * Which category and subcategory a product belongs under, from its words (the spec's
 * auto_assign_category over the long and short descriptions; decision 0033).
 *
 * Every category and subcategory is known by its name and by the keywords staff give it
 * (comma-separated words or phrases, on /admin/category-management). A keyword counts when it
 * appears in the product's name or descriptions as whole words, in any case and without regard
 * to accents or a plural 's'. A subcategory's hits weigh double and also count for its category,
 * so 'Layer Mash' files under Animal Feed › Poultry Feed rather than under Animal Feed alone.
 * The highest score wins; a tie goes to the category (then subcategory) shown first.
 */

export type MatchSubcategory = { id: string; name: string; keywords: string; displayOrder: number };
export type MatchCategory = MatchSubcategory & { subcategories: MatchSubcategory[] };
export type ProductWords = { name: string; shortDescription: string | null; longDescription: string | null };
export type CategoryMatch = { categoryId: string; subcategoryId: string | null; score: number };

/** Lower case, no accents, words separated by single spaces, each without a plural 's'. */
export function normaliseWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word))
    .join(" ");
}

const IGNORED = new Set(["and", "the", "for", "of", "with", "other", "general", "supply", "supplie", "product"]);

/** The phrases a category is known by: its keywords, and its name's words. */
export function termsOf(entry: { name: string; keywords: string }): string[] {
  const keywords = entry.keywords
    .split(/[,;\n]/)
    .map(normaliseWords)
    .filter((term) => term !== "");
  const nameWords = normaliseWords(entry.name)
    .split(" ")
    .filter((word) => word.length > 2 && !IGNORED.has(word));
  return [...new Set([...keywords, ...nameWords])];
}

function hits(text: string, terms: readonly string[]): number {
  let count = 0;
  for (const term of terms) if (text.includes(` ${term} `)) count += 1;
  return count;
}

export type PreparedCategories = {
  category: MatchCategory;
  terms: string[];
  subcategories: { subcategory: MatchSubcategory; terms: string[] }[];
}[];

/** Done once per run, not once per product. */
export function prepareCategories(categories: readonly MatchCategory[]): PreparedCategories {
  return [...categories]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
    .map((category) => ({
      category,
      terms: termsOf(category),
      subcategories: [...category.subcategories]
        .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
        .map((subcategory) => ({ subcategory, terms: termsOf(subcategory) })),
    }));
}

export function matchCategory(product: ProductWords, prepared: PreparedCategories): CategoryMatch | null {
  const text = ` ${normaliseWords([product.name, product.shortDescription ?? "", product.longDescription ?? ""].join(" "))} `;
  let best: CategoryMatch | null = null;
  for (const { category, terms, subcategories } of prepared) {
    const categoryHits = hits(text, terms);
    const consider = (subcategoryId: string | null, score: number) => {
      if (score > 0 && (!best || score > best.score)) best = { categoryId: category.id, subcategoryId, score };
    };
    for (const { subcategory, terms: subTerms } of subcategories) {
      const subHits = hits(text, subTerms);
      if (subHits > 0) consider(subcategory.id, categoryHits + 2 * subHits);
    }
    consider(null, categoryHits);
  }
  return best;
}
