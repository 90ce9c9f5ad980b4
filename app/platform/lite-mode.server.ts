import { createCookie } from "@remix-run/node";
import { env } from "./env.server";

/**
 * Lite mode: no scripts, smallest images, no video. On when the browser asks to save data
 * (`Save-Data: on`) or the visitor switched it on in the footer (a cookie).
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

export async function isLiteMode(request: Request): Promise<boolean> {
  const choice = await liteModeChoice(request);
  if (choice !== undefined) return choice;
  return request.headers.get("Save-Data")?.toLowerCase() === "on";
}

/** Remembers the visitor's choice; Secure when the shop is served over https. */
export function liteModeSetCookie(choice: "on" | "off"): Promise<string> {
  return liteModeCookie.serialize(choice, { secure: env().isHttps });
}
