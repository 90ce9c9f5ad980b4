import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { firstImageColumns } from "~/catalog/product-cards.server";
import { productNameIn } from "~/catalog/product-language";
import { translatorFor } from "~/locales/translator.server";
import { type Database, nowIso } from "~/platform/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { addedQuantity, type CartItem, type CartSummary, summariseCart } from "./cart-lines";
import {
  lineFullMessage,
  NOT_IN_CART_MESSAGE,
  outOfStockMessage,
  PRODUCT_UNAVAILABLE_MESSAGE,
  type TextOf,
} from "./messages";

/** Whose cart: a signed-in customer's (by user id) or a visitor's (by the id in the `cart` cookie, if any). */
export type CartOwner = { userId: string } | { visitorCartId: string | undefined };

export type CartRefusal = { ok: false; status: 400 | 404; message: string };

/** The owner's cart id; a cookie id only ever finds a cart that belongs to no customer. */
async function findCartId(db: Database, owner: CartOwner): Promise<string | undefined> {
  if ("userId" in owner) {
    const row = await db.selectFrom("carts").select("id").where("user_id", "=", owner.userId).executeTakeFirst();
    return row?.id;
  }
  if (!owner.visitorCartId) return undefined;
  const row = await db
    .selectFrom("carts")
    .select("id")
    .where("id", "=", owner.visitorCartId)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return row?.id;
}

