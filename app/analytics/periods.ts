/**
 * The periods a sales report is cut into: days, weeks (Monday to Sunday) or months, in shop days
 * (SAST). Plain functions: the report asks the database for totals per period key and fills the
 * periods with no orders with zeros from here, so a chart never skips a quiet week.
 */
export const GROUPINGS = ["day", "week", "month"] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** The longest report: a little over two years of days. */
export const MAX_REPORT_DAYS = 800;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday of the week that holds a day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The key of the period a shop day falls in: the day, its week's Monday, or YYYY-MM. */
export function periodKey(day: string, by: Grouping): string {
  if (by === "day") return day;
  if (by === "week") return mondayOf(day);
  return day.slice(0, 7);
}

/** Every period key from one day to another, in order. */
export function periodKeys(from: string, to: string, by: Grouping): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodKey(day, by);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "24 Nov", "Week of 23 Nov", "Nov 2026": a period as the chart and table name it. */
export function periodLabel(key: string, by: Grouping): string {
  const month = MONTHS[Number(key.slice(5, 7)) - 1] ?? key.slice(5, 7);
  if (by === "month") return `${month} ${key.slice(0, 4)}`;
  const day = `${Number(key.slice(8, 10))} ${month}`;
  return by === "week" ? `Week of ${day}` : day;
}

/** The number of days from one day to another, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The default report: the last 30 days up to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -29), to: today };
}
