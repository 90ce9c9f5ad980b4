import { formatClientCode } from "./client-code";

describe("formatClientCode", () => {
  it.each([
    [1, "CL-000001"],
    [2, "CL-000002"],
    [124, "CL-000124"],
    [999_999, "CL-999999"],
  ])("formats %i as %s", (sequence, code) => {
    expect(formatClientCode(sequence)).toBe(code);
  });

  it("keeps counting past six digits instead of wrapping", () => {
    expect(formatClientCode(1_000_000)).toBe("CL-1000000");
  });

  it.each([0, -3, 1.5, Number.NaN])("refuses %d", (sequence) => {
    expect(() => formatClientCode(sequence)).toThrow(RangeError);
  });
});
