import { formatRand } from "~/platform/format";
import { orderStatusEmail } from "./status-email";

const shop = {
  name: "Donkerhoek Farm Supplies",
  addressLines: ["1 Kerk Street", "Lichtenburg"],
  phone: "018 000 0000",
  whatsapp: "",
};
const input = {
  orderNumber: "ORD-2026-000123",
  status: "ready_for_pickup" as const,
  fulfilment: "collect" as const,
  contactName: "Thandi",
  note: null,
  orderUrl: "https://shop.example.co.za/orders/ORD-2026-000123",
  shop,
};

describe("the status e-mail", () => {
  it("ready for pickup of an order to pay at the counter says how much to bring, and how it may be paid", () => {
    const { subject, text } = orderStatusEmail({ ...input, payAtCounterCents: 123_450 });
    expect(subject).toBe("Order ORD-2026-000123: Ready for pickup");
    expect(text).toContain("Collect it at 1 Kerk Street, Lichtenburg.");
    expect(text).toContain(`Please pay ${formatRand(123_450)} at the counter when you collect it, in cash or by card.`);
  });

  it("a paid order's says nothing about paying", () => {
    expect(orderStatusEmail(input).text).not.toMatch(/pay/i);
  });

  it("is written in the order's language: Afrikaans words, the amount with a decimal comma, the link in Afrikaans", () => {
    const { subject, text } = orderStatusEmail({ ...input, payAtCounterCents: 123_450, language: "af" });
    expect(subject).toBe("Bestelling ORD-2026-000123: Gereed om af te haal");
    expect(text).toContain("Hallo Thandi,");
    expect(text).toContain("Haal dit af by 1 Kerk Street, Lichtenburg.");
    expect(text).toContain(`Betaal asseblief ${formatRand(123_450, "af")} by die toonbank`);
    expect(text).toContain("Jou bestelling: https://shop.example.co.za/orders/ORD-2026-000123?lang=af");
    const collected = orderStatusEmail({ ...input, status: "delivered", language: "af" });
    expect(collected.subject).toBe("Bestelling ORD-2026-000123: Afgehaal");
  });
});
