import { parseTags } from "./blog-tags";

describe("parseTags", () => {
  it("reads the stored JSON list", () => {
    expect(parseTags('["cattle", "winter", "licks"]')).toEqual(["cattle", "winter", "licks"]);
  });

  it("reads a comma-separated list", () => {
    expect(parseTags("cattle, winter ,licks")).toEqual(["cattle", "winter", "licks"]);
  });

  it("drops blanks, duplicates and values that are not text", () => {
    expect(parseTags('["a", " ", "a", 3, null, "b "]')).toEqual(["a", "b"]);
  });

  it("gives no tags for nothing or a JSON value that is not a list", () => {
    expect(parseTags(null)).toEqual([]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags("[]")).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual([]);
  });
});
