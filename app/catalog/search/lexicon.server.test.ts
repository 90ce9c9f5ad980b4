import { closestWord, synonymMap } from "./lexicon.server";

describe("synonymMap", () => {
  it("lets each word of a two-way set find the others, and one-way words their targets only", () => {
    const map = synonymMap([
      { kind: "two_way", words: "hoender, Chicken", targets: "" },
      { kind: "one_way", words: "livestock", targets: "cattle, sheep" },
    ]);
    expect(map.get("hoender")).toEqual(["hoender", "chicken"]);
    expect(map.get("chicken")).toEqual(["chicken", "hoender"]);
    expect(map.get("livestock")).toEqual(["livestock", "cattle", "sheep"]);
    expect(map.get("cattle")).toBeUndefined();
  });
});

describe("closestWord", () => {
  const words = new Map([
    ["chicken", 7],
    ["chickens", 1],
    ["coat", 3],
    ["cat", 9],
    ["wheelbarrow", 2],
  ]);
  const byLength = new Map<number, string[]>();
  for (const word of words.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  const snapshot = { words, byLength };

  it("finds the word within the typos allowed, the more common on a tie", () => {
    expect(closestWord(snapshot, "chiken", 1)).toBe("chicken");
    expect(closestWord(snapshot, "whelbarow", 2)).toBe("wheelbarrow");
  });
  it("finds nothing beyond the limit, for a known word, or a short candidate", () => {
    expect(closestWord(snapshot, "chkn", 1)).toBeNull();
    expect(closestWord(snapshot, "chicken", 1)).toBeNull();
    expect(closestWord(snapshot, "cot", 0)).toBeNull();
    // "cat" is more common, but a 3-letter word allows no typo, so "caat" is "coat".
    expect(closestWord(snapshot, "caat", 1)).toBe("coat");
    expect(closestWord(snapshot, "ct", 1)).toBeNull();
  });
});
