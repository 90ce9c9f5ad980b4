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

/** The South African calendar day of a moment, YYYY-MM-DD. */
function sastDay(moment: Date): string {
  return new Date(moment.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A moment as the progress page says it, seen from `now`, in South African time: "today 08:00",
 * "tomorrow 09:00", "Monday 08:00" within the week ahead, "Monday 4 January 08:00" beyond it
 * (decision 0091).
 */
export function momentInWords(moment: Date, now: Date): string {
  const day = sastDay(moment);
  const time = new Date(moment.getTime() + SAST_OFFSET_MS).toISOString().slice(11, 16);
  const days = Math.round(
    (new Date(`${day}T00:00:00Z`).getTime() - new Date(`${sastDay(now)}T00:00:00Z`).getTime()) / DAY_MS,
  );
  if (days === 0) return `today ${time}`;
  if (days === 1) return `tomorrow ${time}`;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = WEEKDAYS[date.getUTCDay()];
  if (days > 1 && days < 7) return `${weekday} ${time}`;
  return `${weekday} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${time}`;
}

export type MarketingPause = "night" | "weekend" | "public holiday";

/**
 * Why marketing waits at this moment, in the words of the progress page ("Paused for the night"),
 * or null within the hours: before the day's window or after it on a weekday before another
 * working day, the night; on Sundays and from Saturday 13:00, the weekend; on a public holiday or
 * the evening before one, the public holiday.
 */
export function marketingPause(now: Date): MarketingPause | null {
  if (isMarketingAllowed(now)) return null;
  const day = sastDay(now);
  const window = marketingWindow(day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (!window) return weekday === 0 ? "weekend" : "public holiday";
  const local = now.getTime() + SAST_OFFSET_MS;
  const minutes = (local - Math.floor(local / DAY_MS) * DAY_MS) / 60_000;
  if (minutes < window.from) return "night";
  if (weekday === 6) return "weekend";
  const tomorrow = addDays(day, 1);
  if (!marketingWindow(tomorrow)) return publicHolidayOn(tomorrow) ? "public holiday" : "weekend";
  return "night";
}
