/**
 * What the results page says about a search (issue 45, point 4): the corrected words, the words
 * left out, the shelves that match, and the help when nothing is found. Plain module: the page
 * and the tests read the same texts, and the Afrikaans texts will sit beside them.
 */

/** A typed word or search as the page quotes it. */
export const quoted = (text: string) => `“${text}”`;

/** “a”, “a” or “b”, “a”, “b” or “c”. */
export function quotedList(words: readonly string[]): string {
  const all = words.map(quoted);
  if (all.length <= 1) return all.join("");
  return `${all.slice(0, -1).join(", ")} or ${all[all.length - 1]}`;
}

/** Before and after the link to the corrected search: "Did you mean chicken feed? These are its results." */
export const DID_YOU_MEAN_BEFORE = "Did you mean ";
export const DID_YOU_MEAN_AFTER = "? These are its results.";

/** A search some of whose words match nothing: the results are those of the other words. */
export const wordsLeftOut = (words: readonly string[]) =>
  `Nothing matches ${quotedList(words)}, so these are the results for the other words.`;

/** Before the links to the categories and subcategories whose names match the search. */
export const SHELVES_LABEL = "Shop the shelf:";
/** Between the shelf links. */
export const SHELF_SEPARATOR = " · ";
export const SHELVES_NAV_LABEL = "Shelves that match";

/** "Boots (Workwear & Boots)" for a subcategory, "Garden" for a whole category. */
export const shelfLabel = (group: {
  category: { name: string; slug: string };
  subcategory: { name: string; slug: string } | null;
}) => (group.subcategory ? `${group.subcategory.name} (${group.category.name})` : group.category.name);

export const NO_RESULTS_HEADING = "No products found";
export const CLEAR_FILTERS_LINK = "Clear filters and see all products";

/** The line under the heading when nothing is found. */
export function nothingMatches({ search, narrowed }: { search: string; narrowed: boolean }): string {
  const what = search ? `Nothing matches ${quoted(search)}` : "Nothing matches";
  if (narrowed) return `${what} with these filters. Try other words, a wider price range or fewer filters.`;
  return search ? `${what}. Try other words.` : `${what}. Try other words, a wider price range or fewer filters.`;
}

/** The help under a search that found nothing. */
export const ASK_US_TEXT = "We stock far more than is online. Ask us and we'll tell you if we have it or can order it.";
export const ASK_US_LINK = "Ask us";
export const WHATSAPP_LINK = "WhatsApp us";

/** The message the contact form and WhatsApp start with. */
export const askAboutSearch = (search: string) =>
  `Hello, do you have ${quoted(search)}? I searched the online shop and found nothing.`;
