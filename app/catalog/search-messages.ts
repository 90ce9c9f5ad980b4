/**
 * What the results page says about a search (issue 45, point 4): the corrected words, the words
 * left out, the shelves that match, and the help when nothing is found. The texts are in the
 * `catalog` catalogue (decision 0110); these put them together, so the page and the tests read
 * the same sentences in either language.
 */

/** `t` over the `catalog` namespace (the page's `useTranslation`, or `translatorFor` on the server). */
type Translate = (id: string, values?: Readonly<Record<string, string | number>>) => string;

/** A typed word or search as the page quotes it. */
export const quoted = (text: string) => `“${text}”`;

/** “a”, “a” or “b”, “a”, “b” or “c”. */
export function quotedList(words: readonly string[], t: Translate): string {
  const all = words.map(quoted);
  if (all.length <= 1) return all.join("");
  return `${all.slice(0, -1).join(", ")} ${t("catalog:search.or")} ${all[all.length - 1]}`;
}

/** A search some of whose words match nothing: the results are those of the other words. */
export const wordsLeftOut = (words: readonly string[], t: Translate) =>
  t("catalog:search.leftOut", { words: quotedList(words, t) });

/** Between the shelf links. */
export const SHELF_SEPARATOR = " · ";

/** "Boots (Workwear & Boots)" for a subcategory, "Garden" for a whole category. */
export const shelfLabel = (group: {
  category: { name: string; slug: string };
  subcategory: { name: string; slug: string } | null;
}) => (group.subcategory ? `${group.subcategory.name} (${group.category.name})` : group.category.name);

/** The line under the heading when nothing is found. */
export function nothingMatches({ search, narrowed }: { search: string; narrowed: boolean }, t: Translate): string {
  if (search) {
    return t(narrowed ? "catalog:search.nothingForFiltered" : "catalog:search.nothingFor", { search: quoted(search) });
  }
  return t(narrowed ? "catalog:search.nothingFiltered" : "catalog:search.nothing");
}

/** The message the contact form and WhatsApp start with. */
export const askAboutSearch = (search: string, t: Translate) =>
  t("catalog:search.askMessage", { search: quoted(search) });
