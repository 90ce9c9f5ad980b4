import { appendLogLine, logLine, TEST_LOG_LINE_LENGTH, TEST_LOG_LINES } from "./test-log";

describe("the test page's log", () => {
  it("stamps a line with the time in South Africa", () => {
    expect(logLine(new Date("2026-03-02T12:03:22Z"), "Simple Form", "10.5 km, 4 options")).toBe(
      "14:03:22 Simple Form: 10.5 km, 4 options",
    );
  });

  it("cuts long lines so twenty fit in a cookie", () => {
    const line = logLine(new Date(), "Full Page", "x".repeat(500));
    expect(line).toHaveLength(TEST_LOG_LINE_LENGTH);
    expect(line.endsWith("…")).toBe(true);
  });

  it("keeps the last 20 lines, oldest first", () => {
    let lines: string[] = [];
    for (let n = 1; n <= 25; n += 1) lines = appendLogLine(lines, `line ${n}`);
    expect(lines).toHaveLength(TEST_LOG_LINES);
    expect(lines[0]).toBe("line 6");
    expect(lines.at(-1)).toBe("line 25");
  });
});
