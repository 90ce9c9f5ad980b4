import { z } from "zod";
import { FEATURED_TABS, type FeaturedTab } from "~/catalog/featured";
import { isShopDay } from "~/platform/shop-days";
import {
  type Closure,
  COUNTER_HOLD_DAYS_RANGE,
  EFT_HOLD_HOURS_RANGE,
  MAX_ADDRESS_LINES,
  MAX_CLOSURES,
  MAX_HOURS_ROWS,
  PHONE_PATTERN,
  type SectionValues,
  type SettingsSection,
  VAT_NUMBER_PATTERN,
  WELCOME_TEXT_MAX,
} from "./shop-settings";

/**
 * The settings screen's forms: what staff type (text boxes, one line per row, check boxes) and
 * how it becomes a section's stored values, with a message for every way it can be wrong.
 */

const PHONE_MESSAGE = "Enter a phone number of 7 to 20 digits, e.g. +27 12 802 0000.";

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const DetailsForm = z.object({
  name: required("Enter the shop's name.", 80),
  legalName: required("Enter the legal name printed on invoices.", 120),
  tagline: z.string().trim().max(160, "At most 160 characters.").default(""),
  taglineAf: z.string().trim().max(160, "At most 160 characters.").default(""),
  address: z
    .string({ error: "Enter the shop's address." })
    .transform(lines)
    .pipe(
      z
        .array(z.string().max(100, "Each address line takes at most 100 characters."))
        .min(1, "Enter the shop's address.")
        .max(MAX_ADDRESS_LINES, `Use at most ${MAX_ADDRESS_LINES} lines for the address.`),
    ),
  phone: z.string({ error: PHONE_MESSAGE }).trim().regex(PHONE_PATTERN, PHONE_MESSAGE),
  whatsapp: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, "Enter the WhatsApp number like a phone number, or leave it empty.")
    .optional(),
  email: z.email("Enter the e-mail address customers write to.").max(200),
  ordersEmail: z.email("Enter the e-mail address for the shop's notifications.").max(200),
  vatNumber: z
    .string({ error: "Enter the VAT number: 10 digits starting with 4." })
    .trim()
    .regex(VAT_NUMBER_PATTERN, "Enter the VAT number: 10 digits starting with 4."),
});

/** "Monday to Friday: 8:00-17:00": the days, a colon and a space, the hours. */
function parseHoursLine(line: string): { days: string; hours: string } | null {
  const match = /^([^:]{1,40}):\s+(.{1,80})$/.exec(line);
  return match?.[1] && match[2] ? { days: match[1].trim(), hours: match[2].trim() } : null;
}

/** "2026-12-25 Christmas Day": a date, then what to tell customers (optional). */
function parseClosureLine(line: string): Closure | null {
  const match = /^(\d{4}-\d{2}-\d{2})\s*(.{0,100})$/.exec(line);
  if (!match?.[1] || !isShopDay(match[1])) return null;
  return { date: match[1], note: (match[2] ?? "").trim() };
}

/** Lines of store hours as rows of days and hours; `example` is the line a refusal shows as the way to write it. */
function hoursRows(
  value: string,
  example: string,
  context: z.RefinementCtx,
): Array<{ days: string; hours: string }> | typeof z.NEVER {
  const rows = lines(value);
  const parsed = rows.map(parseHoursLine);
  const bad = parsed.indexOf(null);
  if (bad >= 0) {
    context.addIssue({
      code: "custom",
      message: `Line ${bad + 1} ("${rows[bad]}"): write the days, a colon and the hours, e.g. "${example}".`,
    });
    return z.NEVER;
  }
  return parsed as Array<{ days: string; hours: string }>;
}

const HoursFields = z.object({
  hours: z
    .string({ error: "Enter at least one line of store hours." })
    .transform((value, context) => hoursRows(value, "Saturday: 8:00-13:00", context))
    .pipe(
      z
        .array(z.object({ days: z.string(), hours: z.string() }))
        .min(1, "Enter at least one line of store hours.")
        .max(MAX_HOURS_ROWS, `Use at most ${MAX_HOURS_ROWS} lines of store hours.`),
    ),
  closures: z
    .string()
    .default("")
    .transform((value, context) => {
      const rows = lines(value);
      const parsed = rows.map(parseClosureLine);
      const bad = parsed.indexOf(null);
      if (bad >= 0) {
        context.addIssue({
          code: "custom",
          message: `Line ${bad + 1} ("${rows[bad]}"): start with a date like 2026-12-25, then the note.`,
        });
        return z.NEVER;
      }
      return (parsed as Closure[]).sort((a, b) => a.date.localeCompare(b.date));
    })
    .pipe(z.array(z.custom<Closure>()).max(MAX_CLOSURES, `List at most ${MAX_CLOSURES} closures.`)),
  /** The same rows in Afrikaans (issue 49), line for line; empty: Afrikaans readers see the English. */
  hoursAf: z
    .string()
    .optional()
    .transform((value, context) => hoursRows(value ?? "", "Saterdag: 8:00-13:00", context)),
});

/** The hours as stored: each row with its Afrikaans line, when staff wrote one for every row. */
const HoursForm = HoursFields.transform(({ hours, closures, hoursAf }, context): SectionValues["hours"] => {
  if (hoursAf.length > 0 && hoursAf.length !== hours.length) {
    context.addIssue({
      code: "custom",
      path: ["hoursAf"],
      message: `Write one Afrikaans line for each line of store hours (${hours.length}), in the same order, or leave it empty.`,
    });
    return z.NEVER;
  }
  return {
    hours: hours.map((row, index) => ({
      ...row,
      daysAf: hoursAf[index]?.days ?? "",
      hoursAf: hoursAf[index]?.hours ?? "",
    })),
    closures,
  };
});

