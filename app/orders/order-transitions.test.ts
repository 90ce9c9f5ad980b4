import { allowedNextStatuses, awaitsPayment, canMoveTo } from "./order-transitions";

const collect = (status: Parameters<typeof allowedNextStatuses>[0]["status"]) =>
  allowedNextStatuses({ status, fulfilmentMethod: "collect" });
const delivery = (status: Parameters<typeof allowedNextStatuses>[0]["status"]) =>
  allowedNextStatuses({ status, fulfilmentMethod: "delivery" });

describe("the order transition table", () => {
  it("goes forward, skipping steps if need be, and can be cancelled until handed over", () => {
    expect(collect("pending")).toEqual(["confirmed", "processing", "preparing", "ready_for_pickup", "cancelled"]);
    expect(delivery("payment_received")).toEqual(["processing", "preparing", "shipped", "cancelled"]);
  });

  it("sends an order to collect to ready for pickup and one to deliver to shipped, never the other", () => {
    expect(collect("preparing")).toEqual(["ready_for_pickup", "cancelled"]);
    expect(delivery("preparing")).toEqual(["shipped", "cancelled"]);
    expect(canMoveTo({ status: "preparing", fulfilmentMethod: "collect" }, "shipped")).toBe(false);
    expect(canMoveTo({ status: "preparing", fulfilmentMethod: "delivery" }, "ready_for_pickup")).toBe(false);
  });

  it("delivers only what was handed over: ready for pickup or shipped", () => {
    expect(collect("ready_for_pickup")).toEqual(["delivered", "cancelled"]);
    expect(canMoveTo({ status: "processing", fulfilmentMethod: "collect" }, "delivered")).toBe(false);
  });

  it("changes nothing after dispatch except delivered", () => {
    expect(delivery("shipped")).toEqual(["delivered"]);
  });

  it("never goes back, and cancelled and delivered are final", () => {
    expect(delivery("processing")).not.toContain("confirmed");
    expect(collect("cancelled")).toEqual([]);
    expect(delivery("delivered")).toEqual([]);
  });

  it("leaves payment received to payment verification, for an order not yet past it", () => {
    expect(awaitsPayment("confirmed")).toBe(true);
    expect(awaitsPayment("processing")).toBe(false);
    for (const status of ["pending", "confirmed"] as const) {
      expect(collect(status)).not.toContain("payment_received");
      expect(delivery(status)).not.toContain("payment_received");
    }
  });
});
