import { smsLayout } from "~/sms/sms-encoding";
import { DEFAULT_BANK_DETAILS } from "./bank-details.server";
import { payAtCounterLine } from "./messages";
import { ORDER_SMS_MAX_PARTS, orderNewsSms, shortStoreHours, smsRand } from "./order-news-sms";

const common = {
  shopName: "Donkerhoek Farm Supplies",
  orderNumber: "ORD-2025-000123",
  orderUrl: "https://shop.example.co.za/orders/ORD-2025-000123",
};
const bank = {
  bankName: "FNB",
  accountHolder: "Donkerhoek Co-op",
  accountNumber: "6200 1234 567",
  branchCode: "250655",
  accountType: "Cheque",
};
const HOURS = [
  { days: "Monday to Friday", hours: "8:00-17:00" },
  { days: "Saturday", hours: "8:00-13:00" },
  { days: "Sunday", hours: "closed" },
  { days: "Public holidays", hours: "8:00-13:00, closed on Christian holidays" },
];

describe("order news SMS", () => {
  it("writes amounts with the R sign and normal spaces", () => {
    expect(smsRand(125_000)).toBe("R 1 250.00");
  });

  it("order placed: number, amount, the bank's short details and the reference, in at most two GSM parts", () => {
    const text = orderNewsSms({ ...common, event: "order_placed", totalCents: 125_000, bank });
    expect(text).toBe(
      "Donkerhoek Farm Supplies: order ORD-2025-000123 placed, R 1 250.00. Pay by EFT: FNB acc 62001234567 branch 250655, ref ORD-2025-000123. Upload your proof: https://shop.example.co.za/orders/ORD-2025-000123",
    );
    expect(smsLayout(text)).toMatchObject({ encoding: "gsm7", parts: 2 });
  });

  it("order placed to pay when collecting: the amount to pay at the counter, no bank details, at most two parts", () => {
    const text = orderNewsSms({ ...common, event: "order_placed", totalCents: 125_000, payAtCounter: true });
    expect(text).toBe(
      `Donkerhoek Farm Supplies: order ORD-2025-000123 placed. ${payAtCounterLine("R 1 250.00")} We SMS you when it is ready. https://shop.example.co.za/orders/ORD-2025-000123`,
    );
    expect(text).not.toContain("EFT");
    expect(smsLayout(text)).toMatchObject({ encoding: "gsm7" });
    expect(smsLayout(text).parts).toBeLessThanOrEqual(ORDER_SMS_MAX_PARTS);
    // The longest shop name the settings take (80 characters) and a seven-figure amount still fit.
    const long = orderNewsSms({
      ...common,
      shopName: "Donkerhoek Boere-Kooperasie en Plaasvoorrade (Edms) Bpk, Tak Lichtenburg, Noord",
      orderUrl: "https://winkel.donkerhoek-boere-kooperasie.co.za/orders/ORD-2025-000123",
      event: "order_placed",
      totalCents: 987_654_321,
      payAtCounter: true,
    });
    expect(long).toContain("Pay R 9 876 543.21 at the counter when you collect (cash or card).");
    expect(smsLayout(long).parts).toBeLessThanOrEqual(ORDER_SMS_MAX_PARTS);
  });

  it("leaves the demo bank's note in brackets out", () => {
    const text = orderNewsSms({ ...common, event: "eft_details", totalCents: 9_900, bank: DEFAULT_BANK_DETAILS });
    expect(text).toContain("to pay order ORD-2025-000123, R 99.00, by EFT:");
    expect(text).toContain("Demo Bank acc 0000000000 branch 000000, ref ORD-2025-000123");
  });

  it("the other events are one GSM part each, with the shop, the order and its link", () => {
    const texts = [
      orderNewsSms({ ...common, event: "proof_received" }),
      orderNewsSms({ ...common, event: "payment_verified", totalCents: 125_000 }),
      orderNewsSms({ ...common, event: "ready_for_pickup", hours: HOURS }),
      orderNewsSms({ ...common, event: "shipped" }),
      orderNewsSms({ ...common, event: "delivered" }),
      orderNewsSms({ ...common, event: "collected" }),
    ];
    for (const text of texts) {
      expect(smsLayout(text)).toMatchObject({ encoding: "gsm7", parts: 1 });
      expect(text).toMatch(
        /^Donkerhoek Farm Supplies: .*ORD-2025-000123.* https:\/\/shop\.example\.co\.za\/orders\/ORD-2025-000123$/,
      );
    }
    expect(texts[1]).toContain("payment of R 1 250.00 for order ORD-2025-000123 received");
    expect(texts[5]).toContain("has been collected");
  });

  it("ready for pickup carries the store hours, closed days left out, as many as fit one part", () => {
    expect(shortStoreHours(HOURS)).toEqual([
      "Mon-Fri 8:00-17:00",
      "Sat 8:00-13:00",
      "Public holidays 8:00-13:00, closed on Christian holidays",
    ]);
    expect(orderNewsSms({ ...common, event: "ready_for_pickup", hours: HOURS })).toBe(
      "Donkerhoek Farm Supplies: order ORD-2025-000123 is ready to collect, Mon-Fri 8:00-17:00, Sat 8:00-13:00. https://shop.example.co.za/orders/ORD-2025-000123",
    );
  });

  it("ready for pickup of an order not paid yet says what to pay at the counter, and the hours in the room left", () => {
    const text = orderNewsSms({ ...common, event: "ready_for_pickup", hours: HOURS, payAtCounterCents: 123_450 });
    expect(text).toBe(
      "Donkerhoek Farm Supplies: order ORD-2025-000123 is ready to collect, Mon-Fri 8:00-17:00, Sat 8:00-13:00, Public holidays 8:00-13:00, closed on Christian holidays. Pay R 1 234.50 at the counter (cash or card). https://shop.example.co.za/orders/ORD-2025-000123",
    );
    expect(smsLayout(text)).toMatchObject({ encoding: "gsm7", parts: 2 });
    // A long shop name and a large amount: the hours give way, the payment stays, within the limit.
    const long = orderNewsSms({
      ...common,
      shopName: "Donkerhoek Boere-Kooperasie en Plaasvoorrade (Edms) Bpk, Tak Lichtenburg, Noordwes",
      event: "ready_for_pickup",
      hours: [...HOURS, { days: "Tuesday", hours: "Stock-taking from 12:00, collections at the side gate only" }],
      payAtCounterCents: 98_765_432,
    });
    expect(long).toContain(". Pay R 987 654.32 at the counter (cash or card). https://");
    expect(long).not.toContain("side gate");
    expect(smsLayout(long).parts).toBeLessThanOrEqual(ORDER_SMS_MAX_PARTS);
    // Paid: the text is the one it always was, in one part.
    expect(orderNewsSms({ ...common, event: "ready_for_pickup", hours: HOURS, payAtCounterCents: null })).toBe(
      orderNewsSms({ ...common, event: "ready_for_pickup", hours: HOURS }),
    );
  });

  it("proof rejected: a short reason whole, a long one shortened at a word so the SMS stays in two parts", () => {
    const short = orderNewsSms({ ...common, event: "proof_rejected", reason: "The amount is R 100 short." });
    expect(short).toBe(
      "Donkerhoek Farm Supplies: your proof of payment for order ORD-2025-000123 was not accepted: The amount is R 100 short. Please upload a new one: https://shop.example.co.za/orders/ORD-2025-000123",
    );
    const reason = `${"The reference on the proof does not match the order number and the bank has not shown the payment yet ".repeat(5)}end`;
    const long = orderNewsSms({ ...common, event: "proof_rejected", reason });
    expect(smsLayout(long).parts).toBe(2);
    expect(long).toMatch(
      /was not accepted: The reference on the proof .*\w\.\.\. Please upload a new one: https:\/\/shop\.example\.co\.za\/orders\/ORD-2025-000123$/,
    );
    expect(long).not.toContain("end Please");
  });

  it("a reason in letters GSM lacks (UCS-2) is shortened to fit as well", () => {
    const long = orderNewsSms({ ...common, event: "proof_rejected", reason: "Bedrag verkeerd – ".repeat(20) });
    // Nothing of it fits two UCS-2 parts beside the rest: the words before the first dash stay, in GSM.
    expect(smsLayout(long).parts).toBeLessThanOrEqual(2);
    expect(long).toContain("was not accepted: Bedrag verkeerd... Please upload a new one:");
  });
});

