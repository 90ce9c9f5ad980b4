import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Database } from "./db.server";
import type { Jobs } from "./db-schema";
import { env } from "./env.server";
import { logger } from "./logger.server";

/**
 * Background jobs kept in the `jobs` table, so a restart or a crash loses none: whatever is due
 * when a worker looks is run, including work a dead worker left locked.
 *
 * `attempts` counts runs started, not only failures: it is raised when a job is claimed, so a job
 * that kills its worker every time still uses up its attempts instead of looping forever.
 *
 * Two lanes (decision 0081): job types registered with `lane: "bulk"` (a newsletter's queuing and
 * its e-mails) are run by a loop of their own, beside the loop that runs every other job, so an
 * order's e-mail or an invitation never waits behind thousands of newsletter e-mails.
 */

export type JobHandler = (payload: unknown, db: Database) => Promise<void>;

/** "bulk": a lane of its own, for the many jobs of one big send; "default": every other job. */
export type JobLane = "default" | "bulk";

export type JobHandlerOptions = {
  /** The lane that runs jobs of this type; "default" unless said. */
  lane?: JobLane;
  /** Called once when the job is marked 'failed' after its last attempt, e.g. to flag the e-mail it was sending. */
  onGiveUp?: (payload: unknown, db: Database, lastError: string) => Promise<void>;
};

type Registration = { handler: JobHandler } & JobHandlerOptions;

type Job = Selectable<Jobs>;

/** A running job whose lock is older than this belonged to a worker that died. */
export const JOB_LOCK_TIMEOUT_MS = 5 * 60_000;

const BASE_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 2000;

// Kept on globalThis so a dev rebuild re-registers into the map the already running worker reads,
// and so only one worker runs per process however often the server build is re-imported.
const globalForJobs = globalThis as unknown as {
  __shopJobHandlers?: Map<string, Registration>;
  __shopJobWorker?: { stop: () => void; drain: (graceMs: number) => Promise<void> };
};

/** The job types registered for the bulk lane. */
function bulkTypes(): string[] {
  return [...registry()].filter(([, registration]) => registration.lane === "bulk").map(([type]) => type);
}

function registry(): Map<string, Registration> {
  globalForJobs.__shopJobHandlers ??= new Map();
  return globalForJobs.__shopJobHandlers;
}

export function registerJobHandler(type: string, handler: JobHandler, options: JobHandlerOptions = {}): void {
  registry().set(type, { handler, ...options });
}

/** Back-off before retry number `attempts`: 30 s, 1 min, 2 min, ... never more than an hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(BASE_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}

export async function enqueueJob(
  db: Database,
  type: string,
  payload: object,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const maxAttempts = options.maxAttempts ?? 6;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`maxAttempts must be a whole number >= 1, got ${maxAttempts}`);
  const id = randomUUID();
  await db
    .insertInto("jobs")
    .values({
      id,
      type,
      payload: JSON.stringify(payload),
      max_attempts: maxAttempts,
      // Set from the same clock runDueJobs compares against, not SQLite's.
      run_at: (options.runAt ?? new Date()).toISOString(),
    })
    .execute();
  return id;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Takes the job for this worker. A single conditional UPDATE is atomic in SQLite, so of two
 * workers that both saw the job only one gets a row back. A stale job must also still carry the
 * lock we saw, otherwise two workers reclaiming it would both succeed.
 */
