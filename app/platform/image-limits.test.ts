import { MAX_IMAGE_PIXELS, tooManyPixelsText, withinPixelLimit } from "./image-limits";

describe("the pixel limit of uploaded pictures", () => {
  it("is 24 megapixels: a 6000 × 4000 camera photo", () => {
    expect(MAX_IMAGE_PIXELS).toBe(24_000_000);
  });

  it("takes a picture up to the limit and refuses one past it, or one of unknown size", () => {
    expect(withinPixelLimit({ width: 6_000, height: 4_000 })).toBe(true);
    expect(withinPixelLimit({ width: 4_000, height: 3_000 })).toBe(true);
    expect(withinPixelLimit({ width: 6_001, height: 4_000 })).toBe(false);
    expect(withinPixelLimit({ width: 30_000, height: 30_000 })).toBe(false);
    expect(withinPixelLimit({ width: 16_383, height: 16_383 })).toBe(false);
    expect(withinPixelLimit({})).toBe(false);
  });

  it("says how large the picture was and what to send instead", () => {
    expect(tooManyPixelsText({ width: 30_000, height: 30_000 })).toBe(
      "This picture is too large: 30000 × 30000 pixels. Please select one of at most 24 megapixels (for example 6000 × 4000).",
    );
  });
});
