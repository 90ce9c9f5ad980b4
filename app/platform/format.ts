/** Display formats shared by every screen: rand amounts and South African dates, in English or Afrikaans. */

import { type Language, languageTag } from "./language";

const TIME_ZONE = "Africa/Johannesburg";

/** The space inside an amount: a no-break space, so "R 1 234.50" never wraps onto two lines. */
export const AMOUNT_SPACE = "\u00a0";

/**
 * 123450 cents -> "R 1 234.50" in English, "R 1 234,50" in Afrikaans (issue 49): the amount as
 * `Intl` writes it for `en-ZA` / `af-ZA` (space between thousands), with the English decimal point
 * the shop's specifications and South African till slips use (decision 0110). The spaces are
 * no-break spaces (AMOUNT_SPACE): an amount is never split over two lines, on a phone or in a
 * narrow column.
 */
export function formatRand(cents: number, language: Language = "en"): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.round(cents));
  const parts = amountFormat(language).formatToParts(absolute / 100);
  const number = parts
    .map((part) => {
      if (part.type === "group") return AMOUNT_SPACE;
      if (part.type === "decimal") return language === "en" ? "." : ",";
      return part.value;
    })
    .join("");
  return `${negative ? "-" : ""}R${AMOUNT_SPACE}${number}`;
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

function amountFormat(language: Language): Intl.NumberFormat {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(language, format);
  }
  return format;
}

/** Rand amount typed by a person ("1 234.50", "R99", "12,5") to cents; undefined if not a number. */
export function parseRandToCents(input: string): number | undefined {
  const cleaned = input.replace(/[Rr\s]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

/**
 * 2889 -> "2 889": a count as the shop writes numbers (a no-break space between thousands, as in
 * amounts, so a count never wraps).
 */
export function formatCount(count: number, language: Language = "en"): string {
  const negative = count < 0;
  const [whole = "0", fraction] = String(Math.abs(count)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, AMOUNT_SPACE);
  return `${negative ? "-" : ""}${grouped}${fraction ? `${language === "af" ? "," : "."}${fraction}` : ""}`;
}

/**
 * A number with a fixed count of decimals, as the language writes them: (12.46, 1) -> "12.5" in
 * English, "12,5" in Afrikaans (a distance in km, a rating).
 */
export function formatDecimal(value: number, digits: number, language: Language = "en"): string {
  const text = value.toFixed(digits);
  return language === "af" ? text.replace(".", ",") : text;
}

/**
 * A count with its noun, agreeing: (1, "part") -> "1 part", (2889, "row") -> "2 889 rows",
 * (2, "category", "categories") -> "2 categories".
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function formatIn(locale: string, iso: string | Date, options: Intl.DateTimeFormatOptions): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(date);
}

function format(iso: string | Date, options: Intl.DateTimeFormatOptions, language: Language = "en"): string {
  return formatIn(languageTag(language), iso, options);
}

/*
 * Dates. Everybody reads one format everywhere (issue 46 for customers, issue 48 for staff), on
 * every page, e-mail, SMS, export and document: `formatDate` ("21 November 2026") and
 * `formatDateTime` ("21 November 2026, 19:23") where the time matters, both in South African time,
 * the day never zero-padded. Only a machine-read column a spec names as ISO keeps ISO (decision
 * 0107).
 */

/** "21 November 2026": the one date a customer reads (en-ZA long, South African time). */
export function formatDate(iso: string | Date, language: Language = "en"): string {
  return format(iso, { year: "numeric", month: "long", day: "numeric" }, language);
}

/** The same as `formatDate`; the name older screens use. */
export const formatDateLong = formatDate;

/** "21 November 2026, 19:23": the customer's date with the time of day (24-hour, SAST). */
export function formatDateTime(iso: string | Date, language: Language = "en"): string {
  return `${formatDate(iso, language)}, ${formatTimeOfDay(iso)}`;
}

/** "19:23": the time of day alone (24-hour, SAST), e.g. until when a code works. */
export function formatTimeOfDay(iso: string | Date): string {
  return formatIn("en-GB", iso, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/** A shop day (YYYY-MM-DD, South African time) as "Friday, 25 December 2026". */
export function formatShopDay(day: string, language: Language = "en"): string {
  return format(`${day}T12:00:00+02:00`, { weekday: "long", year: "numeric", month: "long", day: "numeric" }, language);
}

/** Short words staff read in capitals wherever they appear in a code. */
const ACRONYMS: Record<string, string> = {
  sms: "SMS",
  eft: "EFT",
  csv: "CSV",
  seo: "SEO",
  ws: "WS",
  url: "URL",
  id: "ID",
  ids: "IDs",
  vat: "VAT",
  sage: "Sage",
  smpp: "SMPP",
  pdf: "PDF",
};

/**
 * A code as words, for any code the shop has no label for: "stock_quantity" -> "Stock quantity",
 * "orderNumber" -> "Order number", "opt-out-confirmation" -> "Opt out confirmation",
 * "sms.bulk_send" -> "SMS bulk send", "ws_code" -> "WS code".
 */
export function humanise(code: string): string {
  const words = code
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .split(/[\s_.\-/]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
