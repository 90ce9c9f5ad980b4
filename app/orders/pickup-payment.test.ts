import type { OrderStatus } from "./order-status";
import {
  isPaid,
  methodAfter,
  needsPaymentChoice,
  notPaidYet,
  PAY_AT_COUNTER,
  paymentCheck,
  paysAtCounter,
  takesCounterPayment,
} from "./pickup-payment";

const unpaidEft = { fulfilmentMethod: "collect", paymentStatus: "pending_payment", paymentMethod: "eft" } as const;
const counter = { ...unpaidEft, paymentMethod: PAY_AT_COUNTER } as const;
const paid = { ...unpaidEft, paymentStatus: "paid" } as const;
const delivery = { ...unpaidEft, fulfilmentMethod: "delivery" } as const;

describe("ready for pickup before payment", () => {
  it("asks how an unpaid order to collect will be paid before it is made ready", () => {
    for (const paymentStatus of ["pending_payment", "proof_uploaded", "payment_failed", "refunded"]) {
      expect(paymentCheck({ ...unpaidEft, paymentStatus }, "ready_for_pickup")).toBe("choose-how-to-pay");
    }
    expect(paymentCheck(counter, "ready_for_pickup")).toBe("ok");
  });

  it("leaves a paid order, an order to deliver and every other step as they were", () => {
    expect(paymentCheck(paid, "ready_for_pickup")).toBe("ok");
    expect(paymentCheck(paid, "delivered")).toBe("ok");
    expect(paymentCheck(delivery, "shipped")).toBe("ok");
    expect(paymentCheck(delivery, "delivered")).toBe("ok");
    for (const next of ["confirmed", "processing", "preparing", "cancelled"] satisfies OrderStatus[]) {
      expect(paymentCheck(unpaidEft, next)).toBe("ok");
    }
  });

  it("hands an unpaid order to collect over only once its payment is recorded", () => {
    expect(paymentCheck(counter, "delivered")).toBe("record-payment-first");
    expect(paymentCheck(unpaidEft, "delivered")).toBe("record-payment-first");
    expect(paymentCheck({ ...counter, paymentStatus: "paid" }, "delivered")).toBe("ok");
  });

  it("turns the tick into the counter method only for an unpaid order to collect being made ready", () => {
    expect(methodAfter(unpaidEft, "ready_for_pickup", true)).toBe(PAY_AT_COUNTER);
    expect(methodAfter(unpaidEft, "ready_for_pickup", false)).toBe("eft");
    expect(methodAfter(unpaidEft, "cancelled", true)).toBe("eft");
    expect(methodAfter(paid, "ready_for_pickup", true)).toBe("eft");
    expect(methodAfter(delivery, "ready_for_pickup", true)).toBe("eft");
  });

  it("says 'not paid yet' of an open, unpaid order to collect only", () => {
    expect(isPaid("paid")).toBe(true);
    expect(isPaid("proof_uploaded")).toBe(false);
    expect(notPaidYet({ ...unpaidEft, status: "preparing" })).toBe(true);
    expect(notPaidYet({ ...unpaidEft, paymentStatus: "proof_uploaded", status: "pending" })).toBe(true);
    expect(notPaidYet({ ...paid, status: "preparing" })).toBe(false);
    expect(notPaidYet({ ...unpaidEft, paymentStatus: "refunded", status: "preparing" })).toBe(false);
    expect(notPaidYet({ ...delivery, status: "preparing" })).toBe(false);
    expect(notPaidYet({ ...unpaidEft, status: "cancelled" })).toBe(false);
    expect(notPaidYet({ ...unpaidEft, status: "delivered" })).toBe(false);
  });

  it("offers the choice while the order can still be made ready, and the counter payment while it is open", () => {
    expect(needsPaymentChoice({ ...unpaidEft, status: "preparing" })).toBe(true);
    expect(needsPaymentChoice({ ...counter, status: "preparing" })).toBe(false);
    expect(needsPaymentChoice({ ...unpaidEft, status: "ready_for_pickup" })).toBe(false);
    expect(takesCounterPayment({ ...counter, status: "ready_for_pickup" })).toBe(true);
    expect(takesCounterPayment({ ...unpaidEft, status: "pending" })).toBe(true);
    expect(takesCounterPayment({ ...paid, status: "ready_for_pickup" })).toBe(false);
    expect(paysAtCounter({ ...counter, status: "ready_for_pickup" })).toBe(true);
    expect(paysAtCounter({ ...counter, paymentStatus: "paid", status: "ready_for_pickup" })).toBe(false);
    expect(paysAtCounter({ ...unpaidEft, status: "ready_for_pickup" })).toBe(false);
  });
});
