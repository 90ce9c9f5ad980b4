import { shopDayOf, shopDayStart } from "~/platform/shop-days";
/**
 * How a bilingual newsletter is stored (the spec): the subject as 'English | Afrikaans', the
 * content as the English text, a line '--- AFRIKAANS ---', then the Afrikaans text. Either
 * Afrikaans part may be empty; then only the English is stored.
 */
export const SUBJECT_SEPARATOR = " | ";
export const CONTENT_SEPARATOR = "--- AFRIKAANS ---";

/** Subjects read best in a phone's inbox at this length (the editor's tip). */
export const SUBJECT_TIP_RANGE = { min: 30, max: 50 } as const;

/** The cartoon image may be at most this big (the spec: under 5MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type Bilingual = { en: string; af: string };

export function joinSubject(subject: Bilingual): string {
  const af = subject.af.trim();
  return af ? `${subject.en.trim()}${SUBJECT_SEPARATOR}${af}` : subject.en.trim();
}

export function splitSubject(stored: string): Bilingual {
  const at = stored.indexOf(SUBJECT_SEPARATOR);
  if (at < 0) return { en: stored, af: "" };
  return { en: stored.slice(0, at), af: stored.slice(at + SUBJECT_SEPARATOR.length) };
}

/** Browsers send a textarea's lines ending in CR LF; stored, they end in LF. */
const unixLines = (text: string) => text.replace(/\r\n?/g, "\n").trim();

export function joinContent(content: Bilingual): string {
  const en = unixLines(content.en);
  const af = unixLines(content.af);
  return af ? `${en}\n\n${CONTENT_SEPARATOR}\n\n${af}` : en;
}

export function splitContent(stored: string): Bilingual {
  const lines = stored.split(/\r?\n/);
  const at = lines.findIndex((line) => line.trim() === CONTENT_SEPARATOR);
  if (at < 0) return { en: stored.trim(), af: "" };
  return {
    en: lines.slice(0, at).join("\n").trim(),
    af: lines
      .slice(at + 1)
      .join("\n")
      .trim(),
  };
}

/** Whether a subject is outside the tip's 30-50 characters (a hint, never a refusal). */
export function subjectLengthHint(subject: string): "short" | "long" | null {
  const length = subject.trim().length;
  if (length === 0) return null;
  if (length < SUBJECT_TIP_RANGE.min) return "short";
  if (length > SUBJECT_TIP_RANGE.max) return "long";
  return null;
}

export type NewsletterStatus = "draft" | "published" | "sent";

/**
 * published_at is set the first time a newsletter is saved as published and kept after that;
 * a sent newsletter is read-only.
 */
export function publishedAtAfterSave(
  chosen: "draft" | "published",
  previous: string | null,
  now: string,
): string | null {
  if (previous) return previous;
  return chosen === "published" ? now : null;
}

/** What a newsletter's list row offers: sent ones can be neither edited, deleted nor sent again. */
export function rowActions(status: NewsletterStatus, activeSubscribers: number) {
  const sent = status === "sent";
  return { canEdit: !sent, canDelete: !sent, canSend: !sent && activeSubscribers > 0 };
}

/**
 * The instant the shop's month that holds `now` began (the 1st, midnight in South Africa), for
 * the 'This Month' tile: a subscriber at 00:30 SAST on the 1st is this month's.
 */
export function startOfMonthIso(now: Date): string {
  return shopDayStart(`${shopDayOf(now).slice(0, 7)}-01`);
}

/** The export's file name, with the South African day it was made: newsletter-subscribers-2026-11-25.csv. */
export function exportFileName(now: Date): string {
  return `newsletter-subscribers-${shopDayOf(now)}.csv`;
}

/** The subscribers list's first page; Load more raises it. */
export const SUBSCRIBER_PAGE = 50;