describe("the unpaid order's hold by SMS (decision 0103)", () => {
  const until = "30 November 2026, 14:56";
  const long = {
    shopName: "Donkerhoek Boere-Kooperasie en Plaasvoorrade (Edms) Bpk, Tak Lichtenburg, Noord",
    orderNumber: "ORD-2025-000123",
    orderUrl: "https://winkel.donkerhoek-boere-kooperasie.co.za/orders/ORD-2025-000123",
  };

  it("reminds with the deadline, the amount and how to pay, in at most two GSM parts", () => {
    const eft = orderNewsSms({ ...common, event: "hold_reminder", until, totalCents: 125_000, counter: false });
    expect(eft).toBe(
      "Donkerhoek Farm Supplies: we keep order ORD-2025-000123 until 30 November 2026, 14:56. Pay R 1 250.00 by EFT and upload your proof by then, or it is cancelled. https://shop.example.co.za/orders/ORD-2025-000123",
    );
    const counter = orderNewsSms({ ...common, event: "hold_reminder", until, totalCents: 125_000, counter: true });
    expect(counter).toContain("Collect it and pay R 1 250.00 at the counter by then, or it is cancelled.");
    for (const counterToo of [false, true]) {
      const text = orderNewsSms({
        ...long,
        event: "hold_reminder",
        until,
        totalCents: 987_654_321,
        counter: counterToo,
      });
      expect(smsLayout(text)).toMatchObject({ encoding: "gsm7" });
      expect(smsLayout(text).parts).toBeLessThanOrEqual(ORDER_SMS_MAX_PARTS);
    }
  });

  it("says the order is cancelled and why, in at most two GSM parts", () => {
    expect(orderNewsSms({ ...common, event: "hold_expired", until })).toBe(
      "Donkerhoek Farm Supplies: order ORD-2025-000123 is cancelled: we did not receive payment by 30 November 2026, 14:56. The items are back on sale. https://shop.example.co.za/orders/ORD-2025-000123",
    );
    const text = orderNewsSms({ ...long, event: "hold_expired", until });
    expect(smsLayout(text)).toMatchObject({ encoding: "gsm7" });
    expect(smsLayout(text).parts).toBeLessThanOrEqual(ORDER_SMS_MAX_PARTS);
  });
});

