/** The test page keeps the last 20 log lines (accounts spec, section 9). */
export const TEST_LOG_LINES = 20;
/** Each line is cut to this: twenty of them must fit in one cookie (4 KB with its encoding). */
export const TEST_LOG_LINE_LENGTH = 120;

const timeFormat = new Intl.DateTimeFormat("en-ZA", {
  timeZone: "Africa/Johannesburg",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** "14:03:22 Full Page: ...", in South African time, cut to the line length. */
export function logLine(at: Date, source: string, text: string): string {
  const line = `${timeFormat.format(at)} ${source}: ${text}`.replace(/\s+/g, " ");
  return line.length > TEST_LOG_LINE_LENGTH ? `${line.slice(0, TEST_LOG_LINE_LENGTH - 1)}…` : line;
}

/** The lines with `line` added, only the last 20 kept, oldest first. */
export function appendLogLine(lines: readonly string[], line: string): string[] {
  return [...lines, line].slice(-TEST_LOG_LINES);
}
