import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/platform/env.server";

/** Remembers that the first-visit welcome was dismissed (a year, like the local storage flag). */
const welcomeCookie = createCookie("welcome", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function hasSeenWelcome(request: Request): Promise<boolean> {
  return (await welcomeCookie.parse(request.headers.get("Cookie"))) === "seen";
}

/** The home page's only form: dismissing the welcome. */
/** Remembers that the welcome was dismissed; Secure when the shop is served over https. */
export function welcomeSeenSetCookie(): Promise<string> {
  return welcomeCookie.serialize("seen", { secure: env().isHttps });
}

export const HomeForm = z.object({ intent: z.literal("dismiss-welcome") });
