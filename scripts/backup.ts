/**
 * `npm run db:backup`: one backup of DATABASE_PATH now, taken, checked and stored like the daily
 * one (decision 0043). Safe while the shop is running. Its last line is the backup's location,
 * as `npm run db:restore -- <location>` takes it.
 */
import fs from "node:fs";
import { runBackup } from "../app/platform/backups.server";
import { createDatabase } from "../app/platform/db.server";
import { env } from "../app/platform/env.server";

const config = env();
if (!fs.existsSync(config.DATABASE_PATH)) {
  console.error(`There is no database at ${config.DATABASE_PATH} to back up.`);
  process.exit(1);
}
const db = createDatabase(config.DATABASE_PATH);
try {
  const result = await runBackup(db, "manual");
  const counts = Object.entries(result.rowCounts)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ");
  console.info(`Checked: integrity ok; ${counts}.`);
  console.info(
    `Database ${result.databaseBytes} bytes, stored ${result.storedBytes} bytes gzipped; ${result.pruned.length} old backup(s) pruned.`,
  );
  console.info(result.location);
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