async function claim(
  db: Database,
  seen: Pick<Job, "id" | "status" | "locked_at">,
  nowIso: string,
): Promise<Job | undefined> {
  let query = db
    .updateTable("jobs")
    .set((eb) => ({ status: "running", locked_at: nowIso, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", seen.id);
  if (seen.status === "queued") {
    query = query.where("status", "=", "queued").where("run_at", "<=", nowIso);
  } else {
    if (seen.locked_at === null) return undefined;
    query = query.where("status", "=", "running").where("locked_at", "=", seen.locked_at);
  }
  return query.returningAll().executeTakeFirst();
}

/**
 * Records the outcome only while the job still carries our lock: if it ran past the lock timeout
 * and another worker took it over, that worker's outcome is the one that counts.
 */
async function finish(
  db: Database,
  job: Job,
  changes: {
    status: "queued" | "done" | "failed";
    attempts?: number;
    last_error?: string | null;
    run_at?: string;
    finished_at?: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ ...changes, locked_at: null })
    .where("id", "=", job.id)
    .where("status", "=", "running")
    .where("locked_at", "=", job.locked_at)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows) === 1;
  if (!updated)
    logger.warn("Job lock was lost before it finished; its outcome is discarded", { id: job.id, type: job.type });
  return updated;
}

async function giveUp(
  db: Database,
  job: Job,
  lastError: string,
  registration: Registration | undefined,
  finishedAt: string,
) {
  const attempts = Math.min(job.attempts, job.max_attempts);
  if (!(await finish(db, job, { status: "failed", attempts, last_error: lastError, finished_at: finishedAt })))
    return false;
  logger.error("Job failed for good", { id: job.id, type: job.type, attempts, error: lastError });
  if (registration?.onGiveUp) {
    try {
      await registration.onGiveUp(JSON.parse(job.payload), db, lastError);
    } catch (error) {
      logger.error("Job give-up hook failed", { id: job.id, type: job.type, error: errorMessage(error) });
    }
  }
  return true;
}

/**
 * Runs up to `limit` due jobs one after another and reports what became of them. Jobs are claimed
 * one at a time, just before they run, so a long batch never holds locks on work it has not started.
 * With a lane, only the jobs of that lane (the worker runs one loop per lane); without, all of them.
 */
export async function runDueJobs(
  db: Database,
  now: Date = new Date(),
  limit = 20,
  lane?: JobLane,
  watch: RunWatch = {},
): Promise<{ done: number; failed: number; retried: number }> {
  // Follows the wall clock from the given starting point, so a caller can pretend it is later
  // while locks and back-off still advance as the batch takes time.
  const offset = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  const startIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - JOB_LOCK_TIMEOUT_MS).toISOString();

  const counts = { done: 0, failed: 0, retried: 0 };
  const bulk = bulkTypes();
  if (lane === "bulk" && bulk.length === 0) return counts;
  let due = db.selectFrom("jobs").select(["id", "status", "locked_at"]);
  if (lane === "bulk") due = due.where("type", "in", bulk);
  else if (lane === "default" && bulk.length > 0) due = due.where("type", "not in", bulk);
  const candidates = await due
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("run_at", "<=", startIso)]),
        eb.and([eb("status", "=", "running"), eb("locked_at", "<", staleBefore)]),
      ]),
    )
    .orderBy("run_at")
    .limit(limit)
    .execute();

  for (const candidate of candidates) {
    // A stopping worker claims nothing more: the rest of the batch waits for the next process.
    if (watch.stopping?.()) break;
    const job = await claim(db, candidate, clock().toISOString());
    if (!job) continue;
    const registration = registry().get(job.type);

    if (candidate.status === "running" && job.attempts > job.max_attempts) {
      // The worker died during the last allowed attempt; running it again would exceed the limit
      // (the claim already counted a run that will not happen, giveUp caps the count again).
      const lastError = `Worker stopped while running the job (lock expired)${job.last_error ? `; before that: ${job.last_error}` : ""}`;
      if (await giveUp(db, job, lastError.slice(0, MAX_ERROR_LENGTH), registration, clock().toISOString()))
        counts.failed++;
      continue;
    }

    if (!registration) {
      const lastError = `No handler registered for job type "${job.type}"`;
      if (await finish(db, job, { status: "failed", last_error: lastError, finished_at: clock().toISOString() })) {
        logger.error("Job failed for good", { id: job.id, type: job.type, error: lastError });
        counts.failed++;
      }
      continue;
    }

    watch.running?.(job);
    try {
      await registration.handler(JSON.parse(job.payload), db);
      if (await finish(db, job, { status: "done", last_error: null, finished_at: clock().toISOString() }))
        counts.done++;
    } catch (error) {
      const lastError = errorMessage(error);
      if (job.attempts >= job.max_attempts) {
        if (await giveUp(db, job, lastError, registration, clock().toISOString())) counts.failed++;
      } else {
        const runAt = new Date(clock().getTime() + retryDelayMs(job.attempts)).toISOString();
        if (await finish(db, job, { status: "queued", last_error: lastError, run_at: runAt })) {
          logger.warn("Job failed, will retry", {
            id: job.id,
            type: job.type,
            attempts: job.attempts,
            runAt,
            error: lastError,
          });
          counts.retried++;
        }
      }
    } finally {
      watch.running?.(null);
    }
  }
  return counts;
}

