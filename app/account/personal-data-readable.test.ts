import { describe, expect, it } from "vitest";
import { readableLabel, readableRows, readableValue } from "./personal-data-readable";

describe("the personal-data export read by a person", () => {
  it("shows amounts in rand and times in South African time", () => {
    expect(readableValue("totalCents", 75_990)).toBe("R\u00a0759.90");
    expect(readableValue("createdAt", "2026-11-30T12:56:00.000Z")).toBe("30 November 2026, 14:56");
    expect(readableValue("active", true)).toBe("Yes");
    expect(readableValue("notes", null)).toBe("(none)");
  });

  it("names fields in words", () => {
    expect(readableLabel("deliveryFeeCents")).toBe("Delivery fee");
    expect(readableLabel("createdAt")).toBe("Created at");
  });

  it("keeps nested records and lists as sections", () => {
    expect(
      readableRows({ orders: [{ orderNumber: "ORD-1", totalCents: 100 }], roles: [], account: { email: "a@b.co" } }),
    ).toEqual([
      {
        label: "Orders",
        rows: [
          [
            { label: "Order number", value: "ORD-1" },
            { label: "Total", value: "R\u00a01.00" },
          ],
        ],
      },
      { label: "Roles", value: "(none)" },
      { label: "Account", rows: [{ label: "E-mail", value: "a@b.co" }] },
    ]);
  });
});
