import { formatQuantity, isInStock, stockBadge } from "./stock-status";

describe("stock badges at the spec's thresholds", () => {
  it("is out of stock at 0 or less", () => {
    expect(stockBadge(0)).toEqual({ kind: "out", label: "Out of Stock" });
    expect(stockBadge(-2)).toEqual({ kind: "out", label: "Out of Stock" });
    expect(isInStock(0)).toBe(false);
  });

  it("is low from just above 0 up to 10, and in stock above 10", () => {
    expect(stockBadge(1)).toEqual({ kind: "low", label: "Low Stock (1)" });
    expect(stockBadge(0.5)).toEqual({ kind: "low", label: "Low Stock (0.5)" });
    expect(stockBadge(10)).toEqual({ kind: "low", label: "Low Stock (10)" });
    expect(stockBadge(10.01)).toEqual({ kind: "in", label: "In Stock (10.01)" });
    expect(stockBadge(240)).toEqual({ kind: "in", label: "In Stock (240)" });
  });

  it("shows quantities without trailing zeros", () => {
    expect(formatQuantity(12)).toBe("12");
    expect(formatQuantity(2.5)).toBe("2.5");
    expect(formatQuantity(0.1 + 0.2)).toBe("0.3");
  });
});
