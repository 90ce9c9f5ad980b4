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
