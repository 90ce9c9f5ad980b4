import fs from "node:fs/promises";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { env } from "./env.server";
import { isLiteMode } from "./lite-mode.server";
import { logger } from "./logger.server";

/**
 * Inline the stylesheet on a first visit, link it afterwards (issue 21). The stylesheet blocks
 * rendering: on a 2 s round trip, a page that links it paints a round trip later than one that
 * carries it. So a browser without the `css` cookie gets the stylesheet's text inside the page,
 * the file is prefetched when the browser is idle, and the cookie (naming the build's stylesheet)
 * says from then on that the browser has it: later pages link it, and the browser takes it from
 * its cache (the file is immutable) without a request. A new build has a new file name, so the
 * first page after a release inlines again.
 */
const stylesheetCookie = createCookie("css", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 30 * 24 * 60 * 60,
});

const texts = new Map<string, Promise<string | null>>();

/** The built stylesheet's text, read once per process; null when the file cannot be read. */
function stylesheetText(href: string): Promise<string | null> {
  let text = texts.get(href);
  if (!text) {
    const file = path.join(process.cwd(), "public", href);
    text = fs.readFile(file, "utf8").catch((error: unknown) => {
      logger.warn("The stylesheet could not be read to inline it: linking it instead", { file, error: String(error) });
      return null;
    });
    texts.set(href, text);
  }
  return text;
}

/**
 * For a page about to be rendered: the stylesheet's text to inline (null: link it) and the
 * cookie to set with the page.
 */
export async function stylesheetForPage(
  request: Request,
  href: string,
): Promise<{ css: string | null; setCookie?: string }> {
  if (!href.startsWith("/build/")) return { css: null };
  // Lite mode links it on the first page too: the file once rather than inlined and fetched
  // again for the next page, 8 KB less for the round trip it costs (decision 0101).
  if (await isLiteMode(request)) return { css: null };
  const seen = await stylesheetCookie.parse(request.headers.get("Cookie"));
  if (seen === href) return { css: null };
  const css = await stylesheetText(href);
  if (css === null) return { css: null };
  return { css, setCookie: await stylesheetCookie.serialize(href, { secure: env().isHttps }) };
}
