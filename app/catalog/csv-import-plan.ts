import { type HeadingMap, IMPORT_COLUMNS, type ImportField, parseAmount, parseFlag, toCents } from "./csv-import-text";
import { DIMENSION_UNITS, PRODUCT_UNITS } from "./product-fields";

/**
 * What one row of a product CSV would do to the catalogue, decided without touching it: create a
 * product, change some of its fields, leave it as it is, or nothing because the row is wrong. The
 * check step shows these to staff; the apply step works them out again against the catalogue as
 * it is then, and carries them out in one transaction.
 *
 * Rules (back-office spec, section 5, and decision 0032):
 * - new products are created inactive; a blank number gives 0 on a new product;
 * - on an existing product a blank cell leaves the field as it is (an export with an empty
 *   column must not wipe prices), and a price changes only when it moves by more than R 0.01;
 * - a WS code seen earlier in the file is reported, not applied twice;
 * - a category or subcategory must already exist (by name, any case).
 */

/** The product fields an import writes, as stored (prices in cents). */
export type ProductValues = {
  stock_code: string;
  sage_code: string | null;
  product_name: string;
  website_title: string | null;
  /** The optional Afrikaans name and description (issue 49): shown to Afrikaans readers. */
  name_af: string | null;
  description_af: string | null;
  brand: string | null;
  short_description: string | null;
  long_description: string | null;
  external_description: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  excl_price_cents: number;
  incl_price_cents: number;
  sage_price_excl_cents: number | null;
  sage_price_incl_cents: number | null;
  product_volume: number | null;
  product_size: number | null;
  product_unit: (typeof PRODUCT_UNITS)[number] | null;
  product_length: number | null;
  product_width: number | null;
  product_height: number | null;
  product_diameter: number | null;
  product_dimension_unit: (typeof DIMENSION_UNITS)[number];
  category_id: string | null;
  subcategory_id: string | null;
  is_special_discount: 0 | 1;
  is_favorite: 0 | 1;
  is_seasonal_special: 0 | 1;
  is_top_seller: 0 | 1;
  is_new_arrival: 0 | 1;
  is_eco_friendly: 0 | 1;
  is_subscription_eligible: 0 | 1;
};

export type ExistingProduct = ProductValues & { id: string; ws_code: string; quantity: number | null };

export type CategoryIndex = ReadonlyMap<string, { id: string; subcategories: ReadonlyMap<string, string> }>;

export type Change = { from: unknown; to: unknown };

export type RowPlan =
  | { kind: "error"; row: number; wsCode: string | null; message: string }
  | { kind: "new"; row: number; wsCode: string; values: ProductValues; quantity: number | null }
  | {
      kind: "update";
      row: number;
      wsCode: string;
      productId: string;
      changes: Partial<Record<keyof ProductValues, Change>>;
      stock: { from: number; to: number } | null;
    }
  | { kind: "unchanged"; row: number; wsCode: string };

export type PlanContext = {
  headings: HeadingMap;
  /** A semicolon file writes decimals with a comma. */
  commaIsDecimal: boolean;
  existing: ReadonlyMap<string, ExistingProduct>;
  categories: CategoryIndex;
  /** WS codes already planned in this file, with their row: filled in as rows are planned. */
  seen: Map<string, number>;
};

export const MISSING_CODES = (row: number) => `Row ${row}: Missing WS Code or Stock Code`;
export const rowError = (row: number, wsCode: string, message: string) => `Row ${row} (${wsCode}): ${message}`;

const TEXT_FIELDS = [
  "sage_code",
  "product_name",
  "website_title",
  "name_af",
  "brand",
  "short_description",
  "long_description",
  "external_description",
  "description_af",
  "seo_title",
  "seo_description",
  "seo_keywords",
] as const;
const TEXT_LIMITS: Partial<Record<(typeof TEXT_FIELDS)[number], number>> = {
  product_name: 300,
  website_title: 300,
  name_af: 300,
  brand: 70,
  short_description: 20_000,
  long_description: 20_000,
  external_description: 20_000,
  description_af: 20_000,
  seo_title: 120,
  seo_description: 300,
  seo_keywords: 1000,
};
const PRICE_FIELDS = [
  ["excl_price", "excl_price_cents"],
  ["incl_price", "incl_price_cents"],
  ["sage_price_excl", "sage_price_excl_cents"],
  ["sage_price_incl", "sage_price_incl_cents"],
] as const;
const MEASURE_FIELDS = [
  "product_volume",
  "product_size",
  "product_length",
  "product_width",
  "product_height",
  "product_diameter",
] as const;
const FLAG_FIELDS = [
  "is_special_discount",
  "is_favorite",
  "is_seasonal_special",
  "is_top_seller",
  "is_new_arrival",
  "is_eco_friendly",
  "is_subscription_eligible",
] as const;

