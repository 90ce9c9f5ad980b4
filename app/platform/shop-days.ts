/**
 * Days as the shop counts them: in South Africa (SAST, UTC+2 all year, no daylight saving),
 * while the database keeps UTC timestamps. A staff member who asks for the orders of 1 March
 * means from midnight in Pretoria, not midnight in Greenwich.
 */
const SAST_OFFSET = "+02:00";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Is this a real calendar day written YYYY-MM-DD (not 2026-02-30)? */
export function isShopDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC instant a shop day starts. */
export function shopDayStart(day: string): string {
  return new Date(`${day}T00:00:00${SAST_OFFSET}`).toISOString();
}

/** The UTC instant the day after a shop day starts (the end of a range, exclusive). */
export function shopDayEnd(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return shopDayStart(next.toISOString().slice(0, 10));
}

/** The shop day an instant falls on, YYYY-MM-DD. */
export function shopDayOf(instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return new Date(date.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** "2026-03-01 08:15": an instant in SAST as a spreadsheet reads a date and time. */
export function shopDateTime(instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return new Date(date.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 16).replace("T", " ");
}
