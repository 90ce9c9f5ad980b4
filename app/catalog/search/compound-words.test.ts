import { numberAndUnit, splitCompound } from "./compound-words";

const words = new Set([
  "hoender",
  "voer",
  "perde",
  "hond",
  "honde",
  "kos",
  "skaap",
  "dip",
  "dog",
  "food",
  "vark",
  "bak",
  "drink",
]);
const known = (word: string) => words.has(word);

describe("splitCompound", () => {
  it("splits an Afrikaans compound into known parts", () => {
    expect(splitCompound("hoendervoer", known)).toEqual(["hoender", "voer"]);
    expect(splitCompound("perdevoer", known)).toEqual(["perde", "voer"]);
    expect(splitCompound("hondekos", known)).toEqual(["honde", "kos"]);
    expect(splitCompound("dogfood", known)).toEqual(["dog", "food"]);
  });
  it("drops a linking -s- or -e- when the part without it is the known word", () => {
    expect(splitCompound("varkensvoer", known)).toEqual(["vark", "voer"]);
    expect(splitCompound("skaapsdip", known)).toEqual(["skaap", "dip"]);
  });
  it("splits into three parts", () => {
    expect(splitCompound("hoendervoerbak", known)).toEqual(["hoender", "voer", "bak"]);
  });
  it("gives null when a part is unknown or too short", () => {
    expect(splitCompound("hoenderxyz", known)).toBeNull();
    expect(splitCompound("chiken", known)).toBeNull();
  });
});

describe("numberAndUnit", () => {
  it("splits digits from letters", () => {
    expect(numberAndUnit("25kg")).toEqual(["25", "kg"]);
    expect(numberAndUnit("kg")).toBeNull();
    expect(numberAndUnit("500")).toBeNull();
  });
});
