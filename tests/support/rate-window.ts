/**
 * The rate limits count in fixed windows (`hitRateLimit`): a test that makes N requests and
 * expects the N+1st refused fails when its requests straddle a window's start, where the count
 * begins again (at :00, :15, :30 and :45 for a 15-minute window). This freezes the clock a minute
 * into the next window for the rest of the test; `vi.useRealTimers()` gives it back.
 */
export function freezeClockInsideRateWindow(windowMs: number): void {
  const nextWindow = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
  vi.useFakeTimers({ toFake: ["Date"], now: nextWindow + 60_000 });
}
