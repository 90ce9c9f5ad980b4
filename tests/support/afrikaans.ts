/**
 * Reading a customer page as an Afrikaans reader would (issue 49, decision 0110): the headers of a
 * browser that asks for Afrikaans, the words a reader sees, and the English interface words that
 * must not be among them.
 */

/** What a phone set to Afrikaans sends. */
export const AFRIKAANS_BROWSER = { "Accept-Language": "af-ZA,af;q=0.9,en;q=0.5" } as const;

/** The page's words as a reader sees them: tags, scripts and styles left out, entities read. */
export function visibleWords(html: string): string {
  return html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * English words of the shop's interface that an Afrikaans page must not show (as whole words,
 * case as written). Staff-written text (product names, policies, blog posts) stays as staff wrote
 * it: a test takes it out first (`ignoring`).
 */
export const ENGLISH_INTERFACE_WORDS = [
  "Add to cart",
  "Sign in",
  "Sign out",
  "Search",
  "Cart",
  "Checkout",
  "Delivery",
  "Collection",
  "Quantity",
  "Price",
  "Total",
  "Subtotal",
  "Order",
  "Orders",
  "Password",
  "Email",
  "Submit",
  "Continue",
  "Back",
  "Next",
  "Previous",
  "Register",
  "Account",
  "Products",
  "Specials",
  "Home",
  "Save",
  "Cancel",
  "Remove",
  "Update",
  "Phone",
  "Address",
  "Required",
  "Please",
  "Your",
  "your",
  "you",
  "the",
  "with",
  "and",
  "Thank you",
  "Payment",
  "Invoice",
  "Reviews",
  "Favourites",
  "Newsletter",
  "Subscribe",
  "Contact",
  "Open",
  "Closed",
] as const;

/** The English interface words in a page's visible words, after taking out staff-written text. */
export function englishInterfaceWords(html: string, ignoring: readonly string[] = []): string[] {
  let text = visibleWords(html);
  for (const written of ignoring) text = text.split(written).join(" ");
  return ENGLISH_INTERFACE_WORDS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u").test(text));
}

/** The catalogues' namespaces (app/locales/{en,af}/*.json), as a text's id starts. */
const NAMESPACE_IDS =
  /\b(site|card|home|catalog|cart|orders|signin|account|content|email|sms):[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)+/g;

/**
 * Catalogue ids a page shows instead of words (`cart:checkout.place`): what `translate()` gives for
 * a text the page's data did not carry (decision 0110: each page carries only the texts it shows).
 * Read in the page's words and in its attributes (labels, placeholders, titles), scripts left out.
 */
export function catalogueIdsIn(html: string): string[] {
  const page = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, " ");
  return [...new Set(page.match(NAMESPACE_IDS) ?? [])];
}
