import { coordinateText, deliveryHref } from "./delivery-url";

describe("delivery page addresses", () => {
  it("puts the state in a fixed order and leaves out what is empty", () => {
    expect(
      deliveryHref("/delivery", { method: "load", lat: "-25.742", lng: "28.5347", label: "", calculate: "1" }),
    ).toBe("/delivery?lat=-25.742&lng=28.5347&calculate=1&method=load");
    expect(deliveryHref("/delivery", {})).toBe("/delivery");
  });

  it("encodes labels and keeps the test page's tab", () => {
    expect(deliveryHref("/test-delivery", { tab: "full", label: "Kempton Park & Co" })).toBe(
      "/test-delivery?tab=full&label=Kempton+Park+%26+Co",
    );
  });

  it("writes coordinates with at most six decimals", () => {
    expect(coordinateText(-25.742)).toBe("-25.742");
    expect(coordinateText(28.123456789)).toBe("28.123457");
  });
});
