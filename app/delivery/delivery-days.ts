/**
 * Delivery days (storefront spec: no deliveries on weekends or public holidays). South Africa's
 * public holidays under the Public Holidays Act: a holiday on a Sunday moves to the Monday.
 */
export type CalendarDay = { year: number; month: number; day: number };

const FIXED_HOLIDAYS: ReadonlyArray<[month: number, day: number, name: string]> = [
  [1, 1, "New Year's Day"],
  [3, 21, "Human Rights Day"],
  [4, 27, "Freedom Day"],
  [5, 1, "Workers' Day"],
  [6, 16, "Youth Day"],
  [8, 9, "National Women's Day"],
  [9, 24, "Heritage Day"],
  [12, 16, "Day of Reconciliation"],
  [12, 25, "Christmas Day"],
  [12, 26, "Day of Goodwill"],
];

function utc(day: CalendarDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

function fromUtc(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

export function isoDay(day: CalendarDay): string {
  return utc(day).toISOString().slice(0, 10);
}

/** Easter Sunday (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The year's public holidays by ISO date, including Mondays that replace Sunday holidays. */
export function publicHolidays(year: number): Map<string, string> {
  const holidays = new Map<string, string>();
  for (const [month, day, name] of FIXED_HOLIDAYS) {
    const date = { year, month, day };
    holidays.set(isoDay(date), name);
    if (utc(date).getUTCDay() === 0) holidays.set(isoDay(addDays(date, 1)), `${name} (observed)`);
  }
  const easter = easterSunday(year);
  holidays.set(isoDay(addDays(easter, -2)), "Good Friday");
  holidays.set(isoDay(addDays(easter, 1)), "Family Day");
  return holidays;
}

export function isDeliveryDay(day: CalendarDay): boolean {
  const weekday = utc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(day.year).has(isoDay(day));
}

/** Today's date in Africa/Johannesburg. */
export function southAfricanDay(at: Date): CalendarDay {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Johannesburg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The first delivery day after the day an order is placed (never the same day). */
export function earliestDeliveryDay(orderedAt: Date): CalendarDay {
  let day = addDays(southAfricanDay(orderedAt), 1);
  while (!isDeliveryDay(day)) day = addDays(day, 1);
  return day;
}
