import { nowAfter } from "./db.server";

describe("nowAfter", () => {
  it("is now when the previous version is older", () => {
    const before = Date.now();
    const next = Date.parse(nowAfter("2020-01-01T00:00:00.000Z"));
    expect(next).toBeGreaterThanOrEqual(before);
  });

  it("is a millisecond after a previous version from this same millisecond or the future", () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(nowAfter(future)).toBe(new Date(Date.parse(future) + 1).toISOString());
  });

  it("is now without a previous version", () => {
    expect(Date.parse(nowAfter(null))).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(nowAfter("not a date"))).toBeGreaterThan(0);
  });
});
