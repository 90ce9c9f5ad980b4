import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/platform/env.server";

/** Remembers that the first-visit welcome was dismissed (a year, like the local storage flag). */
export const welcomeCookie = createCookie("welcome", {
  path: "/",
  secure: env().isHttps,
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function hasSeenWelcome(request: Request): Promise<boolean> {
  return (await welcomeCookie.parse(request.headers.get("Cookie"))) === "seen";
}

/** The home page's only form: dismissing the welcome. */
export const HomeForm = z.object({ intent: z.literal("dismiss-welcome") });
