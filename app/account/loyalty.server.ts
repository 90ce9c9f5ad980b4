import type { Database } from "~/platform/db.server";

export type LoyaltyEntry = { id: string; createdAt: string; points: number; reason: string };

/** The points balance (sum of every entry) and the entries, newest first. */
export async function loyaltySummary(
  db: Database,
  userId: string,
): Promise<{ balance: number; history: LoyaltyEntry[] }> {
  const rows = await db
    .selectFrom("loyalty_points")
    .select(["id", "created_at", "points", "reason"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return {
    balance: rows.reduce((sum, row) => sum + row.points, 0),
    history: rows.map((row) => ({ id: row.id, createdAt: row.created_at, points: row.points, reason: row.reason })),
  };
}
