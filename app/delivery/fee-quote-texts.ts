import type { FeeQuote } from "./fee-quote.server";

/**
 * The `cart` keys "What will delivery cost?" (`FeeQuoteBox`) shows for the answer it has: the
 * form always (with the "use my location" button's states, which change without an answer), the
 * answer's own words only once there is one. A new answer comes with the page's data again, and
 * brings its words (decision 0110, "The weight"). Keys ending in a dot are prefixes.
 */
export function feeQuoteTextKeys(quote: FeeQuote): string[] {
  const keys = [
    "feeQuote.heading",
    "feeQuote.field",
    "feeQuote.button",
    "feeQuote.placeholder",
    "feeQuote.useLocation",
    "feeQuote.locating",
    "feeQuote.locationFailed",
    "feeQuote.howWorkedOut",
  ];
  if (quote.state === "unknown-place") keys.push("feeQuote.notFound");
  if (quote.state === "not-offered" || quote.state === "offered") {
    keys.push("feeQuote.caption", "feeQuote.method", "feeQuote.fee", "feeQuote.collect", "feeQuote.free");
    if (quote.load)
      keys.push(
        `delivery.load.${quote.load.loadType}`,
        quote.load.weightKg === null ? "feeQuote.loadNoWeight" : "feeQuote.loadWeight",
      );
  }
  if (quote.state === "offered") {
    keys.push(
      "feeQuote.deliveryTo",
      "feeQuote.deliveryDistance",
      "feeQuote.discount",
      "feeQuote.earliest",
      "feeQuote.earliestNote",
      "feeQuote.sameWay",
      ...quote.options.map((option) => `delivery.method.${option.id}`),
    );
  }
  return keys;
}
