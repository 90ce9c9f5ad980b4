import type { ZodType } from "zod";
import { readDeliverySettings } from "~/delivery/delivery-quote.server";
import { fieldChanges, recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import type { Language } from "~/platform/language";
import { readSetting, writeSetting } from "~/platform/settings.server";
import { shopDayOf } from "~/platform/shop-days";
import {
  DEFAULT_FEATURES,
  DEFAULT_HOME_SETTINGS,
  DEFAULT_SHOP_HOURS,
  DEFAULT_THRESHOLDS,
  defaultShopDetails,
  type PublicShop,
  publicShop,
  SETTINGS_KEYS,
  SETTINGS_SECTIONS,
  type SectionValues,
  type SettingsSection,
  type ShopDetails,
  type Thresholds,
} from "./shop-settings";
import { SECTION_SCHEMAS } from "./shop-settings-schemas";

export function sectionDefault<S extends SettingsSection>(section: S): SectionValues[S] {
  const defaults: SectionValues = {
    details: defaultShopDetails({ email: env().STORE_EMAIL, vatNumber: env().STORE_VAT_NUMBER }),
    hours: DEFAULT_SHOP_HOURS,
    home: DEFAULT_HOME_SETTINGS,
    thresholds: DEFAULT_THRESHOLDS,
    features: DEFAULT_FEATURES,
  };
  return defaults[section];
}

export function readSection<S extends SettingsSection>(db: Database, section: S): Promise<SectionValues[S]> {
  // The schema and default belong to the same section: the casts only restate that.
  const schema = SECTION_SCHEMAS[section] as unknown as ZodType<SectionValues[S]>;
  return readSetting(db, SETTINGS_KEYS[section], schema, sectionDefault(section));
}

/** The shop's name, address and contacts, for e-mails, invoices and the feed. */
export function readShopDetails(db: Database): Promise<ShopDetails> {
  return readSection(db, "details");
}

export function readThresholds(db: Database): Promise<Thresholds> {
  return readSection(db, "thresholds");
}

/** The address the shop's own notifications go to. */
export async function shopNotificationEmail(db: Database): Promise<string> {
  return (await readShopDetails(db)).ordersEmail;
}

/**
 * Everything the storefront shows of the shop, as of this request, with the texts staff wrote
 * (tagline, store hours, welcome) in the reader's `language` where they wrote an Afrikaans form.
 */
export async function readPublicShop(
  db: Database,
  now: Date = new Date(),
  language: Language = "en",
): Promise<PublicShop> {
  const [details, hours, home, features, delivery] = await Promise.all([
    readSection(db, "details"),
    readSection(db, "hours"),
    readSection(db, "home"),
    readSection(db, "features"),
    readDeliverySettings(db),
  ]);
  return publicShop({
    details,
    hours,
    home,
    features,
    location: { latitude: delivery.shopLatitude, longitude: delivery.shopLongitude },
    today: shopDayOf(now),
    language,
  });
}

export type SectionState<S extends SettingsSection> = {
  values: SectionValues[S];
  savedAt: string | null;
  savedBy: string | null;
};

export type SettingsScreen = { [S in SettingsSection]: SectionState<S> };

/** Every section's current values and who saved it when (never saved: the defaults, no date). */
export async function loadSettingsScreen(db: Database): Promise<SettingsScreen> {
  const rows = await db
    .selectFrom("shop_settings")
    .leftJoin("users", "users.id", "shop_settings.updated_by_id")
    .select(["shop_settings.key", "shop_settings.updated_at", "users.email"])
    .where("shop_settings.key", "in", Object.values(SETTINGS_KEYS))
    .execute();
  const entries = await Promise.all(
    SETTINGS_SECTIONS.map(async (section) => {
      const row = rows.find((candidate) => candidate.key === SETTINGS_KEYS[section]);
      return [
        section,
        { values: await readSection(db, section), savedAt: row?.updated_at ?? null, savedBy: row?.email ?? null },
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as SettingsScreen;
}

export type SaveOutcome<S extends SettingsSection = SettingsSection> =
  | { status: "saved"; changed: string[] }
  /** Saved by someone since the form was opened: who and when, and the section as saved now. */
  | { status: "stale"; by: string | null; at: string; values: SectionValues[S] };

/**
 * Saves one section unless someone saved it after the form was opened (`seen` is the saved-at
 * the form was opened on, empty when it had never been saved), and records the fields changed.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  db: Database,
  actor: { id: string; email: string },
  section: S,
  values: SectionValues[S],
  options: { seen: string; ipAddress?: string },
): Promise<SaveOutcome<S>> {
  const key = SETTINGS_KEYS[section];
  const checked = SECTION_SCHEMAS[section].parse(values);
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("shop_settings")
      .leftJoin("users", "users.id", "shop_settings.updated_by_id")
      .select(["shop_settings.updated_at", "users.email"])
      .where("shop_settings.key", "=", key)
      .executeTakeFirst();
    if ((current?.updated_at ?? "") !== options.seen) {
      const values = await readSection(trx, section);
      return { status: "stale", by: current?.email ?? null, at: current?.updated_at ?? "", values } as const;
    }
    const before = await readSection(trx, section);
    const changes = fieldChanges(before as Record<string, unknown>, checked as Record<string, unknown>);
    await writeSetting(trx, key, checked, actor.id);
    await recordAudit(trx, {
      actor,
      action: `settings.${section}.update`,
      entityType: "shop_setting",
      entityId: key,
      details: { changes },
      ipAddress: options.ipAddress,
    });
    return { status: "saved", changed: Object.keys(changes) } as const;
  });
}
