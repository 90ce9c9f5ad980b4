import {
  displayOrderNumber,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  showsEftBox,
  statusBadgeClass,
} from "./order-display";

describe("order display", () => {
  it("colours statuses as the spec lists them, grey for any other", () => {
    expect(statusBadgeClass("pending")).toContain("yellow");
    expect(statusBadgeClass("confirmed")).toContain("blue");
    expect(statusBadgeClass("preparing")).toContain("orange");
    expect(statusBadgeClass("shipped")).toContain("purple");
    expect(statusBadgeClass("delivered")).toContain("green");
    expect(statusBadgeClass("cancelled")).toContain("red");
    expect(statusBadgeClass("ready_for_pickup")).toContain("stone");
    expect(statusBadgeClass(null)).toContain("yellow");
  });

  it("shows 'Pending' for a missing status and words for the rest", () => {
    expect(orderStatusLabel(null)).toBe("Pending");
    expect(orderStatusLabel("")).toBe("Pending");
    expect(orderStatusLabel("payment_received")).toBe("Payment received");
  });

  it("shows the final status of an order to collect as 'Collected', of one delivered as 'Delivered'", () => {
    expect(orderStatusLabel("delivered", "collect")).toBe("Collected");
    expect(orderStatusLabel("delivered", "delivery")).toBe("Delivered");
    expect(orderStatusLabel("delivered")).toBe("Delivered");
    expect(orderStatusLabel("ready_for_pickup", "collect")).toBe("Ready for pickup");
  });

  it("shows payment statuses with spaces for underscores", () => {
    expect(paymentStatusLabel("proof_uploaded")).toBe("proof uploaded");
    expect(paymentStatusLabel(null)).toBe("pending payment");
  });

  it("shows the EFT box for eft or no method only", () => {
    expect(showsEftBox("eft")).toBe(true);
    expect(showsEftBox(null)).toBe(true);
    expect(showsEftBox("card")).toBe(false);
    expect(paymentMethodLabel("eft")).toBe("EFT (bank transfer)");
  });

  it("adds the ORD- prefix when it is missing", () => {
    expect(displayOrderNumber("ORD-2026-000001")).toBe("ORD-2026-000001");
    expect(displayOrderNumber("2026-000001")).toBe("ORD-2026-000001");
  });
});
