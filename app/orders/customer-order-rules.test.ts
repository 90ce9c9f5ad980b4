import { customerCancel, customerInvoice, customerInvoicePath } from "./customer-order-rules";

describe("customerCancel", () => {
  it("lets the customer cancel an unpaid order the shop has not started", () => {
    expect(customerCancel({ status: "pending", paymentStatus: "pending_payment" })).toBe("ok");
    expect(customerCancel({ status: "confirmed", paymentStatus: "pending_payment" })).toBe("ok");
    // A rejected proof: no money came in.
    expect(customerCancel({ status: "pending", paymentStatus: "payment_failed" })).toBe("ok");
  });

  it("leaves a paid order, or one whose proof waits to be checked, to the shop", () => {
    expect(customerCancel({ status: "payment_received", paymentStatus: "paid" })).toBe("paid");
    expect(customerCancel({ status: "pending", paymentStatus: "paid" })).toBe("paid");
    expect(customerCancel({ status: "confirmed", paymentStatus: "refunded" })).toBe("paid");
    expect(customerCancel({ status: "pending", paymentStatus: "proof_uploaded" })).toBe("proof-uploaded");
  });

  it("leaves an order the shop has started on, made ready or shipped to the shop", () => {
    for (const status of ["processing", "preparing", "ready_for_pickup", "shipped"])
      expect(customerCancel({ status, paymentStatus: "pending_payment" })).toBe("under-way");
  });

  it("says a cancelled or delivered order is closed", () => {
    expect(customerCancel({ status: "cancelled", paymentStatus: "pending_payment" })).toBe("closed");
    expect(customerCancel({ status: "delivered", paymentStatus: "paid" })).toBe("closed");
  });
});

describe("customerInvoice", () => {
  it("is ready only once the order is paid", () => {
    expect(customerInvoice({ status: "payment_received", paymentStatus: "paid" })).toBe("ready");
    expect(customerInvoice({ status: "cancelled", paymentStatus: "paid" })).toBe("ready");
    expect(customerInvoice({ status: "pending", paymentStatus: "pending_payment" })).toBe("awaiting-payment");
    expect(customerInvoice({ status: "pending", paymentStatus: "proof_uploaded" })).toBe("awaiting-payment");
    expect(customerInvoice({ status: "ready_for_pickup", paymentStatus: "pending_payment" })).toBe("awaiting-payment");
    expect(customerInvoice({ status: "cancelled", paymentStatus: "pending_payment" })).toBe("cancelled");
    expect(customerInvoice({ status: "cancelled", paymentStatus: "refunded" })).toBe("refunded");
  });

  it("has an address under the order's", () => {
    expect(customerInvoicePath("ORD-2026-000123")).toBe("/orders/ORD-2026-000123/invoice");
  });
});
