import { createHash } from "node:crypto";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";

const TIMEOUT_MS = 1500;

/**
 * Asks the breached-password range API whether a password appears in known breaches. Only the
 * first 5 hex characters of its SHA-1 are sent; the answer lists suffixes with counts. Returns
 * false on any failure or timeout (1.5 s): the check must never stop a registration by itself.
 */
export async function isBreachedPassword(password: string, rangeUrl = env().PWNED_PASSWORDS_URL): Promise<boolean> {
  if (rangeUrl === "off") return false;
  const hash = createHash("sha1").update(password).digest("hex").toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  try {
    const response = await fetch(`${rangeUrl.replace(/\/?$/, "/")}${prefix}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { "Add-Padding": "true" },
    });
    if (!response.ok) return false;
    const body = await response.text();
    return body.split(/\r?\n/).some((line) => {
      const [candidate, count] = line.trim().split(":");
      return candidate?.toUpperCase() === suffix && Number(count) > 0;
    });
  } catch (error) {
    logger.warn("Breached-password check skipped", { error: String(error) });
    return false;
  }
}
