import "../support/seeded-database";
import { db } from "~/platform/db.server";
import { deleteFile, fileExists, storageKeyOf } from "~/platform/storage.server";
import * as home from "~/routes/_index";
import * as cart from "~/routes/cart._index";
import * as product from "~/routes/product.$code";
import * as products from "~/routes/products._index";
import { TEST_ORIGIN } from "../support/actions";
import { remixApp } from "../support/remix-app";

/**
 * The storefront's pages as the server sends them (Remix's own handler over the real entry, root
 * and routes): what a browser without JavaScript, a text browser or a screen reader gets.
 */
const handle = remixApp([
  { id: "routes/_index", parentId: "root", path: "", module: home },
  { id: "routes/products._index", parentId: "root", path: "products", module: products },
  { id: "routes/product.$code", parentId: "root", path: "product/:code", module: product },
  { id: "routes/cart._index", parentId: "root", path: "cart", module: cart },
]);

async function html(path: string, cookie = ""): Promise<string> {
  const response = await handle(new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The HTML of the element whose id is given, up to its closing tag (articles do not nest). */
function article(page: string, id: string): string {
  const start = page.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf("</article>", start));
}

/** The first product on /products (newest first), with its first picture. */
async function firstListedProduct() {
  const page = await html("/products");
  const id = page.match(/<article id="product-([^"]+)"/)?.[1] ?? "";
  const picture = await db()
    .selectFrom("product_images")
    .select("image_url")
    .where("product_id", "=", id)
    .orderBy("image_order")
    .executeTakeFirstOrThrow();
  return { id, imageUrl: picture.image_url };
}

describe("adding to the cart without JavaScript", () => {
  it("says what happened at the card the customer comes back to, not only in the toast at the top", async () => {
    const { id } = await firstListedProduct();
    const added = await handle(
      new Request(`${TEST_ORIGIN}/cart`, {
        method: "POST",
        headers: { Host: "localhost:3000", Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "add", productId: id, quantity: "1", redirectTo: `/products#product-${id}` }),
      }),
    );
    expect(added.status, await added.clone().text()).toBe(303);
    expect(added.headers.get("Location")).toBe(`/products#product-${id}`);
    const cookie = added.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const card = article(await html("/products", cookie), `product-${id}`);
    expect(card).toMatch(/role="status"[^>]*>1x [^<]+ added to your cart</);
  });
});

describe("product pictures", () => {
  it("offers the placeholder, not a picture whose file is missing, on /, /products and the product page", async () => {
    const { id, imageUrl } = await firstListedProduct();
    expect(await fileExists(storageKeyOf(imageUrl) ?? "")).toBe(true);
    await deleteFile(storageKeyOf(imageUrl) ?? "");
    // What storage answered is remembered for ten minutes: these pages are asked after that.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const { ws_code } = await db().selectFrom("products").select("ws_code").where("id", "=", id).executeTakeFirstOrThrow();

    for (const page of [await html("/products"), await html("/")]) {
      const card = article(page, `product-${id}`);
      expect(card).toContain("/placeholder-product.svg");
      expect(card).not.toContain(storageKeyOf(imageUrl) ?? "?");
    }
    const productPage = await html(`/product/${ws_code}`);
    expect(productPage).toContain("/placeholder-product.svg");
    expect(productPage).not.toContain(storageKeyOf(imageUrl) ?? "?");
    vi.useRealTimers();
  });
});
