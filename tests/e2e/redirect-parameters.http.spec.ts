import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { ROUTE_ACCESS } from "../../app/admin/route-access";
import { E2E_UPLOADS_DIR } from "../support/e2e-env";
import { createTestUser, sessionCookieValue, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";
import { DOT_SEGMENT_TARGETS } from "../support/redirect-corpus";
import { insertRouteSamples, samplePath } from "../support/route-files";

/**
 * No parameter of any page sends a person off the site. Every route file is read for the query
 * and form parameters it takes; each page is then asked with every one of them set to a hostile
 * target, and its redirect (`Location`) and every link, form and picture address in its HTML must
 * stay on the shop's origin. A new page, or a new parameter on a page, is covered without
 * editing this test.
 *
 * What the server answers is all that is checked (no page is rendered), so it runs once, in the
 * JavaScript-on project (`*.http.spec.ts`, playwright.config.ts).
 */

const ROUTES_DIR = path.resolve("app/routes");

/**
 * The targets each parameter is given: dot segments a server might tidy into another site, a
 * network path that is another site as it stands, and a script. (Every other spelling is fed to
 * `safeRedirectPath` itself, by its unit tests: here the point is to find each parameter.)
 */
const TARGETS = [DOT_SEGMENT_TARGETS[0], "//evil.example/phish", "javascript:alert('evil.example')"] as string[];

/** Names every page is asked with: the redirect parameters the shop (and its spec) use. */
const REDIRECT_NAMES = ["redirectTo", "redirect", "returnTo"];

/** The query and form parameters a route file reads: `.get("x")`, `.getAll("x")`, `.has("x")`, `name="x"`. */
function parametersOf(source: string): string[] {
  const names = new Set(REDIRECT_NAMES);
  for (const match of source.matchAll(/\.(?:get|getAll|has)\(\s*["']([A-Za-z_][\w-]*)["']\s*\)/g))
    names.add(match[1] as string);
  for (const match of source.matchAll(/\bname=["']([A-Za-z_][\w-]*)["']/g)) names.add(match[1] as string);
  return [...names].sort();
}

/** Every address a page hands the browser: links, forms, buttons, pictures, a meta refresh. */
function addressesIn(html: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&apos;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src|action|formaction|poster)=("([^"]*)"|'([^']*)')/gi)) {
    found.push(decode(match[2] ?? match[3] ?? ""));
  }
  for (const match of html.matchAll(/<meta[^>]+http-equiv=["']?refresh["']?[^>]*content=["']([^"']*)["']/gi)) {
    found.push(decode(match[1] ?? "").replace(/^\s*\d+\s*;\s*url=/i, ""));
  }
  return found;
}

/** Where an address leads from `page`, if it is another site's or a script. */
function offSite(address: string, page: URL): string | null {
  let resolved: URL;
  try {
    resolved = new URL(address, page);
  } catch {
    return null;
  }
  if (resolved.protocol === "javascript:") return address.includes("evil.example") ? address : null;
  if (resolved.origin === page.origin) return null;
  return resolved.host.includes("evil") || resolved.href.includes("evil.example") ? resolved.href : null;
}

test("no page's parameter leads a person off the site, by redirect or by link", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const database = testDb();
  const samples = await insertRouteSamples(database, async (key, bytes) => {
    const file = path.join(E2E_UPLOADS_DIR, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  });
  const customer = await createTestUser();
  const staff = await createTestUser({ roles: ["super_admin"] });
  const cookies = {
    visitor: undefined,
    customer: `__session=${await sessionCookieValue(customer)}`,
    staff: `__session=${await sessionCookieValue(staff)}`,
  };

  const leaks: string[] = [];
  let asked = 0;
  const contexts = new Map<string, Awaited<ReturnType<typeof playwrightRequest.newContext>>>();
  async function contextFor(who: keyof typeof cookies) {
    let context = contexts.get(who);
    if (!context) {
      const cookie = cookies[who];
      context = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { ...(cookie ? { Cookie: cookie } : {}), "X-Forwarded-For": "10.200.0.1" },
      });
      contexts.set(who, context);
    }
    return context;
  }

  async function ask(who: keyof typeof cookies, address: string) {
    const context = await contextFor(who);
    const response = await context.get(address, { maxRedirects: 0, failOnStatusCode: false });
    asked += 1;
    const page = new URL(address, baseURL);
    const location = response.headers().location;
    const leaked = location ? offSite(location, page) : null;
    if (leaked) leaks.push(`${who} GET ${address}: Location ${location}`);
    if ((response.headers()["content-type"] ?? "").includes("text/html")) {
      for (const found of addressesIn(await response.text())) {
        const away = offSite(found, page);
        if (away) leaks.push(`${who} GET ${address}: link ${found}`);
      }
    }
    return response.status();
  }

  for (const [file, access] of Object.entries(ROUTE_ACCESS)) {
    if (access.who === "layout") continue;
    const source = [".tsx", ".ts"]
      .map((ending) => path.join(ROUTES_DIR, `${file}${ending}`))
      .filter((candidate) => fs.existsSync(candidate))
      .map((candidate) => fs.readFileSync(candidate, "utf8"))
      .join("\n");
    expect(source, `route file for ${file}`).not.toBe("");
    // A route with only an action answers no GET: its form posts are the actions' tests' part.
    if (!/export (async )?function loader|export const loader|export default/.test(source)) continue;
    const names = parametersOf(source);
    const who: (keyof typeof cookies)[] =
      access.who === "staff"
        ? ["staff"]
        : access.who === "customers"
          ? ["customer"]
          : access.who === "visitors"
            ? ["visitor", "customer"]
            : ["visitor"];
    const base = samplePath(file, samples);
    for (const identity of who) {
      for (const target of TARGETS) {
        const query = new URLSearchParams(names.map((name) => [name, target]));
        const status = await ask(identity, `${base}${base.includes("?") ? "&" : "?"}${query}`);
        // A page that refuses the whole set (one parameter it validates) is asked one at a time.
        if (status >= 400 && status < 500 && status !== 404) {
          for (const name of names) {
            await ask(identity, `${base}?${new URLSearchParams([[name, target]])}`);
          }
        }
      }
    }
  }
  await Promise.all([...contexts.values()].map((context) => context.dispose()));

  expect(leaks).toEqual([]);
  // Every page with an address was asked, with each target.
  expect(asked).toBeGreaterThan(80 * TARGETS.length);
});
