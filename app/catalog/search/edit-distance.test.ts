import { allowedTypos, typoDistance } from "./edit-distance";

describe("allowedTypos", () => {
  it("allows none up to 3 letters, one for 4-7, two from 8", () => {
    expect([1, 3, 4, 7, 8, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("typoDistance", () => {
  it("counts one wrong, missing, extra or swapped letter as one", () => {
    expect(typoDistance("chiken", "chicken", 2)).toBe(1); // missing
    expect(typoDistance("chickken", "chicken", 2)).toBe(1); // extra
    expect(typoDistance("chocken", "chicken", 2)).toBe(1); // wrong
    expect(typoDistance("chikcen", "chicken", 2)).toBe(1); // swapped
    expect(typoDistance("chicken", "chicken", 2)).toBe(0);
  });
  it("counts two typos as two", () => {
    expect(typoDistance("fertlizer", "fertiliser", 2)).toBe(2);
    expect(typoDistance("chikn", "chicken", 2)).toBe(2);
  });
  it("stops at the limit", () => {
    expect(typoDistance("dog", "elephant", 2)).toBe(3);
    expect(typoDistance("abcdef", "uvwxyz", 1)).toBe(2);
    expect(typoDistance("feeder", "fodder", 1)).toBe(2);
  });
});
