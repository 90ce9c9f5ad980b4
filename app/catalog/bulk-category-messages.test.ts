import { runSummary, stoppedDescription } from "./bulk-category-messages";

describe("a stopped bulk assignment's message", () => {
  it("names the last product filed", () => {
    expect(stoppedDescription({ current_product: "WS000012", processed: 12, total: 40 })).toBe(
      "Stopped after WS000012: 12 of 40 processed.",
    );
  });

  it("says so when Stop came before the first product, rather than leaving the code blank", () => {
    expect(stoppedDescription({ current_product: null, processed: 0, total: 40 })).toBe(
      "Stopped before the first product: 0 of 40 processed.",
    );
  });
});

describe("an applied run's summary", () => {
  it("calls a product the rule was not sure of not filed, never failed", () => {
    const summary = runSummary({ processed: 2889, successful: 2800, not_filed: 89, left_alone: 0 });
    expect(summary).toBe("2889 processed: 2800 filed, 89 not filed.");
    expect(summary).not.toMatch(/fail/i);
  });

  it("names the products left alone because someone re-filed them since the check", () => {
    expect(runSummary({ processed: 3, successful: 1, not_filed: 1, left_alone: 1 })).toBe(
      "3 processed: 1 filed, 1 not filed, 1 left alone (changed since the check).",
    );
  });
});
