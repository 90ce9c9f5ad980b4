import { spellingVariants } from "./spelling-variants";

describe("spellingVariants", () => {
  it("gives the other spelling of -ise/-ize words both ways", () => {
    expect(spellingVariants("fertilizer")).toEqual(["fertiliser"]);
    expect(spellingVariants("fertiliser")).toEqual(["fertilizer"]);
    expect(spellingVariants("fertilizers")).toEqual(["fertilisers"]);
    expect(spellingVariants("energiser")).toEqual(["energizer"]);
    expect(spellingVariants("sterilized")).toEqual(["sterilised"]);
  });
  it("knows -our/-or, -tre/-ter and whole-word pairs", () => {
    expect(spellingVariants("colour")).toEqual(["color"]);
    expect(spellingVariants("color")).toEqual(["colour"]);
    expect(spellingVariants("litre")).toEqual(["liter"]);
    expect(spellingVariants("liters")).toEqual(["litres"]);
    expect(spellingVariants("gray")).toEqual(["grey"]);
    expect(spellingVariants("aluminum")).toEqual(["aluminium"]);
    expect(spellingVariants("mold")).toEqual(["mould"]);
  });
  it("leaves alone words that only look like a spelling", () => {
    for (const word of [
      "four",
      "hour",
      "for",
      "dog",
      "water",
      "litter",
      "starter",
      "rise",
      "size",
      "motor",
      "tractor",
    ]) {
      expect(spellingVariants(word)).toEqual([]);
    }
  });
  it("gives nothing for short words and codes", () => {
    expect(spellingVariants("or")).toEqual([]);
    expect(spellingVariants("ws000123")).toEqual([]);
  });
});
