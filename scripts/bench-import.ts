/**
 * The CSV import's share of `npm run bench`: a generated 10,000-row price list (half new
 * products, half changes to existing ones, with prices and quantities) taken from upload to
 * applied, timing each step's server time, and how much the process's peak memory grew.
 * Runs on the bench's scratch database only: it changes the catalogue.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { APPLY_JOB, requestApply } from "../app/catalog/csv-import.server";
import { applyImport } from "../app/catalog/csv-import-apply.server";
import { checkImport } from "../app/catalog/csv-import-check.server";
import { startImport } from "../app/catalog/csv-import-upload.server";
import { db } from "../app/platform/db.server";

const ROWS = 10_000;

export async function benchCsvImport(): Promise<void> {
  const database = db();
  const staff = { id: randomUUID(), email: "bench-importer@example.com" };
  await database.insertInto("users").values({ id: staff.id, email: staff.email, first_name: "Bench" }).execute();
  const existing = await database
    .selectFrom("products")
    .select(["ws_code", "stock_code"])
    .limit(ROWS / 2)
    .execute();
  const lines = ["WS Code,Stock Code,Product Name,Long Description,Excl Price,Incl Price,Qty,Category"];
  existing.forEach((product, index) => {
    lines.push(
      `${product.ws_code},${product.stock_code},,,"${(100 + index).toFixed(2)}","R ${(115 + index).toFixed(2)}",${index % 40},`,
    );
  });
  for (let index = existing.length; index < ROWS; index++) {
    lines.push(
      `WS7${String(index).padStart(6, "0")},B-${index},"Bench Feed ${index}, 25kg","Pellets for cattle, sheep and goats.",1 043.48,1 200.00,${index % 25},`,
    );
  }
  const bytes = new TextEncoder().encode(lines.join("\r\n"));
  // The upload arrives in a temporary file, as the form's reader leaves it.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const upload = {
    path: path.join(scratch, "file"),
    size: bytes.length,
    filename: "bench-10000.csv",
    declaredType: "text/csv",
  };
  fs.writeFileSync(upload.path, bytes);

  // Resident memory sampled while the import runs (the awaits between queries let the timer in),
  // against what the process held just before: the process's lifetime peak is the seeding's.
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sample = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 5);
  const steps: [string, number][] = [];
  const time = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    steps.push([name, performance.now() - started]);
  };
  let importId = "";
  await time("upload (headings checked, file kept)", async () => {
    const outcome = await startImport(
      database,
      staff,
      { file: upload, tooLarge: false },
      { startRow: "1", endRow: String(ROWS) },
      {},
    );
    if (!outcome.ok) throw new Error(outcome.problem.message);
    importId = outcome.id;
  });
  fs.rmSync(scratch, { recursive: true, force: true });
  await time("check (every row read and planned)", () => checkImport(database, importId));
  await time("apply requested", () => requestApply(database, staff, importId, {}));
  await time("apply (one transaction)", () => applyImport(database, importId));
  const record = await database
    .selectFrom("csv_imports")
    .selectAll()
    .where("id", "=", importId)
    .executeTakeFirstOrThrow();
  if (record.status !== "completed") throw new Error(`the bench import ended ${record.status}: ${record.failure}`);
  await database.deleteFrom("jobs").where("type", "=", APPLY_JOB).execute();
  clearInterval(sample);
  const grownMb = (rssPeak - rssBefore) / (1024 * 1024);

  console.info(`\nCSV import of ${ROWS.toLocaleString("en-ZA")} rows (${(bytes.length / 1024).toFixed(0)} KB)`);
  for (const [name, ms] of steps) console.info(`${name.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms`);
  const total = steps.reduce((sum, [, ms]) => sum + ms, 0);
  console.info(`${"upload to applied, server time".padEnd(40)} ${total.toFixed(0).padStart(7)} ms`);
  console.info(
    `${"result".padEnd(40)} ${record.new_count} new, ${record.updated_count} updated, ${record.unchanged_count} unchanged, ${record.records_failed} failed`,
  );
  console.info(`${"peak memory growth".padEnd(40)} ${grownMb.toFixed(0).padStart(7)} MB`);
}
