import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";

// Several test files run one after another in each worker process (vitest.config.ts: isolate
// off), which saves starting Node and loading the libraries for every file. Each file must still
// start as if in a fresh process: this setup file runs again before each one, and here gives back
// what the file before may have left in the process, before any app module is loaded again.
const processState = globalThis as unknown as {
  __testEnvBaseline?: Record<string, string | undefined>;
  __shopDb?: Kysely<unknown>;
  __shopServingLock?: Map<string, { close: () => void }>;
  __shopJobWorker?: { stop: () => void };
  __shopSmsSender?: { stop: () => Promise<void> };
  __shopSmsWake?: () => void;
  __shopJobHandlers?: Map<string, unknown>;
  __shopBackgroundStarted?: boolean;
  __imagePresence?: Map<string, unknown>;
};
if (processState.__testEnvBaseline) {
  // The environment as the worker started, without what the last file set.
  for (const key of Object.keys(process.env)) {
    if (!(key in processState.__testEnvBaseline)) delete process.env[key];
  }
  Object.assign(process.env, processState.__testEnvBaseline);
} else {
  processState.__testEnvBaseline = { ...process.env };
}
// The app's process-wide singletons (kept on globalThis for dev rebuilds): the last file's
// database connection, serving lock, job worker and handlers, SMS sender.
processState.__shopJobWorker?.stop();
processState.__shopJobWorker = undefined;
processState.__shopJobHandlers = undefined;
// The SMS sender a file left running (its SMPP session and loop); its own stop clears it.
await processState.__shopSmsSender?.stop();
processState.__shopSmsSender = undefined;
processState.__shopSmsWake = undefined;
processState.__shopBackgroundStarted = undefined;
processState.__imagePresence = undefined;
for (const lock of processState.__shopServingLock?.values() ?? []) lock.close();
processState.__shopServingLock = undefined;
await processState.__shopDb?.destroy();
processState.__shopDb = undefined;
vi.useRealTimers();
// Every module of the app (and of the tests) evaluated afresh for this file, on its own database;
// the libraries in node_modules stay loaded (Node's own module cache), which is the saving.
vi.resetModules();

// Every test file gets its own database file and uploads folder, copied from the migrated
// template, before any app module reads the configuration. The folder is made beside the
// template, in the run's own folder, which global-setup removes when the run ends.
const template = process.env.TEST_TEMPLATE_DB;
if (!template) throw new Error("TEST_TEMPLATE_DB is not set: run the tests through vitest.");
const dir = fs.mkdtempSync(path.join(path.dirname(template), "file-"));
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
