import type { DailyCleanUp } from "~/platform/daily-maintenance-jobs.server";
import type { Database } from "~/platform/db.server";

/** A visitor's cart untouched for this many days is abandoned: nobody can still be coming back to it. */
/** The visitor cart cookie lives 90 days: a cart no browser can reach any more is deleted. */
export const ABANDONED_VISITOR_CART_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the carts of visitors (no signed-in owner) not changed for ABANDONED_VISITOR_CART_DAYS,
 * with their items, in one transaction; signed-in customers' carts are kept whatever their age.
 * Returns how many carts went.
 */
export async function deleteAbandonedVisitorCarts(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_VISITOR_CART_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const abandoned = trx
      .selectFrom("carts")
      .select("id")
      .where("user_id", "is", null)
      .where("updated_at", "<", before);
    // The foreign key would cascade; deleting the items first does not depend on it.
    await trx.deleteFrom("cart_items").where("cart_id", "in", abandoned).execute();
    const result = await trx
      .deleteFrom("carts")
      .where("user_id", "is", null)
      .where("updated_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** The cart's part of the daily maintenance job (listed in app/background-work.server.ts). */
export const abandonedVisitorCartsCleanUp: DailyCleanUp = {
  name: "abandonedVisitorCartsDeleted",
  run: deleteAbandonedVisitorCarts,
};
