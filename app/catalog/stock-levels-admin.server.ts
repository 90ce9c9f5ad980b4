import { sql } from "kysely";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { containsText } from "~/platform/text-search.server";
import { STOCK_MAX, STOCK_PAGE_SIZE } from "./admin-paging";
import { PRODUCT_SEARCH_COLUMNS } from "./admin-search.server";
import { moveStock } from "./stock.server";
import { QUANTITY_MESSAGE, STOCK_NOTE_MAX, STOCK_NOTE_MESSAGE } from "./stock-messages";
import { LOW_STOCK_THRESHOLD, stockFormValues } from "./stock-status";

export const StockQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  /** Low: on sale with 1 to the low-stock threshold (/admin/settings) left; out: on sale with none (or never counted). */
  level: z.enum(["all", "low", "out"]).catch("all").default("all"),
  limit: z.coerce.number().int().min(STOCK_PAGE_SIZE).max(STOCK_MAX).catch(STOCK_PAGE_SIZE),
  edit: z.string().trim().max(100).optional().catch(undefined),
});

/**
 * A quantity as typed: a number of 0 or more, step 0.01. The spec turns anything else into 0; we
 * refuse it instead, because a stray letter would silently empty the shelf and hide the product
 * from customers (docs/decisions/0029).
 */
export const StockForm = z.object({
  productId: z.string().trim().min(1).max(100),
  quantity: z
    .string({ error: QUANTITY_MESSAGE })
    .trim()
    .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, QUANTITY_MESSAGE)
    .transform((text) => Number(text.replace(",", "."))),
  /** Why the count changed, in the person's words: optional, kept with the movement. */
  note: z
    .string()
    .trim()
    .max(STOCK_NOTE_MAX, STOCK_NOTE_MESSAGE)
    .optional()
    .transform((text) => text || undefined),
  /** The level's last_updated when the form was opened; empty for a product never counted. */
  lastUpdated: z.string().trim().max(40).optional(),
});

export type StockRow = {
  productId: string;
  wsCode: string;
  name: string;
  quantity: number | null;
  source: string | null;
  lastUpdated: string | null;
};

/**
 * The stock list: the most recently updated levels first (the spec's list), then products never
 * counted, so every product can be found and given a level.
 */
export async function loadStockLevels(
  db: Database,
  query: { search: string; limit: number; level?: "all" | "low" | "out" },
  lowStock: number = LOW_STOCK_THRESHOLD,
) {
  let rows = db
    .selectFrom("products")
    .leftJoin("product_stock_levels as level", "level.product_id", "products.id")
    .select([
      "products.id as productId",
      "products.ws_code as wsCode",
      "products.product_name",
      "products.website_title",
      "level.quantity",
      "level.source",
      "level.last_updated as lastUpdated",
    ]);
  if (query.search) rows = rows.where(containsText(query.search, PRODUCT_SEARCH_COLUMNS));
  if (query.level === "low")
    rows = rows
      .where("products.is_active", "=", 1)
      .where("level.quantity", ">", 0)
      .where("level.quantity", "<=", lowStock);
  if (query.level === "out")
    rows = rows.where("products.is_active", "=", 1).where(sql`coalesce(level.quantity, 0)`, "<=", 0);
  const found = await rows
    .orderBy(sql`level.last_updated IS NULL`)
    .orderBy("level.last_updated", "desc")
    .orderBy("products.ws_code")
    .limit(query.limit + 1)
    .execute();
  return {
    rows: found.slice(0, query.limit).map(
      (row): StockRow => ({
        productId: row.productId,
        wsCode: row.wsCode,
        name: row.website_title || row.product_name,
        quantity: row.quantity,
        source: row.source,
        lastUpdated: row.lastUpdated,
      }),
    ),
    hasMore: found.length > query.limit,
  };
}

/** Who made the latest stock change: a staff member's e-mail, or the order that took it. */
async function lastStockChange(db: Database, productId: string) {
  const movement = await db
    .selectFrom("stock_movements")
    .leftJoin("users", "users.id", "stock_movements.user_id")
    .select(["stock_movements.reason", "stock_movements.reference", "stock_movements.created_at", "users.email"])
    .where("stock_movements.product_id", "=", productId)
    .orderBy("stock_movements.created_at", "desc")
    .executeTakeFirst();
  if (!movement) return null;
  const by =
    movement.reason === "order_placed" || movement.reason === "order_cancelled"
      ? `${movement.reason === "order_placed" ? "order" : "the cancelled order"} ${movement.reference ?? ""}`.trim()
      : (movement.email ?? null);
  return { by, at: movement.created_at };
}

