import { formatDateTime, formatRand } from "~/platform/format";
import type { Language } from "~/platform/language";

/**
 * The personal-data export read by a person (issue 46): the same data as the JSON file, with
 * amounts in rand and times in South African time. A plain module: the page and its tests share it.
 */

export type ReadableRow = { label: string; value: string } | { label: string; rows: ReadableRow[][] | ReadableRow[] };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Names the JSON file keeps for machines but a customer reads otherwise (issue 46's wording). */
const LABELS: Record<string, string> = {
  favorites: "Favourites",
  shippingCostCents: "Delivery",
  wsCode: "Product code",
  vatCents: "VAT",
  email: "E-mail",
  contactEmail: "Contact e-mail",
};

/** "deliveryFeeCents" -> "Delivery fee"; "createdAt" -> "Created at". */
export function readableLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The words the page reads in, for its language (issue 49): a field's label (the catalogue's
 * `account:data.field.<key>`, else the English `readableLabel`), Yes, No and (none).
 */
export type ReadableWords = {
  language: Language;
  label: (key: string) => string;
  yes: string;
  no: string;
  none: string;
};

const ENGLISH: ReadableWords = { language: "en", label: readableLabel, yes: "Yes", no: "No", none: "(none)" };

/** One value as a person reads it: rand for amounts, South African time for times, Yes/No. */
export function readableValue(key: string, value: unknown, words: ReadableWords = ENGLISH): string {
  if (value === null || value === undefined || value === "") return words.none;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number" && key.endsWith("Cents")) return formatRand(value, words.language);
  if (typeof value === "string" && ISO_TIME.test(value)) return formatDateTime(value, words.language);
  return String(value);
}

/** An object's fields as rows; nested objects and lists become sections of their own. */
export function readableRows(data: Record<string, unknown>, words: ReadableWords = ENGLISH): ReadableRow[] {
  return Object.entries(data).map(([key, value]): ReadableRow => {
    const label = words.label(key);
    if (Array.isArray(value)) {
      if (value.length === 0) return { label, value: words.none };
      if (value.every((entry) => entry !== null && typeof entry === "object")) {
        return { label, rows: value.map((entry) => readableRows(entry as Record<string, unknown>, words)) };
      }
      return { label, value: value.map((entry) => readableValue(key, entry, words)).join(", ") };
    }
    if (value !== null && typeof value === "object")
      return { label, rows: readableRows(value as Record<string, unknown>, words) };
    return { label, value: readableValue(key, value, words) };
  });
}
