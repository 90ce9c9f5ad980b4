/**
 * South Africa's public holidays (Public Holidays Act 36 of 1994): New Year's Day, Human Rights
 * Day (21 March), Good Friday and Family Day (the Friday before and the Monday after Easter
 * Sunday), Freedom Day (27 April), Workers' Day (1 May), Youth Day (16 June), National Women's
 * Day (9 August), Heritage Day (24 September), Day of Reconciliation (16 December), Christmas Day
 * and the Day of Goodwill (26 December). Section 2(1): a public holiday on a Sunday makes the
 * Monday after it a public holiday; when that Monday is already one (Christmas on a Sunday), the
 * next day that is not becomes the holiday. Days the President declares for the occasion (an
 * election day) are not known in advance and are not in this list.
 *
 * One rule for the whole shop: delivery days (no deliveries on public holidays) and the hours
 * marketing may be sent (never on public holidays) both read it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as yyyy-mm-dd. */
function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): { month: number; day: number } {
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
  return { month, day };
}

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

/** The public holidays of a year, yyyy-mm-dd to name, with the Monday-after rule applied. */
export function southAfricanPublicHolidays(year: number): Map<string, string> {
  const holidays = new Map<string, string>();
  const sunday = easterSunday(year);
  const easter = Date.UTC(year, sunday.month - 1, sunday.day);
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  holidays.set(dayOf(easter - 2 * DAY_MS), "Good Friday");
  holidays.set(dayOf(easter + DAY_MS), "Family Day");
  for (const [month, day, name] of FIXED_HOLIDAYS) holidays.set(isoDay(year, month, day), name);
  // Section 2(1): a holiday on a Sunday moves its day off to the Monday (or the next free day).
  for (const [month, day, name] of FIXED_HOLIDAYS) {
    const date = Date.UTC(year, month - 1, day);
    if (new Date(date).getUTCDay() !== 0) continue;
    let observed = date + DAY_MS;
    while (holidays.has(dayOf(observed))) observed += DAY_MS;
    holidays.set(dayOf(observed), `${name} (observed)`);
  }
  return holidays;
}

/** The public holiday on a yyyy-mm-dd day, or null. */
export function publicHolidayOn(day: string): string | null {
  return southAfricanPublicHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}
