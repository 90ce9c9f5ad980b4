import { type ServerTranslate, translatorFor } from "~/locales/translator.server";
import { formatRand } from "~/platform/format";
import type { Language } from "~/platform/language";
import { smsLayout } from "~/sms/sms-encoding";
import type { BankDetails } from "./bank-details.server";

/**
 * The SMS a customer gets about an order (issue 32, decision 0079): one per event, plain text,
 * short (one GSM part where the event allows; at most ORDER_SMS_MAX_PARTS), each with the shop's
 * name, the order number and a link to the order's page. Amounts with the R sign and normal
 * spaces (an SMS is plain text). Pure functions: the order's code queues what they return.
 * In the order's language (issue 49): the texts are the `sms` catalogue's, the Afrikaans ones
 * GSM-7 only and within the English one's parts (order-news-sms.test.ts).
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

type Common = {
  shopName: string;
  orderNumber: string;
  orderUrl: string;
  /** The order's language (orders.language); English when not given. */
  language?: Language;
};

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
export function smsRand(cents: number, language: Language = "en"): string {
  return formatRand(cents, language).replace(/\u00a0/g, " ");
}

/** The bank's short details: bank, account number (no spaces), branch code, reference. */
export function shortBankDetails(bank: BankDetails, reference: string, language: Language = "en"): string {
  const bankName = bank.bankName.replace(/\s*\(.*\)\s*$/, "").trim() || bank.bankName;
  return translatorFor(language, ["sms"])("sms:order.bank", {
    bank: bankName,
    account: bank.accountNumber.replace(/\s+/g, ""),
    branch: bank.branchCode,
    reference,
  });
}

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/**
 * The store hours in few characters: "Mon-Fri 8:00-17:00, Sat 8:00-13:00" ("Ma-Vr ..." in
 * Afrikaans); closed days left out. The settings' days are written in English.
 */
export function shortStoreHours(
  hours: ReadonlyArray<{ days: string; hours: string }>,
  language: Language = "en",
): string[] {
  const t = translatorFor(language, ["sms"]);
  const dayWords: Array<[RegExp, string]> = [
    ...DAYS.map((day): [RegExp, string] => [new RegExp(`\\b${day}\\b`, "gi"), t(`sms:day.${day}`)]),
    [/\s+to\s+/gi, "-"],
  ];
  return hours
    .filter((row) => !/^closed$/i.test(row.hours.trim()))
    .map((row) => {
      const days = dayWords.reduce((text, [pattern, short]) => text.replace(pattern, short), row.days.trim());
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

/** The SMS text for one order event, in the order's language. */
export function orderNewsSms(input: OrderSmsInput): string {
  const { shopName, orderNumber, orderUrl } = input;
  const language = input.language ?? "en";
  const t: ServerTranslate = translatorFor(language, ["sms"]);
  const common = { shop: shopName, order: orderNumber, url: orderUrl };
  const rand = (cents: number) => smsRand(cents, language);
  switch (input.event) {
    case "order_placed":
      if (input.payAtCounter) return t("sms:order.placedCounter", { ...common, amount: rand(input.totalCents) });
      return t("sms:order.placed", {
        ...common,
        amount: rand(input.totalCents),
        bank: shortBankDetails(input.bank, orderNumber, language),
      });
    case "eft_details":
      return t("sms:order.eftDetails", {
        ...common,
        amount: rand(input.totalCents),
        bank: shortBankDetails(input.bank, orderNumber, language),
      });
    case "proof_received":
      return t("sms:order.proofReceived", common);
    case "payment_verified":
      return t("sms:order.paymentVerified", { ...common, amount: rand(input.totalCents) });
    case "proof_rejected":
      return withShortenedReason((reason) => t("sms:order.proofRejected", { ...common, reason }), input.reason);
    case "ready_for_pickup": {
      // Not paid yet: what to pay, and where (decision 0092). The store hours fill what room the
      // parts the rest needs leave (one part for a paid order), the last rows giving way first.
      const pay =
        input.payAtCounterCents != null ? ` ${t("sms:order.readyPay", { amount: rand(input.payAtCounterCents) })}` : "";
      const build = (hours: string[]) =>
        hours.length > 0
          ? t("sms:order.readyHours", { ...common, hours: hours.join(", "), pay })
          : t("sms:order.ready", { ...common, pay });
      const room = Math.max(1, smsLayout(build([])).parts);
      let hours = shortStoreHours(input.hours, language);
      while (hours.length > 0 && smsLayout(build(hours)).parts > room) hours = hours.slice(0, -1);
      return build(hours);
    }
    case "shipped":
      return t("sms:order.shipped", common);
    case "delivered":
      return t("sms:order.delivered", common);
    case "collected":
      return t("sms:order.collected", common);
    case "hold_reminder":
      return t(input.counter ? "sms:order.holdReminderCounter" : "sms:order.holdReminder", {
        ...common,
        until: input.until,
        amount: rand(input.totalCents),
      });
    case "hold_expired":
      return t("sms:order.holdExpired", { ...common, until: input.until });
  }
}
