/**
 * Account lockout (the guides' AUTH_004): 5 failed sign-ins for one e-mail address within 15
 * minutes lock it for 30 minutes. Counted per address whether or not an account exists, so
 * the lock itself never reveals which addresses are registered. A successful sign-in clears the
 * count. The count is kept apart for each device its owner signed in on (`lockedUntilFor`), so
 * the lock cannot be turned against the owner.
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 30 * 60 * 1000;

/** How far back attempts matter: a lock can start at most a window before it ends. */
export const LOCKOUT_LOOKBACK_MS = LOCKOUT_WINDOW_MS + LOCKOUT_DURATION_MS;

/** `device`: the nonce of the valid device cookie the attempt came with, or null (see below). */
export type SignInAttempt = { at: Date; succeeded: boolean; device?: string | null };

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
 * The lock as it applies to one sign-in attempt (OWASP's device cookies, docs/decisions/0017).
 * `device` is the nonce of the valid device cookie the attempt came with for this e-mail address
 * (a browser that has signed in to it before), or null. A device is judged only by the failures
 * made with that same device cookie, so nobody else's guesses can lock it; every other attempt is
 * judged by the failures made without one (the spec's five in 15 minutes).
 *
 * A success clears the failures before it in its own count; one without a device cookie (a
 * password reset, an accepted invitation, the right password on a new device while no lock was
 * on) clears every count. The owner signing in on a known device does not lift the lock strangers
 * caused, so their regular sign-ins never give a guesser five more tries.
 */
export function lockedUntilFor(attempts: SignInAttempt[], device: string | null, now: Date): Date | null {
  return lockedUntil(
    attempts.filter((attempt) => {
      const from = attempt.device ?? null;
      return from === device || (attempt.succeeded && from === null);
    }),
    now,
  );
}

/** When the lock that ends at `until` began: one unlock e-mail is sent per lock, at most. */
export function lockStartedAt(until: Date): Date {
  return new Date(until.getTime() - LOCKOUT_DURATION_MS);
}