/** A price moves only by more than R 0.01 (spec); cents make that 'more than one cent'. */
export function priceMoved(fromCents: number | null, toCents: number): boolean {
  return fromCents === null || Math.abs(toCents - fromCents) > 1;
}

function label(field: ImportField): string {
  return IMPORT_COLUMNS[field][0];
}

class RowProblem extends Error {}

export function planRow(cells: readonly string[], row: number, context: PlanContext): RowPlan {
  const { columns } = context.headings;
  const cell = (field: ImportField): string | undefined => {
    const index = columns[field];
    if (index === undefined) return undefined;
    return (cells[index] ?? "").trim();
  };

  const wsRaw = cell("ws_code") ?? "";
  const stockCode = cell("stock_code") ?? "";
  if (wsRaw === "" || stockCode === "")
    return { kind: "error", row, wsCode: wsRaw || null, message: MISSING_CODES(row) };
  const wsCode = wsRaw.replace(/\s+/g, "").toUpperCase();
  const fail = (message: string): RowPlan => ({ kind: "error", row, wsCode, message: rowError(row, wsRaw, message) });
  if (!/^WS\d+$/.test(wsCode)) return fail("WS Code must be WS followed by digits");
  const earlier = context.seen.get(wsCode);
  if (earlier !== undefined) return fail(`Duplicate WS Code, already in row ${earlier}`);
  context.seen.set(wsCode, row);

  const existing = context.existing.get(wsCode) ?? null;
  try {
    const read = readRow(cell, context, existing);
    if (!existing) {
      if (!read.values.product_name) throw new RowProblem(`${label("product_name")} is required for a new product`);
      return { kind: "new", row, wsCode, values: completeNew(read.values, stockCode), quantity: read.quantity ?? null };
    }
    const changes: Partial<Record<keyof ProductValues, Change>> = {};
    const values = { ...read.values, stock_code: stockCode };
    for (const [key, value] of Object.entries(values) as [keyof ProductValues, unknown][]) {
      if (value === undefined) continue;
      const before = existing[key];
      const isPrice = key.endsWith("_cents");
      const moved = isPrice ? priceMoved(before as number | null, value as number) : before !== value;
      if (moved) changes[key] = { from: before, to: value };
    }
    const quantity = read.quantity;
    const stock =
      quantity !== undefined && quantity !== existing.quantity ? { from: existing.quantity ?? 0, to: quantity } : null;
    if (Object.keys(changes).length === 0 && !stock) return { kind: "unchanged", row, wsCode };
    return { kind: "update", row, wsCode, productId: existing.id, changes, stock };
  } catch (error) {
    if (error instanceof RowProblem) return fail(error.message);
    throw error;
  }
}

type ReadValues = { values: Partial<ProductValues>; quantity: number | undefined };

/**
 * The row's cells as stored values. A blank cell is `undefined` on an existing product (leave
 * it) and the spec's 0 (or empty) on a new one; a cell that cannot be read is a RowProblem.
 */
