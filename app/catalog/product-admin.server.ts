import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import type { Products } from "~/platform/db-schema";
import { containsText } from "~/platform/text-search.server";
import { ADMIN_GRID_FIRST, ADMIN_GRID_MAX } from "./admin-paging";
import { PRODUCT_SEARCH_COLUMNS } from "./admin-search.server";
import type { ProductFieldsValue } from "./product-admin-form.server";
import { NO_CATEGORY_FILTER, subcategoryNotInCategory, wsCodeTaken } from "./product-admin-messages";
import { firstImageColumns } from "./product-cards.server";
import { PRODUCT_FLAGS, type ProductFlag } from "./product-fields";
import { categoryChoice, keptSpecialPrice } from "./product-update-rules";

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

const WS_CODE = /^WS\d+$/i;

export const ProductListQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  category: z.string().trim().max(100).catch(""),
  inactive: z.literal("on").optional().catch(undefined),
  // Asking for more than 80 shows 80 (the spec's most); nonsense shows the first 16.
  limit: z.coerce
    .number()
    .int()
    .catch(ADMIN_GRID_FIRST)
    .transform((limit) => Math.min(Math.max(limit, ADMIN_GRID_FIRST), ADMIN_GRID_MAX)),
});
export type ProductListQueryValue = z.infer<typeof ProductListQuery>;

export function looksLikeWsCode(search: string): boolean {
  return WS_CODE.test(search.trim());
}

export type AdminProductCard = {
  id: string;
  wsCode: string;
  name: string;
  imageUrl: string | null;
  inclPriceCents: number;
  active: boolean;
  quantity: number | null;
  category: string | null;
};

/**
 * The product grid: search by WS code or name, a category, inactive ones only when asked, and for
 * a WS-code search that finds no active product, the inactive ones too (spec).
 */
export async function listAdminProducts(db: Database, query: ProductListQueryValue) {
  const run = (includeInactive: boolean) => {
    let rows = db
      .selectFrom("products")
      .leftJoin("product_stock_levels as level", "level.product_id", "products.id")
      .leftJoin("product_categories as category", "category.id", "products.category_id")
      .select((eb) => [
        "products.id",
        "products.ws_code",
        "products.product_name",
        "products.website_title",
        "products.incl_price_cents",
        "products.is_active",
        "level.quantity",
        "category.name as category_name",
        ...firstImageColumns(eb),
      ]);
    if (!includeInactive) rows = rows.where("products.is_active", "=", 1);
    if (query.search) rows = rows.where(containsText(query.search, PRODUCT_SEARCH_COLUMNS));
    if (query.category === NO_CATEGORY_FILTER.value) rows = rows.where("products.category_id", "is", null);
    else if (query.category) rows = rows.where("products.category_id", "=", query.category);
    return rows
      .orderBy("products.ws_code")
      .limit(query.limit + 1)
      .execute();
  };
  let includedInactive = query.inactive === "on";
  let rows = await run(includedInactive);
  let inactiveAddedForCode = false;
  if (rows.length === 0 && !includedInactive && looksLikeWsCode(query.search)) {
    rows = await run(true);
    includedInactive = true;
    inactiveAddedForCode = rows.length > 0;
  }
  return {
    products: rows.slice(0, query.limit).map(
      (row): AdminProductCard => ({
        id: row.id,
        wsCode: row.ws_code,
        name: row.website_title || row.product_name,
        imageUrl: row.image_url ?? null,
        inclPriceCents: row.incl_price_cents,
        active: row.is_active === 1,
        quantity: row.quantity,
        category: row.category_name,
      }),
    ),
    hasMore: rows.length > query.limit && query.limit < ADMIN_GRID_MAX,
    inactiveAddedForCode,
  };
}

