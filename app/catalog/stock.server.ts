import { randomUUID } from "node:crypto";
import { type Database, nowAfter } from "~/platform/db.server";
import { isInStock } from "./stock-status";

export type StockReason = "manual_update" | "csv_import" | "order_placed" | "order_cancelled" | "stock_take";

export type StockMove = {
  productId: string;
  /** The new quantity (a count or a stock take), or... */
  to?: number;
  /** ...a change to the current one (an order takes, a cancellation gives back). */
  by?: number;
  reason: StockReason;
  userId: string | null;
  /** What caused it: an order number, an import's file name. */
  reference?: string | null;
  /** The reason staff gave for a count, in their words ("Damaged", "Delivery received"). */
  note?: string | null;
};

export type StockMoveResult = { from: number; to: number };

/**
 * The one way a stock quantity changes: staff editing a level, an import, an order placed or
 * cancelled. In the caller's transaction (or its own): the level row (created when the product
 * has none), a movement row with who, why and the quantity before and after, and the product's
 * stock_available as the spec says (true above 0, otherwise false).
 */
export async function moveStock(db: Database, move: StockMove): Promise<StockMoveResult> {
  const run = async (trx: Database): Promise<StockMoveResult> => {
    const level = await trx
      .selectFrom("product_stock_levels")
      .select(["id", "quantity", "last_updated"])
      .where("product_id", "=", move.productId)
      .executeTakeFirst();
    const from = level?.quantity ?? 0;
    const to = move.to ?? from + (move.by ?? 0);
    const now = nowAfter(level?.last_updated);
    const source = move.reason === "stock_take" ? "manual_update" : move.reason;
    if (level) {
      await trx
        .updateTable("product_stock_levels")
        .set({ quantity: to, source, last_updated: now, updated_by_id: move.userId })
        .where("id", "=", level.id)
        .execute();
    } else {
      await trx
        .insertInto("product_stock_levels")
        .values({
          id: randomUUID(),
          product_id: move.productId,
          quantity: to,
          source,
          last_updated: now,
          updated_by_id: move.userId,
        })
        .execute();
    }
    await trx
      .insertInto("stock_movements")
      .values({
        id: randomUUID(),
        product_id: move.productId,
        user_id: move.userId,
        reason: move.reason,
        reference: move.reference ?? null,
        note: move.note || null,
        old_quantity: from,
        new_quantity: to,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable("products")
      .set({ stock_available: isInStock(to) ? 1 : 0, updated_at: now })
      .where("id", "=", move.productId)
      .where("stock_available", "!=", isInStock(to) ? 1 : 0)
      .execute();
    return { from, to };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Gives back what an order took from stock, once: each product's 'order_placed' movements for the
 * order, less what was already given back. Called when an order is cancelled.
 */
export async function returnOrderStock(db: Database, orderNumber: string, userId: string | null): Promise<number> {
  const movements = await db
    .selectFrom("stock_movements")
    .select(["product_id", "reason", "old_quantity", "new_quantity"])
    .where("reference", "=", orderNumber)
    .where("reason", "in", ["order_placed", "order_cancelled"])
    .execute();
  const outstanding = new Map<string, number>();
  for (const movement of movements) {
    const taken = movement.old_quantity - movement.new_quantity;
    outstanding.set(movement.product_id, (outstanding.get(movement.product_id) ?? 0) + taken);
  }
  let returned = 0;
  for (const [productId, quantity] of outstanding) {
    if (quantity <= 0) continue;
    await moveStock(db, { productId, by: quantity, reason: "order_cancelled", userId, reference: orderNumber });
    returned += 1;
  }
  return returned;
}

export type StockCount = { productId: string; from: number; to: number };

/** Rows per multi-row INSERT: well under SQLite's limit of 32 766 bound values. */
const STOCK_BATCH = 400;

/**
 * Many counts at once, as an import brings them: what moveStock does for one product (the level,
 * a movement with the quantity before and after, stock_available), in batched statements inside
 * the caller's transaction. The caller read `from` in the same transaction.
 */
export async function recordStockCounts(
  trx: Database,
  counts: readonly StockCount[],
  options: { reason: StockReason; userId: string | null; reference: string | null; now: string },
): Promise<void> {
  const source = options.reason === "stock_take" ? "manual_update" : options.reason;
  for (let start = 0; start < counts.length; start += STOCK_BATCH) {
    const batch = counts.slice(start, start + STOCK_BATCH);
    await trx
      .insertInto("product_stock_levels")
      .values(
        batch.map((count) => ({
          id: randomUUID(),
          product_id: count.productId,
          quantity: count.to,
          source,
          last_updated: options.now,
          updated_by_id: options.userId,
        })),
      )
      .onConflict((conflict) =>
        conflict.column("product_id").doUpdateSet((eb) => ({
          quantity: eb.ref("excluded.quantity"),
          source: eb.ref("excluded.source"),
          last_updated: eb.ref("excluded.last_updated"),
          updated_by_id: eb.ref("excluded.updated_by_id"),
        })),
      )
      .execute();
    await trx
      .insertInto("stock_movements")
      .values(
        batch.map((count) => ({
          id: randomUUID(),
          product_id: count.productId,
          user_id: options.userId,
          reason: options.reason,
          reference: options.reference,
          old_quantity: count.from,
          new_quantity: count.to,
          created_at: options.now,
        })),
      )
      .execute();
    for (const available of [0, 1] as const) {
      const ids = batch.filter((count) => (isInStock(count.to) ? 1 : 0) === available).map((count) => count.productId);
      if (ids.length === 0) continue;
      await trx
        .updateTable("products")
        .set({ stock_available: available, updated_at: options.now })
        .where("id", "in", ids)
        .where("stock_available", "!=", available)
        .execute();
    }
  }
}
