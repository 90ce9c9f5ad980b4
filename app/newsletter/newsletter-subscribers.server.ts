import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { SUBSCRIBER_NOT_FOUND } from "./newsletter-messages";
import { SUBSCRIBER_PAGE, startOfMonthIso } from "./newsletter-rules";
import type { Outcome } from "./newsletters.server";
import { withdrawQueuedNewsletters } from "./subscriptions.server";

/**
 * The newsletter's subscribers as staff manage them (decision 0052): the list with its tiles and
 * search, the CSV export, activate or deactivate. Subscribing and unsubscribing are in
 * subscriptions.server.ts.
 */

/** Subscribers the list shows at most (the spec's fetch limit), and its first page. */
export const SUBSCRIBER_LIMIT = 1000;

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

export const SubscriberForm = z.object({
  intent: z.literal("subscriber"),
  id: z.string().min(1).max(100),
  active: z.enum(["0", "1"]),
});

export const SubscribersQuery = z.object({
  show: z.enum(["active", "all"]).catch("active"),
  search: z.string().trim().max(200).catch(""),
  limit: z.coerce.number().int().min(SUBSCRIBER_PAGE).max(SUBSCRIBER_LIMIT).catch(SUBSCRIBER_PAGE),
});
export type SubscribersQuery = z.infer<typeof SubscribersQuery>;

export async function countActiveSubscribers(db: Database): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function subscriberFilter(query: Pick<SubscribersQuery, "show" | "search">) {
  return (db: Database) => {
    let q = db.selectFrom("newsletter_subscriptions");
    if (query.show === "active") q = q.where("is_active", "=", 1);
    if (query.search) {
      const escaped = query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
      q = q.where((eb) => eb("email", "like", `%${escaped}%`));
    }
    return q;
  };
}

export async function loadSubscribers(db: Database, query: SubscribersQuery, now = new Date()) {
  const filtered = subscriberFilter(query);
  const rows = await filtered(db)
    .select(["id", "email", "is_active", "subscribed_at", "confirmed_at"])
    .orderBy("subscribed_at", "desc")
    .orderBy("id")
    .limit(query.limit + 1)
    .execute();
  const tiles = await db
    .selectFrom("newsletter_subscriptions")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("is_active", "=", 1).then(1).else(0).end()).as("active"),
      eb.fn
        .sum<number>(eb.case().when("subscribed_at", ">=", startOfMonthIso(now)).then(1).else(0).end())
        .as("thisMonth"),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(tiles.total);
  const active = Number(tiles.active ?? 0);
  return {
    subscribers: rows.slice(0, query.limit),
    hasMore: rows.length > query.limit && query.limit < SUBSCRIBER_LIMIT,
    tiles: { active, inactive: total - active, total, thisMonth: Number(tiles.thisMonth ?? 0) },
  };
}

/** Every subscriber the filter shows, for the CSV (no paging: the export is the whole list). */
export async function subscribersForExport(db: Database, query: Pick<SubscribersQuery, "show" | "search">) {
  return subscriberFilter(query)(db)
    .select(["email", "is_active", "subscribed_at"])
    .orderBy("subscribed_at", "desc")
    .orderBy("email")
    .execute();
}

export const NEVER_CONFIRMED =
  "This address never confirmed its subscription. Only its owner can, with the link in the confirmation e-mail (POPIA).";

/**
 * Activates or deactivates one subscriber. Only an address that once confirmed may be activated
 * (double opt-in); a deactivation also withdraws newsletters still waiting for it.
 */
export async function setSubscriberActive(
  db: Database,
  actor: Actor,
  change: { id: string; active: boolean },
  meta: Meta,
): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await trx
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("id", "=", change.id)
      .executeTakeFirst();
    if (!row) return { ok: false, status: 404, message: SUBSCRIBER_NOT_FOUND };
    if (change.active && !row.confirmed_at) return { ok: false, status: 409, message: NEVER_CONFIRMED };
    const now = nowIso();
    await trx
      .updateTable("newsletter_subscriptions")
      .set(
        change.active
          ? { is_active: 1, unsubscribed_at: null }
          : { is_active: 0, confirm_token_hash: null, unsubscribed_at: row.unsubscribed_at ?? now },
      )
      .where("id", "=", row.id)
      .execute();
    if (!change.active) await withdrawQueuedNewsletters(trx, row.email);
    await recordAudit(trx, {
      actor,
      action: change.active ? "newsletter-subscriber.activate" : "newsletter-subscriber.deactivate",
      entityType: "newsletter_subscription",
      entityId: row.id,
      details: { email: row.email, is_active: { from: row.is_active, to: change.active ? 1 : 0 } },
      ...meta,
    });
    return { ok: true, id: row.id };
  });
}
