import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import type { Database } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { formatDate } from "~/platform/format";
import { isShopDay, shopDayEnd, shopDayOf, shopDayStart } from "~/platform/shop-days";
import { readThresholds } from "~/shop/shop-settings.server";
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
  const thresholds = await readThresholds(db);

  // Two passes over the period's sales: the orders (by period, fulfilment and payment status at
  // once) and their lines (by product, with its category); the rest is added up here.
  const [cells, lines, customers, stock] = await Promise.all([
    db
      .selectFrom("orders")
      .select((eb) => [
        key.as("period"),
        "orders.fulfilment_method as fulfilment",
        "orders.payment_status as payment",
        eb.fn.countAll<number>().as("orders"),
        eb.fn.sum<number>("orders.total_cents").as("incl"),
        eb.fn.sum<number>("orders.vat_cents").as("vat"),
      ])
      .where(sales)
      .groupBy(["period", "orders.fulfilment_method", "orders.payment_status"])
      .execute(),
    db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .leftJoin("products", "products.id", "order_items.product_id")
      .leftJoin("product_categories as category", "category.id", "products.category_id")
      .select((eb) => [
        eb.fn.max("order_items.product_name").as("name"),
        eb.fn.max("category.id").as("categoryId"),
        eb.fn.max("category.name").as("categoryName"),
        eb.fn.sum<number>("order_items.quantity").as("quantity"),
        eb.fn.sum<number>("order_items.item_total_cents").as("incl"),
      ])
      .where(sales)
      .groupBy(sql`coalesce(order_items.product_id, order_items.ws_code)`)
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
        sql<number>`sum(CASE WHEN level.quantity > 0 AND level.quantity <= ${thresholds.lowStock} THEN 1 ELSE 0 END)`.as(
          "low",
        ),
      ])
      .where("products.is_active", "=", 1)
      .executeTakeFirstOrThrow(),
  ]);

  const perPeriod = new Map<string, { orders: number; incl: number; vat: number }>();
  const perFulfilment = new Map<string, { orders: number; incl: number }>();
  const perPayment = new Map<string, { orders: number; incl: number }>();
  const add = <T extends { orders: number; incl: number }>(map: Map<string, T>, at: string, row: T) => {
    const sum = map.get(at);
    if (!sum) map.set(at, { ...row });
    else for (const field of Object.keys(row) as (keyof T)[]) (sum[field] as number) += row[field] as number;
  };
  for (const cell of cells) {
    const orders = Number(cell.orders);
    const incl = Number(cell.incl ?? 0);
    add(perPeriod, cell.period, { orders, incl, vat: Number(cell.vat ?? 0) });
    add(perFulfilment, cell.fulfilment, { orders, incl });
    add(perPayment, cell.payment, { orders, incl });
  }
  const periods = periodKeys(range.from, range.to, range.by).map((periodKey): PeriodFigures => {
    const row = perPeriod.get(periodKey);
    return {
      key: periodKey,
      label: periodLabel(periodKey, range.by),
      orders: row?.orders ?? 0,
      inclCents: row?.incl ?? 0,
      exclCents: (row?.incl ?? 0) - (row?.vat ?? 0),
    };
  });
  const all = [...perPeriod.values()];
  const orders = all.reduce((sum, row) => sum + row.orders, 0);
  const inclCents = all.reduce((sum, row) => sum + row.incl, 0);
  const vatCents = all.reduce((sum, row) => sum + row.vat, 0);
  const split = (map: Map<string, { orders: number; incl: number }>, label: (key: string) => string): Split[] =>
    [...map]
      .map(([at, row]) => ({ key: at, label: label(at), orders: row.orders, inclCents: row.incl }))
      .sort((a, b) => b.orders - a.orders || a.key.localeCompare(b.key));
  const top = (rows: TopLine[]) =>
    rows.sort((a, b) => b.inclCents - a.inclCents || a.name.localeCompare(b.name)).slice(0, 10);
  const byCategory = new Map<string, TopLine>();
  for (const line of lines) {
    const at = line.categoryId ?? "";
    const sum = byCategory.get(at) ?? { name: line.categoryName ?? "No category", quantity: 0, inclCents: 0 };
    sum.quantity += Number(line.quantity ?? 0);
    sum.inclCents += Number(line.incl ?? 0);
    byCategory.set(at, sum);
  }
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
    topProducts: top(
      lines.map((line) => ({
        name: line.name ?? "",
        quantity: Number(line.quantity ?? 0),
        inclCents: Number(line.incl ?? 0),
      })),
    ),
    topCategories: top([...byCategory.values()]),
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
    // The period's first day in the one date format (decision 0107): a month's key is YYYY-MM.
    formatDate(`${period.key.length === 7 ? `${period.key}-01` : period.key}T12:00:00+02:00`),
    period.orders,
    rands(period.inclCents),
    rands(period.exclCents),
    rands(period.inclCents - period.exclCents),
  ]);
}
