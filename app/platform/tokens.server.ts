import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes in base64url: 43 characters, safe in a link without escaping. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Only this hash of an e-mailed token is stored, so a copy of the database cannot be used to
 * click anyone's link (account confirmation, password reset, newsletter subscription).
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A token we could have made; anything else is refused before the database is asked. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_SHAPE.test(token);
}
