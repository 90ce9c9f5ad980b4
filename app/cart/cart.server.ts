import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { firstImageColumns } from "~/catalog/product-cards.server";
import { type Database, nowIso } from "~/platform/db.server";
import { addedQuantity, type CartItem, type CartSummary, summariseCart } from "./cart-lines";
import { lineFullMessage, NOT_IN_CART_MESSAGE, outOfStockMessage, PRODUCT_UNAVAILABLE_MESSAGE } from "./messages";

/** Whose cart: a signed-in customer's (by user id) or a visitor's (by the id in the `cart` cookie, if any). */
export type CartOwner = { userId: string } | { visitorCartId: string | undefined };

export type CartRefusal = { ok: false; status: 400 | 404; message: string };

function productName(row: { website_title: string | null; product_name: string }): string {
  return row.website_title || row.product_name;
}

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

/** The cart with today's prices and stock; viewing never creates a cart. */
export async function loadCart(db: Database, owner: CartOwner): Promise<CartSummary> {
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
      "products.incl_price_cents",
      "products.special_price_cents",
      "products.is_special_discount",
      "products.is_active",
      "products.stock_available",
      "cart_items.quantity",
      ...firstImageColumns(eb),
    ])
    .where("cart_items.cart_id", "=", cartId)
    // Insertion order (rowid): lines stay where they were added, also within one millisecond.
    .orderBy(sql`cart_items.rowid`)
    .execute();
  const items: CartItem[] = rows.map((row) => {
    const name = productName(row);
    return {
      productId: row.id,
      wsCode: row.ws_code,
      name,
      imageUrl: row.image_url ?? null,
      imageAlt: row.image_alt || name,
      quantity: row.quantity,
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
): Promise<AddedToCart | CartRefusal> {
  const product = await db
    .selectFrom("products")
    .select(["id", "product_name", "website_title", "is_active", "stock_available"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (product?.is_active !== 1) return { ok: false, status: 404, message: PRODUCT_UNAVAILABLE_MESSAGE };
  const name = productName(product);
  if (product.stock_available !== 1) return { ok: false, status: 400, message: outOfStockMessage(name) };

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
    if (after === before) return { ok: false, status: 400, message: lineFullMessage(name) };
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

async function cartLineName(db: Database, cartId: string, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("cart_items")
    .innerJoin("products", "products.id", "cart_items.product_id")
    .select(["products.product_name", "products.website_title"])
    .where("cart_items.cart_id", "=", cartId)
    .where("cart_items.product_id", "=", productId)
    .executeTakeFirst();
  return row ? productName(row) : undefined;
}

/** Sets a line's quantity (1 to the ceiling: the form checks the range). */
export async function updateCartLine(
  db: Database,
  owner: CartOwner,
  productId: string,
  quantity: number,
): Promise<{ ok: true; productName: string } | CartRefusal> {
  const cartId = await findCartId(db, owner);
  const name = cartId ? await cartLineName(db, cartId, productId) : undefined;
  if (!cartId || !name) return { ok: false, status: 404, message: NOT_IN_CART_MESSAGE };
  await db
    .updateTable("cart_items")
    .set({ quantity, updated_at: nowIso() })
    .where("cart_id", "=", cartId)
    .where("product_id", "=", productId)
    .execute();
  await db.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();
  return { ok: true, productName: name };
}

/** Removes a line; the name of what was removed, or undefined when it was already gone. */
export async function removeCartLine(db: Database, owner: CartOwner, productId: string): Promise<string | undefined> {
  const cartId = await findCartId(db, owner);
  const name = cartId ? await cartLineName(db, cartId, productId) : undefined;
  if (!cartId || !name) return undefined;
  await db.deleteFrom("cart_items").where("cart_id", "=", cartId).where("product_id", "=", productId).execute();
  await db.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();
  return name;
}

/**
 * At sign-in: the visitor's items join the customer's cart (quantities of the same product
 * added, capped), and the visitor cart is deleted, so its cookie id is worthless afterwards.
 */
export async function mergeVisitorCart(db: Database, visitorCartId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const visitorCart = await findCartId(trx, { visitorCartId });
    if (!visitorCart) return;
    const items = await trx
      .selectFrom("cart_items")
      .select(["product_id", "quantity"])
      .where("cart_id", "=", visitorCart)
      .orderBy(sql`rowid`)
      .execute();
    if (items.length > 0) {
      const cartId = await userCartId(trx, userId);
      for (const item of items) await addToLine(trx, cartId, item.product_id, item.quantity);
    }
    await trx.deleteFrom("carts").where("id", "=", visitorCart).execute();
  });
}
