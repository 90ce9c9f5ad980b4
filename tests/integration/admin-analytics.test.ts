import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { db } from "~/platform/db.server";
import { loader } from "~/routes/admin.analytics";
import { loader as exportLoader } from "~/routes/admin.analytics_.export[.csv]";
import { insertOrder } from "../support/orders";
import { get, json, signedInUser } from "../support/route-calls";

type Report = {
  range: { from: string; to: string; by: string; note: string | null };
  periods: { key: string; label: string; orders: number; inclCents: number; exclCents: number }[];
  totals: { orders: number; inclCents: number; exclCents: number; vatCents: number; averageCents: number };
  fulfilment: { key: string; orders: number; inclCents: number }[];
  payment: { key: string; orders: number }[];
  topProducts: { name: string; quantity: number; inclCents: number }[];
  topCategories: { name: string; quantity: number; inclCents: number }[];
  newCustomers: number;
};

// A week of 1997 that no other test's orders reach: Monday 3 March to Sunday 9 March, and the 10th.
let seeded: { customer: { id: string }; feed: string; salt: string } | null = null;

async function product(name: string, priceCents: number, categoryId: string | null) {
  const id = randomUUID();
  const code = `WS97${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: code,
      stock_code: code,
      product_name: name,
      incl_price_cents: priceCents,
      category_id: categoryId,
    })
    .execute();
  return id;
}

async function seed() {
  if (seeded) return seeded;
  const categoryId = randomUUID();
  await db()
    .insertInto("product_categories")
    .values({ id: categoryId, name: "Analytics Feeds", slug: `analytics-feeds-${categoryId.slice(0, 8)}` })
    .execute();
  const feed = await product("Dairy Meal 50kg", 40_000, categoryId);
  const salt = await product("Salt Lick", 10_000, null);
  const customer = await signedInUser();
  const at = async (createdAt: string, lines: { productId: string; quantity: number }[], extra = {}) =>
    insertOrder(db(), { userId: customer.id, lines, createdAt, ...extra });
  // 23:30 SAST on Monday 3 March is 21:30 UTC: the shop's Monday.
  await at("1997-03-03T21:30:00.000Z", [{ productId: feed, quantity: 2 }], {
    paymentStatus: "paid",
    status: "payment_received",
  });
  // 00:30 SAST on Tuesday 4 March is 22:30 UTC on the 3rd: the shop's Tuesday.
  await at("1997-03-03T22:30:00.000Z", [{ productId: salt, quantity: 1 }], { shippingCents: 20_000 });
  await at("1997-03-10T08:00:00.000Z", [{ productId: feed, quantity: 1 }]);
  // Cancelled: counted nowhere.
  await at("1997-03-05T08:00:00.000Z", [{ productId: feed, quantity: 9 }], { status: "cancelled" });
  await db()
    .updateTable("users")
    .set({ created_at: "1997-03-05T08:00:00.000Z" })
    .where("id", "=", customer.id)
    .execute();
  seeded = { customer, feed, salt };
  return seeded;
}

describe("the sales report", () => {
  it("totals sales by shop day, leaving cancelled orders out, with and without VAT", async () => {
    await seed();
    const officer = await signedInUser(["financial_officer"]);
    const report = await json<Report>(
      await get(loader, "/admin/analytics?from=1997-03-03&to=1997-03-10&by=day", officer.cookie),
    );
    expect(report.periods).toHaveLength(8);
    const [monday, tuesday] = report.periods;
    expect(monday).toMatchObject({ key: "1997-03-03", label: "3 Mar", orders: 1, inclCents: 80_000 });
    expect(monday?.exclCents).toBe(80_000 - Math.round((80_000 * 15) / 115));
    expect(tuesday).toMatchObject({ key: "1997-03-04", orders: 1, inclCents: 30_000 });
    expect(report.periods.find((period) => period.key === "1997-03-05")?.orders).toBe(0);
    expect(report.totals).toMatchObject({ orders: 3, inclCents: 150_000, averageCents: 50_000 });
    expect(report.totals.vatCents).toBe(report.totals.inclCents - report.totals.exclCents);
    expect(report.fulfilment).toEqual([
      { key: "collect", label: "Collect at the store", orders: 2, inclCents: 120_000 },
      { key: "delivery", label: "Delivery", orders: 1, inclCents: 30_000 },
    ]);
    expect(report.payment.map((row) => [row.key, row.orders])).toEqual([
      ["pending_payment", 2],
      ["paid", 1],
    ]);
    expect(report.topProducts).toEqual([
      { name: "Dairy Meal 50kg", quantity: 3, inclCents: 120_000 },
      { name: "Salt Lick", quantity: 1, inclCents: 10_000 },
    ]);
    expect(report.topCategories).toEqual([
      { name: "Analytics Feeds", quantity: 3, inclCents: 120_000 },
      { name: "No category", quantity: 1, inclCents: 10_000 },
    ]);
    expect(report.newCustomers).toBe(1);
  });

  it("cuts the same sales by week (from Monday) and by month", async () => {
    await seed();
    const officer = await signedInUser(["admin"]);
    const weeks = await json<Report>(
      await get(loader, "/admin/analytics?from=1997-03-03&to=1997-03-10&by=week", officer.cookie),
    );
    expect(weeks.periods.map((period) => [period.label, period.orders, period.inclCents])).toEqual([
      ["Week of 3 Mar", 2, 110_000],
      ["Week of 10 Mar", 1, 40_000],
    ]);
    const months = await json<Report>(
      await get(loader, "/admin/analytics?from=1997-02-01&to=1997-03-31&by=month", officer.cookie),
    );
    expect(months.periods.map((period) => [period.label, period.orders])).toEqual([
      ["Feb 1997", 0],
      ["Mar 1997", 3],
    ]);
  });

  it("makes a sound range of what it is given", async () => {
    const officer = await signedInUser(["financial_officer"]);
    const reversed = await json<Report>(
      await get(loader, "/admin/analytics?from=1997-03-10&to=1997-03-03&by=fortnight", officer.cookie),
    );
    expect(reversed.range).toEqual({ from: "1997-03-03", to: "1997-03-10", by: "day", note: null });
    const long = await json<Report>(
      await get(loader, "/admin/analytics?from=1990-01-01&to=1997-03-10", officer.cookie),
    );
    expect(long.range.from).toBe("1995-01-01");
    expect(long.range.note).toBe("A report covers at most 800 days: this one starts on 1995-01-01.");
    const nonsense = await json<Report>(await get(loader, "/admin/analytics?from=soon&to=1997-02-30", officer.cookie));
    expect(nonsense.periods).toHaveLength(30);
  });

  it("exports the periods as CSV, and is refused to roles that may not see money", async () => {
    await seed();
    const officer = await signedInUser(["financial_officer"]);
    const response = await get(
      exportLoader,
      "/admin/analytics/export.csv?from=1997-03-03&to=1997-03-09&by=week",
      officer.cookie,
    );
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sales-1997-03-03-to-1997-03-09-by-week.csv"',
    );
    const rows: Record<string, string>[] = parse((await response.text()).replace(/^\uFEFF/, ""), { columns: true });
    expect(rows).toEqual([
      {
        Period: "Week of 3 Mar",
        Starts: "3 March 1997",
        Orders: "2",
        "Sales incl. VAT (R)": "1100",
        "Sales excl. VAT (R)": String(
          (110_000 - Math.round((80_000 * 15) / 115) - Math.round((30_000 * 15) / 115)) / 100,
        ),
        "VAT (R)": String((Math.round((80_000 * 15) / 115) + Math.round((30_000 * 15) / 115)) / 100),
      },
    ]);
    for (const roles of [["order_processor"], ["inventory_manager"], []] as const) {
      const user = await signedInUser([...roles]);
      expect((await get(loader, "/admin/analytics", user.cookie)).status).not.toBe(200);
      expect((await get(exportLoader, "/admin/analytics/export.csv", user.cookie)).status).not.toBe(200);
    }
  });
});
