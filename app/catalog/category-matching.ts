/**
 * Which category and subcategory a product belongs under, from its words (the spec's
 * auto_assign_category; decisions 0033 and 0068). The rule is how a person files a product:
 *
 * 1. Read the name first. A name says what the thing is; the descriptions also say what it is
 *    used with and for whom ("safe for dogs", "for cattle and horses"), which misled the old rule
 *    that read everything at once. Each text is read in two parts, before its first "for" or
 *    "with" and after it ("Spot-On | for Dogs", "Pump | with Tank"): the name's first part, then
 *    its second, then the short description's, then the long one's. The first part with any
 *    keyword decides.
 * 2. In that text, every category and subcategory is known by its keywords (comma-separated
 *    words or phrases staff set on /admin/category-management) and its name's words, matched as
 *    whole words in any case, without accents or a plural 's' (a subcategory's name words that
 *    its category is known by count for the category only). A keyword counts its number of
 *    words (a phrase is more telling than a word); a subcategory's count weighs double and adds
 *    to its category's, so 'Layer Mash' files under Animal Feed › Poultry Feed.
 * 3. The highest count wins. A tie goes to the keyword that comes last in the text: English names
 *    end with what the thing is ("Dog Bowl", "Sheep Blowfly Dip", "Layer Cage"); then to the
 *    category (then subcategory) shown first.
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

/**
 * The phrases a category is known by: its keywords, and its name's words. A subcategory's name
 * words that its category is known by already are left out ('fencing' in Electric Fencing,
 * 'feed' in Cattle Feed): they say which category, not which subcategory.
 */
export function termsOf(entry: { name: string; keywords: string }, parentTerms: readonly string[] = []): string[] {
  const keywords = entry.keywords
    .split(/[,;\n]/)
    .map(normaliseWords)
    .filter((term) => term !== "");
  const nameWords = normaliseWords(entry.name)
    .split(" ")
    .filter((word) => word.length > 2 && !IGNORED.has(word) && !parentTerms.includes(word));
  return [...new Set([...keywords, ...nameWords])];
}

type Hits = { score: number; last: number };

/** A term's words counted once per term found, and where the last one found ends. */
function hits(text: string, terms: readonly string[]): Hits {
  let score = 0;
  let last = -1;
  for (const term of terms) {
    const at = text.lastIndexOf(` ${term} `);
    if (at < 0) continue;
    score += term.split(" ").length;
    last = Math.max(last, at + term.length);
  }
  return { score, last };
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
    .map((category) => {
      const terms = termsOf(category);
      return {
        category,
        terms,
        subcategories: [...category.subcategories]
          .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
          .map((subcategory) => ({ subcategory, terms: termsOf(subcategory, terms) })),
      };
    });
}

/**
 * The texts read in turn: the name, the short description and the long one, each cut before its
 * first "for" or "with" (what the thing is) and after it (whom it is for, what comes with it).
 */
export function textsOf(product: ProductWords): string[] {
  return [product.name, product.shortDescription ?? "", product.longDescription ?? ""].flatMap((text) => {
    const words = ` ${normaliseWords(text)} `;
    const cut = words.search(/ (for|with) /);
    return cut > 0 ? [words.slice(0, cut + 1), words.slice(cut)] : [words];
  });
}

function bestIn(text: string, prepared: PreparedCategories): CategoryMatch | null {
  let best: (CategoryMatch & { last: number }) | null = null;
  for (const { category, terms, subcategories } of prepared) {
    const categoryHits = hits(text, terms);
    const consider = (subcategoryId: string | null, score: number, last: number) => {
      if (score <= 0) return;
      if (!best || score > best.score || (score === best.score && last > best.last))
        best = { categoryId: category.id, subcategoryId, score, last };
    };
    for (const { subcategory, terms: subTerms } of subcategories) {
      const subHits = hits(text, subTerms);
      if (subHits.score > 0)
        consider(subcategory.id, categoryHits.score + 2 * subHits.score, Math.max(categoryHits.last, subHits.last));
    }
    consider(null, categoryHits.score, categoryHits.last);
  }
  if (!best) return null;
  const { last: _last, ...match } = best as CategoryMatch & { last: number };
  return match;
}

export function matchCategory(product: ProductWords, prepared: PreparedCategories): CategoryMatch | null {
  for (const text of textsOf(product)) {
    const match = bestIn(text, prepared);
    if (match) return match;
  }
  return null;
}
