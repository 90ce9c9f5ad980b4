import { vatIncludedCents } from "~/catalog/pricing";
import {
  addressLinesOf,
  invoiceDateFor,
  invoiceLines,
  invoiceNumberFor,
  invoiceTotals,
  packingLines,
  unitCount,
  vatInInclusive,
} from "./tax-invoice";

const items = [
  {
    id: "a",
    wsCode: "WS000123",
    productName: "Dairy Meal 50kg",
    quantity: 2,
    unitPriceCents: 32_500,
    lineTotalCents: 65_000,
  },
  {
    id: "b",
    wsCode: "WS000456",
    productName: "Lucerne bale",
    quantity: 3,
    unitPriceCents: 12_000,
    lineTotalCents: 36_000,
  },
];

describe("invoice numbers", () => {
  it("follow the order number: ORD-2026-000123 is INV-2026-000123", () => {
    expect(invoiceNumberFor("ORD-2026-000123")).toBe("INV-2026-000123");
    expect(invoiceNumberFor("ord-2026-000123 ")).toBe("INV-2026-000123");
  });

  it("keep every digit of a longer sequence (no leading zeros lost)", () => {
    expect(invoiceNumberFor("ORD-1999-000012345")).toBe("INV-1999-000012345");
    expect(invoiceNumberFor("ORD-2027-1234567")).toBe("INV-2027-1234567");
  });

  it("give an order number in any other form its text behind INV-", () => {
    expect(invoiceNumberFor("web-42")).toBe("INV-WEB-42");
  });
});

describe("the invoice date", () => {
  const placed = "2026-03-01T08:00:00.000Z";
  const verified = "2026-03-04T10:30:00.000Z";

  it("is the day the payment was received for a paid order", () => {
    expect(invoiceDateFor({ createdAt: placed, paymentStatus: "paid", paidAt: verified })).toEqual({
      date: verified,
      basis: "payment",
    });
    expect(invoiceDateFor({ createdAt: placed, paymentStatus: "refunded", paidAt: verified }).basis).toBe("payment");
  });

  it("is the order date while unpaid, or when the payment's date is unknown", () => {
    for (const paymentStatus of ["pending_payment", "proof_uploaded", "payment_failed"])
      expect(invoiceDateFor({ createdAt: placed, paymentStatus, paidAt: verified })).toEqual({
        date: placed,
        basis: "order",
      });
    expect(invoiceDateFor({ createdAt: placed, paymentStatus: "paid", paidAt: null })).toEqual({
      date: placed,
      basis: "order",
    });
  });
});

describe("the figures", () => {
  it("lists each line with code, description, quantity, unit price and line total incl. VAT", () => {
    expect(invoiceLines(items)).toEqual([
      {
        id: "a",
        code: "WS000123",
        description: "Dairy Meal 50kg",
        quantity: 2,
        unitPriceInclCents: 32_500,
        lineTotalInclCents: 65_000,
      },
      {
        id: "b",
        code: "WS000456",
        description: "Lucerne bale",
        quantity: 3,
        unitPriceInclCents: 12_000,
        lineTotalInclCents: 36_000,
      },
    ]);
  });

  it("takes the total and VAT from the order, and the excl. VAT total adds up to the cent", () => {
    const totalCents = 101_000 + 15_000 - 5_000;
    const totals = invoiceTotals({
      subtotalCents: 101_000,
      shippingCents: 15_000,
      discountCents: 5_000,
      totalCents,
      vatCents: vatIncludedCents(totalCents),
    });
    expect(totals).toEqual({
      subtotalCents: 101_000,
      deliveryCents: 15_000,
      discountCents: 5_000,
      totalInclVatCents: 111_000,
      vatCents: 14_478,
      totalExclVatCents: 96_522,
    });
    expect(totals.vatCents + totals.totalExclVatCents).toBe(totals.totalInclVatCents);
  });

  it("computes VAT as 15/115 of an inclusive amount, as checkout does", () => {
    expect(vatInInclusive(11_500)).toBe(1_500);
    expect(vatInInclusive(100)).toBe(13);
    for (const cents of [0, 1, 99, 12_345, 111_000, 9_999_999])
      expect(vatInInclusive(cents)).toBe(vatIncludedCents(cents));
  });

  it("gives the packing slip codes and quantities without prices", () => {
    const lines = packingLines(items);
    expect(lines).toEqual([
      { id: "a", code: "WS000123", description: "Dairy Meal 50kg", quantity: 2 },
      { id: "b", code: "WS000456", description: "Lucerne bale", quantity: 3 },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/price|total|cents/i);
    expect(unitCount(lines)).toBe(5);
  });

  it("writes a saved location as address lines, leaving blank parts out", () => {
    expect(
      addressLinesOf({
        address_line_1: "12 Kerk Street",
        address_line_2: " ",
        city: "Bronkhorstspruit",
        province: "Gauteng",
        postal_code: "1020",
      }),
    ).toEqual(["12 Kerk Street", "Bronkhorstspruit 1020", "Gauteng"]);
  });
});
