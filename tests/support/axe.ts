import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

/** The impacts that fail a test: what blocks or seriously hinders someone using the page. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** How many of a violation's elements the message names; the rest are counted. */
const TARGETS_SHOWN = 3;

/** One line per violation: rule, impact, what it asks, and the first few elements it found. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" "));
      const shown = targets.slice(0, TARGETS_SHOWN).join(" | ");
      const more = targets.length > TARGETS_SHOWN ? ` (+${targets.length - TARGETS_SHOWN} more)` : "";
      return `- ${violation.id} [${violation.impact}] ${violation.help}: ${shown}${more}`;
    })
    .join("\n");
}

async function analyse(page: Page, rules?: readonly string[]): Promise<Result[]> {
  const builder = new AxeBuilder({ page });
  // Only the violations are read, so axe describes only them: by default it also builds a CSS
  // selector and an HTML snippet for every element that passes or is incomplete, which on a list
  // page of hundreds of elements was half of each check's time. Every rule still runs on every
  // element; only the report of what passed is shortened (axe's documented `resultTypes` option).
  // Set first: `options()` replaces what `withRules` sets.
  builder.options({ resultTypes: ["violations"] });
  // Only these rules (axe's runOnly), including ones axe leaves off by default (target-size).
  if (rules) builder.withRules([...rules]);
  // A page without frames is checked with one axe.run in the page. AxeBuilder's default runs axe
  // in each frame and then merges the results in a new blank page, injecting axe there again:
  // twice the work per check, for frames the shop's pages do not have. A page with a frame gets
  // the default, so a cross-origin frame is still checked.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
}

/**
 * axe is a script run in the page, and Playwright cannot run one in a page whose browser context
 * has JavaScript off (it waits forever for the page's script world). So such a page is copied: its
 * document as the browser built it without JavaScript is served, at its own address, to a page
 * that may run scripts but whose Content-Security-Policy forbids every script of the page's own.
 * The page's scripts never run there either, its styles and images load from the same addresses
 * at the same viewport, so axe sees what a customer without JavaScript gets. (The one difference:
 * a <noscript> element's content is not shown there; the storefront and account pages use none.)
 *
 * One such copying page serves every check of a test: it keeps its browser cache, so the
 * stylesheet and pictures are fetched once per test rather than once per page checked. It is
 * closed when the test ends (`closeAxeCopies`, called by tests/support/e2e-test.ts): a context
 * left open past the test's end breaks the next test's start.
 */
type Copier = { context: BrowserContext; page: Page; documents: Map<string, string> };
const copiers = new Map<BrowserContext, Promise<Copier>>();

async function openCopier(page: Page): Promise<Copier> {
  const browser = page.context().browser();
  if (!browser) throw new Error("axe: the page's browser is not known");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const copy = await context.newPage();
  const documents = new Map<string, string>();
  await copy.route(
    (address) => documents.has(address.href),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": "script-src 'none'" },
        body: documents.get(route.request().url()) ?? "",
      }),
  );
  return { context, page: copy, documents };
}

function copierFor(page: Page): Promise<Copier> {
  const owner = page.context();
  let copier = copiers.get(owner);
  if (!copier) {
    copier = openCopier(page);
    copiers.set(owner, copier);
  }
  return copier;
}

/** Closes the copying pages opened during the test (the test fixture calls it at every test's end). */
export async function closeAxeCopies(): Promise<void> {
  const open = [...copiers.values()];
  copiers.clear();
  await Promise.all(open.map(async (copier) => (await copier).context.close()));
}

async function analyseWithoutJavaScript(page: Page): Promise<Result[]> {
  const url = page.url();
  const html = await page.content();
  const copier = await copierFor(page);
  const viewport = page.viewportSize();
  if (viewport) await copier.page.setViewportSize(viewport);
  copier.documents.clear();
  copier.documents.set(url, html);
  await copier.page.goto(url);
  return analyse(copier.page);
}

/**
 * The serious and critical violations of only `rules` on a page that may run scripts (for a page
 * drawn without JavaScript, a copy whose own scripts are blocked: see analyseWithoutJavaScript).
 */
export function ruleViolations(page: Page, rules: readonly string[]): Promise<Result[]> {
  return analyse(page, rules);
}

/** The serious and critical violations axe-core finds on the page as it is now. */
export function seriousViolations(page: Page, options: { javaScriptEnabled: boolean }): Promise<Result[]> {
  return options.javaScriptEnabled ? analyse(page) : analyseWithoutJavaScript(page);
}

/**
 * Fails the test when axe finds a serious or critical violation on the current page, listing
 * each one (rule id, impact, help, the first few target selectors). Call it once the page shows
 * what a user would see. `soft` records the failure and lets the test go on (to check the next page).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { javaScriptEnabled: boolean; soft?: boolean },
): Promise<void> {
  const violations = await seriousViolations(page, options);
  const check = options.soft ? expect.soft : expect;
  // Compared as text, so the failure lists the violations rather than a diff of axe's objects.
  check(describeViolations(violations), `serious or critical axe violations on ${page.url()}`).toBe("");
}
