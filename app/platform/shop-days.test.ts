import { describe, expect, it } from "vitest";
import { isShopDay, shopDateTime, shopDayEnd, shopDayOf, shopDayStart } from "./shop-days";

describe("shop days (SAST)", () => {
  it("accepts real days only", () => {
    expect(isShopDay("2026-03-01")).toBe(true);
    expect(isShopDay("2028-02-29")).toBe(true);
    expect(isShopDay("2026-02-30")).toBe(false);
    expect(isShopDay("2026-3-1")).toBe(false);
    expect(isShopDay("yesterday")).toBe(false);
    expect(isShopDay("")).toBe(false);
  });

  it("starts a day at midnight in Pretoria, two hours before midnight UTC", () => {
    expect(shopDayStart("2026-03-01")).toBe("2026-02-28T22:00:00.000Z");
    expect(shopDayEnd("2026-03-01")).toBe("2026-03-01T22:00:00.000Z");
    expect(shopDayEnd("2026-12-31")).toBe("2026-12-31T22:00:00.000Z");
  });

  it("puts a late-evening UTC instant on the next shop day", () => {
    expect(shopDayOf("2026-02-28T21:59:59.000Z")).toBe("2026-02-28");
    expect(shopDayOf("2026-02-28T22:00:00.000Z")).toBe("2026-03-01");
    expect(shopDateTime("2026-02-28T22:15:00.000Z")).toBe("2026-03-01 00:15");
  });
});
