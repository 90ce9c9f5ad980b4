import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { ensureDailyMaintenanceQueued } from "~/background-work.server";
import { ABANDONED_VISITOR_CART_DAYS } from "~/cart/abandoned-carts.server";
import { DAILY_MAINTENANCE_INTERVAL_MS, DAILY_MAINTENANCE_JOB } from "~/platform/daily-maintenance-jobs.server";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import { insertTestProduct } from "../support/products";
import { insertUser } from "../support/users";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A cart last touched `days` ago, with one item; a customer's when a user id is given. */
async function insertCart(days: number, userId: string | null = null): Promise<string> {
  const id = randomUUID();
  const touched = daysAgo(days);
  await db().insertInto("carts").values({ id, user_id: userId, created_at: touched, updated_at: touched }).execute();
  const product = await insertTestProduct(db());
  await db()
    .insertInto("cart_items")
    .values({
      id: randomUUID(),
      cart_id: id,
      product_id: product.id,
      quantity: 2,
      created_at: touched,
      updated_at: touched,
    })
    .execute();
  return id;
}

async function cartsLeft(ids: string[]): Promise<string[]> {
  const rows = await db().selectFrom("carts").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id).sort();
}

async function itemsOf(ids: string[]): Promise<number> {
  const row = await db()
    .selectFrom("cart_items")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("cart_id", "in", ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function maintenanceJobs() {
  return db()
    .selectFrom("jobs")
    .select(["id", "status", "run_at"])
    .where("type", "=", DAILY_MAINTENANCE_JOB)
    .orderBy("run_at")
    .execute();
}

beforeEach(async () => {
  await db().deleteFrom("jobs").where("type", "=", DAILY_MAINTENANCE_JOB).execute();
});

describe("the daily maintenance job", () => {
  it("deletes visitors' carts untouched for 90 days (their cookie's life) with their items, and keeps recent and customers' carts", async () => {
    expect(ABANDONED_VISITOR_CART_DAYS).toBe(90);
    const customer = await insertUser(db());
    const abandoned = [await insertCart(91), await insertCart(400)];
    const kept = [await insertCart(89), await insertCart(0), await insertCart(200, customer.id)].sort();

    await ensureDailyMaintenanceQueued(db());
    expect(await runDueJobs(db())).toMatchObject({ done: 1, failed: 0, retried: 0 });

    expect(await cartsLeft([...abandoned, ...kept])).toEqual(kept);
    expect(await itemsOf(abandoned)).toBe(0);
    expect(await itemsOf(kept)).toBe(3);
  });

  it("refreshes the query planner's statistics (PRAGMA optimize)", async () => {
    await sql`ANALYZE carts`.execute(db());
    for (let i = 0; i < 300; i++) await db().insertInto("carts").values({ id: randomUUID() }).execute();
    const statsOfCarts = () =>
      sql<{ stat: string }>`SELECT stat FROM sqlite_stat1 WHERE idx = 'carts_updated_at'`.execute(db());
    const before = Number((await statsOfCarts()).rows[0]?.stat.split(" ")[0] ?? 0);

    await ensureDailyMaintenanceQueued(db());
    expect(await runDueJobs(db())).toMatchObject({ done: 1 });

    const after = Number((await statsOfCarts()).rows[0]?.stat.split(" ")[0]);
    expect(after).toBeGreaterThanOrEqual(before + 300);
  });

  it("queues exactly one next run, about a day after the run", async () => {
    await ensureDailyMaintenanceQueued(db());
    const ranAt = Date.now();
    await runDueJobs(db());

    const jobs = await maintenanceJobs();
    expect(jobs.map((job) => job.status)).toEqual(["done", "queued"]);
    const next = Date.parse(jobs[1]?.run_at ?? "");
    expect(next - ranAt).toBeGreaterThanOrEqual(DAILY_MAINTENANCE_INTERVAL_MS - 60_000);
    expect(next - ranAt).toBeLessThanOrEqual(DAILY_MAINTENANCE_INTERVAL_MS + 60_000);
    expect(DAILY_MAINTENANCE_INTERVAL_MS).toBe(DAY_MS);

    // Nothing else is due before then: running the worker again adds no run.
    await runDueJobs(db());
    expect((await maintenanceJobs()).filter((job) => job.status === "queued")).toHaveLength(1);
  });

  it("is queued once however often the server starts", async () => {
    expect(await ensureDailyMaintenanceQueued(db())).toBe(true);
    expect(await ensureDailyMaintenanceQueued(db())).toBe(false);
    await Promise.all([ensureDailyMaintenanceQueued(db()), ensureDailyMaintenanceQueued(db())]);
    expect(await maintenanceJobs()).toEqual([expect.objectContaining({ status: "queued" })]);

    // After a run, a restart finds the next run waiting and queues none.
    await runDueJobs(db());
    expect(await ensureDailyMaintenanceQueued(db())).toBe(false);
    expect((await maintenanceJobs()).filter((job) => job.status === "queued")).toHaveLength(1);
  });
});
