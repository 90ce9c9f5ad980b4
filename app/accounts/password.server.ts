import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB memory, 2 passes): OWASP's baseline for argon2id.
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let standIn: Promise<string> | undefined;

/**
 * Checks a password against an account's hash. An unknown address (or an account without a
 * password) is checked against a stand-in hash of a random secret, so the answer takes as long
 * as for a real account: the time taken never tells who has an account.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  standIn ??= hash(randomBytes(32).toString("base64url"));
  const target = passwordHash ?? (await standIn);
  try {
    const matches = await verify(target, password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
