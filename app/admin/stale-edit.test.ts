import { isStale, staleEditMessage } from "./stale-edit";

describe("stale edits", () => {
  it("is stale when the row changed after the form was opened, or the form carries no version", () => {
    expect(isStale("2026-11-20T08:00:00.000Z", "2026-11-20T08:00:00.000Z")).toBe(false);
    expect(isStale("2026-11-20T08:00:00.000Z", "2026-11-20T08:05:00.000Z")).toBe(true);
    expect(isStale("", "2026-11-20T08:05:00.000Z")).toBe(true);
    expect(isStale(undefined, "2026-11-20T08:05:00.000Z")).toBe(true);
  });

  it("says who changed it and when, and that nothing was saved", () => {
    const message = staleEditMessage({ by: "thandi@example.com", at: "2026-11-20T08:05:00.000Z" });
    expect(message).toContain("changed by thandi@example.com at Nov 20, 2026 10:05");
    expect(message).toContain("Nothing was saved");
    expect(staleEditMessage({ by: null, at: "2026-11-20T08:05:00.000Z" })).toContain("changed by someone else");
  });
});
