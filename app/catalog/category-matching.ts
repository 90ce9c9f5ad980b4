/**
 * Which category and subcategory a product belongs under, from its words (the spec's
 * auto_assign_category; decisions 0033, 0068 and 0109). The rule is how a person files a product:
 *
 * 1. Read the name first; the descriptions only when the name has no keyword at all. A name says
 *    what the thing is; the descriptions also say what it is used with and for whom.
 * 2. Every category and subcategory is known by its keywords (comma-separated words or phrases
 *    staff set on /admin/category-management) and its name's words, matched as whole words in any
 *    case, without accents or a plural 's' (a subcategory's name words that its category is known
 *    by count for the category only).
 * 3. The thing is the last keyword before the text's first "for" or "with" (English names end
 *    with what the thing is: "Horse Brush Set" is a brush, "Cat Litter 10kg" is litter, "Flea &
 *    Tick Collar for Cats" a flea and tick collar): the head. A subcategory's keyword goes before a
 *    category's (a category's words are often a form or a use: "Chicken Manure Pellets" is
 *    manure), and at the same place the longer phrase wins ('hard hat' over 'hat').
 * 4. The places that keyword belongs to are the candidates (a category's keyword: each of its
 *    subcategories the text names, or the category alone). The other words of the whole text
 *    decide between them: a candidate scores its subcategory's words found twice, and every word
 *    found of its category or any of the category's subcategories once ("Horse Brush Set": horse
 *    is Tack & Saddlery's, so the brush is Grooming's, not Paint's or Pet Health & Grooming's).
 * 5. It abstains rather than guess: when two candidates score the same, or only a category with
 *    subcategories is found, the product is not filed and a person files it.
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
  // The whole name too, when it is more than one word: "Dog Food" says more than "dog" and "food".
  const wholeName = normaliseWords(entry.name);
  const phrase = wholeName.includes(" ") ? [wholeName] : [];
  return [...new Set([...keywords, ...nameWords, ...phrase])];
}

type Holder = { categoryIndex: number; subcategoryIndex: number | null };
type Found = { term: string; words: number; end: number; holders: Holder[] };

export type PreparedCategories = {
  tree: {
    category: MatchCategory;
    terms: string[];
    subcategories: { subcategory: MatchSubcategory; terms: string[] }[];
  }[];
  /** Each term and the categories and subcategories known by it. */
  holders: Map<string, Holder[]>;
};

/** Done once per run, not once per product. */
export function prepareCategories(categories: readonly MatchCategory[]): PreparedCategories {
  const tree = [...categories]
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
  const holders = new Map<string, Holder[]>();
  const hold = (term: string, holder: Holder) => holders.set(term, [...(holders.get(term) ?? []), holder]);
  tree.forEach(({ terms, subcategories }, categoryIndex) => {
    for (const term of terms) hold(term, { categoryIndex, subcategoryIndex: null });
    subcategories.forEach(({ terms: subTerms }, subcategoryIndex) => {
      for (const term of subTerms) hold(term, { categoryIndex, subcategoryIndex });
    });
  });
  return { tree, holders };
}

/**
 * The texts read in turn: the name, the short description and the long one, each as its words
 * and where what the thing is ends: before its first "for" or "with" (whom it is for, what comes
 * with it) or, in a list-style name ("Mesh, chicken, 1.2m"), its first comma and space (a decimal
 * comma, "1,5m", is no break).
 */
export function textsOf(product: ProductWords): { words: string; cut: number }[] {
  return [product.name, product.shortDescription ?? "", product.longDescription ?? ""].map((text) => {
    const words = ` ${normaliseWords(text)} `;
    const forAt = words.search(/ (for|with) /);
    const comma = text.search(/,\s/);
    const commaAt = comma > 0 ? ` ${normaliseWords(text.slice(0, comma))} `.length - 1 : -1;
    const cuts = [forAt > 0 ? forAt + 1 : -1, commaAt > 1 ? commaAt : -1].filter((at) => at > 0);
    return { words, cut: cuts.length > 0 ? Math.min(...cuts) : words.length };
  });
}

/** Every term in a text as whole words, where it ends, and who is known by it. */
function termsIn(words: string, prepared: PreparedCategories): Found[] {
  const found: Found[] = [];
  for (const [term, holders] of prepared.holders) {
    let from = 0;
    for (;;) {
      const at = words.indexOf(` ${term} `, from);
      if (at < 0) break;
      found.push({ term, words: term.split(" ").length, end: at + 1 + term.length, holders });
      from = at + 1;
    }
  }
  return found;
}

