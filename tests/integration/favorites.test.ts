import { randomUUID } from "node:crypto";
import { productCardId } from "~/catalog/product-card-id";
import catalog from "~/locales/en/catalog.json";
import { db } from "~/platform/db.server";
import { loader as rootLoader } from "~/root";
import { action as favoritesAction, loader as favoritesLoader } from "~/routes/favorites";
import { loader as productLoader } from "~/routes/product.$code";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";
import { insertSession, insertUser } from "../support/users";

/** The English texts the shop answers with (app/locales/en/catalog.json, decision 0110). */
const FAVORITE_PRODUCT_NOT_FOUND = catalog["favourites.notFound"];
const FAVORITE_UNKNOWN_ACTION = catalog["favourites.unknown"];
const SIGN_IN_FOR_FAVORITES = { title: catalog["favourites.signInTitle"], description: catalog["favourites.signIn"] };

let sequence = 810000;

async function insertProduct(options: { active?: boolean; name?: string } = {}) {
  sequence += 1;
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `SC-${sequence}`,
    product_name: options.name ?? `Dairy Meal ${sequence}`,
    incl_price_cents: 25999,
    is_active: options.active === false ? 0 : 1,
  };
  await db().insertInto("products").values(product).execute();
  return product;
}

/** A user with a session, and the cookie a browser would send. */
async function signedInUser() {
  const user = await insertUser(db());
  const cookie = await insertSession(db(), user.id);
  return { ...user, cookie };
}

const toggle = (fields: Record<string, string>, cookie?: string) =>
  asResponse(() => favoritesAction({ request: formPost("/favorites", fields, cookie), params: {}, context: {} }));

const listFavorites = (query: string, cookie?: string) =>
  asResponse(() =>
    favoritesLoader({
      request: new Request(`${TEST_ORIGIN}/favorites${query}`, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    }),
  );

async function favoriteRows(userId: string) {
  return db().selectFrom("favorites").select("product_id").where("user_id", "=", userId).execute();
}

/** The toast the next page shows, read the way the root loader reads it. */
async function toastAfter(response: Response, cookie: string) {
  const next = cookiePair(response) || cookie;
  const root = (await rootLoader({
    request: new Request(`${TEST_ORIGIN}/`, { headers: { Cookie: next } }),
    params: {},
    context: {},
  })) as unknown as { data: { toast: { title: string; description?: string } | null } };
  return root.data.toast;
}

describe("the favorites page", () => {
  it("sends visitors to sign in and back", async () => {
    const response = await listFavorites("?show=24");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/favorites?show=24" })}`,
    );
  });

  it("shows 12 favourite active products, newest favourite first, with more behind Load More", async () => {
    const user = await signedInUser();
    const products = [];
    for (let index = 0; index < 14; index += 1) products.push(await insertProduct());
    const withdrawn = await insertProduct({ active: false });
    const start = Date.parse("2026-01-01T08:00:00.000Z");
    for (const [index, product] of [...products, withdrawn].entries()) {
      await db()
        .insertInto("favorites")
        .values({
          user_id: user.id,
          product_id: product.id,
          created_at: new Date(start + index * 60_000).toISOString(),
        })
        .execute();
    }
    // Someone else's favourites never show.
    const other = await signedInUser();
    const theirs = await insertProduct();
    await db().insertInto("favorites").values({ user_id: other.id, product_id: theirs.id }).execute();

    const first = (await (await listFavorites("", user.cookie)).json()) as {
      products: { id: string; wsCode: string }[];
      total: number;
      more: number | null;
    };
    const newestFirst = [...products].reverse();
    expect(first.total).toBe(14);
    expect(first.products.map((product) => product.id)).toEqual(newestFirst.slice(0, 12).map((p) => p.id));
    expect(first.more).toBe(24);

    const second = (await (await listFavorites("?show=24", user.cookie)).json()) as typeof first;
    expect(second.products.map((product) => product.id)).toEqual(newestFirst.map((p) => p.id));
    expect(second.products.some((product) => product.id === withdrawn.id)).toBe(false);
    expect(second.more).toBeNull();

    const nonsense = (await (await listFavorites("?show=lots", user.cookie)).json()) as typeof first;
    expect(nonsense.products).toHaveLength(12);
  });

  it("is empty for a user without favourites", async () => {
    const user = await signedInUser();
    const page = (await (await listFavorites("", user.cookie)).json()) as { products: unknown[]; total: number };
    expect(page).toMatchObject({ products: [], total: 0, more: null });
  });
});

