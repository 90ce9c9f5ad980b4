/**
 * Analytics' share of `npm run bench`: a year of demo orders (5,000 by default) added to the
 * scratch database, then the server time of /admin/analytics over that year by day, week and
 * month, signed in as a financial officer, through the production build. The issue's target:
 * under 100 ms. Runs on the bench's scratch database only: it adds orders.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "../app/platform/db.server";
import { serializeSessionCookie } from "../app/platform/session.server";
import { shopDayOf } from "../app/platform/shop-days";
import { seedDemoOrders } from "../db/seed-orders";

type Handle = (request: Request) => Promise<Response>;
type Timed = (run: () => unknown) => Promise<{ median: number; p95: number }>;

export async function benchAnalytics(handle: Handle, timed: Timed, orders = 5_000): Promise<void> {
  const database = db();
  const now = new Date();
  const seededAt = performance.now();
  await seedDemoOrders(database, { count: orders, days: 365, until: now });
  const seedMs = performance.now() - seededAt;
  const officer = randomUUID();
  await database
    .insertInto("users")
    .values({ id: officer, email: `bench-officer-${officer.slice(0, 8)}@example.com`, first_name: "Bench" })
    .execute();
  await database.insertInto("user_roles").values({ user_id: officer, role: "financial_officer" }).execute();
  const sessionId = randomBytes(32).toString("base64url");
  await database
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: officer,
      data: JSON.stringify({ userId: officer, remember: false }),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  const cookie = (await serializeSessionCookie(sessionId, false)).split(";")[0] ?? "";
  const to = shopDayOf(now);
  const from = shopDayOf(new Date(now.getTime() - 364 * 86_400_000));
  const total = await database
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  console.info(
    `\nAnalytics over a year: ${orders.toLocaleString("en-ZA")} demo orders added in ${seedMs.toFixed(0)} ms (${Number(total.n).toLocaleString("en-ZA")} orders in all)`,
  );
  for (const by of ["day", "week", "month"]) {
    const url = `http://localhost:3000/admin/analytics?from=${from}&to=${to}&by=${by}`;
    const first = await handle(new Request(url, { headers: { Cookie: cookie } }));
    if (first.status !== 200) throw new Error(`/admin/analytics answered ${first.status}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    const { median, p95 } = await timed(async () => {
      await (await handle(new Request(url, { headers: { Cookie: cookie } }))).arrayBuffer();
    });
    console.info(
      `${`/admin/analytics, a year by ${by}`.padEnd(40)} median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KB HTML`,
    );
  }
}
