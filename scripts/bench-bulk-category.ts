/**
 * Bulk category assignment's share of `npm run bench`: a run over the scratch catalogue's
 * products (10,000 with --products 10000), hand-filed ones included: the check (a job beyond
 * 1,000 products, decision 0109) and the apply, each timed from the first product to the last.
 * Runs on the bench's scratch database only: it changes the catalogue.
 */
import { randomUUID } from "node:crypto";
import {
  applyBulkAssignment,
  runBulkAssignment,
  runBulkCheck,
  startBulkAssignment,
} from "../app/catalog/bulk-category.server";
import { db } from "../app/platform/db.server";

export async function benchBulkCategory(): Promise<void> {
  const database = db();
  const staff = { id: randomUUID(), email: "bench-filer@example.com" };
  await database.insertInto("users").values({ id: staff.id, email: staff.email, first_name: "Bench" }).execute();
  const started = await startBulkAssignment(
    database,
    staff,
    { startCode: "WS000001", endCode: "WS999999999", includeManual: true },
    {},
  );
  if (!started.ok) throw new Error(started.title);
  const checkAt = performance.now();
  await runBulkCheck(database, started.id);
  const checkMs = performance.now() - checkAt;
  await applyBulkAssignment(database, staff, started.id, {});
  const startedAt = performance.now();
  await runBulkAssignment(database, started.id);
  const ms = performance.now() - startedAt;
  const run = await database
    .selectFrom("bulk_category_runs")
    .selectAll()
    .where("id", "=", started.id)
    .executeTakeFirstOrThrow();
  console.info(`\nBulk category assignment over ${run.total.toLocaleString("en-ZA")} products`);
  console.info(`${"the check, in its job".padEnd(40)} ${checkMs.toFixed(0).padStart(7)} ms`);
  console.info(`${"the apply, first product to last".padEnd(40)} ${ms.toFixed(0).padStart(7)} ms`);
  console.info(`${"result".padEnd(40)} ${run.successful} filed, ${run.not_filed} not filed (${run.status})`);
}
