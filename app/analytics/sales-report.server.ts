import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { LOW_STOCK_THRESHOLD } from "~/catalog/stock-status";
import type { Database } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { isShopDay, shopDayEnd, shopDayOf, shopDayStart } from "~/platform/shop-days";
import {
  daysBetween,
  defaultRange,
  GROUPINGS,
  type Grouping,
  MAX_REPORT_DAYS,
  periodKeys,
  periodLabel,
} from "./periods";

/**
 * The sales report (/admin/analytics): over a chosen range of shop days (SAST), cut by day, week or
 * month. A sale is an order placed in the range and not cancelled; amounts are in cents, with VAT
 * (the order's total) and without (less the order's VAT). Each figure is one grouped query over
 * indexed columns, so a year of orders stays quick (`npm run bench`).
 */

const Day = z.string().trim().refine(isShopDay).catch("").default("");

export const AnalyticsQuery = z.object({
  from: Day,
  to: Day,
  by: z.enum(GROUPINGS).catch("day").default("day"),
});

export type ReportRange = { from: string; to: string; by: Grouping; note: string | null };

/**
 * The range asked for, made sound: missing ends default to the last 30 days, a range back to front
 * is turned round, and one longer than MAX_REPORT_DAYS is cut to end at its last day (and says so).
 */
