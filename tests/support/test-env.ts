import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Every test file gets its own database file and uploads folder, copied from the migrated
// template, before any app module reads the configuration.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-file-"));
const template = process.env.TEST_TEMPLATE_DB;
if (!template) throw new Error("TEST_TEMPLATE_DB is not set: run the tests through vitest.");
fs.copyFileSync(template, path.join(dir, "shop.db"));
process.env.DATABASE_PATH = path.join(dir, "shop.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
// Its own temporary folder too, so a test can see that uploads leave no temporary file behind.
fs.mkdirSync(path.join(dir, "tmp"));
process.env.TMPDIR = path.join(dir, "tmp");
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.JOBS_WORKER = "false";
process.env.APP_URL = "http://localhost:3000";
// Route modules are called without the HTTP guard: tests name the client's address in
// X-Forwarded-For, as a trusted proxy would.
process.env.TRUST_PROXY = "x-forwarded-for";
