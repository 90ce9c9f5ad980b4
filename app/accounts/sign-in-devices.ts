/**
 * The sign-in device cookie's contents (OWASP's "device cookies", docs/decisions/0017): for each
 * account that signed in on this browser, newest first, a key naming the account and a random
 * nonce issued at that sign-in. A sign-in attempt that comes with this account's entry is judged
 * only by the failures made with the same nonce (`lockedUntilFor` in lockout.ts).
 */
export type DeviceEntry = { account: string; nonce: string };

/** A shared family phone keeps its place for a few accounts; the oldest is dropped beyond this. */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 5;

/** The nonce this browser holds for the account, or null when it has not signed in to it. */
export function deviceNonceFor(entries: DeviceEntry[], account: string): string | null {
  return entries.find((entry) => entry.account === account)?.nonce ?? null;
}

/** The entries after a sign-in to `account` with a new nonce: it first, the others kept. */
export function withDevice(entries: DeviceEntry[], account: string, nonce: string): DeviceEntry[] {
  return [{ account, nonce }, ...entries.filter((entry) => entry.account !== account)].slice(
    0,
    DEVICE_COOKIE_MAX_ACCOUNTS,
  );
}
