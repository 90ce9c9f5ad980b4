import { createCookie } from "@remix-run/node";
import { env } from "./env.server";
import { type LiteReason, liteModeFor, NETWORK_HINTS, readNetworkHints } from "./network-hints";

/**
 * Lite mode: no scripts, smallest images, no video. On when the visitor switched it on in the
 * footer (a cookie), when the browser asks to save data (`Save-Data: on`), or when its network
 * client hints say the connection is slow (network-hints.ts); switched off in the footer, it
 * stays off.
 */
const liteModeCookie = createCookie("lite", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function liteModeChoice(request: Request): Promise<boolean | undefined> {
  const value = await liteModeCookie.parse(request.headers.get("Cookie"));
  return value === "on" ? true : value === "off" ? false : undefined;
}

export async function liteMode(request: Request): Promise<{ lite: boolean; reason?: LiteReason }> {
  return liteModeFor(await liteModeChoice(request), readNetworkHints(request.headers));
}

export async function isLiteMode(request: Request): Promise<boolean> {
  return (await liteMode(request)).lite;
}

/**
 * Every page asks the browser for the network hints (sent from the next request on: a first
 * visit is never held back for them), and says that the page depends on them.
 */
export function applyNetworkHintHeaders(headers: Headers): void {
  headers.set("Accept-CH", NETWORK_HINTS.join(", "));
  for (const hint of NETWORK_HINTS) headers.append("Vary", hint);
}

/** Remembers the visitor's choice; Secure when the shop is served over https. */
export function liteModeSetCookie(choice: "on" | "off"): Promise<string> {
  return liteModeCookie.serialize(choice, { secure: env().isHttps });
}
