import "../support/seeded-database";
import { redirect } from "@remix-run/node";
import { db } from "~/platform/db.server";
import { TOAST_SHOWN_COOKIE } from "~/platform/toast.server";
import * as cart from "~/routes/cart._index";
import { TEST_ORIGIN } from "../support/actions";
import { insertTestProduct } from "../support/products";
import { remixApp } from "../support/remix-app";

/**
 * A toast is shown once (issue 44, point 6): whichever answer first carries it to the browser
 * uses it up, through Remix's own request handler with the real entry and root. With JavaScript
 * the toast reaches the page in a data request (single fetch: `/cart.data`), whose answer keeps
 * only the headers the cart's `headers` function returns; it used to show the toast without using
 * it up, so the next page loaded as a document (the next day, or at once on a slow network, where
 * links load as documents) showed it again.
 */
const elsewhere = {
  // A page whose loader sends the browser on, as /profile does to /account.
  loader: () => {
    throw redirect("/cart");
  },
  default: () => null,
};

const handle = remixApp([
  { id: "routes/cart._index", parentId: "root", path: "cart", module: cart },
  { id: "routes/elsewhere", parentId: "root", path: "elsewhere", module: elsewhere },
]);

const HOST = { Host: "localhost:3000" };

/** A browser's cookies, updated by each answer's Set-Cookie. */
class Browser {
  private readonly cookies = new Map<string, string>();

  take(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const [name = "", ...value] = pair.split("=");
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    return response;
  }

  private header(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return cookie ? { ...HOST, Cookie: cookie } : HOST;
  }

  async get(path: string): Promise<{ response: Response; text: string }> {
    const response = this.take(await handle(new Request(`${TEST_ORIGIN}${path}`, { headers: this.header() })));
    return { response, text: await response.text() };
  }

  /** The in-place add a page's script sends (a fetcher: `stay`, answered with data, not a redirect). */
  async addInPlace(productId: string): Promise<Response> {
    const response = await handle(
      new Request(`${TEST_ORIGIN}/cart.data`, {
        method: "POST",
        headers: { ...this.header(), Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "add", productId, quantity: "1", stay: "1" }),
      }),
    );
    return this.take(response);
  }
}

let product: { id: string; name: string };

beforeAll(async () => {
  product = await insertTestProduct(db(), { name: "Toast Test Bag {ws}" });
});

function noMarkIn(response: Response) {
  expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${TOAST_SHOWN_COOKIE}=`))).toEqual([]);
}

describe("a toast is shown once", () => {
  it("is used up by the data request that carries it to the page: the next document shows none", async () => {
    const browser = new Browser();
    const added = await browser.addInPlace(product.id);
    expect(added.status).toBe(200);
    // The action's own answer carries no root data: the toast is still to be shown.
    const revalidation = await browser.get("/cart.data");
    expect(revalidation.response.status).toBe(200);
    expect(revalidation.text).toContain("Added to cart");
    noMarkIn(revalidation.response);
    // A new document (a link on a slow network, the shop opened again the next day): no toast.
    const next = await browser.get("/cart");
    expect(next.response.status).toBe(200);
    expect(next.text).toContain(product.name);
    expect(next.text).not.toContain("Added to cart");
    expect((await browser.get("/cart.data")).text).not.toContain("Added to cart");
  });

  it("is used up by the document that shows it, without JavaScript", async () => {
    const browser = new Browser();
    await browser.addInPlace(product.id);
    const shown = await browser.get("/cart");
    expect(shown.text).toContain("Added to cart");
    noMarkIn(shown.response);
    expect((await browser.get("/cart")).text).not.toContain("Added to cart");
  });

  it("is kept through a redirect, by document or data request, for the page the chain ends on", async () => {
    const browser = new Browser();
    await browser.addInPlace(product.id);
    const byData = await browser.get("/elsewhere.data");
    expect(byData.response.status).toBe(202);
    noMarkIn(byData.response);
    const byDocument = await browser.get("/elsewhere");
    expect(byDocument.response.status).toBe(302);
    expect(byDocument.response.headers.get("Location")).toBe("/cart");
    // Where the chain ends, the toast is shown, and only there.
    expect((await browser.get("/cart.data")).text).toContain("Added to cart");
    expect((await browser.get("/cart")).text).not.toContain("Added to cart");
  });

  it("is kept by a data request that leaves the root's data out (a fetcher's load of one route)", async () => {
    const browser = new Browser();
    await browser.addInPlace(product.id);
    const fetched = await browser.get("/cart.data?_routes=routes/cart._index");
    expect(fetched.response.status).toBe(200);
    expect(fetched.text).not.toContain("Added to cart");
    expect((await browser.get("/cart")).text).toContain("Added to cart");
    expect((await browser.get("/cart")).text).not.toContain("Added to cart");
  });
});
