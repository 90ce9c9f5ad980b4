import { db } from "./db.server";
import { env } from "./env.server";
import { startJobWorker } from "./jobs.server";
import { logger } from "./logger.server";
import { purgeExpiredSessions } from "./session.server";
import "./mailer.server";

const HOUR_MS = 60 * 60 * 1000;
const started = globalThis as unknown as { __shopBackgroundStarted?: boolean };

/**
 * Starts, once per server process, the job worker (mail and other queued work) and the hourly
 * clean-up of expired sessions. Off when JOBS_WORKER=false (tests run jobs themselves).
 */
export function startBackgroundWork(): void {
  if (started.__shopBackgroundStarted || env().JOBS_WORKER === "false") return;
  started.__shopBackgroundStarted = true;
  startJobWorker(db());
  const purge = () =>
    purgeExpiredSessions(db()).catch((error: unknown) => logger.error("Session clean-up failed", { error: String(error) }));
  setInterval(purge, HOUR_MS).unref();
}
