import "../support/seeded-database";
import { db } from "~/platform/db.server";
import { deleteFile, fileExists, storageKeyOf } from "~/platform/storage.server";
import * as home from "~/routes/_index";
import * as cart from "~/routes/cart._index";
import * as clientRegistration from "~/routes/client-registration";
import * as product from "~/routes/product.$code";
import * as products from "~/routes/products._index";
import * as register from "~/routes/register";
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
  { id: "routes/register", parentId: "root", path: "register", module: register },
  { id: "routes/client-registration", parentId: "root", path: "client-registration", module: clientRegistration },
]);

/** What a text browser or a screen reader reads: the text with the tags taken out, spaces kept. */
function textOf(page: string): string {
  const body = page.slice(page.indexOf("<body"));
  return body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

async function addToCart(productId: string): Promise<string> {
  const added = await handle(
    new Request(`${TEST_ORIGIN}/cart`, {
      method: "POST",
      headers: { Host: "localhost:3000", Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "add",
        productId,
        quantity: "1",
        redirectTo: `/products#product-${productId}`,
      }),
    }),
  );
  expect(added.status, await added.clone().text()).toBe(303);
  expect(added.headers.get("Location")).toBe(`/products#product-${productId}`);
  return added.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

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
    const cookie = await addToCart(id);
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
    const { ws_code } = await db()
      .selectFrom("products")
      .select("ws_code")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

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

describe("pages in a text browser or a screen reader, and to the W3C checker", () => {
  it("keeps a space between neighbouring links and labels", async () => {
    expect(textOf(await html("/"))).toContain("Shop Now Learn More");
    const accountTypes = textOf(await html("/register"));
    expect(accountTypes).toMatch(/Full Registration A client account/);
    expect(accountTypes).toMatch(/regular customers\. Basic Account Just your name/);
    const { id } = await firstListedProduct();
    expect(textOf(await html("/cart", await addToCart(id)))).toMatch(/Line total R \d/);
  });

  it("gives the favourites heart words a text browser shows, not only an aria-label", async () => {
    const { id } = await firstListedProduct();
    const card = article(await html("/products"), `product-${id}`);
    const button = card.slice(card.indexOf('data-testid="favorite-button"'), card.indexOf("</button>"));
    expect(textOf(`<body>${button.slice(button.indexOf(">") + 1)}`).trim()).toBe("Add to favourites");
    expect(button).not.toContain("aria-label");
  });

  it("ends the document at </html>: nothing after it", async () => {
    for (const path of ["/", "/products", "/register?type=basic"]) {
      expect((await html(path)).trimEnd().endsWith("</html>"), path).toBe(true);
    }
  });

  it("underlines the Full Registration link on the basic registration page", async () => {
    const page = await html("/register?type=basic");
    expect(page).toMatch(
      /<a[^>]*class="[^"]*\bunderline\b[^"]*"[^>]*href="\/client-registration"|<a[^>]*href="\/client-registration"[^>]*class="[^"]*\bunderline\b/,
    );
  });
});
