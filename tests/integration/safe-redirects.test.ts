import "../support/seeded-database";
import { db } from "~/platform/db.server";
import { action as cartAction } from "~/routes/cart._index";
import { action as liteModeAction } from "~/routes/lite-mode";
import { action as loginAction } from "~/routes/login";
import { asResponse, formPost } from "../support/actions";
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
});
