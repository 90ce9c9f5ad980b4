import { randomUUID } from "node:crypto";
import type { Database } from "../app/platform/db.server";

/**
 * A year of demo orders for the analytics bench: `count` orders spread over the `days` before
 * `until`, busier on weekdays and in the morning, each with 1 to 4 lines of active products, a
 * third of them delivered to the door, most paid, a few cancelled. Written straight into the
 * tables in one transaction (order numbers ORD-DEMO-…, so they never meet the shop's counter).
 */
export async function seedDemoOrders(
  db: Database,
  options: { count: number; days: number; until: Date; seed?: number },
): Promise<number> {
  let state = options.seed ?? 20_261_124;
  const random = () => {
    // A small LCG: the same orders every run, so bench figures compare.
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const products = await db
    .selectFrom("products")
    .select(["id", "product_name", "website_title", "ws_code", "incl_price_cents"])
    .where("is_active", "=", 1)
    .where("incl_price_cents", ">", 0)
    .limit(400)
    .execute();
  if (products.length === 0) throw new Error("seedDemoOrders needs active products");
  const customer = randomUUID();
  await db
    .insertInto("users")
    .values({ id: customer, email: `demo-orders-${customer.slice(0, 8)}@example.com`, first_name: "Demo" })
    .execute();
  const statuses = ["delivered", "delivered", "delivered", "shipped", "preparing", "pending", "cancelled"] as const;
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < options.count; index++) {
      const daysAgo = Math.floor(random() * options.days);
      const at = new Date(options.until.getTime() - daysAgo * 86_400_000);
      if (at.getUTCDay() === 0 && random() < 0.6) at.setUTCDate(at.getUTCDate() - 1);
      at.setUTCHours(5 + Math.floor(random() * 10), Math.floor(random() * 60), 0, 0);
      const id = randomUUID();
      const lines = 1 + Math.floor(random() * 4);
      const items = [];
      let subtotal = 0;
      for (let line = 0; line < lines; line++) {
        const product = products[Math.floor(random() * products.length)] as (typeof products)[number];
        const quantity = 1 + Math.floor(random() * 5);
        subtotal += product.incl_price_cents * quantity;
        items.push({
          id: randomUUID(),
          order_id: id,
          product_id: product.id,
          product_name: product.website_title || product.product_name,
          ws_code: product.ws_code,
          quantity,
          product_price_cents: product.incl_price_cents,
          item_total_cents: product.incl_price_cents * quantity,
        });
      }
      const delivery = random() < 0.33;
      const shipping = delivery ? 15_000 + Math.floor(random() * 30_000) : 0;
      const total = subtotal + shipping;
      const status = statuses[Math.floor(random() * statuses.length)] ?? "pending";
      const createdAt = at.toISOString();
      await trx
        .insertInto("orders")
        .values({
          id,
          order_number: `ORD-DEMO-${String(index).padStart(6, "0")}`,
          user_id: customer,
          status,
          payment_method: "eft",
          payment_status: status === "pending" ? "pending_payment" : status === "cancelled" ? "payment_failed" : "paid",
          fulfilment_method: delivery ? "delivery" : "collect",
          subtotal_cents: subtotal,
          shipping_cost_cents: shipping,
          total_cents: total,
          vat_cents: Math.round((total * 15) / 115),
          contact_name: "Demo Farmer",
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      await trx.insertInto("order_items").values(items).execute();
    }
  });
  return options.count;
}
