import { sql } from "kysely";
import { type Area, canAccess, type Role } from "~/accounts/roles";
import { type LastBackups, lastBackups } from "~/platform/backups.server";
import type { Database } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { shopDayEnd, shopDayOf, shopDayStart } from "~/platform/shop-days";
import { DEFAULT_THRESHOLDS } from "~/shop/shop-settings";
import { readThresholds } from "~/shop/shop-settings.server";

/**
 * The back office's start page: what needs doing now, for the roles of the person looking, each
 * item a link to the screen that handles it; and the day's and week's sales for the roles that
 * may see money (the analytics area). A plain function of the database and the moment, so its
 * rules are tested without a browser.
 */

/** The guides promise that a proof of payment is verified within 24 hours. */
export const PROOF_PROMISE_HOURS = 24;

export type DashboardItem = {
  area: Area;
  label: string;
  count: number;
  /** Shown instead of the count where a number alone says too little ("5 hours"). */
  value?: string;
  /** The screen that handles it; none where that screen is still to come. */
  to: string | null;
  /** A line under the count: the oldest proof's wait against the promise. */
  detail?: string;
  /** Needs someone now (shown in red): a promise about to be broken, products that cannot be sold. */
  urgent: boolean;
};

export type SalesFigure = { label: string; orders: number; totalCents: number };

export type Dashboard = { todo: DashboardItem[]; sales: SalesFigure[] | null };

const ORDERS_TO_PREPARE = ["payment_received", "processing", "preparing"] as const;

/** Monday of the shop week that holds this shop day (weeks run Monday to Sunday). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/** "3 hours", "1 day and 2 hours": how long the oldest proof has waited. */
export function waitedFor(hours: number): string {
  const whole = Math.max(0, Math.floor(hours));
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days === 0) return whole < 1 ? "less than an hour" : plural(whole, "hour");
  return rest === 0 ? plural(days, "day") : `${plural(days, "day")} and ${plural(rest, "hour")}`;
}

/**
 * The proofs waiting, and how long the oldest has waited against the 24-hour promise; red once
 * the oldest has waited `warningHours` (the owner's threshold on /admin/settings, 20 by default).
 */
export function proofsItem(
  count: number,
  oldest: string | null,
  now: Date,
  warningHours: number = DEFAULT_THRESHOLDS.proofWarningHours,
): DashboardItem {
  const waited = count > 0 && oldest ? (now.getTime() - new Date(oldest).getTime()) / 3_600_000 : 0;
  const against =
    waited >= PROOF_PROMISE_HOURS
      ? `: past the ${PROOF_PROMISE_HOURS}-hour promise`
      : ` of the ${PROOF_PROMISE_HOURS} hours we promise`;
  return {
    area: "payments",
    label: "Proofs of payment to verify",
    count,
    to: "/admin/orders?payment=proof_uploaded",
    detail: count > 0 ? `The oldest has waited ${waitedFor(waited)}${against}.` : undefined,
    urgent: count > 0 && waited >= warningHours,
  };
}

/** A day's backup plus two hours' grace: after this the start page warns (decision 0043). */
export const BACKUP_WARNING_HOURS = 26;

/** The age of the last good database backup, red when it is older than 26 hours or there is none. */
export function backupItem(backups: LastBackups, now: Date): DashboardItem {
  const item = { area: "settings" as const, label: "Since the last good database backup", to: null };
  const failed = backups.lastFailed ? ` The backup at ${formatDateTime(backups.lastFailed)} failed: see the logs.` : "";
  if (!backups.lastGood)
    return {
      ...item,
      count: 0,
      value: "No backup yet",
      detail: `The daily backup has not succeeded yet.${failed}`,
      urgent: true,
    };
  const hours = Math.max(0, (now.getTime() - new Date(backups.lastGood.finishedAt).getTime()) / 3_600_000);
  const late = hours > BACKUP_WARNING_HOURS;
  return {
    ...item,
    count: Math.floor(hours),
    value: waitedFor(hours),
    detail: `Taken ${formatDateTime(backups.lastGood.finishedAt)}.${late ? ` Older than ${BACKUP_WARNING_HOURS} hours: check the daily backup job.` : ""}${failed}`,
    urgent: late,
  };
}