export async function categoryOptions(db: Database) {
  const [categories, subcategories] = await Promise.all([
    db.selectFrom("product_categories").select(["id", "name"]).orderBy("display_order").orderBy("name").execute(),
    db
      .selectFrom("product_subcategories")
      .select(["id", "name", "category_id"])
      .orderBy("display_order")
      .orderBy("name")
      .execute(),
  ]);
  return {
    categories,
    subcategories: subcategories.map((row) => ({ id: row.id, name: row.name, categoryId: row.category_id })),
  };
}

type ProductRow = Selectable<Products>;

export async function findProductForEdit(db: Database, id: string) {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function stockQuantityOf(db: Database, productId: string): Promise<number | null> {
  const level = await db
    .selectFrom("product_stock_levels")
    .select("quantity")
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return level?.quantity ?? null;
}

const rand = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));
const measureText = (value: number | null) => (value === null ? "" : String(value));

/** The form's starting values for a stored product (prices in rand, flags as checkboxes). */
export function productFormValues(row: ProductRow): Record<string, string | undefined> {
  const flags = Object.fromEntries(PRODUCT_FLAGS.map(([name]) => [name, row[name] === 1 ? "on" : undefined])) as Record<
    string,
    string | undefined
  >;
  return {
    product_name: row.product_name,
    website_title: row.website_title ?? "",
    name_af: row.name_af ?? "",
    brand: row.brand ?? "",
    stock_code: row.stock_code,
    sage_code: row.sage_code ?? "",
    short_description: row.short_description ?? "",
    long_description: row.long_description ?? "",
    external_description: row.external_description ?? "",
    description_af: row.description_af ?? "",
    excl_price: rand(row.excl_price_cents),
    incl_price: rand(row.incl_price_cents),
    special_price: rand(row.special_price_cents),
    sage_price_excl: rand(row.sage_price_excl_cents),
    sage_price_incl: rand(row.sage_price_incl_cents),
    product_volume: measureText(row.product_volume),
    product_size: measureText(row.product_size),
    product_unit: row.product_unit ?? "none",
    product_length: measureText(row.product_length),
    product_width: measureText(row.product_width),
    product_height: measureText(row.product_height),
    product_diameter: measureText(row.product_diameter),
    product_dimension_unit: row.product_dimension_unit,
    category_id: row.category_id ?? "",
    subcategory_id: row.subcategory_id ?? "",
    seo_title: row.seo_title ?? "",
    seo_description: row.seo_description ?? "",
    seo_keywords: row.seo_keywords ?? "",
    ...flags,
  };
}

type Refusal = {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
  field?: string;
  currentUpdatedAt?: string;
  /** A stale save: the stored product's form values, to merge with what was typed. */
  current?: Record<string, string | undefined>;
};

const refusal = (status: 400 | 404 | 409, message: string, field?: string): Refusal => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/** The columns a saved form writes, after the spec's update rules. */
async function columnsFrom(db: Database, value: ProductFieldsValue) {
  let parentOf: (id: string) => string | undefined = () => undefined;
  if (value.category_id && value.subcategory_id) {
    const [category, subcategory] = await Promise.all([
      db.selectFrom("product_categories").select(["id", "name"]).where("id", "=", value.category_id).executeTakeFirst(),
      db
        .selectFrom("product_subcategories")
        .select(["id", "name", "category_id"])
        .where("id", "=", value.subcategory_id)
        .executeTakeFirst(),
    ]);
    // Without JavaScript every subcategory is offered: one of another category is refused, not dropped.
    if (category && subcategory && subcategory.category_id !== category.id) {
      return refusal(400, subcategoryNotInCategory(subcategory.name, category.name), "subcategory_id");
    }
    parentOf = (id) => (subcategory?.id === id ? subcategory.category_id : undefined);
  }
  if (value.category_id) {
    const exists = await db
      .selectFrom("product_categories")
      .select("id")
      .where("id", "=", value.category_id)
      .executeTakeFirst();
    if (!exists) return refusal(400, "That category no longer exists.", "category_id");
  }
  const { categoryId, subcategoryId } = categoryChoice(
    value.category_id ?? undefined,
    value.subcategory_id ?? undefined,
    parentOf,
  );
  const flags = Object.fromEntries(PRODUCT_FLAGS.map(([name]) => [name, value[name]])) as Record<ProductFlag, number>;
  return {
    ok: true as const,
    columns: {
      product_name: value.product_name,
      website_title: value.website_title,
      name_af: value.name_af,
      brand: value.brand,
      stock_code: value.stock_code,
      sage_code: value.sage_code,
      short_description: value.short_description,
      long_description: value.long_description,
      external_description: value.external_description,
      description_af: value.description_af,
      excl_price_cents: value.excl_price,
      incl_price_cents: value.incl_price,
      special_price_cents: keptSpecialPrice(value.special_price, value.incl_price),
      sage_price_excl_cents: value.sage_price_excl,
      sage_price_incl_cents: value.sage_price_incl,
      product_volume: value.product_volume,
      product_size: value.product_size,
      product_unit: value.product_unit,
      product_length: value.product_length,
      product_width: value.product_width,
      product_height: value.product_height,
      product_diameter: value.product_diameter,
      product_dimension_unit: value.product_dimension_unit,
      category_id: categoryId,
      subcategory_id: subcategoryId,
      seo_title: value.seo_title,
      seo_description: value.seo_description,
      seo_keywords: value.seo_keywords,
      ...flags,
    },
  };
}

