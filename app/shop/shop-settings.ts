import { FEATURED_TABS, type FeaturedTab } from "~/catalog/featured";
import type { Language } from "~/platform/language";
import { STORE, STORE_HOURS } from "./store-info";

/**
 * The shop's own settings, changed by the owner on /admin/settings and kept in `shop_settings`,
 * one key per section so that saving one section never overwrites another. Each section has a
 * schema (what is stored: shop-settings-schemas.ts) and a default (the values the shop shipped
 * with), so a shop that never opened the screen looks exactly as before. Plain module without
 * zod: every page's components read the shop from here, and it goes to every phone.
 */

export const SETTINGS_SECTIONS = ["details", "hours", "home", "thresholds", "features"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_KEYS: Record<SettingsSection, string> = {
  details: "shop_details",
  hours: "shop_hours",
  home: "shop_home",
  thresholds: "shop_thresholds",
  features: "shop_features",
};

export const SECTION_TITLES: Record<SettingsSection, string> = {
  details: "Shop details",
  hours: "Store hours and closures",
  home: "Home page",
  thresholds: "Order and stock thresholds",
  features: "Features",
};

/** Each section's fields as the form's labels name them, for the notes of a refused stale save. */
export const SETTINGS_FIELD_LABELS = {
  name: "Shop name",
  legalName: "Legal name",
  tagline: "Tagline",
  taglineAf: "Tagline in Afrikaans",
  address: "Address",
  phone: "Phone",
  whatsapp: "WhatsApp",
  email: "Customer e-mail",
  ordersEmail: "Notifications e-mail",
  vatNumber: "VAT number",
  hours: "Store hours",
  hoursAf: "Hours in Afrikaans",
  closures: "Holidays and closures",
  welcomeTitle: "Welcome title",
  welcomeText: "Welcome text",
  welcomeTitleAf: "Welcome title in Afrikaans",
  welcomeTextAf: "Welcome text in Afrikaans",
  lowStock: "Low stock at or below",
  proofWarningHours: "Flag a waiting proof of payment after (hours)",
  smsPartPriceCents: "Price of one SMS part (cents)",
  eftHoldHours: "Hold an unpaid EFT order for (hours)",
  counterHoldDays: "Hold a 'pay when you collect' order for (days)",
  welcomeDialog: { label: "Welcome for first-time visitors", checkbox: true },
  newsletterSignup: { label: "Newsletter sign-up", checkbox: true },
  payAtCounter: { label: "Offer 'Pay when you collect' at checkout", checkbox: true },
};

/** South African VAT numbers: ten digits starting with 4. */
export const VAT_NUMBER_PATTERN = /^4\d{9}$/;
/** A phone number as people type it: +27 12 802 0000, 012-802-0000, (012) 802 0000. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,20}$/;
export const MAX_ADDRESS_LINES = 4;
export const MAX_HOURS_ROWS = 8;
export const MAX_CLOSURES = 30;
export const WELCOME_TEXT_MAX = 400;

export type ShopDetails = {
  name: string;
  legalName: string;
  tagline: string;
  /** The tagline Afrikaans readers see (issue 49); empty: the English one. */
  taglineAf: string;
  addressLines: string[];
  phone: string;
  /** Empty: no WhatsApp links anywhere. */
  whatsapp: string;
  /** The address customers write to, shown on the site and in e-mails. */
  email: string;
  /** Where the shop's notifications go (new orders, proofs, messages, bank-detail changes). */
  ordersEmail: string;
  vatNumber: string;
};
export type Closure = { date: string; note: string };
/** A row of store hours; `daysAf` and `hoursAf` are its Afrikaans form (issue 49), empty when there is none. */
export type HoursRow = { days: string; hours: string; daysAf: string; hoursAf: string };
export type ShopHours = { hours: HoursRow[]; closures: Closure[] };
export type HomeSettings = {
  welcomeTitle: string;
  welcomeText: string;
  /** The welcome Afrikaans readers see (issue 49); empty: the English one. */
  welcomeTitleAf: string;
  welcomeTextAf: string;
  /** The Featured Products tabs shown, in the storefront's order; none hides the section. */
  featuredTabs: FeaturedTab[];
};
export type Thresholds = {
  /** Stock at or below this (and above 0) is 'Low Stock'. */
  lowStock: number;
  /** A proof of payment waiting this many hours is flagged on the dashboard (we promise 24). */
  proofWarningHours: number;
  /** What the aggregator charges for one SMS part, in cents: the bulk SMS composer's estimate. */
  smsPartPriceCents: number;
  /**
   * How long an EFT order waits for its payment (or proof) before it is cancelled and its stock
   * goes back (decision 0103), from when it is placed or its proof is rejected.
   */
  eftHoldHours: number;
  /** How long an order to pay at the counter waits to be collected and paid before it is cancelled (decision 0103). */
  counterHoldDays: number;
};
export type Features = {
  /** The first-visit welcome on the home page. */
  welcomeDialog: boolean;
  /** The newsletter sign-up in the footer (and /newsletter accepting new addresses). */
  newsletterSignup: boolean;
  /** Checkout offers "Pay when you collect" (cash or card at the counter) beside EFT for an order to collect. */
  payAtCounter: boolean;
};

