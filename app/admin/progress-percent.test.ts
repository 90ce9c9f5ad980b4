import { percentDone, shownPercent } from "./progress-percent";

describe("the progress bars' percentage", () => {
  it("shows 100 only when every step is done", () => {
    expect(percentDone(199, 200)).toBe(99);
    expect(percentDone(999, 1000)).toBe(99);
    expect(percentDone(200, 200)).toBe(100);
    expect(percentDone(0, 0)).toBe(100);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(2, 3)).toBe(66);
  });

  it("draws a whole percentage rounded down, never past 0 to 100", () => {
    expect(shownPercent(99.6)).toBe(99);
    expect(shownPercent(100)).toBe(100);
    expect(shownPercent(120)).toBe(100);
    expect(shownPercent(-3)).toBe(0);
  });
});
