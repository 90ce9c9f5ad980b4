import {
  isMarketingAllowed,
  type MarketingPause,
  marketingPause,
  momentInWords,
  nextMarketingMoment,
} from "./marketing-hours";
import { type SmsEncoding, smsLayout } from "./sms-encoding";

/**
 * The rules of a bulk (marketing) SMS that need no database (decision 0080): the opt-out line
 * every marketing SMS ends with, what the composer shows before anything is sent (characters,
 * encoding, parts, recipients, cost) and the audience as people read it.
 */

/** Ends every marketing SMS (POPIA s69 and the CPA: how to opt out, free of charge). */
export const OPT_OUT_LINE = "Reply STOP to opt out";

/** The most characters the composer takes (the message, before the opt-out line). */
export const BULK_SMS_MAX_LENGTH = 900;

/** Audiences from the last N months of purchases: 1 to 36. */
export const MAX_MONTHS = 36;

/** The text that goes out: the staff member's message, then the opt-out line on its own line. */
export function marketingSmsText(body: string): string {
  return `${body.trim()}\n${OPT_OUT_LINE}`;
}

export type BulkSmsEstimate = {
  /** What each recipient gets, with the opt-out line. */
  text: string;
  /** Characters as people count them (code points), of the whole text. */
  characters: number;
  encoding: SmsEncoding;
  /** Septets (GSM) or 16-bit units (UCS-2). */
  units: number;
  parts: number;
  perPart: number;
  recipients: number;
  totalParts: number;
  costCents: number;
};

export function estimateBulkSms(body: string, recipients: number, pricePerPartCents: number): BulkSmsEstimate {
  const text = marketingSmsText(body);
  const layout = smsLayout(text);
  const totalParts = layout.parts * recipients;
  return {
    text,
    characters: Array.from(text).length,
    encoding: layout.encoding,
    units: layout.units,
    parts: layout.parts,
    perPart: layout.perPart,
    recipients,
    totalParts,
    costCents: totalParts * pricePerPartCents,
  };
}

export const ENCODING_LABELS: Record<SmsEncoding, string> = {
  gsm7: "GSM 7-bit (160 characters, 153 per part)",
  ucs2: "Unicode UCS-2 (70 characters, 67 per part)",
};

export type Audience =
  | { kind: "all" }
  | { kind: "province"; province: string }
  | { kind: "area"; area: string }
  | { kind: "category"; categoryId: string; months: number };

/** The audience in words, as the composer, the confirmation and the log show it. */
export function audienceLabel(audience: Audience, categoryName?: string): string {
  switch (audience.kind) {
    case "all":
      return "Everyone opted in to SMS";
    case "province":
      return `Opted in, delivering in ${audience.province}`;
    case "area":
      return `Opted in, delivering in ${audience.area}`;
    case "category":
      return `Opted in, bought from ${categoryName ?? "a category"} in the last ${audience.months} month${audience.months === 1 ? "" : "s"}`;
  }
}

/** The first day of the window "the last N months", as the UTC ISO string orders are compared with. */
export function monthsAgoIso(months: number, now: Date): string {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - months);
  return start.toISOString();
}

/** An SMS's statuses, as the log filters by them (`logged`: kept without SMS_URL, not sent). */
export type SmsStatus = "queued" | "sending" | "sent" | "delivered" | "failed" | "logged" | "cancelled";
export const SMS_STATUSES: readonly SmsStatus[] = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "failed",
  "logged",
  "cancelled",
];

// A send that cannot double and cannot grow unasked (decision 0091).

/** How far a send may grow past what was confirmed before it waits for a fresh confirmation. */
export const GROWTH_ALLOWANCE_PERCENT = 10;

/** The most SMS a send may hold: what was confirmed, and 10% more (rounded down). */
export function mostRecipientsAllowed(confirmed: number): number {
  return Math.floor((confirmed * (100 + GROWTH_ALLOWANCE_PERCENT)) / 100);
}

/** True when the recipients or the cost are now more than 10% above what was confirmed. */
export function grewPastConfirmation(
  now: { recipients: number; costCents: number },
  confirmed: { recipients: number; costCents: number },
): boolean {
  const over = (value: number, limit: number) => value * 100 > limit * (100 + GROWTH_ALLOWANCE_PERCENT);
  return over(now.recipients, confirmed.recipients) || over(now.costCents, confirmed.costCents);
}

export type SendStatus =
  | "scheduled"
  | "queuing"
  | "queued"
  | "failed"
  | "awaiting_confirmation"
  | "cancelled"
  | "stopped";

/** Sends staff can still cancel or stop: not yet ended, and (once queued) with SMS still to go. */
export function canEnd(status: SendStatus, toGo: number): boolean {
  if (status === "cancelled" || status === "stopped") return false;
  if (status === "queued" || status === "failed") return toGo > 0;
  return true;
}

/** Where a send is, as its progress page says it. */
export type SendPhase =
  | { kind: "scheduled"; startsAt: string }
  | { kind: "paused"; pause: MarketingPause; resumesAt: string }
  | { kind: "running" }
  | { kind: "awaiting_confirmation" }
  | { kind: "finished" }
  | { kind: "cancelled" }
  | { kind: "stopped" }
  | { kind: "failed" };

/**
 * A send not yet started is scheduled for the next moment the marketing hours allow (from its
 * scheduled time); one started, with SMS still to go, is paused outside the hours (the sender
 * leaves its SMS queued) and carries on by itself.
 */
export function sendPhase(send: { status: SendStatus; scheduled_for: string }, toGo: number, now: Date): SendPhase {
  switch (send.status) {
    case "cancelled":
    case "stopped":
    case "failed":
    case "awaiting_confirmation":
      return { kind: send.status };
    case "scheduled": {
      const scheduled = new Date(send.scheduled_for);
      const from = scheduled > now ? scheduled : now;
      if (scheduled <= now && isMarketingAllowed(now)) return { kind: "running" };
      return { kind: "scheduled", startsAt: momentInWords(nextMarketingMoment(from), now) };
    }
    case "queuing":
    case "queued": {
      if (send.status === "queued" && toGo === 0) return { kind: "finished" };
      const pause = marketingPause(now);
      if (pause) return { kind: "paused", pause, resumesAt: momentInWords(nextMarketingMoment(now), now) };
      return { kind: "running" };
    }
  }
}
