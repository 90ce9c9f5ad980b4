import { formatRand } from "~/platform/format";
import type { Change } from "./csv-import-plan";
import { IMPORT_COLUMNS, type ImportField } from "./csv-import-text";

/** How one planned or applied change reads to staff: 'Incl Price: R 100.00 → R 110.00'. */

const FIELD_OF_COLUMN: Record<string, ImportField> = {
  excl_price_cents: "excl_price",
  incl_price_cents: "incl_price",
  sage_price_excl_cents: "sage_price_excl",
  sage_price_incl_cents: "sage_price_incl",
  category_id: "category",
  subcategory_id: "subcategory",
};

export function changeLabel(column: string): string {
  const field = (FIELD_OF_COLUMN[column] ?? column) as ImportField;
  return IMPORT_COLUMNS[field]?.[0] ?? column;
}

const MAX_TEXT = 40;

function shown(column: string, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (column.endsWith("_cents") && typeof value === "number") return formatRand(value);
  if (column === "category_id" || column === "subcategory_id") return names.get(String(value)) ?? "(unknown)";
  if (column.startsWith("is_")) return value === 1 ? "Yes" : "No";
  const text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export function describeChange(column: string, change: Change, names: ReadonlyMap<string, string>): string {
  return `${changeLabel(column)}: ${shown(column, change.from, names)} → ${shown(column, change.to, names)}`;
}