const isSubcategoryTerm = (found: Found) => found.holders.some((holder) => holder.subcategoryIndex !== null);

/** The last keyword before the cut: a subcategory's before a category's, the longer at one place. */
function headOf(found: Found[], cut: number): Found | null {
  const before = found.filter((term) => term.end <= cut);
  const pool = before.length > 0 ? before : found;
  const preferred = pool.some(isSubcategoryTerm) ? pool.filter(isSubcategoryTerm) : pool;
  let head: Found | null = null;
  for (const term of preferred)
    if (!head || term.end > head.end || (term.end === head.end && term.words > head.words)) head = term;
  return head;
}

/** What the head keyword adds, per word, to each place known by it. */
const HEAD_WEIGHT = 2;

function decide(found: Found[], cut: number, prepared: PreparedCategories): CategoryMatch | null {
  const head = headOf(found, cut);
  if (!head) return null;
  // Each term counts once, by its number of words.
  const distinct = [...new Map(found.map((term) => [term.term, term])).values()];
  const subcategoryWords = (categoryIndex: number, subcategoryIndex: number) =>
    distinct
      .filter((term) =>
        term.holders.some((h) => h.categoryIndex === categoryIndex && h.subcategoryIndex === subcategoryIndex),
      )
      .reduce((sum, term) => sum + term.words, 0);
  const categoryWords = (categoryIndex: number) =>
    distinct
      .filter((term) => term.holders.some((h) => h.categoryIndex === categoryIndex))
      .reduce((sum, term) => sum + term.words, 0);
  // The places any subcategory keyword before the cut belongs to, and the head's.
  const before = found.filter((term) => term.end <= cut);
  const candidates = new Map<string, Holder>();
  for (const term of [...(before.length > 0 ? before : found), head])
    for (const holder of term.holders) {
      if (holder.subcategoryIndex !== null) {
        candidates.set(`${holder.categoryIndex}/${holder.subcategoryIndex}`, holder);
        continue;
      }
      if (term !== head) continue;
      const named = (prepared.tree[holder.categoryIndex]?.subcategories ?? [])
        .map((_, subcategoryIndex) => subcategoryIndex)
        .filter((subcategoryIndex) => subcategoryWords(holder.categoryIndex, subcategoryIndex) > 0);
      if (named.length === 0) candidates.set(`${holder.categoryIndex}/`, holder);
      for (const subcategoryIndex of named)
        candidates.set(`${holder.categoryIndex}/${subcategoryIndex}`, {
          categoryIndex: holder.categoryIndex,
          subcategoryIndex,
        });
    }
  const holdsHead = (holder: Holder) =>
    head.holders.some(
      (h) =>
        h.categoryIndex === holder.categoryIndex &&
        (h.subcategoryIndex === null || h.subcategoryIndex === holder.subcategoryIndex),
    );
  const scored = [...candidates.values()]
    .map((holder) => {
      const evidence =
        categoryWords(holder.categoryIndex) +
        (holder.subcategoryIndex === null ? 0 : 2 * subcategoryWords(holder.categoryIndex, holder.subcategoryIndex));
      return { holder, evidence, score: evidence + (holdsHead(holder) ? HEAD_WEIGHT * head.words : 0) };
    })
    .sort((a, b) => b.score - a.score);
  const [best, runnerUp] = scored;
  if (!best || (runnerUp && runnerUp.score === best.score)) return null;
  // Another category must be out-scored by the words, not by the head's place alone: "NAILS
  // WIRE" could be nails or wire, and a person files it rather than the rule guessing.
  const rival = scored.find((other) => other.holder.categoryIndex !== best.holder.categoryIndex);
  if (rival && rival.evidence >= best.evidence) return null;
  const entry = prepared.tree[best.holder.categoryIndex];
  if (!entry) return null;
  const subcategory =
    best.holder.subcategoryIndex === null ? null : entry.subcategories[best.holder.subcategoryIndex]?.subcategory;
  // A category alone is not a filing when it has subcategories: a person chooses.
  if (!subcategory && entry.subcategories.length > 0) return null;
  return { categoryId: entry.category.id, subcategoryId: subcategory?.id ?? null, score: best.score };
}

/**
 * Where the product goes, or null: not filed, for a person to file. The first text (the name,
 * then the descriptions) with any keyword decides.
 */
export function matchCategory(product: ProductWords, prepared: PreparedCategories): CategoryMatch | null {
  for (const { words, cut } of textsOf(product)) {
    const found = termsIn(words, prepared);
    if (found.length > 0) return decide(found, cut, prepared);
  }
  return null;
}
