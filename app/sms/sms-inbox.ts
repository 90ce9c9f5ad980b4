import type { ReplyWording } from "./inbound-keywords";

/**
 * The SMS inbox's words and fixed lists, for the page and the server module alike
 * (app/sms/sms-inbox.server.ts has the queries and the changes; decision 0090).
 */

export const SMS_INBOX_TABS = ["open", "handled", "all"] as const;
export type SmsInboxTab = (typeof SMS_INBOX_TABS)[number];

export const SMS_INBOX_TAB_LABELS: Record<SmsInboxTab, string> = {
  open: "Open",
  handled: "Handled",
  all: "All",
};

export const SMS_INBOX_PAGE_SIZE = 25;

/** How a reply is labelled beside its text. */
export const SMS_REPLY_KIND_LABELS: Record<ReplyWording, string> = {
  stop: "STOP: opted out",
  yes: "YES: agreed to offers",
  other: "Reply",
};

export const SMS_INBOX_CHANGES = ["handled", "reopen"] as const;
export type SmsInboxChange = (typeof SMS_INBOX_CHANGES)[number];

export const SMS_OPT_OUT_SOURCE_LABELS: Record<"sms_reply" | "customer" | "staff", string> = {
  sms_reply: "by SMS reply",
  customer: "by the customer",
  staff: "by staff",
};

export const SMS_CONSENT_SOURCE_LABELS: Record<string, string> = {
  account: "on their account",
  checkout: "at checkout",
  registration: "when registering",
  sms_reply: "by SMS reply",
};

/** The number's marketing state as staff read it: "Consented", "Opted out", "None". */
export function marketingStateLabel(state: "consented" | "opted_out" | "none"): string {
  return state === "consented" ? "Consented" : state === "opted_out" ? "Opted out" : "None";
}

// The page's messages.

export const SMS_INBOX_TITLE = "SMS inbox";
export const SMS_REPLY_NOT_FOUND = "This SMS reply was not found.";
export const SMS_INBOX_UNKNOWN_ACTION = "Please choose what to do with the reply.";
export const SMS_MARKED_HANDLED = "Marked handled";
export const SMS_REOPENED = "Reopened";
export const SMS_OPTED_OUT_TOAST = "Number opted out";
export const SMS_ALREADY_OPTED_OUT = "This number had already opted out of marketing SMS: nothing changed.";

export function smsOptedOutDescription(number: string, cancelled: number, confirmed: boolean): string {
  const queued =
    cancelled === 0 ? "" : ` ${cancelled} queued marketing SMS ${cancelled === 1 ? "was" : "were"} cancelled.`;
  const told = confirmed ? " The number was sent the opt-out confirmation." : "";
  return `${number} gets no more marketing SMS; order news still goes.${queued}${told}`;
}

export function smsOptOutQuestion(number: string, customer: string | null): string {
  return `Opt ${number}${customer ? ` (${customer})` : ""} out of marketing SMS? Every marketing SMS still queued for it is cancelled, and the number is sent one SMS saying so (it can reply YES to get offers again). Order news still goes.`;
}