export type SectionValues = {
  details: ShopDetails;
  hours: ShopHours;
  home: HomeSettings;
  thresholds: Thresholds;
  features: Features;
};

/** The demo shop's details; the notification address and VAT number come from the environment. */
export function defaultShopDetails(fromEnv: { email: string; vatNumber: string }): ShopDetails {
  return {
    name: STORE.name,
    legalName: STORE.legalName,
    tagline: STORE.tagline,
    taglineAf: STORE.taglineAf,
    addressLines: [...STORE.addressLines],
    phone: STORE.phone,
    whatsapp: STORE.whatsapp,
    email: STORE.email,
    ordersEmail: fromEnv.email,
    vatNumber: fromEnv.vatNumber,
  };
}

export const DEFAULT_SHOP_HOURS: ShopHours = { hours: STORE_HOURS.map((row) => ({ ...row })), closures: [] };

export const DEFAULT_HOME_SETTINGS: HomeSettings = {
  welcomeTitle: `Welcome to ${STORE.name}`,
  welcomeText:
    "Our online catalogue is still growing. If you cannot find what you need, visit our store in Donkerhoek, Pretoria East, or ask us: we stock far more than is online.",
  welcomeTitleAf: `Welkom by ${STORE.name}`,
  welcomeTextAf:
    "Ons aanlyn katalogus groei nog. Kry jy nie wat jy soek nie? Kom na ons winkel in Donkerhoek, Pretoria-Oos, of vra ons: ons het baie meer as wat aanlyn is.",
  featuredTabs: FEATURED_TABS.map((tab) => tab.id),
};

export const DEFAULT_THRESHOLDS: Thresholds = {
  lowStock: 10,
  proofWarningHours: 20,
  smsPartPriceCents: 25,
  eftHoldHours: 48,
  counterHoldDays: 7,
};

/** The bounds of the hold settings (decision 0103): at least an hour, at most two weeks; a day to a month. */
export const EFT_HOLD_HOURS_RANGE = { min: 1, max: 336 } as const;
export const COUNTER_HOLD_DAYS_RANGE = { min: 1, max: 30 } as const;

export const DEFAULT_FEATURES: Features = { welcomeDialog: true, newsletterSignup: true, payAtCounter: true };

/**
 * What every page may show of the shop: its details, hours, the coming closures and the flags
 * the storefront needs. Built once per request by the root loader.
 */
export type PublicShop = Pick<
  ShopDetails,
  "name" | "legalName" | "tagline" | "addressLines" | "phone" | "whatsapp" | "email"
> & {
  latitude: number;
  longitude: number;
  mapUrl: string;
  /** Empty when the shop has no WhatsApp number. */
  chatUrl: string;
  /** In the reader's language (`hoursIn`). */
  hours: Array<{ days: string; hours: string }>;
  upcomingClosures: Closure[];
  welcome: { show: boolean; title: string; text: string };
  newsletterSignup: boolean;
};

