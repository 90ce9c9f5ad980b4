import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "../../app/platform/db.server";
import { migrateToLatest } from "../../db/migrator";

/** Migrates one template database per run; every test file copies it (see database.ts). */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const template = path.join(dir, "template.db");
  const db = createDatabase(template);
  await migrateToLatest(db);
  await db.destroy();
  process.env.TEST_TEMPLATE_DB = template;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
