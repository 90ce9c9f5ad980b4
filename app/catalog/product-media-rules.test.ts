import { imageFileBase, reorder } from "./product-media-rules";

describe("image file names", () => {
  it("are a slug of the product name, a short id and a timestamp", () => {
    expect(imageFileBase("Crème Layer Mash 50 kg!", "a1b2c3", 1_700_000_000_000)).toBe(
      "creme-layer-mash-50-kg-a1b2c3-1700000000000",
    );
  });

  it("keep the slug to 80 characters and never leave it empty", () => {
    const base = imageFileBase("x".repeat(200), "id", 1);
    expect(base).toBe(`${"x".repeat(80)}-id-1`);
    expect(imageFileBase("!!!", "id", 1)).toBe("product-id-1");
  });
});

describe("image order", () => {
  const ids = ["a", "b", "c"];
  it("moves an image up, down or to the front", () => {
    expect(reorder(ids, "c", "up")).toEqual(["a", "c", "b"]);
    expect(reorder(ids, "a", "down")).toEqual(["b", "a", "c"]);
    expect(reorder(ids, "c", "first")).toEqual(["c", "a", "b"]);
  });

  it("leaves the order as it is at the ends, or for an image that is gone", () => {
    expect(reorder(ids, "a", "up")).toEqual(ids);
    expect(reorder(ids, "c", "down")).toEqual(ids);
    expect(reorder(ids, "zz", "up")).toEqual(ids);
  });
});