export type StockOutcome =
  | { ok: true; from: number; to: number }
  | {
      ok: false;
      status: 404 | 409;
      message: string;
      currentLastUpdated: string | null;
      /** A stale save: the stored level as the form shows it, to merge with what was typed. */
      current?: { quantity: string };
    };

/**
 * Sets a product's stock as counted by staff, through moveStock (level, movement, stock_available)
 * with an audit row, refusing a save made on a stale copy: an order placed since the form was
 * opened must never be overwritten without the person knowing.
 */
export async function setStockLevel(
  db: Database,
  actor: { id: string; email: string },
  change: { productId: string; quantity: number; note?: string | undefined; lastUpdated?: string | undefined },
  meta: { ipAddress: string },
): Promise<StockOutcome> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom("products")
      .leftJoin("product_stock_levels as level", "level.product_id", "products.id")
      .select(["products.id", "level.last_updated", "level.quantity"])
      .where("products.id", "=", change.productId)
      .executeTakeFirst();
    if (!product)
      return { ok: false, status: 404, message: "That product no longer exists.", currentLastUpdated: null };
    const current = product.last_updated ?? "";
    if (current !== "" || (change.lastUpdated ?? "") !== "") {
      if (isStale(change.lastUpdated, current)) {
        const last = await lastStockChange(trx, product.id);
        return {
          ok: false,
          status: 409,
          message: staleEditMessage({ by: last?.by ?? null, at: last?.at ?? current }),
          currentLastUpdated: product.last_updated,
          current: stockFormValues(product),
        };
      }
    }
    const moved = await moveStock(trx, {
      productId: product.id,
      to: change.quantity,
      reason: "manual_update",
      userId: actor.id,
      note: change.note ?? null,
    });
    await recordAudit(trx, {
      actor,
      action: "stock.update",
      entityType: "product",
      entityId: product.id,
      details: {
        changes: { quantity: { from: moved.from, to: moved.to } },
        ...(change.note ? { reason: change.note } : {}),
      },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, from: moved.from, to: moved.to };
  });
}

export const MOVEMENT_REASONS: Record<string, string> = {
  manual_update: "Counted by staff",
  csv_import: "CSV import",
  order_placed: "Order placed",
  order_cancelled: "Order cancelled",
  stock_take: "Stock take",
  seed: "Opening stock",
};

/** One product's level and its movements, newest first. */
export async function loadStockHistory(db: Database, productId: string) {
  const product = await db
    .selectFrom("products")
    .leftJoin("product_stock_levels as level", "level.product_id", "products.id")
    .select([
      "products.id",
      "products.ws_code",
      "products.product_name",
      "products.website_title",
      "products.stock_available",
      "level.quantity",
      "level.source",
      "level.last_updated",
    ])
    .where("products.id", "=", productId)
    .executeTakeFirst();
  if (!product) return null;
  const movements = await db
    .selectFrom("stock_movements")
    .leftJoin("users", "users.id", "stock_movements.user_id")
    .select([
      "stock_movements.id",
      "stock_movements.reason",
      "stock_movements.reference",
      "stock_movements.note",
      "stock_movements.old_quantity",
      "stock_movements.new_quantity",
      "stock_movements.created_at",
      "users.email",
    ])
    .where("stock_movements.product_id", "=", productId)
    .orderBy("stock_movements.created_at", "desc")
    .limit(200)
    .execute();
  return {
    product: {
      id: product.id,
      wsCode: product.ws_code,
      name: product.website_title || product.product_name,
      quantity: product.quantity,
      inStock: product.stock_available === 1,
      lastUpdated: product.last_updated,
    },
    movements: movements.map((movement) => ({
      id: movement.id,
      // The kind of change, and the reason staff gave for it: "Counted by staff: Damaged".
      reason: [MOVEMENT_REASONS[movement.reason] ?? movement.reason, movement.note].filter(Boolean).join(": "),
      note: movement.note,
      reference: movement.reference,
      from: movement.old_quantity,
      to: movement.new_quantity,
      at: movement.created_at,
      // A customer's own order is shown by its number, not by the customer's e-mail.
      by: movement.reason === "order_placed" ? "Customer order" : (movement.email ?? "System"),
    })),
  };
}
