import { randomUUID } from "node:crypto";
import { addToCart } from "~/cart/cart.server";
import { db } from "~/platform/db.server";
import { insertSession, insertUser } from "./users";

/**
 * A signed-in customer with one product in the cart (in stock), and, when given, a saved delivery
 * place: the start of the checkout tests. Returns the user, its session cookie and the product's code.
 */
export async function customerWithCart(
  options: {
    name?: string;
    priceCents?: number;
    sizeKg?: number;
    quantity?: number;
    location?: { latitude: number; longitude: number };
  } = {},
) {
  const user = await insertUser(db());
  const cookie = await insertSession(db(), user.id);
  const id = randomUUID();
  const code = `WS${Math.floor(Math.random() * 900_000) + 100_000}`;
  const name = options.name ?? `Layer mash ${code}`;
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: code,
      stock_code: `S-${code}`,
      product_name: name,
      website_title: name,
      incl_price_cents: options.priceCents ?? 45_000,
      product_size: options.sizeKg ?? null,
      product_unit: options.sizeKg ? "kg" : null,
    })
    .execute();
  await db().insertInto("product_stock_levels").values({ id: randomUUID(), product_id: id, quantity: 20 }).execute();
  await addToCart(db(), { userId: user.id }, id, options.quantity ?? 1);
  if (options.location) {
    await db()
      .insertInto("client_delivery_locations")
      .values({
        id: randomUUID(),
        user_id: user.id,
        location_name: "Plaas",
        address_line_1: "Plot 7, Rayton Road",
        city: "Rayton",
        ...options.location,
        is_default: 1,
        delivery_method: "simple",
      })
      .execute();
  }
  return { ...user, cookie, code };
}
