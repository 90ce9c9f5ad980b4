import { formatDateTime, formatRand } from "~/platform/format";

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

/** One value as a person reads it: rand for amounts, South African time for times, Yes/No. */
export function readableValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && key.endsWith("Cents")) return formatRand(value);
  if (typeof value === "string" && ISO_TIME.test(value)) return formatDateTime(value);
  return String(value);
}

/** An object's fields as rows; nested objects and lists become sections of their own. */
export function readableRows(data: Record<string, unknown>): ReadableRow[] {
  return Object.entries(data).map(([key, value]): ReadableRow => {
    const label = readableLabel(key);
    if (Array.isArray(value)) {
      if (value.length === 0) return { label, value: "(none)" };
      if (value.every((entry) => entry !== null && typeof entry === "object")) {
        return { label, rows: value.map((entry) => readableRows(entry as Record<string, unknown>)) };
      }
      return { label, value: value.map((entry) => readableValue(key, entry)).join(", ") };
    }
    if (value !== null && typeof value === "object")
      return { label, rows: readableRows(value as Record<string, unknown>) };
    return { label, value: readableValue(key, value) };
  });
}
