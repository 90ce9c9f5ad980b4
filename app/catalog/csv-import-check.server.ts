import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import type { ImportChange, ImportError } from "./csv-import.server";
import { CHANGES_KEPT } from "./csv-import-limits";
import {
  type CategoryIndex,
  type Change,
  type ExistingProduct,
  type PlanContext,
  planRow,
  type RowPlan,
} from "./csv-import-plan";
import { failImport, loadForJob, type ParsedRows, parseFailure, readStoredRows } from "./csv-import-read.server";

/**
 * Step 2 of a product CSV import (decision 0032): working out what each row of the range would do
 * against the catalogue as it is (`csv-import-plan.ts` decides a row; the apply works the rows out
 * again the same way), the summary the import records, and the check job, which changes nothing.
 */

const EXISTING_COLUMNS = [
  "p.id",
  "p.ws_code",
  "p.stock_code",
  "p.sage_code",
  "p.product_name",
  "p.website_title",
  "p.name_af",
  "p.description_af",
  "p.brand",
  "p.short_description",
  "p.long_description",
  "p.external_description",
  "p.seo_title",
  "p.seo_description",
  "p.seo_keywords",
  "p.excl_price_cents",
  "p.incl_price_cents",
  "p.sage_price_excl_cents",
  "p.sage_price_incl_cents",
  "p.product_volume",
  "p.product_size",
  "p.product_unit",
  "p.product_length",
  "p.product_width",
  "p.product_height",
  "p.product_diameter",
  "p.product_dimension_unit",
  "p.category_id",
  "p.subcategory_id",
  "p.is_special_discount",
  "p.is_favorite",
  "p.is_seasonal_special",
  "p.is_top_seller",
  "p.is_new_arrival",
  "p.is_eco_friendly",
  "p.is_subscription_eligible",
  "p.updated_at",
] as const;

type ExistingWithTime = ExistingProduct & { updated_at: string };

/** The catalogue as the plan needs it: every product by WS code, and categories by name. */
export async function loadCatalogue(
  db: Database,
): Promise<{ existing: Map<string, ExistingWithTime>; categories: CategoryIndex }> {
  const products = await db
    .selectFrom("products as p")
    .leftJoin("product_stock_levels as s", "s.product_id", "p.id")
    .select([...EXISTING_COLUMNS, "s.quantity"])
    .execute();
  const existing = new Map<string, ExistingWithTime>();
  for (const product of products) existing.set(product.ws_code.toUpperCase(), product as ExistingWithTime);

  const [categories, subcategories] = await Promise.all([
    db.selectFrom("product_categories").select(["id", "name"]).execute(),
    db.selectFrom("product_subcategories").select(["id", "name", "category_id"]).execute(),
  ]);
  const index = new Map<string, { id: string; subcategories: Map<string, string> }>();
  for (const category of categories)
    index.set(category.name.trim().toLowerCase(), { id: category.id, subcategories: new Map() });
  const byId = new Map(categories.map((category) => [category.id, index.get(category.name.trim().toLowerCase())]));
  for (const subcategory of subcategories)
    byId.get(subcategory.category_id)?.subcategories.set(subcategory.name.trim().toLowerCase(), subcategory.id);
  return { existing, categories: index };
}

export function planAll(parsed: ParsedRows, catalogue: Awaited<ReturnType<typeof loadCatalogue>>): RowPlan[] {
  const context: PlanContext = {
    headings: parsed.headings,
    commaIsDecimal: parsed.commaIsDecimal,
    existing: catalogue.existing,
    categories: catalogue.categories,
    seen: new Map(),
  };
  return parsed.rows.map(({ row, cells }) => planRow(cells, row, context));
}

type Summary = {
  records_processed: number;
  records_successful: number;
  records_failed: number;
  new_count: number;
  updated_count: number;
  unchanged_count: number;
  errors: string;
  changes: string;
};

export function summarise(plans: readonly RowPlan[]): Summary {
  const errors: ImportError[] = [];
  const changes: ImportChange[] = [];
  const counts = { new: 0, update: 0, unchanged: 0 };
  for (const plan of plans) {
    if (plan.kind === "error") {
      errors.push({ row: plan.row, wsCode: plan.wsCode, message: plan.message });
      continue;
    }
    counts[plan.kind] += 1;
    if (changes.length >= CHANGES_KEPT) continue;
    if (plan.kind === "new")
      changes.push({
        kind: "new",
        row: plan.row,
        wsCode: plan.wsCode,
        name: plan.values.product_name,
        inclPriceCents: plan.values.incl_price_cents,
        quantity: plan.quantity,
      });
    else if (plan.kind === "update")
      changes.push({
        kind: "update",
        row: plan.row,
        wsCode: plan.wsCode,
        productId: plan.productId,
        fields: plan.changes as Record<string, Change>,
        stock: plan.stock,
      });
  }
  return {
    records_processed: plans.length,
    records_successful: plans.length - errors.length,
    records_failed: errors.length,
    new_count: counts.new,
    updated_count: counts.update,
    unchanged_count: counts.unchanged,
    errors: JSON.stringify(errors),
    changes: JSON.stringify(changes),
  };
}

/** Step 2, the check job: reads the whole range, records what would happen, changes nothing. */
export async function checkImport(db: Database, importId: string): Promise<void> {
  const record = await loadForJob(db, importId, "checking");
  if (!record) return;
  let parsed: ParsedRows;
  try {
    parsed = await readStoredRows(db, record, 90);
  } catch (error) {
    await failImport(db, record, parseFailure(error));
    return;
  }
  const plans = planAll(parsed, await loadCatalogue(db));
  const now = nowIso();
  await db
    .updateTable("csv_imports")
    .set({
      ...summarise(plans),
      rows_after_range: parsed.rowsAfterRange,
      status: "checked",
      progress: 100,
      checked_at: now,
      updated_at: nowAfter(record.updated_at),
    })
    .where("id", "=", importId)
    .where("status", "=", "checking")
    .execute();
}
