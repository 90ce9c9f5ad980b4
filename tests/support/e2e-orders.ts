import { changeOrderStatus } from "../../app/orders/order-status.server";
import { testDb } from "./e2e-helpers";

/**
 * Marks an order delivered the way the back office does, along the transition table: handed over
 * (ready for pickup, or shipped) unless it already is, then delivered (status, history, and the pending reviews that
 * invite its customer to review what was bought), in the server's own database. An order to
 * collect not paid yet is made ready to pay at the counter, and its payment taken there before it
 * is collected (decision 0092).
 */
export async function markOrderDelivered(orderNumber: string): Promise<void> {
  const order = await testDb()
    .selectFrom("orders")
    .select(["id", "fulfilment_method", "status", "payment_status"])
    .where("order_number", "=", orderNumber)
    .executeTakeFirstOrThrow();
  const handOver = order.fulfilment_method === "collect" ? "ready_for_pickup" : "shipped";
  if (order.status !== handOver) {
    const handedOver = await changeOrderStatus(testDb(), {
      orderId: order.id,
      status: handOver,
      changedById: null,
      payAtCounter: true,
    });
    if (handedOver.status !== "changed") throw new Error(`Order ${orderNumber} could not be handed over`);
  }
  if (order.fulfilment_method === "collect" && order.payment_status !== "paid")
    await testDb().updateTable("orders").set({ payment_status: "paid" }).where("id", "=", order.id).execute();
  const outcome = await changeOrderStatus(testDb(), {
    orderId: order.id,
    status: "delivered",
    changedById: null,
    note: "Delivered (test data).",
  });
  if (outcome.status !== "changed") throw new Error(`Order ${orderNumber} could not be marked delivered`);
}
