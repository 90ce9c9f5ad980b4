import { type SqlBool, sql } from "kysely";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter } from "~/platform/db.server";
import { containsText } from "~/platform/text-search.server";
import { REGULAR_MAX, REGULAR_PAGE_SIZE } from "./admin-paging";
import { PRODUCT_SEARCH_COLUMNS } from "./admin-search.server";
import { savingCents } from "./pricing";
import {
  decideSpecialPrice,
  isListedAsSpecial,
  SPECIAL_PRICE_UPDATED,
  specialColumns,
  specialFormValues,
  VALID_PRICE_MESSAGE,
} from "./special-price-rules";

// coalesce: a NULL price must count as "not a special", never as unknown (NOT NULL is NULL).
const listedAsSpecial = sql<SqlBool>`(coalesce(products.special_price_cents, 0) > 0 OR products.is_special_discount = 1)`;

export type SpecialRow = {
  id: string;
  wsCode: string;
  name: string;
  category: string | null;
  regularCents: number;
  specialCents: number | null;
  savingCents: number;
  savingPercent: number;
  inStock: boolean;
  active: boolean;
  updatedAt: string;
};

/** The special price screen: counters, the current specials, and a page of regular-price products. */
export async function loadSpecialsScreen(db: Database, query: { search: string; limit: number }) {
  const base = () => {
    let q = db.selectFrom("products").leftJoin("product_categories", "product_categories.id", "products.category_id");
    if (query.search)
      q = q.where(
        containsText(query.search, [...PRODUCT_SEARCH_COLUMNS, "products.stock_code", "product_categories.name"]),
      );
    return q;
  };
  const columns = [
    "products.id",
    "products.ws_code",
    "products.product_name",
    "products.website_title",
    "products.incl_price_cents",
    "products.special_price_cents",
    "products.is_special_discount",
    "products.stock_available",
    "products.is_active",
    "products.updated_at",
    "product_categories.name as category_name",
  ] as const;
  const [counts, specials, regular] = await Promise.all([
    base()
      .select([
        (eb) => eb.fn.countAll<number>().as("total"),
        sql<number>`coalesce(sum(CASE WHEN ${listedAsSpecial} THEN 1 ELSE 0 END), 0)`.as("specials"),
      ])
      .executeTakeFirstOrThrow(),
    base().select(columns).where(listedAsSpecial).orderBy("products.product_name").execute(),
    base()
      .select(columns)
      .where(sql<SqlBool>`NOT ${listedAsSpecial}`)
      .orderBy("products.product_name")
      .limit(query.limit + 1)
      .execute(),
  ]);
  const toRow = (row: (typeof specials)[number]): SpecialRow => {
    const saving = savingCents({ ...row, is_special_discount: 1 });
    return {
      id: row.id,
      wsCode: row.ws_code,
      name: row.website_title || row.product_name,
      category: row.category_name,
      regularCents: row.incl_price_cents,
      specialCents: row.special_price_cents,
      savingCents: saving,
      savingPercent: row.incl_price_cents > 0 ? Math.round((saving / row.incl_price_cents) * 100) : 0,
      inStock: row.stock_available === 1,
      active: row.is_active === 1,
      updatedAt: row.updated_at,
    };
  };
  const total = Number(counts.total);
  const specialCount = Number(counts.specials);
  return {
    counts: { total, specials: specialCount, regular: total - specialCount },
    specials: specials.map(toRow),
    regular: regular.slice(0, query.limit).map(toRow),
    hasMoreRegular: regular.length > query.limit,
  };
}

export type SpecialOutcome =
  | { ok: true; title: string; description: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string;
      currentUpdatedAt?: string;
      /** A stale save: the stored special price as the form shows it, to merge with what was typed. */
      current?: { specialPrice: string };
    };

/**
 * Sets or removes a product's special price (an empty price removes it), in one transaction with
 * its audit row, refusing a save made on a stale copy of the product.
 */
export async function changeSpecialPrice(
  db: Database,
  actor: { id: string; email: string },
  change: { productId: string; specialPrice: string | undefined; updatedAt: string | undefined },
  meta: { ipAddress: string },
): Promise<SpecialOutcome> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom("products")
      .select([
        "id",
        "product_name",
        "website_title",
        "incl_price_cents",
        "special_price_cents",
        "is_special_discount",
        "stock_available",
        "updated_at",
      ])
      .where("id", "=", change.productId)
      .executeTakeFirst();
    if (!product) return { ok: false, status: 404, message: "That product no longer exists." };
    if (isStale(change.updatedAt, product.updated_at)) {
      const last = await lastChangeTo(trx, "product", product.id);
      return {
        ok: false,
        status: 409,
        message: staleEditMessage({ by: last?.actor_email ?? null, at: last?.created_at ?? product.updated_at }),
        currentUpdatedAt: product.updated_at,
        current: specialFormValues(product),
      };
    }
    const decision = decideSpecialPrice(change.specialPrice, {
      ...product,
      listedAsSpecial: isListedAsSpecial(product),
    });
    if (!decision.ok) return { ok: false, status: 400, message: decision.message };
    const after = specialColumns(decision.specialPriceCents);
    await trx
      .updateTable("products")
      .set({ ...after, updated_at: nowAfter(product.updated_at) })
      .where("id", "=", product.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: decision.specialPriceCents === null ? "product.special.remove" : "product.special.set",
      entityType: "product",
      entityId: product.id,
      details: { changes: fieldChanges(product, after) },
      ipAddress: meta.ipAddress,
    });
    const name = product.website_title || product.product_name;
    return {
      ok: true,
      title: SPECIAL_PRICE_UPDATED,
      description:
        decision.specialPriceCents === null ? `${name} is back at its regular price.` : `${name} is on special.`,
    };
  });
}

/** The special price forms: set (an empty price removes) or remove, each on the copy shown. */
export const SpecialPriceForm = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("set"),
      productId: z.string().trim().min(1).max(100),
      specialPrice: z.string().trim().max(20, VALID_PRICE_MESSAGE).optional(),
      updatedAt: z.string().trim().max(40).optional(),
    }),
    z.object({
      intent: z.literal("remove"),
      productId: z.string().trim().min(1).max(100),
      updatedAt: z.string().trim().max(40).optional(),
    }),
  ],
  { error: "Unknown action." },
);

export const SpecialsQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  limit: z.coerce.number().int().min(REGULAR_PAGE_SIZE).max(REGULAR_MAX).catch(REGULAR_PAGE_SIZE),
  edit: z.string().trim().max(100).optional().catch(undefined),
  confirm: z.string().trim().max(100).optional().catch(undefined),
});
