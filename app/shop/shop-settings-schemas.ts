import { z } from "zod";
import { FEATURED_TABS, type FeaturedTab } from "~/catalog/featured";
import {
  COUNTER_HOLD_DAYS_RANGE,
  EFT_HOLD_HOURS_RANGE,
  MAX_ADDRESS_LINES,
  MAX_CLOSURES,
  MAX_HOURS_ROWS,
  PHONE_PATTERN,
  type SectionValues,
  VAT_NUMBER_PATTERN,
  WELCOME_TEXT_MAX,
} from "./shop-settings";

/** What each settings section stores (kept apart from shop-settings.ts so zod never reaches a phone). */

const FEATURED_TAB_IDS = FEATURED_TABS.map((tab) => tab.id) as [FeaturedTab, ...FeaturedTab[]];

export const ShopDetails = z.object({
  name: z.string().trim().min(1).max(80),
  legalName: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(160),
  /** Issue 49; saved before it existed: none. */
  taglineAf: z.string().trim().max(160).default(""),
  addressLines: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_ADDRESS_LINES),
  phone: z.string().trim().regex(PHONE_PATTERN),
  /** Empty: no WhatsApp links anywhere. */
  whatsapp: z.union([z.literal(""), z.string().trim().regex(PHONE_PATTERN)]),
  /** The address customers write to, shown on the site and in e-mails. */
  email: z.email().max(200),
  /** Where the shop's notifications go (new orders, proofs, messages, bank-detail changes). */
  ordersEmail: z.email().max(200),
  vatNumber: z.string().trim().regex(VAT_NUMBER_PATTERN),
});

export const HoursRow = z.object({
  days: z.string().trim().min(1).max(40),
  hours: z.string().trim().min(1).max(80),
  /** The row in Afrikaans (issue 49); saved before it existed: none. */
  daysAf: z.string().trim().max(40).default(""),
  hoursAf: z.string().trim().max(80).default(""),
});
export const Closure = z.object({ date: z.iso.date(), note: z.string().trim().max(100) });
export const ShopHours = z.object({
  hours: z.array(HoursRow).min(1).max(MAX_HOURS_ROWS),
  closures: z.array(Closure).max(MAX_CLOSURES),
});

export const HomeSettings = z.object({
  welcomeTitle: z.string().trim().min(1).max(80),
  welcomeText: z.string().trim().min(1).max(WELCOME_TEXT_MAX),
  /** The welcome in Afrikaans (issue 49); saved before it existed: none. */
  welcomeTitleAf: z.string().trim().max(80).default(""),
  welcomeTextAf: z.string().trim().max(WELCOME_TEXT_MAX).default(""),
  /** The Featured Products tabs shown, in the storefront's order; none hides the section. */
  featuredTabs: z.array(z.enum(FEATURED_TAB_IDS)),
});

export const Thresholds = z.object({
  /** Stock at or below this (and above 0) is 'Low Stock'. */
  lowStock: z.number().int().min(1).max(10_000),
  /** A proof of payment waiting this many hours is flagged on the dashboard (we promise 24). */
  proofWarningHours: z.number().int().min(1).max(23),
  /** One SMS part's price in cents (bulk SMS estimates); saved before it existed: the default. */
  smsPartPriceCents: z.number().int().min(0).max(10_000).default(25),
  /** Saved before holds existed (decision 0103): the defaults. */
  eftHoldHours: z.number().int().min(EFT_HOLD_HOURS_RANGE.min).max(EFT_HOLD_HOURS_RANGE.max).default(48),
  counterHoldDays: z.number().int().min(COUNTER_HOLD_DAYS_RANGE.min).max(COUNTER_HOLD_DAYS_RANGE.max).default(7),
});

export const Features = z.object({
  /** The first-visit welcome on the home page. */
  welcomeDialog: z.boolean(),
  /** The newsletter sign-up in the footer (and /newsletter accepting new addresses). */
  newsletterSignup: z.boolean(),
  /** "Pay when you collect" offered at checkout; saved before it existed: on, the default. */
  payAtCounter: z.boolean().default(true),
});

export const SECTION_SCHEMAS = {
  details: ShopDetails,
  hours: ShopHours,
  home: HomeSettings,
  thresholds: Thresholds,
  features: Features,
} as const;

// Each schema reads exactly the section's type.
type Reads<S extends keyof SectionValues> =
  z.infer<(typeof SECTION_SCHEMAS)[S]> extends SectionValues[S]
    ? SectionValues[S] extends z.infer<(typeof SECTION_SCHEMAS)[S]>
      ? true
      : false
    : false;
export const SCHEMAS_MATCH_TYPES: { [S in keyof SectionValues]: Reads<S> } = {
  details: true,
  hours: true,
  home: true,
  thresholds: true,
  features: true,
};
