import { expect, test } from "../support/e2e-test";
import { smallTapTargets } from "../support/tap-targets";

/**
 * The tap-target check itself (tests/support/tap-targets.ts), on small pages of its own: it finds
 * a target under 24 px that has a neighbour too near, and lets pass what WCAG 2.2's 2.5.8 excuses
 * (a link in a sentence, a small target with room around it, a checkbox tapped through its
 * label). The check over every back-office screen is in admin-phone-fit.spec.ts, which opens
 * each screen once for all its checks.
 *
 * The pages here have no scripts, so JavaScript on or off draws them the same; the check is a
 * script run in the page, which Playwright can only do where JavaScript is on.
 */
test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: true });

const STYLE = `<style>
  body { margin: 0; font: 16px/20px sans-serif; }
  a, button { font: inherit; }
  button { border: 0; padding: 0; margin: 0; }
  .row { display: flex; gap: 4px; }
  .icon { width: 16px; height: 16px; }
  .big { min-width: 24px; min-height: 24px; }
  .box { width: 16px; height: 16px; margin: 0; }
</style>`;

async function offenders(page: import("@playwright/test").Page, body: string) {
  await page.setContent(`<!doctype html><html><head>${STYLE}</head><body>${body}</body></html>`);
  return page.evaluate(smallTapTargets);
}

/** A link at a place of its own, 16 px tall unless told. */
const at = (left: number, top: number, width: number, text: string, height = 16) =>
  `<a href="/${encodeURIComponent(text)}" style="position: absolute; left: ${left}px; top: ${top}px; width: ${width}px; height: ${height}px">${text}</a>`;

test("a target under 24 px with another target within 12 px is found, named by its text", async ({ page }) => {
  // A 16 px "Back to orders" link 2 px under a 16 px breadcrumb: each 24 px circle meets the other.
  const found = await offenders(page, at(0, 0, 60, "Orders") + at(0, 18, 120, "Back to orders"));
  expect(found).toEqual([
    '<a> "Orders" is 60 by 16 px, within 12 px of <a> "Back to orders"',
    '<a> "Back to orders" is 120 by 16 px, within 12 px of <a> "Orders"',
  ]);
  // 24 px tall, the same two pass.
  expect(await offenders(page, at(0, 0, 60, "Orders", 24) + at(0, 26, 120, "Back to orders", 24))).toEqual([]);
});

test("small buttons side by side are all found; 24 px ones are not", async ({ page }) => {
  expect(
    await offenders(
      page,
      `<div class="row"><button class="icon" aria-label="Edit">✎</button><button class="icon" aria-label="Delete">✕</button></div>`,
    ),
  ).toEqual([expect.stringContaining('<button> "Edit" is 16 by 16 px'), expect.stringContaining('"Delete"')]);
  expect(
    await offenders(
      page,
      `<div class="row"><button class="big" aria-label="Edit">✎</button><button class="big" aria-label="Delete">✕</button></div>`,
    ),
  ).toEqual([]);
});

test("links in a sentence are exempt; the same links without words around them are not", async ({ page }) => {
  const pages = `<a href="/1">1</a> <a href="/2">2</a> <a href="/3">3</a>`;
  expect(await offenders(page, `<p>Read pages ${pages} of <a href="/guide">the guide</a> first.</p>`)).toEqual([]);
  expect(await offenders(page, `<p>${pages}</p>`)).toEqual([
    expect.stringContaining('<a> "1" is'),
    expect.stringContaining('<a> "2" is'),
    expect.stringContaining('<a> "3" is'),
  ]);
  // Separators are not words.
  expect(await offenders(page, `<p>${pages.replaceAll(" ", " · ")}</p>`)).toHaveLength(3);
});

test("a small target with no other target within 12 px passes (the spacing exception)", async ({ page }) => {
  // 40 by 16 px boxes one above the other, 14 px apart: the 24 px circle round each meets nothing.
  expect(await offenders(page, at(0, 0, 40, "A") + at(0, 30, 40, "B"))).toEqual([]);
  // 2 px apart, each circle meets the other's box: both are found.
  expect(await offenders(page, at(0, 0, 40, "A") + at(0, 18, 40, "B"))).toHaveLength(2);
  // 10 px squares side by side, 10 px apart: no circle meets a box, but the two circles meet.
  expect(await offenders(page, at(0, 0, 10, "C", 10) + at(20, 0, 10, "D", 10))).toHaveLength(2);
  // 14 px apart, centres 24 px apart: the circles only touch.
  expect(await offenders(page, at(0, 0, 10, "C", 10) + at(24, 0, 10, "D", 10))).toEqual([]);
});

test("a checkbox is measured with its label; bare ones side by side are found", async ({ page }) => {
  expect(
    await offenders(
      page,
      `<label style="display: flex; min-height: 24px; align-items: center"><input type="checkbox" class="box"> Paid</label>
       <label style="display: flex; min-height: 24px; align-items: center"><input type="checkbox" class="box"> Sent</label>`,
    ),
  ).toEqual([]);
  expect(
    await offenders(
      page,
      `<div class="row"><input type="checkbox" class="box" aria-label="Row 1"><input type="checkbox" class="box" aria-label="Row 2"></div>`,
    ),
  ).toEqual([expect.stringContaining('"Row 1"'), expect.stringContaining('"Row 2"')]);
});

test("hidden targets are not measured", async ({ page }) => {
  // Were the invisible button beside it measured, the small one would be found.
  expect(
    await offenders(
      page,
      `<div class="row">
         <button class="icon" aria-label="Shown">a</button>
         <button class="icon" aria-label="Invisible" style="visibility: hidden">b</button>
         <button class="icon" aria-label="Hidden" hidden>c</button>
       </div>
       <details style="margin-top: 40px"><summary class="big">More</summary><button class="icon">d</button></details>`,
    ),
  ).toEqual([]);
  expect(
    await offenders(
      page,
      `<div class="row"><button class="icon" aria-label="Shown">a</button><button class="icon" aria-label="Also shown">b</button></div>`,
    ),
  ).toHaveLength(2);
});
