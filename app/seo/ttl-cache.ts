/**
 * One value kept in memory for a while: the sitemap and the product feed are built from the
 * database at most once per `ttlMs` per server process, however often crawlers ask. Callers that
 * arrive while the value is being built share that build.
 */
export function createTtlCache<T>(ttlMs: number) {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  return {
    get(build: () => Promise<T>, now: number = Date.now()): Promise<T> {
      if (entry && entry.expiresAt > now) return entry.value;
      const value = build();
      const current = { value, expiresAt: now + ttlMs };
      entry = current;
      // A failed build is not kept: the next request tries again.
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return value;
    },
    clear(): void {
      entry = undefined;
    },
  };
}