describe("order news SMS in Afrikaans (issue 49)", () => {
  const shops = [
    { ...common },
    {
      shopName: "Donkerhoek Boere-Kooperasie en Plaasvoorrade (Edms) Bpk, Tak Lichtenburg, Noord",
      orderNumber: "ORD-2025-000123",
      orderUrl: "https://winkel.donkerhoek-boere-kooperasie.co.za/orders/ORD-2025-000123",
    },
  ];
  const events = [
    { event: "order_placed", totalCents: 125_000, bank },
    { event: "order_placed", totalCents: 987_654_321, payAtCounter: true },
    { event: "eft_details", totalCents: 125_000, bank },
    { event: "proof_received" },
    { event: "payment_verified", totalCents: 125_000 },
    { event: "proof_rejected", reason: "The amount is R 100 short." },
    { event: "ready_for_pickup", hours: HOURS },
    { event: "ready_for_pickup", hours: HOURS, payAtCounterCents: 123_450 },
    { event: "shipped" },
    { event: "delivered" },
    { event: "collected" },
    { event: "hold_reminder", until: "30 November 2026, 14:56", totalCents: 125_000, counter: false },
    { event: "hold_reminder", until: "30 November 2026, 14:56", totalCents: 125_000, counter: true },
    { event: "hold_expired", until: "30 November 2026, 14:56" },
  ] as const;

  it("every event is GSM-7 and takes no more parts than the English one", () => {
    for (const shop of shops)
      for (const details of events) {
        const english = orderNewsSms({ ...shop, ...details } as Parameters<typeof orderNewsSms>[0]);
        const afrikaans = orderNewsSms({ ...shop, ...details, language: "af" } as Parameters<typeof orderNewsSms>[0]);
        expect(afrikaans, details.event).not.toBe(english);
        expect(smsLayout(afrikaans).encoding, afrikaans).toBe("gsm7");
        expect(smsLayout(afrikaans).parts, afrikaans).toBeLessThanOrEqual(smsLayout(english).parts);
      }
  });

  it("writes the amount with a decimal comma, the bank's short details and the hours in Afrikaans", () => {
    expect(orderNewsSms({ ...common, event: "order_placed", totalCents: 125_000, bank, language: "af" })).toBe(
      "Donkerhoek Farm Supplies: bestelling ORD-2025-000123 geplaas, R 1 250,00. Betaal met EFT: FNB rek 62001234567 tak 250655, verw ORD-2025-000123. Laai jou bewys op: https://shop.example.co.za/orders/ORD-2025-000123",
    );
    expect(shortStoreHours(HOURS, "af").slice(0, 2)).toEqual(["Ma-Vr 8:00-17:00", "Sa 8:00-13:00"]);
    expect(orderNewsSms({ ...common, event: "shipped", language: "af" })).toBe(
      "Donkerhoek Farm Supplies: bestelling ORD-2025-000123 is op pad na jou. https://shop.example.co.za/orders/ORD-2025-000123",
    );
  });
});
