/**
 * Run before the server starts (npm start, the Docker image in development): migrate the
 * database, and load the demo data when it is empty. Safe to run every time: data is kept.
 */
import { backupBeforeMigrating } from "../app/platform/backups.server";
import { createDatabase } from "../app/platform/db.server";
import { env } from "../app/platform/env.server";
import { logger } from "../app/platform/logger.server";
import { migrateToLatest } from "../db/migrator";
import { isDatabaseEmpty, seedDemoData } from "../db/seed";

const config = env();
const db = createDatabase(config.DATABASE_PATH);
try {
  await backupBeforeMigrating(db);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info("Applied migrations", { applied });
  if (await isDatabaseEmpty(db)) {
    logger.info("Empty database: loading the demo data", { database: config.DATABASE_PATH });
    const summary = await seedDemoData(db, { password: config.SEED_PASSWORD });
    logger.info("Demo data loaded", summary);
  }
} finally {
  await db.destroy();
}
