/**
 * The rate limits count in a sliding window (`hitRateLimit`, decision 0087): the hits of the
 * window before weigh less as the clock moves, so a test that counts to a limit wants the clock
 * still while it counts, and a known place in the window for the Retry-After it expects. This
 * freezes `Date` a minute into the next window (at :01, :16, :31 and :46 for a 15-minute window)
 * for the rest of the test; `vi.useRealTimers()` gives it back. Give such a test its own key (a
 * fresh address or user): hits from earlier tests in the window before would count too.
 */
export function freezeClockInsideRateWindow(windowMs: number): void {
  const nextWindow = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
  vi.useFakeTimers({ toFake: ["Date"], now: nextWindow + 60_000 });
}
