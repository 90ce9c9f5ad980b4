import { describe, expect, it } from "vitest";
import {
  countsAsUnpaid,
  holdDeadline,
  holdExpired,
  holdState,
  MAX_UNPAID_ORDERS,
  mostUnpaidUnits,
  reminderAt,
  unpaidRefusal,
} from "./stock-hold";

const settings = { eftHoldHours: 48, counterHoldDays: 7 };
const placed = new Date("2026-11-27T10:00:00.000Z");

describe("how long an unpaid order holds its stock", () => {
  it("holds an EFT order for the shop's hours and a counter order for its days", () => {
    expect(holdDeadline(placed, "eft", settings).toISOString()).toBe("2026-11-29T10:00:00.000Z");
    expect(holdDeadline(placed, "cash_on_collection", settings).toISOString()).toBe("2026-12-04T10:00:00.000Z");
    expect(holdDeadline(placed, "eft", { ...settings, eftHoldHours: 1 }).toISOString()).toBe(
      "2026-11-27T11:00:00.000Z",
    );
  });

  it("reminds 12 hours before the end, only when the hold is a day or longer", () => {
    expect(reminderAt(placed, holdDeadline(placed, "eft", settings))?.toISOString()).toBe("2026-11-28T22:00:00.000Z");
    expect(reminderAt(placed, holdDeadline(placed, "eft", { ...settings, eftHoldHours: 24 }))?.toISOString()).toBe(
      "2026-11-27T22:00:00.000Z",
    );
    expect(reminderAt(placed, holdDeadline(placed, "eft", { ...settings, eftHoldHours: 23 }))).toBeNull();
  });
});

describe("whether the hold runs", () => {
  const until = "2026-11-29T10:00:00.000Z";
  const order = { status: "pending" as const, paymentStatus: "pending_payment" as const, holdUntil: until };

  it("runs while nothing is paid and no proof waits, also after a rejected proof", () => {
    expect(holdState(order)).toEqual({ kind: "running", until });
    expect(holdState({ ...order, paymentStatus: "payment_failed" })).toEqual({ kind: "running", until });
    expect(holdState({ ...order, status: "ready_for_pickup" })).toEqual({ kind: "running", until });
  });

  it("stops for a proof waiting to be checked, and ends when paid, handed over or cancelled", () => {
    expect(holdState({ ...order, paymentStatus: "proof_uploaded" })).toEqual({ kind: "paused-for-proof" });
    expect(holdState({ ...order, paymentStatus: "paid" })).toEqual({ kind: "none" });
    for (const status of ["cancelled", "delivered", "shipped"] as const)
      expect(holdState({ ...order, status })).toEqual({ kind: "none" });
    expect(holdState({ ...order, holdUntil: null })).toEqual({ kind: "none" });
  });

  it("has expired at its deadline, not a moment before", () => {
    expect(holdExpired(order, new Date("2026-11-29T09:59:59.999Z"))).toBe(false);
    expect(holdExpired(order, new Date(until))).toBe(true);
    expect(holdExpired({ ...order, paymentStatus: "proof_uploaded" }, new Date("2026-12-29T00:00:00Z"))).toBe(false);
  });
});

describe("what one account may hold unpaid", () => {
  it("takes half of a product, never fewer than two (or all of one or two)", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 40, 100].map(mostUnpaidUnits)).toEqual([0, 1, 2, 2, 2, 2, 3, 3, 20, 50]);
  });

  it("counts open orders not paid, a proof waiting included", () => {
    expect(countsAsUnpaid({ status: "pending", paymentStatus: "proof_uploaded" })).toBe(true);
    expect(countsAsUnpaid({ status: "ready_for_pickup", paymentStatus: "pending_payment" })).toBe(true);
    expect(countsAsUnpaid({ status: "payment_received", paymentStatus: "paid" })).toBe(false);
    expect(countsAsUnpaid({ status: "cancelled", paymentStatus: "pending_payment" })).toBe(false);
  });

  const line = { productId: "p1", name: "Lucerne Bale", quantity: 5, onShelf: 10, heldByAccount: 0 };

  it("refuses a fourth unpaid order, naming the open ones", () => {
    const open = ["ORD-1", "ORD-2", "ORD-3"];
    expect(MAX_UNPAID_ORDERS).toBe(3);
    expect(unpaidRefusal({ openUnpaidOrders: open, lines: [line] })).toEqual({
      kind: "too-many-orders",
      openOrders: open,
    });
    expect(unpaidRefusal({ openUnpaidOrders: open.slice(0, 2), lines: [line] })).toBeNull();
  });

  it("refuses more than half of a product, counting what the account's unpaid orders hold", () => {
    expect(unpaidRefusal({ openUnpaidOrders: [], lines: [{ ...line, quantity: 6 }] })).toEqual({
      kind: "too-much-of-product",
      productId: "p1",
      name: "Lucerne Bale",
      most: 5,
      heldAlready: 0,
    });
    // The account holds 4 of the 14 there were: 10 on the shelf, 7 its share, 3 more at most.
    expect(unpaidRefusal({ openUnpaidOrders: ["ORD-1"], lines: [{ ...line, quantity: 4, heldByAccount: 4 }] })).toEqual(
      { kind: "too-much-of-product", productId: "p1", name: "Lucerne Bale", most: 3, heldAlready: 4 },
    );
    expect(
      unpaidRefusal({ openUnpaidOrders: ["ORD-1"], lines: [{ ...line, quantity: 3, heldByAccount: 4 }] }),
    ).toBeNull();
  });

  it("lets a farmer order 40 of 100 bags unpaid, and the last one or two of a product", () => {
    expect(unpaidRefusal({ openUnpaidOrders: [], lines: [{ ...line, quantity: 40, onShelf: 100 }] })).toBeNull();
    expect(unpaidRefusal({ openUnpaidOrders: [], lines: [{ ...line, quantity: 1, onShelf: 1 }] })).toBeNull();
    expect(unpaidRefusal({ openUnpaidOrders: [], lines: [{ ...line, quantity: 2, onShelf: 2 }] })).toBeNull();
  });
});
