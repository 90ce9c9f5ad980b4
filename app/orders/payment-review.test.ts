import { payingCustomer, REJECT_REASON_TOO_LONG, verifyConfirmHref, verifyQuestion } from "./payment-review";

describe("asking before a payment is verified", () => {
  it("names the order, the amount and the customer", () => {
    const question = verifyQuestion({
      orderNumber: "ORD-2026-000123",
      totalCents: 123_450,
      contactName: "Thandi Mokoena",
      contactEmail: "thandi@example.com",
    });
    expect(question.title).toBe("Verify the payment for order ORD-2026-000123?");
    expect(question.message).toBe(
      "R\u00a01\u00a0234.50 from Thandi Mokoena for order ORD-2026-000123. Verify only when that amount is in the shop's bank account: the order is marked paid and the customer is told.",
    );
  });

  it("names the customer by e-mail when the order has no name, and never leaves a gap", () => {
    expect(payingCustomer({ contactName: "  ", contactEmail: "buyer@example.com" })).toBe("buyer@example.com");
    expect(payingCustomer({ contactName: null, contactEmail: null })).toBe("the customer");
  });

  it("asks on the order's own page, with the proof in the address", () => {
    expect(verifyConfirmHref("ORD-2026-000123", "a b")).toBe("/admin/orders/ORD-2026-000123?verify=a+b");
  });

  it("says the reason's limit in characters", () => {
    expect(REJECT_REASON_TOO_LONG).toBe("Please keep the reason under 500 characters.");
  });
});
