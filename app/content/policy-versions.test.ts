import { nextVersion, versionLabel, versionNumber } from "./policy-versions";

describe("policy versions", () => {
  it("reads the whole number of a stored version, 1 when there is none", () => {
    expect(versionNumber("1.0")).toBe(1);
    expect(versionNumber("3.0")).toBe(3);
    expect(versionNumber("2.5")).toBe(2);
    expect(versionNumber("")).toBe(1);
    expect(versionNumber("draft")).toBe(1);
    expect(versionNumber(null)).toBe(1);
  });

  it("numbers the next version one higher, as 2.0, 3.0...", () => {
    expect(nextVersion("1.0")).toEqual({ number: 2, label: "2.0" });
    expect(nextVersion("9.0")).toEqual({ number: 10, label: "10.0" });
    expect(versionLabel(4)).toBe("4.0");
  });
});
