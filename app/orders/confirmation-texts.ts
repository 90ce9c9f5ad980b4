/**
 * The `cart` keys the page after Place order shows for its order (decision 0110, "The weight"):
 * what to pay at the counter, or the EFT steps and banking box; collecting or delivery; the SMS
 * notice only when an SMS was held back. Keys ending in a dot are prefixes.
 */
export function confirmationTextKeys(page: {
  atCounter: boolean;
  bank: unknown;
  fulfilment: string;
  smsHeld: boolean;
}): string[] {
  const keys = [
    "confirmation.title",
    "confirmation.heading",
    "confirmation.orderNumber",
    "confirmation.told.",
    "confirmation.next",
    "confirmation.yourOrder",
    page.fulfilment === "delivery" ? "confirmation.delivery" : "confirmation.collection",
    "confirmation.free",
    "confirmation.discount",
    "confirmation.total",
    "confirmation.vatIncluded",
    "confirmation.myOrders",
    "confirmation.continueShopping",
    "confirmation.hold.",
  ];
  if (page.smsHeld) keys.push("confirmation.smsHeld.", "confirmation.proveMine");
  if (page.atCounter)
    keys.push(
      "confirmation.counterTitle",
      "confirmation.counterLine",
      "confirmation.counterNumber",
      "confirmation.step.counterPrepare",
      "confirmation.step.counterPay",
      "confirmation.step.counterInvoice",
      "confirmation.viewOrder",
    );
  else
    keys.push(
      "confirmation.step.eft",
      "confirmation.step.proof",
      ...(page.fulfilment === "collect"
        ? ["confirmation.step.collect"]
        : ["confirmation.step.deliver", "confirmation.step.deliverOn"]),
      "confirmation.uploadProof",
    );
  if (page.bank) keys.push("eft.");
  return keys;
}