async function userCartId(db: Database, userId: string): Promise<string> {
  await db
    .insertInto("carts")
    .values({ id: randomUUID(), user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await db.selectFrom("carts").select("id").where("user_id", "=", userId).executeTakeFirstOrThrow();
  return row.id;
}

/** Adds to a line (creating it), capped at the most one line holds; returns the quantities before and after. */
async function addToLine(db: Database, cartId: string, productId: string, quantity: number) {
  const row = await db
    .selectFrom("cart_items")
    .select("quantity")
    .where("cart_id", "=", cartId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  const before = row?.quantity ?? 0;
  const after = addedQuantity(before, quantity);
  if (!row) {
    await db
      .insertInto("cart_items")
      .values({ id: randomUUID(), cart_id: cartId, product_id: productId, quantity: after })
      .execute();
  } else if (after !== before) {
    await db
      .updateTable("cart_items")
      .set({ quantity: after, updated_at: nowIso() })
      .where("cart_id", "=", cartId)
      .where("product_id", "=", productId)
      .execute();
  }
  await db.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();
  return { before, after };
}

/**
 * The cart with today's prices and stock; viewing never creates a cart. Its lines are named in
 * the reader's `language`; an order takes the English names (placing it passes none), as it
 * always has: the order keeps the name the product was bought under.
 */
export async function loadCart(
  db: Database,
  owner: CartOwner,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CartSummary> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return summariseCart([]);
  const rows = await db
    .selectFrom("cart_items")
    .innerJoin("products", "products.id", "cart_items.product_id")
    .select((eb) => [
      "products.id",
      "products.ws_code",
      "products.product_name",
      "products.website_title",
      "products.name_af",
      "products.incl_price_cents",
      "products.special_price_cents",
      "products.is_special_discount",
      "products.is_active",
      "products.stock_available",
      "cart_items.quantity",
      "cart_items.from_last_visit",
      ...firstImageColumns(eb),
    ])
    .where("cart_items.cart_id", "=", cartId)
    // Insertion order (rowid): lines stay where they were added, also within one millisecond.
    .orderBy(sql`cart_items.rowid`)
    .execute();
  const items: CartItem[] = rows.map((row) => {
    const name = productNameIn(row, language);
    return {
      productId: row.id,
      wsCode: row.ws_code,
      name,
      imageUrl: row.image_url ?? null,
      imageAlt: row.image_alt || name,
      quantity: row.quantity,
      fromLastVisit: row.from_last_visit,
      isActive: row.is_active === 1,
      stockAvailable: row.stock_available === 1,
      price: row,
    };
  });
  return summariseCart(items);
}

export type AddedToCart = {
  ok: true;
  productName: string;
  added: number;
  /** Fewer were added than asked for, because the line reached its ceiling. */
  capped: boolean;
  /** A visitor's cart id, for the cookie (new on the first add). */
  visitorCartId?: string;
};

/**
 * Adds an active, in-stock product. Nothing is written when the product is refused, so a bad
 * request never leaves an empty cart behind.
 */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  productId: string,
  quantity: number,
  /** The refusals' words: the request's language (English for the shop's own callers). */
  t: TextOf = translatorFor("en", ["cart"]),
  /** The language the product is named in (its Afrikaans name for an Afrikaans reader). */
  language: Language = DEFAULT_LANGUAGE,
): Promise<AddedToCart | CartRefusal> {
  const product = await db
    .selectFrom("products")
    .select(["id", "product_name", "website_title", "name_af", "is_active", "stock_available"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (product?.is_active !== 1) return { ok: false, status: 404, message: t(PRODUCT_UNAVAILABLE_MESSAGE) };
  const name = productNameIn(product, language);
  if (product.stock_available !== 1) return { ok: false, status: 400, message: outOfStockMessage(t, name) };

  return db.transaction().execute(async (trx): Promise<AddedToCart | CartRefusal> => {
    let cartId = await findCartId(trx, owner);
    let newVisitorCart = false;
    if (!cartId) {
      if ("userId" in owner) {
        cartId = await userCartId(trx, owner.userId);
      } else {
        // A fresh random id, never the one the cookie offered: a visitor cannot choose their cart's id.
        cartId = randomUUID();
        newVisitorCart = true;
        await trx.insertInto("carts").values({ id: cartId, user_id: null }).execute();
      }
    }
    const { before, after } = await addToLine(trx, cartId, product.id, quantity);
    if (after === before) return { ok: false, status: 400, message: lineFullMessage(t, name) };
    const added: AddedToCart = {
      ok: true,
      productName: name,
      added: after - before,
      capped: after - before < quantity,
    };
    if ("visitorCartId" in owner) added.visitorCartId = newVisitorCart ? cartId : owner.visitorCartId;
    return added;
  });
}

async function cartLineName(
  db: Database,
  cartId: string,
  productId: string,
  language: Language,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("cart_items")
    .innerJoin("products", "products.id", "cart_items.product_id")
    .select(["products.product_name", "products.website_title", "products.name_af"])
    .where("cart_items.cart_id", "=", cartId)
    .where("cart_items.product_id", "=", productId)
    .executeTakeFirst();
  return row ? productNameIn(row, language) : undefined;
}

/**
 * Sets a line's quantity (1 to the ceiling: the form checks the range). The customer has chosen
 * how many: the line is no longer marked as from the last visit (decision 0094).
 */
export async function updateCartLine(
  db: Database,
  owner: CartOwner,
  productId: string,
  quantity: number,
  t: TextOf = translatorFor("en", ["cart"]),
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ ok: true; productName: string } | CartRefusal> {
  const cartId = await findCartId(db, owner);
  const name = cartId ? await cartLineName(db, cartId, productId, language) : undefined;
  if (!cartId || !name) return { ok: false, status: 404, message: t(NOT_IN_CART_MESSAGE) };
  await db
    .updateTable("cart_items")
    .set({ quantity, from_last_visit: 0, updated_at: nowIso() })
    .where("cart_id", "=", cartId)
    .where("product_id", "=", productId)
    .execute();
  await db.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();
  return { ok: true, productName: name };
}

/** Removes a line; the name of what was removed, or undefined when it was already gone. */
export async function removeCartLine(
  db: Database,
  owner: CartOwner,
  productId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string | undefined> {
  const cartId = await findCartId(db, owner);
  const name = cartId ? await cartLineName(db, cartId, productId, language) : undefined;
  if (!cartId || !name) return undefined;
  await db.deleteFrom("cart_items").where("cart_id", "=", cartId).where("product_id", "=", productId).execute();
  await db.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();
  return name;
}

/**
 * At sign-in: the visitor's items join the customer's cart, and the visitor cart is deleted, so
 * its cookie id is worthless afterwards. When the account's cart already held items (an earlier
 * visit's), each of its lines is marked with how many came from it (`from_last_visit`), so the
 * cart and the checkout show them until the customer removes or keeps them (decision 0094). A
 * product both carts hold is one line of both quantities added (capped), of which the current
 * visit's quantity is never the part marked: removing what came from the last visit leaves
 * exactly what this visit put in. Returns how many items (the sum of quantities) came from the
 * last visit: 0 when nothing was merged or the account's cart was empty.
 */
export async function mergeVisitorCart(db: Database, visitorCartId: string, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const visitorCart = await findCartId(trx, { visitorCartId });
    if (!visitorCart) return 0;
    const items = await trx
      .selectFrom("cart_items")
      .select(["product_id", "quantity"])
      .where("cart_id", "=", visitorCart)
      .orderBy(sql`rowid`)
      .execute();
    let fromLastVisit = 0;
    if (items.length > 0) {
      const cartId = await userCartId(trx, userId);
      const earlier = await trx
        .selectFrom("cart_items")
        .select(["product_id", "quantity"])
        .where("cart_id", "=", cartId)
        .execute();
      const earlierQuantity = new Map(earlier.map((line) => [line.product_id, line.quantity]));
      const now = nowIso();
      // Everything the account's cart held came from an earlier visit, marks of a sign-in before included.
      await trx
        .updateTable("cart_items")
        .set((eb) => ({ from_last_visit: eb.ref("quantity") }))
        .where("cart_id", "=", cartId)
        .execute();
      for (const item of items) {
        const before = earlierQuantity.get(item.product_id);
        if (before === undefined) {
          await trx
            .insertInto("cart_items")
            .values({ id: randomUUID(), cart_id: cartId, product_id: item.product_id, quantity: item.quantity })
            .execute();
          continue;
        }
        const quantity = addedQuantity(before, item.quantity);
        await trx
          .updateTable("cart_items")
          .set({ quantity, from_last_visit: quantity - item.quantity, updated_at: now })
          .where("cart_id", "=", cartId)
          .where("product_id", "=", item.product_id)
          .execute();
      }
      const marked = await trx
        .selectFrom("cart_items")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("from_last_visit"), eb.lit(0)).as("items"))
        .where("cart_id", "=", cartId)
        .executeTakeFirst();
      fromLastVisit = Number(marked?.items ?? 0);
      await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
    }
    await trx.deleteFrom("carts").where("id", "=", visitorCart).execute();
    return fromLastVisit;
  });
}

/**
 * Takes out what came from the last visit: every marked line's marked quantity, or one product's
 * (`productId`). A line only the last visit held goes; a line both visits held keeps this visit's
 * quantity. Returns how many items went (0 when nothing was marked).
 */
export async function removeLastVisitItems(db: Database, owner: CartOwner, productId?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cartId = await findCartId(trx, owner);
    if (!cartId) return 0;
    let marked = trx
      .selectFrom("cart_items")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("from_last_visit"), eb.lit(0)).as("items"))
      .where("cart_id", "=", cartId);
    if (productId) marked = marked.where("product_id", "=", productId);
    const items = Number((await marked.executeTakeFirst())?.items ?? 0);
    if (items === 0) return 0;
    let whole = trx
      .deleteFrom("cart_items")
      .where("cart_id", "=", cartId)
      .where("from_last_visit", ">", 0)
      .whereRef("from_last_visit", "=", "quantity");
    if (productId) whole = whole.where("product_id", "=", productId);
    await whole.execute();
    const now = nowIso();
    let part = trx
      .updateTable("cart_items")
      .set((eb) => ({ quantity: eb("quantity", "-", eb.ref("from_last_visit")), from_last_visit: 0, updated_at: now }))
      .where("cart_id", "=", cartId)
      .where("from_last_visit", ">", 0);
    if (productId) part = part.where("product_id", "=", productId);
    await part.execute();
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
    return items;
  });
}

/** The customer keeps what came from the last visit ("Keep them"): the marks go, the lines stay. */
export async function keepLastVisitItems(db: Database, owner: CartOwner): Promise<number> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return 0;
  const result = await db
    .updateTable("cart_items")
    .set({ from_last_visit: 0 })
    .where("cart_id", "=", cartId)
    .where("from_last_visit", ">", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
