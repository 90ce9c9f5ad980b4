import { backupBeforeMigrating } from "../app/platform/backups.server";
import { createDatabase } from "../app/platform/db.server";
import { env } from "../app/platform/env.server";
import { logger } from "../app/platform/logger.server";
import { migrateToLatest } from "../db/migrator";

const db = createDatabase(env().DATABASE_PATH);
// A database with tables and pending migrations is backed up first; a failed backup stops here.
await backupBeforeMigrating(db);
const applied = await migrateToLatest(db);
logger.info(`Database ${env().DATABASE_PATH} is up to date`, { applied });
await db.destroy();
