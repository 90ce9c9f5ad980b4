import {
  AUDIT_ACTION_WORDS,
  auditActionWords,
  auditFieldLabel,
  describeAuditDetails,
  describeAuditValue,
} from "./audit-words";

describe("the audit log in words", () => {
  it("reads a price change as rand, before and after", () => {
    expect(
      describeAuditDetails({ changes: { incl_price_cents: { from: 12_000, to: 13_500 } } }, "product.update"),
    ).toEqual([{ field: "Price", before: "R\u00a0120.00", after: "R\u00a0135.00" }]);
  });

  it("reads a payment's status change as words", () => {
    expect(
      describeAuditDetails(
        { orderNumber: "ORD-2026-00012", proofId: "p1", from: "pending_payment", to: "paid" },
        "payment.verify",
      ),
    ).toEqual([
      { field: "Order", before: null, after: "ORD-2026-00012" },
      { field: "Proof of payment", before: null, after: "p1" },
      { field: "Payment status", before: "Awaiting payment", after: "Paid" },
    ]);
  });

  it("reads an order's status and its payment method as words", () => {
    const lines = describeAuditDetails(
      {
        orderNumber: "ORD-1",
        from: "ready_for_pickup",
        to: "delivered",
        note: null,
        paymentMethod: { from: "eft", to: "cash_on_collection" },
      },
      "order.status",
    );
    expect(lines).toContainEqual({ field: "Status", before: "Ready for pickup", after: "Delivered" });
    expect(lines).toContainEqual({
      field: "Payment method",
      before: "EFT (bank transfer)",
      after: "At the counter when collecting (cash or card)",
    });
    expect(lines).toContainEqual({ field: "Note", before: null, after: "(empty)" });
  });

  it("shows ISO times as South African dates and times, and days as dates", () => {
    expect(describeAuditValue("scheduledFor", "2026-11-28T12:56:00.000Z")).toBe("28 November 2026, 14:56");
    expect(describeAuditValue("handled_at", "2026-12-01T06:05:00.000Z")).toBe("1 December 2026, 08:05");
    expect(describeAuditValue("delivery_date", "2026-12-01")).toBe("1 December 2026");
  });

  it("shows flags as yes or no, numbers with the thousands space, numbers as 082 123 4567, roles as words", () => {
    expect(describeAuditDetails({ changes: { is_active: { from: 1, to: 0 } } })).toEqual([
      { field: "Active", before: "Yes", after: "No" },
    ]);
    expect(describeAuditValue("suspended", true)).toBe("Yes");
    expect(describeAuditValue("total", 2889)).toBe("2\u00a0889");
    expect(describeAuditValue("phone", "+27821234567")).toBe("082 123 4567");
    expect(describeAuditValue("roles", ["order_processor", "content_manager"])).toBe(
      "Order processor, Content manager",
    );
    expect(describeAuditValue("source", "sms_reply")).toBe("SMS reply");
    expect(describeAuditValue("bytes", 2_500_000)).toBe("2.4 MB");
    expect(describeAuditValue("confirmedBefore", { recipients: 12, costCents: 3_480 })).toBe(
      "Recipients 12, Cost R\u00a034.80",
    );
  });

  it("names an unknown key or action by its humanised code, never the code", () => {
    expect(auditFieldLabel("stock_quantity")).toBe("Stock quantity");
    expect(auditFieldLabel("sageCode")).toBe("Sage code");
    expect(auditActionWords("order.expired")).toBe("Order expired");
    expect(auditActionWords("payment.verify")).toBe("Payment verified");
    for (const words of Object.values(AUDIT_ACTION_WORDS)) expect(words).not.toMatch(/[_.]/);
  });

  it("reads a change kept under any key (a newsletter's fields, a document's version)", () => {
    expect(describeAuditDetails({ title: { from: "Old", to: "New" }, version: { from: 2, to: 3 } })).toEqual([
      { field: "Title", before: "Old", after: "New" },
      { field: "Version", before: "2", after: "3" },
    ]);
  });
});
