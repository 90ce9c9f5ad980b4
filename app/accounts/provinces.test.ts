import { isSouthAfricanProvince, SOUTH_AFRICAN_PROVINCES } from "./provinces";

describe("South African provinces", () => {
  it("lists the nine provinces once each, sorted", () => {
    expect(SOUTH_AFRICAN_PROVINCES).toHaveLength(9);
    expect(new Set(SOUTH_AFRICAN_PROVINCES).size).toBe(9);
    expect([...SOUTH_AFRICAN_PROVINCES].sort()).toEqual([...SOUTH_AFRICAN_PROVINCES]);
    expect(SOUTH_AFRICAN_PROVINCES).toContain("Gauteng");
    expect(SOUTH_AFRICAN_PROVINCES).toContain("KwaZulu-Natal");
  });

  it("recognises a province only by its exact name", () => {
    expect(isSouthAfricanProvince("Gauteng")).toBe(true);
    expect(isSouthAfricanProvince("North West")).toBe(true);
    expect(isSouthAfricanProvince("gauteng")).toBe(false);
    expect(isSouthAfricanProvince("Transvaal")).toBe(false);
    expect(isSouthAfricanProvince("Unknown")).toBe(false);
  });
});
