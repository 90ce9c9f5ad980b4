import {
  addedQuantity,
  type CartItem,
  lastVisitSummary,
  lineProblem,
  MAX_LINE_QUANTITY,
  summariseCart,
  toCartLine,
} from "./cart-lines";

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: "p1",
    wsCode: "WS000001",
    name: "Layer Mash 50 kg",
    imageUrl: null,
    imageAlt: "Layer Mash 50 kg",
    quantity: 1,
    fromLastVisit: 0,
    isActive: true,
    stockAvailable: true,
    price: { incl_price_cents: 45_000, special_price_cents: null, is_special_discount: 0 },
    ...overrides,
  };
}

describe("a cart line", () => {
  it("costs the unit price times the quantity", () => {
    const line = toCartLine(item({ quantity: 3 }));
    expect(line.unitPriceCents).toBe(45_000);
    expect(line.lineTotalCents).toBe(135_000);
    expect(line.wasPriceCents).toBeNull();
    expect(line.problem).toBeNull();
  });

  it("uses the special price when the product is on special, and keeps the normal one to strike through", () => {
    const line = toCartLine(
      item({ quantity: 2, price: { incl_price_cents: 45_000, special_price_cents: 39_999, is_special_discount: 1 } }),
    );
    expect(line.unitPriceCents).toBe(39_999);
    expect(line.wasPriceCents).toBe(45_000);
    expect(line.lineTotalCents).toBe(79_998);
  });

  it("ignores a special price that is not flagged", () => {
    const line = toCartLine(
      item({ price: { incl_price_cents: 45_000, special_price_cents: 39_999, is_special_discount: 0 } }),
    );
    expect(line.unitPriceCents).toBe(45_000);
    expect(line.wasPriceCents).toBeNull();
  });

  it("is flagged when out of stock, and as no longer sold when the product is inactive", () => {
    expect(lineProblem({ isActive: true, stockAvailable: false })).toBe("out_of_stock");
    expect(lineProblem({ isActive: false, stockAvailable: true })).toBe("unavailable");
    expect(lineProblem({ isActive: false, stockAvailable: false })).toBe("unavailable");
    expect(lineProblem({ isActive: true, stockAvailable: true })).toBeNull();
  });
});

describe("the cart summary", () => {
  it("adds the lines and shows the 15% VAT the subtotal includes", () => {
    const summary = summariseCart([
      item({ productId: "a", quantity: 2 }),
      item({
        productId: "b",
        quantity: 1,
        price: { incl_price_cents: 11_500, special_price_cents: null, is_special_discount: 0 },
      }),
    ]);
    expect(summary.subtotalCents).toBe(101_500);
    // 101 500 x 15/115 = 13 239.13 cents, rounded to the cent.
    expect(summary.vatIncludedCents).toBe(13_239);
    expect(summary.countedItems).toBe(3);
    expect(summary.excludedLines).toBe(0);
    expect(summary.canCheckout).toBe(true);
  });

  it("leaves out-of-stock and inactive lines out of the subtotal but keeps them in the list", () => {
    const summary = summariseCart([
      item({ productId: "a", quantity: 2 }),
      item({ productId: "b", quantity: 5, stockAvailable: false }),
      item({ productId: "c", quantity: 1, isActive: false }),
    ]);
    expect(summary.lines.map((line) => [line.productId, line.problem])).toEqual([
      ["a", null],
      ["b", "out_of_stock"],
      ["c", "unavailable"],
    ]);
    expect(summary.subtotalCents).toBe(90_000);
    expect(summary.vatIncludedCents).toBe(11_739);
    expect(summary.countedItems).toBe(2);
    expect(summary.excludedLines).toBe(2);
    expect(summary.canCheckout).toBe(true);
  });

  it("cannot go to checkout when nothing in it can be bought", () => {
    const summary = summariseCart([item({ stockAvailable: false })]);
    expect(summary.subtotalCents).toBe(0);
    expect(summary.vatIncludedCents).toBe(0);
    expect(summary.canCheckout).toBe(false);
  });

  it("is empty and zero for an empty cart", () => {
    expect(summariseCart([])).toEqual({
      lines: [],
      subtotalCents: 0,
      vatIncludedCents: 0,
      countedItems: 0,
      excludedLines: 0,
      canCheckout: false,
    });
  });
});

describe("adding to a quantity already in the cart", () => {
  it("sums, up to the most one line holds", () => {
    expect(addedQuantity(2, 3)).toBe(5);
    expect(addedQuantity(990, 20)).toBe(MAX_LINE_QUANTITY);
    expect(addedQuantity(MAX_LINE_QUANTITY, 1)).toBe(MAX_LINE_QUANTITY);
  });
});

describe("what came from the last visit", () => {
  it("is nothing when no line is marked", () => {
    expect(lastVisitSummary(summariseCart([item({ quantity: 2 })]))).toBeNull();
  });

  it("lists the marked quantities with what they add, and the total before and after (the issue's saddle)", () => {
    const bag = item({
      productId: "bag",
      name: "Dog Food 20 kg",
      price: { incl_price_cents: 23_995, special_price_cents: null, is_special_discount: 0 },
    });
    const saddle = item({
      productId: "saddle",
      name: "Saddle",
      fromLastVisit: 1,
      price: { incl_price_cents: 600_000, special_price_cents: null, is_special_discount: 0 },
    });
    const summary = lastVisitSummary(summariseCart([bag, saddle]));
    expect(summary).toEqual({
      items: [{ productId: "saddle", name: "Saddle", quantity: 1, amountCents: 600_000, problem: null }],
      itemCount: 1,
      totalBeforeCents: 23_995,
      totalNowCents: 623_995,
    });
  });

  it("counts only the marked part of a line both visits held, and nothing for a line not in the total", () => {
    const summary = lastVisitSummary(
      summariseCart([
        item({ productId: "both", quantity: 3, fromLastVisit: 2 }),
        item({ productId: "gone", quantity: 1, fromLastVisit: 1, stockAvailable: false }),
      ]),
    );
    expect(summary?.items.map((one) => [one.productId, one.quantity, one.amountCents, one.problem])).toEqual([
      ["both", 2, 90_000, null],
      ["gone", 1, 0, "out_of_stock"],
    ]);
    expect(summary?.itemCount).toBe(3);
    expect(summary?.totalNowCents).toBe(135_000);
    expect(summary?.totalBeforeCents).toBe(45_000);
  });
});