describe("the heart (POST /favorites, intent toggle)", () => {
  it("adds a favourite and redirects back to the page with a toast", async () => {
    const user = await signedInUser();
    const product = await insertProduct({ name: "Lucerne Bale" });
    const back = `/product/${product.ws_code}`;
    const response = await toggle(
      { intent: "toggle", productId: product.id, favorite: "true", redirectTo: back },
      user.cookie,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(back);
    expect(await favoriteRows(user.id)).toEqual([{ product_id: product.id }]);
    expect(await toastAfter(response, user.cookie)).toMatchObject({ title: "Added to favourites" });

    // Asking again for the same state changes nothing (a double press, a second tab).
    await toggle({ intent: "toggle", productId: product.id, favorite: "true", redirectTo: back }, user.cookie);
    expect(await favoriteRows(user.id)).toHaveLength(1);

    const removed = await toggle(
      { intent: "toggle", productId: product.id, favorite: "false", redirectTo: back },
      user.cookie,
    );
    expect(removed.status).toBe(303);
    expect(await favoriteRows(user.id)).toEqual([]);
    expect(await toastAfter(removed, user.cookie)).toMatchObject({ title: "Removed from favourites" });
  });

  it("flips the stored state when no state is asked for", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    await toggle({ intent: "toggle", productId: product.id }, user.cookie);
    expect(await favoriteRows(user.id)).toHaveLength(1);
    await toggle({ intent: "toggle", productId: product.id }, user.cookie);
    expect(await favoriteRows(user.id)).toHaveLength(0);
  });

  it("answers the script with the new state instead of a redirect", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    const response = await toggle(
      { intent: "toggle", productId: product.id, favorite: "true", redirectTo: "/products", inPlace: "1" },
      user.cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ favorite: true });
    expect(await favoriteRows(user.id)).toHaveLength(1);
  });

  it("sends a visitor to sign in, coming back to the page afterwards", async () => {
    const product = await insertProduct();
    const back = `/product/${product.ws_code}?tab=specs`;
    for (const inPlace of [{}, { inPlace: "1" }] as Record<string, string>[]) {
      const response = await toggle({
        intent: "toggle",
        productId: product.id,
        favorite: "true",
        redirectTo: back,
        ...inPlace,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: back })}`);
      expect(await toastAfter(response, "")).toMatchObject(SIGN_IN_FOR_FAVORITES);
    }
    expect(
      await db().selectFrom("favorites").select("product_id").where("product_id", "=", product.id).execute(),
    ).toEqual([]);
  });

  it("brings a list's heart back to its card (#<card id>), on this site only", async () => {
    const user = await signedInUser();
    const product = await insertProduct({ name: "Sunflower Seed 25 kg" });
    const back = `/products?sort=name#${productCardId(product.id)}`;
    const response = await toggle(
      { intent: "toggle", productId: product.id, favorite: "true", redirectTo: back },
      user.cookie,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(back);
    const away = await toggle(
      {
        intent: "toggle",
        productId: product.id,
        favorite: "false",
        redirectTo: `//evil.example/#${productCardId(product.id)}`,
      },
      user.cookie,
    );
    expect(away.headers.get("Location")).toBe("/favorites");
  });

  it("never redirects to another site", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    const response = await toggle(
      { intent: "toggle", productId: product.id, favorite: "true", redirectTo: "//evil.example/phish" },
      user.cookie,
    );
    expect(response.headers.get("Location")).toBe("/favorites");
  });

  it("refuses unknown products and adding withdrawn ones, but lets a withdrawn one be removed", async () => {
    const user = await signedInUser();
    const unknown = await toggle({ intent: "toggle", productId: randomUUID(), favorite: "true" }, user.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: FAVORITE_PRODUCT_NOT_FOUND });

    const withdrawn = await insertProduct({ active: false });
    const refused = await toggle({ intent: "toggle", productId: withdrawn.id, favorite: "true" }, user.cookie);
    expect(refused.status).toBe(404);
    expect(await favoriteRows(user.id)).toEqual([]);

    await db().insertInto("favorites").values({ user_id: user.id, product_id: withdrawn.id }).execute();
    const removed = await toggle({ intent: "toggle", productId: withdrawn.id, favorite: "false" }, user.cookie);
    expect(removed.status).toBe(303);
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it("refuses a form that is not the heart's with 400", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    const forms: [Record<string, string>, string][] = [
      [{ intent: "delete", productId: product.id }, FAVORITE_UNKNOWN_ACTION],
      [{ intent: "toggle", productId: "" }, FAVORITE_PRODUCT_NOT_FOUND],
      [{ intent: "toggle", productId: product.id, favorite: "maybe" }, FAVORITE_UNKNOWN_ACTION],
    ];
    for (const [fields, message] of forms) {
      const response = await toggle(fields, user.cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    const request = new Request(`${TEST_ORIGIN}/favorites`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: user.cookie,
      },
      body: new URLSearchParams({ intent: "toggle", productId: product.id, favorite: "true" }),
    });
    const response = await asResponse(() => favoritesAction({ request, params: {}, context: {} }));
    expect(response.status).toBe(403);
    expect(await favoriteRows(user.id)).toEqual([]);
  });
});

describe("the product page's heart", () => {
  it("knows whether the viewer has favourited the product", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    const load = async (cookie?: string) => {
      const result = (await productLoader({
        request: new Request(`${TEST_ORIGIN}/product/${product.ws_code}`, {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        params: { code: product.ws_code },
        context: {},
      })) as { favorite: boolean };
      return result.favorite;
    };
    expect(await load()).toBe(false);
    expect(await load(user.cookie)).toBe(false);
    await db().insertInto("favorites").values({ user_id: user.id, product_id: product.id }).execute();
    expect(await load(user.cookie)).toBe(true);
  });
});
