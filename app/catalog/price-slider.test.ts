import { sliderBounds } from "./price-slider";

describe("the price slider's bounds", () => {
  it("reaches the dearest product: R 169 to R 450 in steps of 10 runs 160 to 450", () => {
    const bounds = sliderBounds({ min: 169, max: 450 });
    expect(bounds).toEqual({ min: 160, max: 450, step: 10 });
    // Every stop of the slider is min + k * step: the top stop is the maximum itself.
    expect((bounds.max - bounds.min) % bounds.step).toBe(0);
  });

  it("moves an awkward top out to the next step", () => {
    expect(sliderBounds({ min: 3, max: 455 })).toEqual({ min: 0, max: 460, step: 10 });
  });

  it("keeps rand steps for a narrow range", () => {
    expect(sliderBounds({ min: 89, max: 145 })).toEqual({ min: 89, max: 145, step: 1 });
  });
});
