import "../support/seeded-database";
import * as home from "~/routes/_index";
import * as products from "~/routes/products._index";
import { TEST_ORIGIN } from "../support/actions";
import { remixApp } from "../support/remix-app";

/**
 * Decision 0101: a page's scripts go only to a browser that ran the last page's, and a client-side
 * navigation's data leaves the shop's details out. Through Remix's own handler over the real entry
 * and root.
 */
const handle = remixApp([
  { id: "routes/_index", parentId: "root", path: "", module: home },
  { id: "routes/products._index", parentId: "root", path: "products", module: products },
]);

async function page(path: string, cookie = "") {
  const response = await handle(new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
  expect(response.status, path).toBe(200);
  return { html: await response.text() };
}

const hasScripts = (html: string) => html.includes("window.__remixContext") && html.includes('rel="modulepreload"');

describe("scripts for browsers that run them", () => {
  it("sends a first page whole, with the line that marks a browser running scripts", async () => {
    const first = await page("/");
    expect(hasScripts(first.html)).toBe(true);
    expect(first.html).toContain('document.cookie="js=1;path=/');
  });

  it("sends no scripts to a browser that had a page and ran none of it, with the mark to catch up", async () => {
    // The stylesheet's cookie says the browser had a page (this harness has no built stylesheet to inline).
    const next = await page("/products", "css=%22%2Fbuild%2F_assets%2Ftailwind.css%22");
    expect(hasScripts(next.html)).toBe(false);
    expect(next.html).not.toContain('<script type="module"');
    expect(next.html).toContain('document.cookie="js=1;path=/');
    // The page itself is whole: the products and the stylesheet.
    expect(next.html).toContain('<article id="product-');
  });

  it("sends scripts to a browser marked as running them, without the mark again", async () => {
    const next = await page("/products", "css=%22%2Fbuild%2F_assets%2Ftailwind.css%22; js=1");
    expect(hasScripts(next.html)).toBe(true);
    expect(next.html).not.toContain("document.cookie=");
  });

  it("leaves the shop's details out of a client-side navigation's data, not out of a page", async () => {
    const data = await handle(
      new Request(`${TEST_ORIGIN}/products.data`, { headers: { "Sec-Fetch-Dest": "empty", Cookie: "js=1" } }),
    );
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain('"cartCount"');
    expect(body).not.toContain("Monday to Friday");
    // A data answer carries no page's referrer, frame, opener or permissions policies.
    expect(data.headers.get("Permissions-Policy")).toBeNull();
    expect(data.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(data.headers.get("Content-Security-Policy")).toBeNull();
    const document = await page("/products", "js=1");
    expect(document.html).toContain("Monday to Friday");
  });
});
