import type { Database } from "./db.server";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counter in SQLite (one machine, one file): `limit` hits per `windowMs` for a key
 * such as "login:ip:1.2.3.4". Counting happens in one UPSERT, so concurrent requests agree.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_started_at: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when("rate_limits.window_started_at", "=", windowStart)
          .then(eb("rate_limits.hits", "+", 1))
          .else(1)
          .end(),
        window_started_at: windowStart,
      })),
    )
    .returning(["hits"])
    .executeTakeFirstOrThrow();
  const windowEnds = new Date(windowStart).getTime() + windowMs;
  return {
    allowed: row.hits <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}
