import "../support/seeded-database";
import { db } from "~/platform/db.server";
import { action as editProductAction, loader as editProductLoader } from "~/routes/admin.products.$productId";
import { loader as newProductLoader } from "~/routes/admin.products.new";
import { action as cartAction } from "~/routes/cart._index";
import { action as favoritesAction } from "~/routes/favorites";
import { action as liteModeAction } from "~/routes/lite-mode";
import { action as loginAction } from "~/routes/login";
import { action as newsletterAction } from "~/routes/newsletter";
import { asResponse, formPost, TEST_ORIGIN } from "../support/actions";
import { insertTestProduct } from "../support/products";
import { DOT_SEGMENT_TARGETS } from "../support/redirect-corpus";
import { get, json, post, signedInUser } from "../support/route-calls";
import { insertUser } from "../support/users";

/**
 * Every page that sends a person on to an address it was given (sign-in, Lite mode, the cart)
 * sends them only to a path on this site: tabs and line breaks, which browsers drop, backslashes
 * and control characters never lead elsewhere, and never cause a server error.
 */
const HOSTILE = [
  "/\t/evil.example/phish",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/\\evil.example",
  "//evil.example",
  "https://evil.example/",
  "/\u0000",
  "/ok\u0007bell",
  // Harmless as written; another site once the dot segments are removed ("//evil.example/phish").
  ...DOT_SEGMENT_TARGETS,
];

function located(response: Response): string {
  return response.headers.get("Location") ?? "";
}

describe("redirect targets from forms and links", () => {
  it("signs a customer in and sends them home, never to another site", async () => {
    const user = await insertUser(db());
    for (const target of HOSTILE) {
      const response = await asResponse(() =>
        loginAction({
          request: formPost("/login", { email: user.email, password: user.password, redirectTo: target }),
          params: {},
          context: {},
        }),
      );
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(located(response), JSON.stringify(target)).toBe("/");
    }
  });

  it("switches Lite mode and goes back only to a page of this site", async () => {
    for (const target of HOSTILE) {
      const response = await asResponse(() =>
        liteModeAction({
          request: formPost("/lite-mode", { lite: "on", redirectTo: target }),
          params: {},
          context: {},
        }),
      );
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(located(response), JSON.stringify(target)).toBe("/");
    }
    const back = await asResponse(() =>
      liteModeAction({
        request: formPost("/lite-mode", { lite: "off", redirectTo: "/products?page=2" }),
        params: {},
        context: {},
      }),
    );
    expect(located(back)).toBe("/products?page=2");
  });

  it("adds to the cart and goes to the cart, never to a hostile address", async () => {
    const product = await db()
      .selectFrom("products")
      .select("id")
      .where("is_active", "=", 1)
      .where("stock_available", "=", 1)
      .orderBy("ws_code")
      .executeTakeFirstOrThrow();
    for (const target of HOSTILE) {
      const response = await asResponse(() =>
        cartAction({
          request: formPost("/cart", { intent: "add", productId: product.id, quantity: "1", redirectTo: target }),
          params: {},
          context: {},
        }),
      );
      expect(response.status, JSON.stringify(target)).toBe(303);
      expect(located(response), JSON.stringify(target)).toBe("/cart");
    }
  });

  it("toggles a favourite and goes back only to a page of this site, signed in or not", async () => {
    const product = await insertTestProduct(db(), { name: "Redirect Heart {ws}" });
    const customer = await signedInUser();
    for (const target of HOSTILE) {
      const fields = { intent: "toggle", productId: product.id, favorite: "true", redirectTo: target };
      const signedIn = await post(favoritesAction, "/favorites", fields, customer.cookie);
      expect(signedIn.status, JSON.stringify(target)).toBe(303);
      expect(located(signedIn), JSON.stringify(target)).toBe("/favorites");
      const visitor = await post(favoritesAction, "/favorites", fields);
      expect(located(visitor), JSON.stringify(target)).toBe(
        `/login?${new URLSearchParams({ redirectTo: "/favorites" })}`,
      );
    }
  });

  it("signs up for the newsletter and goes back only to a page of this site", async () => {
    for (const [index, target] of HOSTILE.entries()) {
      // Each from an address of its own: the sign-up form is limited per address.
      const request = new Request(`${TEST_ORIGIN}/newsletter`, {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": `10.141.7.${index + 1}`,
        },
        body: new URLSearchParams({ email: `redirect-${index}@example.com`, consent: "on", redirectTo: target }),
      });
      const response = await asResponse(() => newsletterAction({ request, params: {}, context: {} }));
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(located(response), JSON.stringify(target)).toBe("/newsletter");
    }
  });

  it("saves a product and goes back, and links back, only to a page of this site", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await insertTestProduct(db(), { name: "Redirect Fence {ws}" });
    type Edit = { product: { updatedAt: string }; values: Record<string, string | undefined>; returnTo: string };
    for (const target of HOSTILE) {
      const address = `/admin/products/${product.id}?${new URLSearchParams({ returnTo: target })}`;
      const screen = await json<Edit>(await get(editProductLoader, address, manager.cookie, { productId: product.id }));
      expect(screen.returnTo, JSON.stringify(target)).toBe("/admin/products");
      const fields: Record<string, string> = { updatedAt: screen.product.updatedAt, returnTo: target };
      for (const [key, value] of Object.entries(screen.values)) if (value !== undefined) fields[key] = value;
      const saved = await post(editProductAction, `/admin/products/${product.id}`, fields, manager.cookie, {
        productId: product.id,
      });
      expect(saved.status, JSON.stringify(target)).toBe(302);
      expect(located(saved), JSON.stringify(target)).toBe("/admin/products");

      const fresh = await json<{ returnTo: string }>(
        await get(newProductLoader, `/admin/products/new?${new URLSearchParams({ returnTo: target })}`, manager.cookie),
      );
      expect(fresh.returnTo, JSON.stringify(target)).toBe("/admin/products");
    }
  });
});
