import { describe, expect, it } from "vitest";
import { translatorFor } from "~/locales/translator.server";
import { checkoutPayment, refusedPayment } from "./checkout-payment";
import { orderPlacedMessage, orderPlacedToastText } from "./checkout-texts";
import { payAtCounterLine } from "./messages";

/** Checkout's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

describe("the checkout's way to pay", () => {
  it("offers paying at the counter first, ticked, for an order to collect while the setting is on", () => {
    expect(checkoutPayment({ fulfilment: "collect", payAtCounterOffered: true })).toEqual({
      offered: ["cash_on_collection", "eft"],
      preselected: "cash_on_collection",
    });
  });

  it("offers EFT alone for an order to deliver, and when the setting is off", () => {
    const eftOnly = { offered: ["eft"], preselected: "eft" };
    expect(checkoutPayment({ fulfilment: "delivery", payAtCounterOffered: true })).toEqual(eftOnly);
    expect(checkoutPayment({ fulfilment: "collect", payAtCounterOffered: false })).toEqual(eftOnly);
  });

  it("refuses the counter for a delivery or once the setting is off; EFT always goes", () => {
    expect(refusedPayment("cash_on_collection", { fulfilment: "delivery", payAtCounterOffered: true })).toBe(
      "collect-only",
    );
    expect(refusedPayment("cash_on_collection", { fulfilment: "collect", payAtCounterOffered: false })).toBe(
      "not-offered",
    );
    expect(refusedPayment("cash_on_collection", { fulfilment: "collect", payAtCounterOffered: true })).toBeNull();
    expect(refusedPayment("eft", { fulfilment: "delivery", payAtCounterOffered: false })).toBeNull();
  });
});

describe("the words of an order paid at the counter", () => {
  it("says the amount, the counter and the means, and the toast what to give there", () => {
    expect(payAtCounterLine("R 1 234.50")).toBe("Pay R 1 234.50 at the counter when you collect (cash or card).");
    expect(orderPlacedToastText(en, "ORD-2026-000001", "cash_on_collection")).toBe(
      "Your order number is ORD-2026-000001. Give it at the counter when you collect and pay.",
    );
    expect(orderPlacedToastText(en, "ORD-2026-000001", "eft")).toBe(orderPlacedMessage(en, "ORD-2026-000001"));
  });
});