export async function loadDashboard(db: Database, roles: readonly Role[], now: Date): Promise<Dashboard> {
  const may = (area: Area) => canAccess(roles, area);
  const todo: DashboardItem[] = [];
  const thresholds = await readThresholds(db);

  if (may("payments") || may("orders")) {
    const proofs = await db
      .selectFrom("payment_proofs as p")
      .innerJoin("orders as o", "o.id", "p.order_id")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("p.created_at").as("oldest")])
      .where("p.status", "=", "pending")
      .where("o.status", "!=", "cancelled")
      .executeTakeFirstOrThrow();
    todo.push(proofsItem(Number(proofs.count), proofs.oldest, now, thresholds.proofWarningHours));
  }

  if (may("orders")) {
    const perStatus = await db
      .selectFrom("orders")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .where("status", "in", [...ORDERS_TO_PREPARE, "ready_for_pickup"])
      .groupBy("status")
      .execute();
    const countOf = (status: string) => Number(perStatus.find((row) => row.status === status)?.count ?? 0);
    todo.push({
      area: "orders",
      label: "Paid orders waiting to be prepared",
      count: countOf("payment_received") + countOf("processing"),
      to: "/admin/orders?status=payment_received",
      urgent: false,
    });
    // Placed to pay at the counter when collecting (decision 0096): no payment comes first, so
    // they wait in pending until someone prepares them. Never among the proofs to check.
    const counter = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("payment_method", "=", "cash_on_collection")
      .where("fulfilment_method", "=", "collect")
      .where("payment_status", "!=", "paid")
      .where("status", "in", ["pending", "confirmed"])
      .executeTakeFirstOrThrow();
    todo.push({
      area: "orders",
      label: "Orders to pay at the counter, to prepare",
      count: Number(counter.count),
      to: "/admin/orders?status=pending",
      urgent: false,
    });
    todo.push({
      area: "orders",
      label: "Orders being prepared",
      count: countOf("preparing"),
      to: "/admin/orders?status=preparing",
      urgent: false,
    });
    todo.push({
      area: "orders",
      label: "Orders waiting for collection",
      count: countOf("ready_for_pickup"),
      to: "/admin/orders?status=ready_for_pickup",
      urgent: false,
    });
  }

  if (may("stock")) {
    const levels = await db
      .selectFrom("products")
      .leftJoin("product_stock_levels as level", "level.product_id", "products.id")
      .select([
        sql<number>`sum(CASE WHEN coalesce(level.quantity, 0) <= 0 THEN 1 ELSE 0 END)`.as("out"),
        sql<number>`sum(CASE WHEN level.quantity > 0 AND level.quantity <= ${thresholds.lowStock} THEN 1 ELSE 0 END)`.as(
          "low",
        ),
      ])
      .where("products.is_active", "=", 1)
      .executeTakeFirstOrThrow();
    todo.push({
      area: "stock",
      label: "Products out of stock",
      count: Number(levels.out ?? 0),
      to: "/admin/stock-levels?level=out",
      urgent: Number(levels.out ?? 0) > 0,
    });
    todo.push({
      area: "stock",
      label: `Products low on stock (${thresholds.lowStock} or fewer)`,
      count: Number(levels.low ?? 0),
      to: "/admin/stock-levels?level=low",
      urgent: false,
    });
  }

  if (may("messages")) {
    const unread = await db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("handled_at", "is", null)
      .where("archived_at", "is", null)
      .executeTakeFirstOrThrow();
    todo.push({
      area: "messages",
      label: "Unread messages from customers",
      count: Number(unread.count),
      to: "/admin/messages",
      urgent: false,
    });
    // Replies to the shop's SMS a person must read (a STOP or a YES is handled by the shop).
    const replies = await db
      .selectFrom("sms_inbound")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("handled_at", "is", null)
      .executeTakeFirstOrThrow();
    todo.push({
      area: "messages",
      label: "SMS replies to read",
      count: Number(replies.count),
      to: "/admin/sms/inbox",
      urgent: false,
    });
  }

  if (may("reviews")) {
    const reviews = await db
      .selectFrom("product_reviews")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("is_approved", "=", 0)
      .executeTakeFirstOrThrow();
    todo.push({
      area: "reviews",
      label: "Reviews waiting for moderation",
      count: Number(reviews.count),
      to: null,
      urgent: false,
    });
  }

  if (may("newsletters")) {
    const drafts = await db
      .selectFrom("newsletters")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    todo.push({
      area: "newsletters",
      label: "Newsletter drafts",
      count: Number(drafts.count),
      to: null,
      urgent: false,
    });
  }

  if (roles.includes("super_admin") || roles.includes("admin")) todo.push(backupItem(await lastBackups(db), now));

  return { todo, sales: may("analytics") ? await salesFigures(db, now) : null };
}

/**
 * Today's and this week's sales (shop days, SAST): orders placed and not cancelled, with their
 * totals including VAT. Money, so only for the analytics area's roles.
 */
async function salesFigures(db: Database, now: Date): Promise<SalesFigure[]> {
  const today = shopDayOf(now);
  const periods = [
    { label: "Today", from: shopDayStart(today) },
    { label: "This week (from Monday)", from: shopDayStart(weekStartOf(today)) },
  ];
  const until = shopDayEnd(today);
  return Promise.all(
    periods.map(async (period) => {
      const row = await db
        .selectFrom("orders")
        .select((eb) => [
          eb.fn.countAll<number>().as("orders"),
          eb.fn.coalesce(eb.fn.sum<number>("total_cents"), eb.lit(0)).as("total"),
        ])
        .where("created_at", ">=", period.from)
        .where("created_at", "<", until)
        .where("status", "!=", "cancelled")
        .executeTakeFirstOrThrow();
      return { label: period.label, orders: Number(row.orders), totalCents: Number(row.total) };
    }),
  );
}
