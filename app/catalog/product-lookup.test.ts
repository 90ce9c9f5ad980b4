import { canonicalProductPath, canonicalRedirect, productLookup } from "./product-lookup";

describe("product lookup", () => {
  it("looks a UUID up by id, in lower case", () => {
    expect(productLookup("0b6f2c9e-3d4a-4f1b-9c2d-7e8f9a0b1c2d")).toEqual({
      by: "id",
      id: "0b6f2c9e-3d4a-4f1b-9c2d-7e8f9a0b1c2d",
    });
    expect(productLookup("0B6F2C9E-3D4A-4F1B-9C2D-7E8F9A0B1C2D")).toEqual({
      by: "id",
      id: "0b6f2c9e-3d4a-4f1b-9c2d-7e8f9a0b1c2d",
    });
  });

  it("looks anything else up by ws_code", () => {
    expect(productLookup("WS000012")).toEqual({ by: "ws_code", wsCode: "WS000012" });
    expect(productLookup("ws000012")).toEqual({ by: "ws_code", wsCode: "ws000012" });
    expect(productLookup(" WS000012 ")).toEqual({ by: "ws_code", wsCode: "WS000012" });
    // Almost a UUID is not one.
    expect(productLookup("0b6f2c9e-3d4a-4f1b-9c2d-7e8f9a0b1c2")).toEqual({
      by: "ws_code",
      wsCode: "0b6f2c9e-3d4a-4f1b-9c2d-7e8f9a0b1c2",
    });
  });

  it("finds nothing for an empty or absurdly long value", () => {
    expect(productLookup("")).toBeNull();
    expect(productLookup("   ")).toBeNull();
    expect(productLookup(undefined)).toBeNull();
    expect(productLookup(null)).toBeNull();
    expect(productLookup("W".repeat(65))).toBeNull();
  });
});

describe("canonical address", () => {
  it("is /product/{ws_code}", () => {
    expect(canonicalProductPath("WS000012")).toBe("/product/WS000012");
  });

  it("redirects any other address there, keeping the query string", () => {
    const wsCode = "WS000012";
    expect(canonicalRedirect(new URL("http://shop/product/WS000012"), wsCode)).toBeNull();
    expect(canonicalRedirect(new URL("http://shop/product/WS000012?includeInactive=true"), wsCode)).toBeNull();
    expect(canonicalRedirect(new URL("http://shop/product/ws000012"), wsCode)).toBe("/product/WS000012");
    expect(canonicalRedirect(new URL("http://shop/products/abc?includeInactive=true&x=1"), wsCode)).toBe(
      "/product/WS000012?includeInactive=true&x=1",
    );
  });
});