const FEATURED_TAB_IDS = FEATURED_TABS.map((tab) => tab.id) as [FeaturedTab, ...FeaturedTab[]];

const HomeForm = z.object({
  welcomeTitle: required("Enter the welcome's title.", 80),
  welcomeText: required("Enter the welcome's text.", WELCOME_TEXT_MAX),
  /** The welcome in Afrikaans (issue 49); empty: Afrikaans readers see the English. */
  welcomeTitleAf: z.string().trim().max(80, "At most 80 characters.").default(""),
  welcomeTextAf: z.string().trim().max(WELCOME_TEXT_MAX, `At most ${WELCOME_TEXT_MAX} characters.`).default(""),
  featuredTabs: z
    .union([z.enum(FEATURED_TAB_IDS), z.array(z.enum(FEATURED_TAB_IDS))], { error: "Choose tabs from the list." })
    .optional()
    .transform((value) => {
      const chosen = new Set(value === undefined ? [] : Array.isArray(value) ? value : [value]);
      // Always in the storefront's order, whatever order the form sent them in.
      return FEATURED_TAB_IDS.filter((id) => chosen.has(id));
    }),
});

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const ThresholdsForm = z.object({
  lowStock: wholeNumber("Enter a whole number from 1 to 10000.", 1, 10_000),
  proofWarningHours: wholeNumber("Enter a whole number of hours from 1 to 23.", 1, 23),
  smsPartPriceCents: wholeNumber("Enter a whole number of cents from 0 to 10000.", 0, 10_000),
  eftHoldHours: wholeNumber(
    `Enter a whole number of hours from ${EFT_HOLD_HOURS_RANGE.min} to ${EFT_HOLD_HOURS_RANGE.max} (two weeks).`,
    EFT_HOLD_HOURS_RANGE.min,
    EFT_HOLD_HOURS_RANGE.max,
  ),
  counterHoldDays: wholeNumber(
    `Enter a whole number of days from ${COUNTER_HOLD_DAYS_RANGE.min} to ${COUNTER_HOLD_DAYS_RANGE.max}.`,
    COUNTER_HOLD_DAYS_RANGE.min,
    COUNTER_HOLD_DAYS_RANGE.max,
  ),
});

const FeaturesForm = z.object({
  welcomeDialog: z.boolean().default(false),
  newsletterSignup: z.boolean().default(false),
  payAtCounter: z.boolean().default(false),
});

export const SETTINGS_FORMS = {
  details: DetailsForm,
  hours: HoursForm,
  home: HomeForm,
  thresholds: ThresholdsForm,
  features: FeaturesForm,
} as const;

/** A valid form's values as the section stores them. */
export function sectionFromForm<S extends SettingsSection>(
  section: S,
  value: z.infer<(typeof SETTINGS_FORMS)[S]>,
): SectionValues[S] {
  if (section === "details") {
    const form = value as z.infer<typeof DetailsForm>;
    const details: SectionValues["details"] = {
      name: form.name,
      legalName: form.legalName,
      tagline: form.tagline,
      taglineAf: form.taglineAf,
      addressLines: form.address,
      phone: form.phone,
      whatsapp: form.whatsapp ?? "",
      email: form.email,
      ordersEmail: form.ordersEmail,
      vatNumber: form.vatNumber,
    };
    return details as SectionValues[S];
  }
  return value as SectionValues[S];
}

/** A section's stored values as the form's text boxes show them. */
export function formValues<S extends SettingsSection>(section: S, values: SectionValues[S]): Record<string, unknown> {
  switch (section) {
    case "details": {
      const { addressLines, ...rest } = values as SectionValues["details"];
      return { ...rest, address: addressLines.join("\n") };
    }
    case "hours": {
      const hours = values as SectionValues["hours"];
      // Staff write the Afrikaans for every row or none (HoursForm): a row without it shows none.
      const inAfrikaans = hours.hours.every((row) => row.daysAf && row.hoursAf);
      return {
        hours: hours.hours.map((row) => `${row.days}: ${row.hours}`).join("\n"),
        hoursAf: inAfrikaans ? hours.hours.map((row) => `${row.daysAf}: ${row.hoursAf}`).join("\n") : "",
        closures: hours.closures.map((closure) => `${closure.date} ${closure.note}`.trim()).join("\n"),
      };
    }
    case "thresholds": {
      const thresholds = values as SectionValues["thresholds"];
      return {
        lowStock: String(thresholds.lowStock),
        proofWarningHours: String(thresholds.proofWarningHours),
        smsPartPriceCents: String(thresholds.smsPartPriceCents),
        eftHoldHours: String(thresholds.eftHoldHours),
        counterHoldDays: String(thresholds.counterHoldDays),
      };
    }
    case "features": {
      const features = values as SectionValues["features"];
      return {
        welcomeDialog: features.welcomeDialog ? "on" : undefined,
        newsletterSignup: features.newsletterSignup ? "on" : undefined,
        payAtCounter: features.payAtCounter ? "on" : undefined,
      };
    }
    default:
      return values as Record<string, unknown>;
  }
}
