/**
 * When direct marketing may reach people (Consumer Protection Act regulations, reg. 4(4) under
 * section 11 of the Act): weekdays 08:00-20:00, Saturdays 09:00-13:00, never on Sundays or
 * public holidays, in South African time (SAST, UTC+2 all year: South Africa keeps no daylight
 * saving). A bulk SMS started outside these hours waits for the next allowed moment
 * (decision 0080). The public holidays are the shop's one list, app/platform/public-holidays.ts.
 */
import { publicHolidayOn } from "~/platform/public-holidays";

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The allowed window of one South African calendar day, in minutes after midnight, or null. */
export function marketingWindow(day: string): { from: number; to: number } | null {
  if (publicHolidayOn(day)) return null;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return null;
  if (weekday === 6) return { from: 9 * 60, to: 13 * 60 };
  return { from: 8 * 60, to: 20 * 60 };
}

/** True when direct marketing may be sent at this moment. */
export function isMarketingAllowed(moment: Date): boolean {
  return nextMarketingMoment(moment).getTime() === moment.getTime();
}

/**
 * The moment itself when it is within the allowed hours; otherwise the start of the next allowed
 * window (08:00 on the next weekday that is not a holiday, or 09:00 on a Saturday).
 */
export function nextMarketingMoment(moment: Date): Date {
  const local = moment.getTime() + SAST_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const minutes = (local - midnight) / 60_000;
  // At most a long weekend and a run of holidays away (Easter: Friday to Monday).
  for (let offset = 0; offset < 14; offset++) {
    const dayStart = midnight + offset * DAY_MS;
    const window = marketingWindow(new Date(dayStart).toISOString().slice(0, 10));
    if (!window) continue;
    if (offset === 0 && minutes >= window.to) continue;
    if (offset === 0 && minutes >= window.from) return moment;
    return new Date(dayStart + window.from * 60_000 - SAST_OFFSET_MS);
  }
  throw new Error("No allowed marketing moment within two weeks");
}
