import fs from "node:fs";

/**
 * Imported first by a test file that needs the demo catalogue: replaces the file's empty
 * database (and uploads) with copies of the seeded template made once per run in global-setup.
 * It must run before the file opens the database, so it is a side-effect import.
 */
const seeded = process.env.TEST_SEEDED_DB;
const uploads = process.env.TEST_SEEDED_UPLOADS;
const target = process.env.DATABASE_PATH;
if (!seeded || !uploads || !target) throw new Error("The seeded template is missing: run the tests through vitest.");
fs.copyFileSync(seeded, target);
fs.cpSync(uploads, process.env.UPLOADS_DIR ?? "", { recursive: true });

export { SEEDED_TEMPLATE_PASSWORD } from "./global-setup";
