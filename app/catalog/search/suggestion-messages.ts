/**
 * The words of the header's suggestion list (issue 45, point 5), from the `catalog` catalogue in
 * the visitor's language (decision 0110). The header is on every page, so rather than put these
 * words in every page's data, each answer of `/search/suggest` brings them (about 150 bytes).
 */
import type { SuggestionWords } from "./suggestion-answer";

type Translate = (id: string, values?: Readonly<Record<string, string | number>>) => string;

/** What a screen reader hears when an answer arrives (the list itself is not read out until entered). */
export function suggestionsStatus(count: number, t: Translate): string {
  return count === 0 ? t("catalog:suggest.none") : t("catalog:suggest.count", { count });
}

/** The list's name, its two headings and the status line for an answer of `count` suggestions. */
export function suggestionWords(count: number, t: Translate): SuggestionWords {
  return {
    list: t("catalog:suggest.label"),
    products: t("catalog:suggest.products"),
    shelves: t("catalog:suggest.shelves"),
    status: suggestionsStatus(count, t),
  };
}
