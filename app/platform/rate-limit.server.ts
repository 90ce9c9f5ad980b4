import { sql } from "kysely";
import type { Database } from "./db.server";
import { msUntilAllowed, type WindowCounts, windowStartOf } from "./sliding-window";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Sliding-window counter in SQLite (one machine, one file; docs/decisions/0087): at most `limit`
 * hits in any `windowMs` for a key such as "login:ip:1.2.3.4", estimated from the hits of the
 * current clock-aligned window and the previous one (`./sliding-window`). One UPSERT rolls the
 * windows and counts the hit only if it fits, so concurrent requests agree; a refused hit is not
 * counted, so knocking again does not push the moment it is let through further away.
 * `retryAfterSeconds`: when one more hit would be allowed, if none comes first (at least 1).
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const at = now.getTime();
  const start = windowStartOf(at, windowMs);
  const elapsed = at - start;
  const started = new Date(start).toISOString();
  const startedBefore = new Date(start - windowMs).toISOString();
  // The stored row as of this window: a row from the window before becomes the previous count.
  const previous = sql<number>`(CASE rate_limits.window_started_at WHEN ${started} THEN rate_limits.previous_hits WHEN ${startedBefore} THEN rate_limits.hits ELSE 0 END)`;
  const current = sql<number>`(CASE rate_limits.window_started_at WHEN ${started} THEN rate_limits.hits ELSE 0 END)`;
  const counted = await db
    .insertInto("rate_limits")
    .values({ key, window_started_at: started, hits: 1, previous_hits: 0 })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ previous_hits: previous, hits: sql<number>`${current} + 1`, window_started_at: started })
        // allowsOneMore, in SQL: previous × (windowMs − elapsed) + (current + 1) × windowMs ≤ limit × windowMs
        .where(
          sql<boolean>`${previous} * ${windowMs - elapsed} + (${current} + 1) * ${windowMs} <= ${limit * windowMs}`,
        ),
    )
    .returning(["hits", "previous_hits"])
    .executeTakeFirst();
  if (counted && counted.hits <= limit) {
    const counts = { previous: counted.previous_hits, current: counted.hits };
    return { allowed: true, retryAfterSeconds: retryAfterSeconds(counts, limit, windowMs, elapsed) };
  }
  // Refused, and nothing written: the counts as they stand decide when a hit fits again.
  const row = await db
    .selectFrom("rate_limits")
    .select(["window_started_at", "hits", "previous_hits"])
    .where("key", "=", key)
    .executeTakeFirst();
  const counts: WindowCounts =
    row?.window_started_at === started
      ? { previous: row.previous_hits, current: row.hits }
      : { previous: row?.window_started_at === startedBefore ? row.hits : 0, current: 0 };
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(counts, limit, windowMs, elapsed) };
}

function retryAfterSeconds(counts: WindowCounts, limit: number, windowMs: number, elapsedMs: number): number {
  return Math.max(1, Math.ceil(msUntilAllowed(counts, limit, windowMs, elapsedMs) / 1000));
}
