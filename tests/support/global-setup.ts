import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "../../app/platform/db.server";
import { migrateToLatest } from "../../db/migrator";
import { seedDemoData } from "../../db/seed";

/** The demo users' password in the seeded template. */
export const SEEDED_TEMPLATE_PASSWORD = "Seeded-Template-Password-1";

/**
 * Once per run: a migrated template database that every test file copies (test-env.ts), and a
 * second one with the demo data (and its image files) that files needing a catalogue copy
 * instead (seeded-database.ts). Seeding once here keeps slow work out of the files' hooks, which
 * timed out on a busy machine.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const template = path.join(dir, "template.db");
  const db = createDatabase(template);
  await migrateToLatest(db);
  await db.destroy();
  process.env.TEST_TEMPLATE_DB = template;

  const seeded = path.join(dir, "seeded.db");
  const seededUploads = path.join(dir, "seeded-uploads");
  fs.copyFileSync(template, seeded);
  process.env.UPLOADS_DIR = seededUploads;
  const seededDb = createDatabase(seeded);
  await seedDemoData(seededDb, { password: SEEDED_TEMPLATE_PASSWORD });
  await seededDb.destroy();
  process.env.TEST_SEEDED_DB = seeded;
  process.env.TEST_SEEDED_UPLOADS = seededUploads;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
