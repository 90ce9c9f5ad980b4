import { readTimeLabel, readTimeMinutes } from "./read-time";

describe("readTimeMinutes", () => {
  it("counts 200 words a minute, rounding up", () => {
    expect(readTimeMinutes(Array.from({ length: 200 }, () => "word").join(" "))).toBe(1);
    expect(readTimeMinutes(Array.from({ length: 201 }, () => "word").join(" "))).toBe(2);
    expect(readTimeMinutes(Array.from({ length: 1000 }, () => "word").join("\n"))).toBe(5);
  });

  it("is at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("Short.")).toBe(1);
  });

  it("does not count Markdown marks as words", () => {
    const words = Array.from({ length: 200 }, () => "word").join(" ");
    expect(readTimeMinutes(`## ${words}\n\n- * > ---`)).toBe(1);
  });
});

describe("readTimeLabel", () => {
  it("reads 'n min read'", () => {
    expect(readTimeLabel(5)).toBe("5 min read");
    expect(readTimeLabel(1)).toBe("1 min read");
    expect(readTimeLabel(0)).toBe("1 min read");
  });
});
