import { sql } from "kysely";
import { addToCart } from "~/cart/cart.server";
import type { Database } from "~/platform/db.server";

export type ReorderOutcome = {
  /** Order lines that went back into the cart. */
  added: number;
  /** Names (as ordered) of the lines that could not: withdrawn, out of stock or deleted products. */
  notAdded: string[];
};

/**
 * Puts an order's items back into the customer's cart at the quantities ordered, at today's
 * prices (the cart always reads the catalogue). Each line goes through the cart's own add, so a
 * product that is withdrawn or out of stock is refused exactly as on a product page.
 */
export async function reorderToCart(db: Database, userId: string, orderId: string): Promise<ReorderOutcome> {
  const items = await db
    .selectFrom("order_items")
    .select(["product_id", "product_name", "quantity"])
    .where("order_id", "=", orderId)
    .orderBy(sql`rowid`)
    .execute();
  const outcome: ReorderOutcome = { added: 0, notAdded: [] };
  for (const item of items) {
    const added = item.product_id ? await addToCart(db, { userId }, item.product_id, item.quantity) : undefined;
    if (added?.ok) outcome.added += 1;
    else outcome.notAdded.push(item.product_name);
  }
  return outcome;
}