export type ProductSaveOutcome = { ok: true; id: string; name: string } | Refusal;

/**
 * Saves the edit form in one transaction with its audit row (the fields before and after),
 * refusing a save made on a copy older than the stored product.
 */
export async function updateProduct(
  db: Database,
  actor: Actor,
  id: string,
  value: ProductFieldsValue,
  meta: Meta,
): Promise<ProductSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await findProductForEdit(trx, id);
    if (!current) return { ok: false, status: 404, message: "That product no longer exists." };
    if (isStale(value.updatedAt, current.updated_at)) {
      const last = await lastChangeTo(trx, "product", id);
      return {
        ok: false,
        status: 409,
        message: staleEditMessage({ by: last?.actor_email ?? null, at: last?.created_at ?? current.updated_at }),
        currentUpdatedAt: current.updated_at,
        current: productFormValues(current),
      };
    }
    const mapped = await columnsFrom(trx, value);
    if (!mapped.ok) return mapped;
    const changes = fieldChanges(current, mapped.columns);
    const now = nowAfter(current.updated_at);
    const priceChanged = "incl_price_cents" in changes || "excl_price_cents" in changes;
    // A category or subcategory chosen here is a person's, both flags with it (issue 48): a bulk
    // assignment run leaves it unless told otherwise.
    const filedByHand = "category_id" in changes || "subcategory_id" in changes;
    await trx
      .updateTable("products")
      .set({
        ...mapped.columns,
        ...(priceChanged ? { last_price_update: now } : {}),
        ...(filedByHand ? { auto_category_assigned: 0, auto_subcategory_assigned: 0 } : {}),
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "product.update",
      entityType: "product",
      entityId: id,
      details: { changes },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id, name: value.website_title || value.product_name };
  });
}

/** Adds a product; it starts inactive unless staff ticked Active. The WS code is unique. */
export async function createProduct(
  db: Database,
  actor: Actor,
  value: ProductFieldsValue & { ws_code: string },
  meta: Meta,
): Promise<ProductSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("products")
      .select("ws_code")
      .where("ws_code", "=", value.ws_code)
      .executeTakeFirst();
    if (taken) return { ok: false, status: 400, field: "ws_code", message: wsCodeTaken(taken.ws_code) };
    const mapped = await columnsFrom(trx, value);
    if (!mapped.ok) return mapped;
    const id = randomUUID();
    const now = nowIso();
    const row = {
      id,
      ws_code: value.ws_code,
      ...mapped.columns,
      last_price_update: now,
      created_at: now,
      updated_at: now,
    };
    await trx
      .insertInto("products")
      .values(row as never)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "product.create",
      entityType: "product",
      entityId: id,
      details: { after: row },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id, name: value.website_title || value.product_name };
  });
}
