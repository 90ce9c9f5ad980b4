import { createCookie } from "@remix-run/node";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";

/**
 * A visitor's cart is found by the random id in this cookie; a customer's by their user id. The
 * id is unguessable and only ever matches a cart without an owner, so it needs no signature.
 */
export const visitorCartCookie = createCookie("cart", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 90 * 24 * 60 * 60,
});

export async function visitorCartId(request: Request): Promise<string | undefined> {
  const value = await visitorCartCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The Set-Cookie that gives the browser its visitor cart (again, so the 90 days start over). */
export function visitorCartSetCookie(cartId: string): Promise<string> {
  return visitorCartCookie.serialize(cartId, { secure: env().isHttps });
}

/** The Set-Cookie that makes the browser forget its visitor cart (after it joined a customer's). */
export function clearVisitorCartCookie(): Promise<string> {
  return visitorCartCookie.serialize("", { secure: env().isHttps, maxAge: 0, expires: new Date(0) });
}

/** Number of items (sum of quantities) for the header's cart link. */
export async function cartItemCount(db: Database, owner: { userId?: string; cartId?: string }): Promise<number> {
  if (!owner.userId && !owner.cartId) return 0;
  let query = db
    .selectFrom("cart_items")
    .innerJoin("carts", "carts.id", "cart_items.cart_id")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("cart_items.quantity"), eb.lit(0)).as("count"));
  query = owner.userId
    ? query.where("carts.user_id", "=", owner.userId)
    : query.where("carts.id", "=", owner.cartId ?? "").where("carts.user_id", "is", null);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