/** How many days ahead the storefront announces a closure. */
export const CLOSURE_NOTICE_DAYS = 60;

export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

/** wa.me wants the number in international form, digits only: 082 000 0000 becomes 27820000000. */
export function whatsAppChatUrl(number: string): string {
  if (!number) return "";
  const digits = number.replace(/\D/g, "");
  const international = number.trim().startsWith("+") ? digits : digits.replace(/^0/, "27");
  return `https://wa.me/${international}`;
}

/** Closures from `today` (a YYYY-MM-DD shop day) to CLOSURE_NOTICE_DAYS later, soonest first. */
export function upcomingClosures(closures: readonly Closure[], today: string): Closure[] {
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + CLOSURE_NOTICE_DAYS);
  const until = last.toISOString().slice(0, 10);
  return closures
    .filter((closure) => closure.date >= today && closure.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A text staff wrote, for a reader of `language` (issue 49; decision 0110): its Afrikaans form
 * for an Afrikaans reader when staff wrote one, otherwise the English as written.
 */
export function textIn(english: string, afrikaans: string | undefined, language: Language): string {
  return (language === "af" && afrikaans?.trim()) || english;
}

/**
 * The store-hours rows for a reader of `language`: each row's Afrikaans days and hours when staff
 * wrote both, otherwise the row as written in English (never half of each).
 */
export function hoursIn(rows: readonly HoursRow[], language: Language): Array<{ days: string; hours: string }> {
  return rows.map((row) =>
    language === "af" && row.daysAf.trim() && row.hoursAf.trim()
      ? { days: row.daysAf, hours: row.hoursAf }
      : { days: row.days, hours: row.hours },
  );
}

/** What every page shows of the shop, with the texts staff wrote in the reader's `language`. */
export function publicShop(input: {
  details: ShopDetails;
  hours: ShopHours;
  home: HomeSettings;
  features: Features;
  location: { latitude: number; longitude: number };
  today: string;
  language?: Language;
}): PublicShop {
  const { details, hours, home, features, location } = input;
  const language = input.language ?? "en";
  return {
    name: details.name,
    legalName: details.legalName,
    tagline: textIn(details.tagline, details.taglineAf, language),
    addressLines: details.addressLines,
    phone: details.phone,
    whatsapp: details.whatsapp,
    email: details.email,
    latitude: location.latitude,
    longitude: location.longitude,
    mapUrl: openStreetMapUrl(location.latitude, location.longitude),
    chatUrl: whatsAppChatUrl(details.whatsapp),
    hours: hoursIn(hours.hours, language),
    upcomingClosures: upcomingClosures(hours.closures, input.today),
    welcome: {
      show: features.welcomeDialog,
      title: textIn(home.welcomeTitle, home.welcomeTitleAf, language),
      text: textIn(home.welcomeText, home.welcomeTextAf, language),
    },
    newsletterSignup: features.newsletterSignup,
  };
}

/** The shop as it shipped: what pages show when the root loader's data is missing (error pages). */
export const DEFAULT_PUBLIC_SHOP: PublicShop = publicShop({
  details: defaultShopDetails({ email: STORE.email, vatNumber: "4000000000" }),
  hours: DEFAULT_SHOP_HOURS,
  home: DEFAULT_HOME_SETTINGS,
  features: DEFAULT_FEATURES,
  location: { latitude: STORE.latitude, longitude: STORE.longitude },
  today: "1970-01-01",
});

/** The lines that close every e-mail to a customer: the shop's name, address and numbers. */
export function emailSignature(details: Pick<ShopDetails, "name" | "addressLines" | "phone" | "whatsapp">): string {
  const numbers = details.whatsapp ? `${details.phone} · WhatsApp ${details.whatsapp}` : details.phone;
  return `\n\n${details.name}\n${details.addressLines.join(", ")}\n${numbers}`;
}
