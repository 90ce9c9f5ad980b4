import { type SqlBool, sql } from "kysely";
import type { Database } from "~/platform/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { listingHref, NO_FILTERS } from "../listing-url";
import { productNameIn } from "../product-language";
import { canonicalProductPath } from "../product-lookup";
import { currentLexicon } from "./lexicon.server";
import { bestMatchOrder, matchesSearch, matchingGroups } from "./product-search.server";
import { matchExpression, planTyping } from "./search-plan";
import { MIN_SUGGESTION_LENGTH, NO_SUGGESTIONS, type Suggestions } from "./suggestion-answer";

// The numbers and types the browser shares live in the plain module (suggestion-answer.ts).
export {
  MIN_SUGGESTION_LENGTH,
  SUGGESTION_BUDGET_BYTES,
  type Suggestion,
  type Suggestions,
} from "./suggestion-answer";

/*
 * Suggestions while a customer types in the header's search (issue 45, point 5): a few products and
 * shelves for the words so far, the last one taken as the start of a word. Small on purpose: each
 * answer stays under 2 KB (SUGGESTION_BUDGET_BYTES), names cut to a line.
 */

export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_SHELVES = 3;
/** The longest name sent; a longer one is cut with an ellipsis. */
export const SUGGESTED_NAME_LENGTH = 60;
const NONE: Suggestions = NO_SUGGESTIONS;

/** Cut by characters, not UTF-16 units: a letter outside the BMP (an emoji) is never split in two. */
function cut(text: string): string {
  const characters = Array.from(text);
  return characters.length <= SUGGESTED_NAME_LENGTH
    ? text
    : `${characters
        .slice(0, SUGGESTED_NAME_LENGTH - 1)
        .join("")
        .trimEnd()}…`;
}

/** Suggestions for what was typed, each product named in the reader's `language`. */
export async function searchSuggestions(
  db: Database,
  typed: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Suggestions> {
  const text = typed.replace(/\s+/g, " ").trimStart().slice(0, 100);
  if (text.trim().length < MIN_SUGGESTION_LENGTH) return NONE;
  const plan = await planTyping(await currentLexicon(db), text);
  const match = matchExpression(plan);
  if (!match) return NONE;
  const search = { plan, match };
  const [products, groups] = await Promise.all([
    bestMatchOrder(
      db
        .selectFrom("products")
        .select(["products.product_name", "products.name_af", "products.ws_code"])
        .where(sql<SqlBool>`+products.is_active = 1`)
        .where(matchesSearch(match)),
      search,
    )
      .limit(SUGGESTED_PRODUCTS)
      .execute(),
    matchingGroups(db, search, SUGGESTED_SHELVES, language),
  ]);
  return {
    products: products.map((product) => ({
      // The product name (no website title is read here), or the Afrikaans one for an Afrikaans reader.
      label: cut(productNameIn(product, language)),
      href: canonicalProductPath(product.ws_code),
    })),
    shelves: groups.map((group) => ({
      label: cut(group.subcategory ? `${group.subcategory.name} (${group.category.name})` : group.category.name),
      href: listingHref(NO_FILTERS, { category: group.category.slug, subcategory: group.subcategory?.slug ?? null }),
    })),
  };
}
