import { CATEGORIES } from "../../db/seed/data/categories";
import { CATEGORY_KEYWORDS } from "../../db/seed/data/category-keywords";
import { filingCatalogue } from "../../tests/support/filing-catalogue";
import { HELD_OUT } from "../../tests/support/filing-held-out";
import { type MatchCategory, matchCategory, prepareCategories } from "./category-matching";

/**
 * Issue 48 point 6 (decision 0109): a new catalogue of about 3,000 products of the shop's kinds
 * and brands, none filed, against the demo category tree and its keywords. At least 97% must land
 * in the right category and subcategory, and none in a wrong category; a name the rule is unsure
 * of is left unfiled for a person. The held-out list, written differently, must file none
 * under a wrong category and at least 90% right (decision 0109 gives both figures).
 */
const tree: MatchCategory[] = CATEGORIES.map((category, index) => ({
  id: category.name,
  name: category.name,
  keywords: CATEGORY_KEYWORDS[category.name] ?? "",
  displayOrder: index,
  subcategories: category.subcategories.map((subcategory, subIndex) => ({
    id: subcategory.name,
    name: subcategory.name,
    keywords: CATEGORY_KEYWORDS[subcategory.name] ?? "",
    displayOrder: subIndex,
  })),
}));
const prepared = prepareCategories(tree);

function file(cases: { name: string; category: string; subcategory: string }[]) {
  const tally = { right: 0, wrongSubcategory: [] as string[], wrongCategory: [] as string[], notFiled: [] as string[] };
  for (const item of cases) {
    const match = matchCategory({ name: item.name, shortDescription: null, longDescription: null }, prepared);
    const got = match ? `${match.categoryId} › ${match.subcategoryId ?? "(none)"}` : "";
    const line = `${item.name}: ${got || "not filed"} (a person: ${item.category} › ${item.subcategory})`;
    if (!match) tally.notFiled.push(line);
    else if (match.categoryId !== item.category) tally.wrongCategory.push(line);
    else if (match.subcategoryId !== item.subcategory) tally.wrongSubcategory.push(line);
    else tally.right++;
  }
  return { ...tally, share: tally.right / cases.length };
}

/** What a failure shows: the share and the first products filed wrong or not at all. */
const misses = (result: ReturnType<typeof file>) =>
  [`${(result.share * 100).toFixed(1)}% right`, ...result.wrongSubcategory, ...result.notFiled].slice(0, 40).join("\n");

describe("filing a new catalogue", () => {
  it("files at least 97% of ~3,000 generated products right, none under a wrong category", () => {
    const cases = filingCatalogue();
    expect(cases.length).toBe(3000);
    const result = file(cases);
    expect(result.wrongCategory).toEqual([]);
    expect(result.share, misses(result)).toBeGreaterThanOrEqual(0.97);
  });

  it("files none of the held-out names, written differently, under a wrong category", () => {
    const result = file(
      HELD_OUT.map(([name, filing]) => {
        const [category, subcategory] = filing.split(" › ") as [string, string];
        return { name, category, subcategory };
      }),
    );
    expect(result.wrongCategory).toEqual([]);
    // Names the rule was not tuned on: 93% when decision 0109 was written; none wrong.
    expect(result.share, misses(result)).toBeGreaterThanOrEqual(0.9);
  });
});
