import { formatRand } from "~/platform/format";
import { smsLayout } from "~/sms/sms-encoding";
import type { BankDetails } from "./bank-details.server";
import { holdExpiredSms, holdReminderSms } from "./hold-messages";
import { payAtCounterLine } from "./messages";

/**
 * The SMS a customer gets about an order (issue 32, decision 0079): one per event, plain text,
 * short (one GSM part where the event allows; at most ORDER_SMS_MAX_PARTS), each with the shop's
 * name, the order number and a link to the order's page. Amounts with the R sign and normal
 * spaces (an SMS is plain text). Pure functions: the order's code queues what they return.
 */

/** The most parts an order SMS may take: the placed SMS with the bank's details needs two. */
export const ORDER_SMS_MAX_PARTS = 2;

export type OrderSmsEvent =
  | "order_placed"
  | "proof_received"
  | "payment_verified"
  | "proof_rejected"
  | "ready_for_pickup"
  | "shipped"
  | "delivered"
  | "collected"
  | "eft_details"
  | "hold_reminder"
  | "hold_expired";

type Common = { shopName: string; orderNumber: string; orderUrl: string };

export type OrderSmsInput =
  | (Common & { event: "order_placed" | "eft_details"; totalCents: number; bank: BankDetails; payAtCounter?: false })
  /** Placed to pay at the counter when collecting (decision 0096): the amount, no bank details. */
  | (Common & { event: "order_placed"; totalCents: number; payAtCounter: true })
  | (Common & { event: "proof_received" | "shipped" | "delivered" | "collected" })
  | (Common & { event: "payment_verified"; totalCents: number })
  | (Common & { event: "proof_rejected"; reason: string })
  /** The unpaid order's hold (decision 0103): `until` as customers read dates. */
  | (Common & { event: "hold_reminder"; until: string; totalCents: number; counter: boolean })
  | (Common & { event: "hold_expired"; until: string })
  | (Common & {
      event: "ready_for_pickup";
      hours: ReadonlyArray<{ days: string; hours: string }>;
      /** The amount to pay at the counter, for an order not paid yet (decision 0092); absent when paid. */
      payAtCounterCents?: number | null;
    });

/** R 1 250.00 with normal spaces: formatRand's no-break spaces are for web pages. */
export function smsRand(cents: number): string {
  return formatRand(cents).replace(/\u00a0/g, " ");
}

/** The bank's short details: bank, account number (no spaces), branch code, reference. */
export function shortBankDetails(bank: BankDetails, reference: string): string {
  const bankName = bank.bankName.replace(/\s*\(.*\)\s*$/, "").trim() || bank.bankName;
  return `${bankName} acc ${bank.accountNumber.replace(/\s+/g, "")} branch ${bank.branchCode}, ref ${reference}`;
}

const DAY_WORDS: Array<[RegExp, string]> = [
  [/\bMonday\b/gi, "Mon"],
  [/\bTuesday\b/gi, "Tue"],
  [/\bWednesday\b/gi, "Wed"],
  [/\bThursday\b/gi, "Thu"],
  [/\bFriday\b/gi, "Fri"],
  [/\bSaturday\b/gi, "Sat"],
  [/\bSunday\b/gi, "Sun"],
  [/\s+to\s+/gi, "-"],
];

/** The store hours in few characters: "Mon-Fri 8:00-17:00, Sat 8:00-13:00"; closed days left out. */
export function shortStoreHours(hours: ReadonlyArray<{ days: string; hours: string }>): string[] {
  return hours
    .filter((row) => !/^closed$/i.test(row.hours.trim()))
    .map((row) => {
      const days = DAY_WORDS.reduce((text, [pattern, short]) => text.replace(pattern, short), row.days.trim());
      return `${days} ${row.hours.trim()}`;
    });
}

const fits = (text: string) => smsLayout(text).parts <= ORDER_SMS_MAX_PARTS;

/** The reason shortened at a word (with "...") so the whole SMS fits; the full reason is on the order page. */
function withShortenedReason(build: (reason: string) => string, reason: string): string {
  const clean = reason.replace(/\s+/g, " ").trim();
  if (fits(build(clean))) return build(clean);
  let words = clean.split(" ");
  while (words.length > 1) {
    words = words.slice(0, -1);
    const text = build(`${words.join(" ").replace(/[.,;:!?-]+$/, "")}...`);
    if (fits(text)) return text;
  }
  // One very long word: cut by characters.
  let cut = clean.slice(0, 40);
  while (cut.length > 0 && !fits(build(`${cut}...`))) cut = cut.slice(0, -5);
  return build(`${cut}...`);
}

/** The SMS text for one order event. */
export function orderNewsSms(input: OrderSmsInput): string {
  const { shopName, orderNumber, orderUrl } = input;
  switch (input.event) {
    case "order_placed":
      if (input.payAtCounter)
        return `${shopName}: order ${orderNumber} placed. ${payAtCounterLine(smsRand(input.totalCents))} We SMS you when it is ready. ${orderUrl}`;
      return `${shopName}: order ${orderNumber} placed, ${smsRand(input.totalCents)}. Pay by EFT: ${shortBankDetails(input.bank, orderNumber)}. Upload your proof: ${orderUrl}`;
    case "eft_details":
      return `${shopName}: to pay order ${orderNumber}, ${smsRand(input.totalCents)}, by EFT: ${shortBankDetails(input.bank, orderNumber)}. ${orderUrl}`;
    case "proof_received":
      return `${shopName}: we received your proof of payment for order ${orderNumber} and will check it. ${orderUrl}`;
    case "payment_verified":
      return `${shopName}: payment of ${smsRand(input.totalCents)} for order ${orderNumber} received. Thank you! ${orderUrl}`;
    case "proof_rejected":
      return withShortenedReason(
        (reason) =>
          `${shopName}: your proof of payment for order ${orderNumber} was not accepted: ${reason} Please upload a new one: ${orderUrl}`,
        input.reason,
      );
    case "ready_for_pickup": {
      // Not paid yet: what to pay, and where (decision 0092). The store hours fill what room the
      // parts the rest needs leave (one part for a paid order), the last rows giving way first.
      const pay =
        input.payAtCounterCents != null
          ? ` Pay ${smsRand(input.payAtCounterCents)} at the counter (cash or card).`
          : "";
      const build = (hours: string[]) =>
        `${shopName}: order ${orderNumber} is ready to collect${hours.length > 0 ? `, ${hours.join(", ")}` : ""}.${pay} ${orderUrl}`;
      const room = Math.max(1, smsLayout(build([])).parts);
      let hours = shortStoreHours(input.hours);
      while (hours.length > 0 && smsLayout(build(hours)).parts > room) hours = hours.slice(0, -1);
      return build(hours);
    }
    case "shipped":
      return `${shopName}: order ${orderNumber} is on its way to you. ${orderUrl}`;
    case "delivered":
      return `${shopName}: order ${orderNumber} has been delivered. Thank you! ${orderUrl}`;
    case "collected":
      return `${shopName}: order ${orderNumber} has been collected. Thank you! ${orderUrl}`;
    case "hold_reminder":
      return holdReminderSms({
        shopName,
        orderNumber,
        until: input.until,
        amount: smsRand(input.totalCents),
        counter: input.counter,
        url: orderUrl,
      });
    case "hold_expired":
      return holdExpiredSms({ shopName, orderNumber, until: input.until, url: orderUrl });
  }
}
