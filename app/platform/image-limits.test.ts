import { MAX_IMAGE_PIXELS, withinPixelLimit } from "./image-limits";

describe("the pixel limit of uploaded pictures", () => {
  it("is sharp's own input limit", () => {
    expect(MAX_IMAGE_PIXELS).toBe(268_402_689);
  });

  it("takes a picture up to the limit and refuses one past it, or one of unknown size", () => {
    expect(withinPixelLimit({ width: 16_383, height: 16_383 })).toBe(true);
    expect(withinPixelLimit({ width: 4_000, height: 3_000 })).toBe(true);
    expect(withinPixelLimit({ width: 30_000, height: 30_000 })).toBe(false);
    expect(withinPixelLimit({ width: 16_384, height: 16_384 })).toBe(false);
    expect(withinPixelLimit({})).toBe(false);
  });
});
