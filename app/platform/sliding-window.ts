/**
 * The "sliding window counter" behind `hitRateLimit` (docs/decisions/0087): hits are counted in
 * windows of `windowMs` aligned to the clock, and the hits of the last `windowMs` are estimated
 * as this window's hits plus the previous window's hits weighted by the share of the previous
 * window that still lies within the last `windowMs`. The estimate does not drop at a window's
 * edge, so nobody gets twice the limit by straddling one.
 *
 * All arithmetic is in whole milliseconds (the weight's fraction multiplied out), so the decision
 * made here, in the database's UPSERT and in `msUntilAllowed` always agree.
 */

/** The hits counted so far: in the window that `now` falls in, and in the one before it. */
export type WindowCounts = { previous: number; current: number };

/** The start of the window that `atMs` falls in. */
export function windowStartOf(atMs: number, windowMs: number): number {
  return Math.floor(atMs / windowMs) * windowMs;
}

/**
 * Whether one more hit, `elapsedMs` into the current window, keeps the estimate within `limit`:
 * previous × (windowMs − elapsedMs) / windowMs + current + 1 ≤ limit, multiplied by windowMs.
 */
export function allowsOneMore(counts: WindowCounts, limit: number, windowMs: number, elapsedMs: number): boolean {
  return counts.previous * (windowMs - elapsedMs) + (counts.current + 1) * windowMs <= limit * windowMs;
}

/**
 * How long from now until one more hit would be allowed, if no other hit comes first (0: now).
 * The estimate only falls as time passes, so the first moment it allows a hit is found in closed
 * form: in this window, or else in the next one, where this window's hits become the previous.
 */
export function msUntilAllowed(counts: WindowCounts, limit: number, windowMs: number, elapsedMs: number): number {
  const earliest = earliestElapsed(counts, limit, windowMs);
  if (earliest !== null && earliest < windowMs) return Math.max(0, earliest - elapsedMs);
  const inNextWindow = earliestElapsed({ previous: counts.current, current: 0 }, limit, windowMs) ?? windowMs;
  return windowMs - elapsedMs + inNextWindow;
}

/** The first time into a window with these counts at which one more hit fits, or null if none does. */
function earliestElapsed(counts: WindowCounts, limit: number, windowMs: number): number | null {
  const room = (limit - counts.current - 1) * windowMs;
  if (room < 0) return null;
  if (counts.previous === 0) return 0;
  // previous × (windowMs − e) ≤ room  ⇔  e ≥ windowMs − ⌊room / previous⌋
  return Math.max(0, windowMs - Math.floor(room / counts.previous));
}
