import { expect, test } from "../support/e2e-test";

/*
 * What React takes over when it hydrates a page (decision 0083): only what changes in the browser.
 * The static part of a product card and the footer's hours and address stay the server's HTML,
 * which React neither renders again nor walks on a slow phone; their links still load the next
 * page client-side, and the card's button is React's.
 */

/** Whether React has taken an element over: React keeps its fiber on the element it hydrated. */
const reactOwns = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

test("a product card's name, picture and price are left to the server's HTML; its link and button still work", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/products");
  const card = page.getByRole("region", { name: "Products" }).getByRole("article").first();
  const name = card.getByRole("heading", { level: 2 });
  const productName = (await name.textContent()) ?? "";
  if (javaScriptEnabled) {
    await expect.poll(() => card.getByRole("button", { name: /^Add to cart/ }).evaluate(reactOwns)).toBe(true);
    expect(await name.evaluate(reactOwns)).toBe(false);
    expect(await card.locator("img").first().evaluate(reactOwns)).toBe(false);
    expect(await page.getByRole("heading", { name: "Store hours" }).evaluate(reactOwns)).toBe(false);
    // Marks this document: a page loaded afresh would not have it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  }

  await name.click();
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  if (javaScriptEnabled) {
    // Loaded client-side, as a <Link> would, and the new page is React's from the start.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).evaluate(reactOwns)).toBe(true);
  }
});

test("each product card, the filters, the header and the footer hydrate on their own: a tap waits for its own part", async ({
  page,
}) => {
  await page.goto("/products");
  // React's hydration boundaries are a pair of comments in the server's HTML, "$" before the part
  // and "/$" after it; a tap while the page hydrates makes React finish that part alone (0088).
  const parts = await page.evaluate(() => {
    const ownBoundary = (element: Element | null) =>
      element?.previousSibling?.nodeType === Node.COMMENT_NODE && (element.previousSibling as Comment).data === "$";
    const cards = [...document.querySelectorAll('section[aria-label="Products"] article')];
    return {
      cards: cards.length,
      cardsOnTheirOwn: cards.filter(ownBoundary).length,
      filters: ownBoundary(document.querySelector('form[aria-label="Filter products"]')),
      header: ownBoundary(document.querySelector("header")),
      footer: ownBoundary(document.querySelector("footer")),
    };
  });
  expect(parts.cards).toBeGreaterThan(0);
  expect(parts).toEqual({
    cards: parts.cards,
    cardsOnTheirOwn: parts.cards,
    filters: true,
    header: true,
    footer: true,
  });
});
