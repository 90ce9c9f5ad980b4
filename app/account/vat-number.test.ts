import { normalizeVatNumber } from "./vat-number";

describe("normalizeVatNumber", () => {
  it("accepts 10 digits starting with 4, with spaces or dashes, and keeps the digits", () => {
    expect(normalizeVatNumber("4123456789")).toBe("4123456789");
    expect(normalizeVatNumber("4123 456 789")).toBe("4123456789");
    expect(normalizeVatNumber("412-345-6789")).toBe("4123456789");
  });

  it("refuses other lengths, other first digits and letters", () => {
    for (const value of ["412345678", "41234567890", "5123456789", "41234S6789", "", "VAT4123456789"]) {
      expect(normalizeVatNumber(value)).toBeNull();
    }
  });
});
