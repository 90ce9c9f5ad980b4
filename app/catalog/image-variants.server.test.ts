import { webpQuality } from "./image-variants.server";

describe("the quality of a picture's WebP variant", () => {
  it("is 70 for the phone widths, 360 px included, and 78 for the larger ones", () => {
    expect(([160, 320, 360] as const).map((width) => webpQuality(width))).toEqual([70, 70, 70]);
    expect(([480, 800] as const).map((width) => webpQuality(width))).toEqual([78, 78]);
  });
});
