import {
  cartLoadType,
  deliveryDiscountCents,
  lineWeightKg,
  orderTotals,
  savedLocationAddress,
  savedLocationInputType,
} from "./checkout-rules";

describe("checkout rules", () => {
  it("weighs lines in kilograms from kg, g, l and ml sizes", () => {
    expect(lineWeightKg({ quantity: 2, size: 40, unit: "kg" })).toBe(80);
    expect(lineWeightKg({ quantity: 4, size: 500, unit: "g" })).toBe(2);
    expect(lineWeightKg({ quantity: 1, size: 5, unit: "l" })).toBe(5);
    expect(lineWeightKg({ quantity: 3, size: 250, unit: "ml" })).toBe(0.75);
    expect(lineWeightKg({ quantity: 1, size: 2, unit: "m" })).toBeNull();
    expect(lineWeightKg({ quantity: 1, size: null, unit: "kg" })).toBeNull();
  });

  it("bands the cart's weight into the calculator's load types", () => {
    expect(cartLoadType([{ quantity: 1, size: 49.9, unit: "kg" }])).toEqual({ loadType: "small", weightKg: 49.9 });
    expect(cartLoadType([{ quantity: 1, size: 50, unit: "kg" }]).loadType).toBe("medium");
    expect(cartLoadType([{ quantity: 5, size: 40, unit: "kg" }]).loadType).toBe("large");
    expect(cartLoadType([{ quantity: 10, size: 50, unit: "kg" }]).loadType).toBe("bulk");
    // Unknown weights add nothing; a cart with none known is the default, medium.
    expect(
      cartLoadType([
        { quantity: 2, size: 10, unit: "kg" },
        { quantity: 9, size: null, unit: null },
      ]),
    ).toEqual({
      loadType: "small",
      weightKg: 20,
    });
    expect(cartLoadType([{ quantity: 9, size: null, unit: null }])).toEqual({ loadType: "medium", weightKg: null });
  });

  it("takes a client's percentage off the delivery fee, in whole cents", () => {
    expect(deliveryDiscountCents(15_000, 10)).toBe(1_500);
    expect(deliveryDiscountCents(12_345, 12.5)).toBe(1_543);
    expect(deliveryDiscountCents(15_000, 0)).toBe(0);
    expect(deliveryDiscountCents(15_000, 150)).toBe(15_000);
  });

  it("adds up the order and finds the VAT inside the total", () => {
    expect(orderTotals({ subtotalCents: 100_000, shippingCents: 15_000, discountCents: 1_500 })).toEqual({
      subtotalCents: 100_000,
      shippingCents: 15_000,
      discountCents: 1_500,
      totalCents: 113_500,
      vatCents: 14_804,
    });
    // A discount never exceeds the delivery fee it comes off.
    expect(orderTotals({ subtotalCents: 1_000, shippingCents: 0, discountCents: 500 }).totalCents).toBe(1_000);
  });

  it("reads a saved location's terrain and address", () => {
    expect(savedLocationInputType({ address_line_1: "GPS -25.80000, 28.50000", city: "Rural Area" })).toBe(
      "coordinates",
    );
    expect(savedLocationInputType({ address_line_1: "12 Main Road", city: "Pretoria" })).toBe("address");
    expect(
      savedLocationAddress({
        address_line_1: "Plot 7",
        address_line_2: null,
        city: "Rayton",
        postal_code: "0000",
      }),
    ).toBe("Plot 7, Rayton");
  });
});
