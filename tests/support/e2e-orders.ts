import { changeOrderStatus } from "../../app/orders/order-status.server";
import { testDb } from "./e2e-helpers";

/**
 * Marks an order delivered the way the back office does (status, history, and the pending
 * reviews that invite its customer to review what was bought), in the server's own database.
 */
export async function markOrderDelivered(orderNumber: string): Promise<void> {
  const order = await testDb()
    .selectFrom("orders")
    .select(["id"])
    .where("order_number", "=", orderNumber)
    .executeTakeFirstOrThrow();
  const outcome = await changeOrderStatus(testDb(), {
    orderId: order.id,
    status: "delivered",
    changedById: null,
    note: "Delivered (test data).",
  });
  if (outcome.status !== "changed") throw new Error(`Order ${orderNumber} could not be marked delivered`);
}
