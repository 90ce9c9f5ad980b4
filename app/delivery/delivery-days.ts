/**
 * Delivery days (storefront spec: no deliveries on weekends or public holidays). The public
 * holidays are the shop's one list (app/platform/public-holidays.ts).
 */
import { southAfricanPublicHolidays } from "~/platform/public-holidays";

export type CalendarDay = { year: number; month: number; day: number };

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

export function isDeliveryDay(day: CalendarDay): boolean {
  const weekday = utc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !southAfricanPublicHolidays(day.year).has(isoDay(day));
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
