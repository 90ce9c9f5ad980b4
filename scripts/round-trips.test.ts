import { roundTripsBeyondFirst } from "./round-trips";

describe("roundTripsBeyondFirst", () => {
  it("is none for a page that asked for nothing after its document", () => {
    expect(roundTripsBeyondFirst([], 2000)).toBe(0);
  });

  it("counts requests sent together as one round trip", () => {
    expect(roundTripsBeyondFirst([2100, 2105, 2150, 2400], 2000)).toBe(1);
  });

  it("counts each wave sent after an earlier answer, in any order", () => {
    // Six images at once, then the next six when the first answers arrive (HTTP/1.1's six connections).
    const firstWave = [2100, 2101, 2102, 2103, 2104, 2105];
    const secondWave = [4300, 4301, 4302, 4303, 4350, 4390];
    expect(roundTripsBeyondFirst([...secondWave, ...firstWave], 2000)).toBe(2);
  });

  it("starts a new wave half a round trip after the last one began", () => {
    expect(roundTripsBeyondFirst([0, 999], 2000)).toBe(1);
    expect(roundTripsBeyondFirst([0, 1000], 2000)).toBe(2);
  });
});