function readRow(
  cell: (field: ImportField) => string | undefined,
  context: PlanContext,
  existing: ExistingProduct | null,
): ReadValues {
  const values: Partial<ProductValues> = {};
  const isNew = existing === null;

  for (const field of TEXT_FIELDS) {
    const text = cell(field);
    if (text === undefined || text === "") continue;
    const limit = TEXT_LIMITS[field];
    if (limit !== undefined && text.length > limit)
      throw new RowProblem(`${label(field)} is longer than ${limit} characters`);
    values[field] = text;
  }

  const number = (field: ImportField): number | undefined => {
    const text = cell(field);
    if (text === undefined || text === "") return isNew ? 0 : undefined;
    const amount = parseAmount(text, context.commaIsDecimal);
    if (!amount.ok) throw new RowProblem(`${label(field)} "${text}" is not a number`);
    if (amount.value < 0) throw new RowProblem(`${label(field)} cannot be negative`);
    return amount.value;
  };

  for (const [field, column] of PRICE_FIELDS) {
    if (cell(field) === undefined && column.startsWith("sage")) continue;
    const rand = number(field);
    if (rand !== undefined) values[column] = toCents(rand);
  }
  for (const field of MEASURE_FIELDS) {
    if (cell(field) === undefined) continue;
    const measure = number(field);
    if (measure !== undefined) values[field] = measure;
  }

  const unit = cell("product_unit");
  if (unit) {
    const lower = unit.toLowerCase();
    if (!(PRODUCT_UNITS as readonly string[]).includes(lower))
      throw new RowProblem(`${label("product_unit")} must be one of ${PRODUCT_UNITS.join(", ")}`);
    values.product_unit = lower as (typeof PRODUCT_UNITS)[number];
  }
  const dimensionUnit = cell("product_dimension_unit");
  if (dimensionUnit) {
    const upper = dimensionUnit.toUpperCase();
    if (!(DIMENSION_UNITS as readonly string[]).includes(upper))
      throw new RowProblem(`${label("product_dimension_unit")} must be one of ${DIMENSION_UNITS.join(", ")}`);
    values.product_dimension_unit = upper as (typeof DIMENSION_UNITS)[number];
  }

  for (const field of FLAG_FIELDS) {
    const text = cell(field);
    if (text === undefined || text === "") continue;
    const flag = parseFlag(text);
    if (!flag.ok) throw new RowProblem(`${label(field)} "${text}" must be Yes or No`);
    values[field] = flag.value;
  }

  const categoryName = cell("category");
  const subcategoryName = cell("subcategory");
  if (categoryName) {
    const category = context.categories.get(categoryName.toLowerCase());
    if (!category) throw new RowProblem(`Category "${categoryName}" does not exist`);
    values.category_id = category.id;
    if (subcategoryName) {
      const subcategoryId = category.subcategories.get(subcategoryName.toLowerCase());
      if (!subcategoryId) throw new RowProblem(`Subcategory "${subcategoryName}" does not exist in ${categoryName}`);
      values.subcategory_id = subcategoryId;
    } else if (existing && existing.category_id !== category.id) {
      // Another category: its old subcategory cannot stay (spec: the subcategory must belong).
      values.subcategory_id = null;
    }
  } else if (subcategoryName) {
    throw new RowProblem(`Subcategory "${subcategoryName}" needs its Category`);
  }

  const quantityText = cell("quantity");
  let quantity: number | undefined;
  if (quantityText !== undefined) {
    quantity = number("quantity");
  }
  return { values, quantity };
}

function completeNew(values: Partial<ProductValues>, stockCode: string): ProductValues {
  return {
    stock_code: stockCode,
    sage_code: values.sage_code ?? null,
    product_name: values.product_name ?? "",
    website_title: values.website_title ?? null,
    name_af: values.name_af ?? null,
    description_af: values.description_af ?? null,
    brand: values.brand ?? null,
    short_description: values.short_description ?? null,
    long_description: values.long_description ?? null,
    external_description: values.external_description ?? null,
    seo_title: values.seo_title ?? null,
    seo_description: values.seo_description ?? null,
    seo_keywords: values.seo_keywords ?? null,
    excl_price_cents: values.excl_price_cents ?? 0,
    incl_price_cents: values.incl_price_cents ?? 0,
    sage_price_excl_cents: values.sage_price_excl_cents ?? null,
    sage_price_incl_cents: values.sage_price_incl_cents ?? null,
    product_volume: values.product_volume ?? null,
    product_size: values.product_size ?? null,
    product_unit: values.product_unit ?? null,
    product_length: values.product_length ?? null,
    product_width: values.product_width ?? null,
    product_height: values.product_height ?? null,
    product_diameter: values.product_diameter ?? null,
    product_dimension_unit: values.product_dimension_unit ?? "MM",
    category_id: values.category_id ?? null,
    subcategory_id: values.subcategory_id ?? null,
    is_special_discount: values.is_special_discount ?? 0,
    is_favorite: values.is_favorite ?? 0,
    is_seasonal_special: values.is_seasonal_special ?? 0,
    is_top_seller: values.is_top_seller ?? 0,
    is_new_arrival: values.is_new_arrival ?? 0,
    is_eco_friendly: values.is_eco_friendly ?? 0,
    is_subscription_eligible: values.is_subscription_eligible ?? 0,
  };
}
