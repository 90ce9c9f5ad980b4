import { createHmac, randomBytes } from "node:crypto";
import { type Cookie, createCookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/platform/env.server";
import { DEVICE_COOKIE_MAX_ACCOUNTS, type DeviceEntry, deviceNonceFor, withDevice } from "./sign-in-devices";

/**
 * The sign-in device cookie (OWASP's "device cookies", docs/decisions/0017): set at every
 * successful sign-in, whatever the path (`startUserSession`, a password reset, an accepted
 * invitation, the e-mailed unlock link), so the sign-in lock can tell the owner's browsers from
 * everyone else's. Signed like the session cookie, with a key derived from SESSION_SECRET (so
 * neither cookie's value is accepted as the other), HttpOnly, SameSite=Lax, Secure on https, kept
 * for a year. Accounts are named by a keyed hash of their id, so the cookie does not tell who
 * signed in on a shared computer.
 */
export const DEVICE_COOKIE_NAME = "__device";
export const DEVICE_COOKIE_DAYS = 365;

const Stored = z
  .array(z.object({ a: z.string().min(1).max(64), n: z.string().min(1).max(64) }))
  .max(DEVICE_COOKIE_MAX_ACCOUNTS);

function deviceKey(): string {
  return createHmac("sha256", env().SESSION_SECRET).update("sign-in device cookie").digest("base64url");
}

function deviceCookie(): Cookie {
  return createCookie(DEVICE_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().isHttps,
    secrets: [deviceKey()],
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The key naming an account in the cookie. */
function accountKey(userId: string): string {
  return createHmac("sha256", deviceKey()).update(`account:${userId}`).digest("base64url").slice(0, 32);
}

async function readEntries(request: Request): Promise<DeviceEntry[]> {
  const value = await deviceCookie().parse(request.headers.get("Cookie"));
  const stored = Stored.safeParse(value);
  return stored.success ? stored.data.map((entry) => ({ account: entry.a, nonce: entry.n })) : [];
}

/** The nonce of this browser's valid device cookie for the user, or null when it has none. */
export async function deviceNonceOf(request: Request, userId: string): Promise<string | null> {
  return deviceNonceFor(await readEntries(request), accountKey(userId));
}

/**
 * Marks the browser as one the user has signed in on, with a new nonce (the other accounts'
 * entries kept). Returns the Set-Cookie value.
 */
export async function trustThisDevice(request: Request, userId: string): Promise<string> {
  const nonce = randomBytes(18).toString("base64url");
  const entries = withDevice(await readEntries(request), accountKey(userId), nonce);
  return deviceCookie().serialize(entries.map((entry) => ({ a: entry.account, n: entry.nonce })));
}
