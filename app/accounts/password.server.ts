import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { concurrencyLimit } from "~/platform/concurrency-limit";

/**
 * At most two argon2 hashes at once in the process (decision 0064). Each holds 19 MiB while it
 * runs and one of libuv's four threads, which compression and file reads share: a burst of
 * sign-ins otherwise took 76 MiB and every thread. The others wait their turn; the work per
 * request is unchanged, so the time taken still tells nobody who has an account.
 */
export const ARGON2_CONCURRENCY = 2;
const argon2Slots = concurrencyLimit(ARGON2_CONCURRENCY);

// argon2id with the library's defaults (19 MiB memory, 2 passes): OWASP's baseline for argon2id.
export async function hashPassword(password: string): Promise<string> {
  return argon2Slots.run(() => hash(password));
}

let standIn: Promise<string> | undefined;

/**
 * Checks a password against an account's hash. An unknown address (or an account without a
 * password) is checked against a stand-in hash of a random secret, so the answer takes as long
 * as for a real account: the time taken never tells who has an account.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  standIn ??= hashPassword(randomBytes(32).toString("base64url"));
  const target = passwordHash ?? (await standIn);
  try {
    const matches = await argon2Slots.run(() => verify(target, password));
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
