/**
 * Account lockout (the guides' AUTH_004): 5 failed sign-ins for one e-mail address within 15
 * minutes lock it for 30 minutes. Counted per address whether or not an account exists, so
 * the lock itself never reveals which addresses are registered. A successful sign-in clears the
 * count.
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 30 * 60 * 1000;

/** How far back attempts matter: a lock can start at most a window before it ends. */
export const LOCKOUT_LOOKBACK_MS = LOCKOUT_WINDOW_MS + LOCKOUT_DURATION_MS;

export type SignInAttempt = { at: Date; succeeded: boolean; ip?: string | null };

/** When the lock ends, or null when the address is not locked at `now`. */
export function lockedUntil(attempts: SignInAttempt[], now: Date): Date | null {
  const lastSuccess = Math.max(0, ...attempts.filter((a) => a.succeeded).map((a) => a.at.getTime()));
  const failures = attempts
    .filter((a) => !a.succeeded && a.at.getTime() > lastSuccess)
    .map((a) => a.at.getTime())
    .sort((a, b) => a - b);
  let end = 0;
  for (let i = LOCKOUT_FAILURES - 1; i < failures.length; i++) {
    const newest = failures[i] as number;
    const oldest = failures[i - (LOCKOUT_FAILURES - 1)] as number;
    if (newest - oldest <= LOCKOUT_WINDOW_MS) end = Math.max(end, newest + LOCKOUT_DURATION_MS);
  }
  return end > now.getTime() ? new Date(end) : null;
}

/**
 * The lock as it applies to a sign-in from `ip`. Failures from the network address the owner
 * last signed in from are counted apart from everyone else's: a stranger's five guesses pause
 * sign-in for the address everywhere but where its owner last signed in, so the lock cannot be
 * used to keep a customer out (docs/decisions/0029). Before any successful sign-in, all
 * failures count together.
 */
export function lockedUntilFrom(attempts: SignInAttempt[], ip: string, now: Date): Date | null {
  const lastSuccess = attempts
    .filter((attempt) => attempt.succeeded)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  const home = lastSuccess?.ip ?? null;
  if (home === null) return lockedUntil(attempts, now);
  const fromHome = ip === home;
  return lockedUntil(
    attempts.filter((attempt) => attempt.succeeded || (attempt.ip === home) === fromHome),
    now,
  );
}
