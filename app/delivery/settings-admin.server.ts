import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { writeSetting } from "~/platform/settings.server";
import { readDeliverySettings } from "./delivery-quote.server";
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_SETTINGS_KEY, DeliverySettings } from "./delivery-settings.server";

type Actor = { id: string; email: string };

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (value === null || typeof value !== "object") return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([key, inner]) =>
      flatten(inner, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

/** Each setting that changed, with its old and new value: what the audit log keeps. */
export function changedSettings(before: DeliverySettings, after: DeliverySettings) {
  const old = flatten(before);
  const next = flatten(after);
  return Object.fromEntries(
    Object.keys(next)
      .filter((key) => old[key] !== next[key])
      .map((key) => [key, { from: old[key], to: next[key] }]),
  );
}

/** The delivery settings and when they were last saved (null: the defaults were never changed). */
export async function loadDeliverySettingsScreen(db: Database) {
  const [settings, row] = await Promise.all([
    readDeliverySettings(db),
    db.selectFrom("shop_settings").select(["updated_at"]).where("key", "=", DELIVERY_SETTINGS_KEY).executeTakeFirst(),
  ]);
  return { settings, savedAt: row?.updated_at ?? null };
}

/** Saves the settings and records who changed what in the audit log. */
export async function saveDeliverySettings(
  db: Database,
  actor: Actor,
  settings: DeliverySettings,
  options: { action?: "delivery_settings.update" | "delivery_settings.reset"; ipAddress?: string } = {},
): Promise<void> {
  const checked = DeliverySettings.parse(settings);
  const before = await readDeliverySettings(db);
  await db.transaction().execute(async (trx) => {
    await writeSetting(trx, DELIVERY_SETTINGS_KEY, checked, actor.id);
    await recordAudit(trx, {
      actor,
      action: options.action ?? "delivery_settings.update",
      entityType: "shop_setting",
      entityId: DELIVERY_SETTINGS_KEY,
      details: { changes: changedSettings(before, checked) },
      ipAddress: options.ipAddress,
    });
  });
}

export function resetDeliverySettings(db: Database, actor: Actor, ipAddress?: string): Promise<void> {
  return saveDeliverySettings(db, actor, DEFAULT_DELIVERY_SETTINGS, { action: "delivery_settings.reset", ipAddress });
}
