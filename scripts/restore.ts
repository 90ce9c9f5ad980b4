/**
 * `npm run db:restore -- <location>`: puts a backup back as DATABASE_PATH after checking it
 * (decision 0043, docs/deploy.md "Backups"). <location> is what `npm run db:backup` printed: a
 * file path, or a backup's name (or its s3:// location) in the backup store: BACKUP_DIR, or the
 * bucket when one is configured. Refused while the shop is serving from the file;
 * the replaced database is kept beside it.
 *
 * `npm run db:restore -- <location> --to <file>` only writes the checked database to a new
 * file, for `litefs import` on a LiteFS machine.
 *
 * `npm run db:restore -- --list` lists the backups in the store, oldest first, each by the
 * location this command takes (after a lost volume, the database that knew them is gone too).
 */
import { backupStore } from "../app/platform/backup-store.server";
import { RestoreRefused, restoreBackup } from "../app/platform/backups.server";
import { env } from "../app/platform/env.server";

const args = process.argv.slice(2);
if (args.includes("--list")) {
  const store = backupStore();
  const backups = await store.list();
  if (backups.length === 0) console.info("There are no backups in the backup store.");
  for (const backup of backups) console.info(`${store.locationOf(backup.name)}  ${backup.bytes} bytes`);
  process.exit(0);
}
const toIndex = args.indexOf("--to");
const output = toIndex >= 0 ? args[toIndex + 1] : undefined;
const location = args.find((arg, index) => !arg.startsWith("--") && (toIndex < 0 || index !== toIndex + 1));
if (!location || (toIndex >= 0 && !output)) {
  console.error("Usage: npm run db:restore -- <backup file or name> [--to <new database file>] | --list");
  process.exit(2);
}

const started = Date.now();
try {
  const result = await restoreBackup({ location, databasePath: env().DATABASE_PATH, output });
  const counts = Object.entries(result.rowCounts)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ");
  console.info(`Checked: integrity ok; last migration ${result.lastMigration}; ${counts}.`);
  if (result.keptAs) console.info(`The database it replaced is kept as ${result.keptAs}.`);
  console.info(
    output
      ? `Written to ${result.restoredTo} in ${Date.now() - started} ms; not restored into ${env().DATABASE_PATH}.`
      : `Restored into ${result.restoredTo} in ${Date.now() - started} ms. Start the shop: pending migrations run at start.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? `Refused: ${message}` : `The restore failed: ${message}`);
  process.exitCode = 1;
}