export function reportRange(query: z.infer<typeof AnalyticsQuery>, today: string): ReportRange {
  const fallback = defaultRange(today);
  let from = query.from || (query.to && query.to < fallback.from ? query.to : fallback.from);
  let to = query.to || (query.from && query.from > today ? query.from : today);
  if (from > to) [from, to] = [to, from];
  let note: string | null = null;
  if (daysBetween(from, to) > MAX_REPORT_DAYS) {
    const start = new Date(`${to}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - (MAX_REPORT_DAYS - 1));
    from = start.toISOString().slice(0, 10);
    note = `A report covers at most ${MAX_REPORT_DAYS} days: this one starts on ${from}.`;
  }
  return { from, to, by: query.by, note };
}

export type PeriodFigures = { key: string; label: string; orders: number; inclCents: number; exclCents: number };
export type Split = { key: string; label: string; orders: number; inclCents: number };
export type TopLine = { name: string; quantity: number; inclCents: number };

export type SalesReport = {
  range: ReportRange;
  periods: PeriodFigures[];
  totals: { orders: number; inclCents: number; exclCents: number; vatCents: number; averageCents: number };
  fulfilment: Split[];
  payment: Split[];
  topProducts: TopLine[];
  topCategories: TopLine[];
  newCustomers: number;
  lowStock: { low: number; out: number };
};

const PAYMENT_LABELS: Record<string, string> = {
  pending_payment: "Pending payment",
  proof_uploaded: "Proof uploaded",
  paid: "Paid",
  payment_failed: "Payment failed",
  refunded: "Refunded",
};

function bucket(by: Grouping) {
  if (by === "day") return sql<string>`date(orders.created_at, '+2 hours')`;
  if (by === "week") return sql<string>`date(orders.created_at, '+2 hours', '-6 days', 'weekday 1')`;
  return sql<string>`strftime('%Y-%m', orders.created_at, '+2 hours')`;
}

export async function loadSalesReport(db: Database, range: ReportRange): Promise<SalesReport> {
  const start = shopDayStart(range.from);
  const end = shopDayEnd(range.to);
  const sales = (eb: ExpressionBuilder<DB, "orders">) =>
    eb.and([
      eb("orders.created_at", ">=", start),
      eb("orders.created_at", "<", end),
      eb("orders.status", "!=", "cancelled"),
    ]);
  const key = bucket(range.by);

  const [perPeriod, perFulfilment, perPayment, products, categories, customers, stock] = await Promise.all([
    db
      .selectFrom("orders")
      .select((eb) => [
        key.as("period"),
        eb.fn.countAll<number>().as("orders"),
        eb.fn.sum<number>("orders.total_cents").as("incl"),
        eb.fn.sum<number>("orders.vat_cents").as("vat"),
      ])
      .where(sales)
      .groupBy("period")
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => [
        "orders.fulfilment_method as key",
        eb.fn.countAll<number>().as("orders"),
        eb.fn.sum<number>("orders.total_cents").as("incl"),
      ])
      .where(sales)
      .groupBy("orders.fulfilment_method")
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => [
        "orders.payment_status as key",
        eb.fn.countAll<number>().as("orders"),
        eb.fn.sum<number>("orders.total_cents").as("incl"),
      ])
      .where(sales)
      .groupBy("orders.payment_status")
      .execute(),
    db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .select((eb) => [
        eb.fn.max("order_items.product_name").as("name"),
        eb.fn.sum<number>("order_items.quantity").as("quantity"),
        eb.fn.sum<number>("order_items.item_total_cents").as("incl"),
      ])
      .where(sales)
      .groupBy(sql`coalesce(order_items.product_id, order_items.ws_code)`)
      .orderBy("incl", "desc")
      .limit(10)
      .execute(),
    db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .leftJoin("products", "products.id", "order_items.product_id")
      .leftJoin("product_categories as category", "category.id", "products.category_id")
      .select((eb) => [
        eb.fn.coalesce("category.name", eb.val("No category")).as("name"),
        eb.fn.sum<number>("order_items.quantity").as("quantity"),
        eb.fn.sum<number>("order_items.item_total_cents").as("incl"),
      ])
      .where(sales)
      .groupBy("category.id")
      .orderBy("incl", "desc")
      .limit(10)
      .execute(),
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("users.created_at", ">=", start)
      .where("users.created_at", "<", end)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom("user_roles").select("user_roles.user_id").whereRef("user_roles.user_id", "=", "users.id")),
        ),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("products")
      .leftJoin("product_stock_levels as level", "level.product_id", "products.id")
      .select([
        sql<number>`sum(CASE WHEN coalesce(level.quantity, 0) <= 0 THEN 1 ELSE 0 END)`.as("out"),
        sql<number>`sum(CASE WHEN level.quantity > 0 AND level.quantity <= ${LOW_STOCK_THRESHOLD} THEN 1 ELSE 0 END)`.as(
          "low",
        ),
      ])
      .where("products.is_active", "=", 1)
      .executeTakeFirstOrThrow(),
  ]);

  const found = new Map(perPeriod.map((row) => [row.period, row]));
  const periods = periodKeys(range.from, range.to, range.by).map((periodKey): PeriodFigures => {
    const row = found.get(periodKey);
    const incl = Number(row?.incl ?? 0);
    return {
      key: periodKey,
      label: periodLabel(periodKey, range.by),
      orders: Number(row?.orders ?? 0),
      inclCents: incl,
      exclCents: incl - Number(row?.vat ?? 0),
    };
  });
  const orders = perPeriod.reduce((sum, row) => sum + Number(row.orders), 0);
  const inclCents = perPeriod.reduce((sum, row) => sum + Number(row.incl ?? 0), 0);
  const vatCents = perPeriod.reduce((sum, row) => sum + Number(row.vat ?? 0), 0);
  const split = (rows: { key: string; orders: number; incl: number | null }[], label: (key: string) => string) =>
    rows
      .map((row) => ({
        key: row.key,
        label: label(row.key),
        orders: Number(row.orders),
        inclCents: Number(row.incl ?? 0),
      }))
      .sort((a, b) => b.orders - a.orders || a.key.localeCompare(b.key));
  const line = (row: { name: string | null; quantity: number | null; incl: number | null }): TopLine => ({
    name: row.name ?? "",
    quantity: Number(row.quantity ?? 0),
    inclCents: Number(row.incl ?? 0),
  });
  return {
    range,
    periods,
    totals: {
      orders,
      inclCents,
      exclCents: inclCents - vatCents,
      vatCents,
      averageCents: orders ? Math.round(inclCents / orders) : 0,
    },
    fulfilment: split(perFulfilment, (value) => (value === "collect" ? "Collect at the store" : "Delivery")),
    payment: split(perPayment, (value) => PAYMENT_LABELS[value] ?? value),
    topProducts: products.map(line),
    topCategories: categories.map(line),
    newCustomers: Number(customers.count),
    lowStock: { low: Number(stock.low ?? 0), out: Number(stock.out ?? 0) },
  };
}

/** Today as the shop counts it. */
export function shopToday(now: Date = new Date()): string {
  return shopDayOf(now);
}

export const REPORT_CSV_COLUMNS = [
  "Period",
  "Starts",
  "Orders",
  "Sales incl. VAT (R)",
  "Sales excl. VAT (R)",
  "VAT (R)",
] as const;

/** The report's periods as CSV rows, amounts in rand. */
export function reportCsvRows(report: SalesReport): (string | number)[][] {
  const rands = (cents: number) => Number((cents / 100).toFixed(2));
  return report.periods.map((period) => [
    period.label,
    period.key,
    period.orders,
    rands(period.inclCents),
    rands(period.exclCents),
    rands(period.inclCents - period.exclCents),
  ]);
}
