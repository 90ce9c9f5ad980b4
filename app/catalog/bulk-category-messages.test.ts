import { stoppedDescription } from "./bulk-category-messages";

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