/** What a worker is told by runDueJobs: whether to claim more, and which job it is running. */
export type RunWatch = { stopping?: () => boolean; running?: (job: Job | null) => void };

/**
 * Gives a running job back to the queue, as if it had never been claimed (its run is not counted),
 * to run again at once after a restart. Only while it still carries the lock it was claimed with.
 */
export async function handBackJob(db: Database, job: Job): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({
      status: "queued",
      locked_at: null,
      attempts: Math.max(0, job.attempts - 1),
      run_at: new Date().toISOString(),
    })
    .where("id", "=", job.id)
    .where("status", "=", "running")
    .where("locked_at", "=", job.locked_at)
    .executeTakeFirst();
  const handedBack = Number(result.numUpdatedRows) === 1;
  if (handedBack)
    logger.warn("Job handed back at the stop: it runs again after the restart", { id: job.id, type: job.type });
  return handedBack;
}

/**
 * Stops the worker of this process for a stop of the shop: it claims no more jobs, and the job in
 * hand gets `graceMs` to finish; one still running then is handed back (handBackJob).
 */
export async function drainJobWorker(graceMs: number): Promise<void> {
  await globalForJobs.__shopJobWorker?.drain(graceMs);
}

/**
 * Polls for due jobs in this process until stopped: one loop per lane, so the bulk lane's long
 * queue never holds up the default lane's jobs. Within a lane runs never overlap (the next poll is
 * scheduled only after the previous one ends) and the timers are unref'd so they never keep the
 * process alive.
 */
export function startJobWorker(db: Database, intervalMs = 2000): () => void {
  if (env().JOBS_WORKER === "false") return () => {};
  const running = globalForJobs.__shopJobWorker;
  if (running) return running.stop;

  const batchSize = 20;
  let stopped = false;
  const timers = new Map<JobLane, NodeJS.Timeout>();
  // Each lane's run in progress and the job it is running, for a stop that waits for them.
  const runs = new Map<JobLane, Promise<void>>();
  const inHand = new Map<JobLane, Job>();

  const schedule = (lane: JobLane, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => void tick(lane), delayMs);
    timer.unref();
    timers.set(lane, timer);
  };

  async function run(lane: JobLane): Promise<boolean> {
    try {
      const { done, failed, retried } = await runDueJobs(db, new Date(), batchSize, lane, {
        stopping: () => stopped,
        running: (job) => (job ? inHand.set(lane, job) : inHand.delete(lane)),
      });
      // A full batch means more work is probably waiting; do not make it wait a whole interval.
      return done + failed + retried >= batchSize;
    } catch (error) {
      if (!stopped) logger.error("Job worker run failed", { lane, error: errorMessage(error) });
      return false;
    }
  }

  async function tick(lane: JobLane) {
    const running = run(lane);
    runs.set(
      lane,
      running.then(() => undefined),
    );
    const more = await running;
    runs.delete(lane);
    schedule(lane, more ? 0 : intervalMs);
  }

  const worker = {
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      if (globalForJobs.__shopJobWorker === worker) globalForJobs.__shopJobWorker = undefined;
    },
    drain: async (graceMs: number) => {
      worker.stop();
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        Promise.all(runs.values()).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!inTime) for (const job of inHand.values()) await handBackJob(db, job);
    },
  };
  globalForJobs.__shopJobWorker = worker;
  logger.info("Job worker started", { intervalMs, lanes: ["default", "bulk"] });
  schedule("default", 0);
  schedule("bulk", 0);
  return worker.stop;
}
