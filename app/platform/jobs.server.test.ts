import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "./db.server";
import {
  enqueueJob,
  JOB_LOCK_TIMEOUT_MS,
  registerJobHandler,
  retryDelayMs,
  runDueJobs,
  startJobWorker,
} from "./jobs.server";

const databasePath = process.env.DATABASE_PATH;
if (!databasePath) throw new Error("DATABASE_PATH is not set: run the tests through vitest.");
const db = createDatabase(databasePath);

afterAll(async () => {
  await db.destroy();
});

beforeEach(async () => {
  // Jobs left re-queued by one test must not be picked up by the next one.
  await db.deleteFrom("jobs").execute();
});

async function job(id: string) {
  return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const minutes = (n: number) => n * 60_000;

describe("retryDelayMs", () => {
  it("doubles from 30 seconds", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(7)).toBe(30_000 * 64);
  });

  it("is capped at one hour", () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
    expect(retryDelayMs(5000)).toBe(3_600_000);
  });

  it("treats zero or less as the first retry", () => {
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(-3)).toBe(30_000);
  });
});

describe("runDueJobs", () => {
  it("runs a queued job with its payload and marks it done", async () => {
    const seen: unknown[] = [];
    registerJobHandler("test-echo", async (payload) => {
      seen.push(payload);
    });
    const id = await enqueueJob(db, "test-echo", { orderId: "o-1", total: 42 });
    expect((await job(id)).status).toBe("queued");

    expect(await runDueJobs(db)).toEqual({ done: 1, failed: 0, retried: 0 });
    expect(seen).toEqual([{ orderId: "o-1", total: 42 }]);
    const row = await job(id);
    expect(row.status).toBe("done");
    expect(row.finished_at).not.toBeNull();
    expect(row.locked_at).toBeNull();
    expect(row.last_error).toBeNull();

    // Done is done: a second run finds nothing.
    expect(await runDueJobs(db)).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(seen).toHaveLength(1);
  });

  it("leaves a job scheduled for later alone until it is due", async () => {
    const ran = vi.fn(async () => {});
    registerJobHandler("test-later", ran);
    const now = new Date();
    const id = await enqueueJob(db, "test-later", {}, { runAt: new Date(now.getTime() + minutes(10)) });

    expect(await runDueJobs(db, now)).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(ran).not.toHaveBeenCalled();
    expect(await runDueJobs(db, new Date(now.getTime() + minutes(11)))).toEqual({ done: 1, failed: 0, retried: 0 });
    expect((await job(id)).status).toBe("done");
  });

  it("retries a failing job with growing back-off and fails it after max attempts", async () => {
    let calls = 0;
    registerJobHandler("test-flaky", async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const id = await enqueueJob(db, "test-flaky", {}, { maxAttempts: 3 });
    let now = new Date();

    expect(await runDueJobs(db, now)).toEqual({ done: 0, failed: 0, retried: 1 });
    let row = await job(id);
    expect(row).toMatchObject({ status: "queued", attempts: 1, last_error: "boom 1", locked_at: null });
    const firstDelay = Date.parse(row.run_at) - now.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(30_000);
    expect(firstDelay).toBeLessThan(31_000);

    // Not due yet: back-off is respected.
    expect(await runDueJobs(db, new Date(now.getTime() + 29_000))).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(calls).toBe(1);

    now = new Date(Date.parse(row.run_at));
    expect(await runDueJobs(db, now)).toEqual({ done: 0, failed: 0, retried: 1 });
    row = await job(id);
    expect(row).toMatchObject({ status: "queued", attempts: 2, last_error: "boom 2" });
    const secondDelay = Date.parse(row.run_at) - now.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(60_000);
    expect(secondDelay).toBeLessThan(61_000);

    now = new Date(Date.parse(row.run_at));
    expect(await runDueJobs(db, now)).toEqual({ done: 0, failed: 1, retried: 0 });
    row = await job(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "boom 3", locked_at: null });
    expect(row.finished_at).not.toBeNull();

    expect(await runDueJobs(db, new Date(now.getTime() + minutes(120)))).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(calls).toBe(3);
  });

  it("calls the give-up hook once, when the job fails for good", async () => {
    const gaveUp = vi.fn(async (_payload: unknown, _db: unknown, _error: string) => {});
    registerJobHandler(
      "test-hopeless",
      async () => {
        throw new Error("never works");
      },
      { onGiveUp: gaveUp },
    );
    const id = await enqueueJob(db, "test-hopeless", { emailId: "e-1" }, { maxAttempts: 2 });
    const now = Date.now();

    await runDueJobs(db, new Date(now));
    expect(gaveUp).not.toHaveBeenCalled();
    await runDueJobs(db, new Date(now + minutes(5)));
    expect(gaveUp).toHaveBeenCalledTimes(1);
    expect(gaveUp.mock.calls[0]?.[0]).toEqual({ emailId: "e-1" });
    expect(gaveUp.mock.calls[0]?.[2]).toBe("never works");
    expect((await job(id)).status).toBe("failed");
  });

  it("fails a job whose type has no handler, with a clear error", async () => {
    const id = await enqueueJob(db, "test-nobody-handles-this", { x: 1 });
    expect(await runDueJobs(db)).toEqual({ done: 0, failed: 1, retried: 0 });
    const row = await job(id);
    expect(row.status).toBe("failed");
    expect(row.last_error).toBe('No handler registered for job type "test-nobody-handles-this"');
  });

  it("picks up a running job whose lock has gone stale, but not one still locked", async () => {
    const ran: string[] = [];
    registerJobHandler("test-crashed", async (payload) => {
      ran.push((payload as { name: string }).name);
    });
    const now = new Date();
    const stale = await enqueueJob(db, "test-crashed", { name: "stale" });
    const fresh = await enqueueJob(db, "test-crashed", { name: "fresh" });
    // As a worker that died mid-run would leave them.
    await db
      .updateTable("jobs")
      .set({
        status: "running",
        attempts: 1,
        locked_at: new Date(now.getTime() - JOB_LOCK_TIMEOUT_MS - 1000).toISOString(),
      })
      .where("id", "=", stale)
      .execute();
    await db
      .updateTable("jobs")
      .set({ status: "running", attempts: 1, locked_at: new Date(now.getTime() - minutes(1)).toISOString() })
      .where("id", "=", fresh)
      .execute();

    expect(await runDueJobs(db, now)).toEqual({ done: 1, failed: 0, retried: 0 });
    expect(ran).toEqual(["stale"]);
    expect(await job(stale)).toMatchObject({ status: "done", attempts: 2 });
    expect(await job(fresh)).toMatchObject({ status: "running", attempts: 1 });
  });

  it("does not run a stale job again when its last allowed attempt was the one that crashed", async () => {
    const ran = vi.fn(async () => {});
    const gaveUp = vi.fn(async () => {});
    registerJobHandler("test-poison", ran, { onGiveUp: gaveUp });
    const now = new Date();
    const id = await enqueueJob(db, "test-poison", {}, { maxAttempts: 2 });
    await db
      .updateTable("jobs")
      .set({
        status: "running",
        attempts: 2,
        last_error: "first try failed",
        locked_at: new Date(now.getTime() - JOB_LOCK_TIMEOUT_MS - 1000).toISOString(),
      })
      .where("id", "=", id)
      .execute();

    expect(await runDueJobs(db, now)).toEqual({ done: 0, failed: 1, retried: 0 });
    expect(ran).not.toHaveBeenCalled();
    expect(gaveUp).toHaveBeenCalledTimes(1);
    const row = await job(id);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(row.last_error).toMatch(/lock expired.*first try failed/);
  });

  it("never runs a job twice when two workers run at the same time", async () => {
    // A second connection to the same file stands in for a second worker process.
    const otherDb = createDatabase(databasePath);
    try {
      const runs = new Map<string, number>();
      registerJobHandler("test-concurrent", async (payload) => {
        const { n } = payload as { n: string };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Yield so the other worker gets to look at the table while this job is running.
        await sleep(5);
      });
      const ids: string[] = [];
      for (let n = 0; n < 12; n++) ids.push(await enqueueJob(db, "test-concurrent", { n: String(n) }));

      const results = await Promise.all([runDueJobs(db), runDueJobs(otherDb), runDueJobs(db)]);

      expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(12);
      expect(results.every((r) => r.failed === 0 && r.retried === 0)).toBe(true);
      expect(runs.size).toBe(12);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      const rows = await db.selectFrom("jobs").select(["status", "attempts"]).where("id", "in", ids).execute();
      expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
    } finally {
      await otherDb.destroy();
    }
  });

  it("respects the limit", async () => {
    registerJobHandler("test-many", async () => {});
    for (let n = 0; n < 5; n++) await enqueueJob(db, "test-many", { n });
    expect(await runDueJobs(db, new Date(), 3)).toEqual({ done: 3, failed: 0, retried: 0 });
    expect(await runDueJobs(db, new Date(), 3)).toEqual({ done: 2, failed: 0, retried: 0 });
  });

  it("rejects a nonsensical maxAttempts", async () => {
    await expect(enqueueJob(db, "test-echo", {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });
});

describe("lanes", () => {
  it("runs the bulk lane's job types only in the bulk lane, every other type only in the default lane", async () => {
    const ran: string[] = [];
    registerJobHandler("test-bulk", async () => void ran.push("bulk"), { lane: "bulk" });
    registerJobHandler("test-order", async () => void ran.push("order"));
    const bulk = await enqueueJob(db, "test-bulk", {});
    const order = await enqueueJob(db, "test-order", {});

    expect(await runDueJobs(db, new Date(), 20, "default")).toEqual({ done: 1, failed: 0, retried: 0 });
    expect(ran).toEqual(["order"]);
    expect((await job(bulk)).status).toBe("queued");
    expect(await runDueJobs(db, new Date(), 20, "bulk")).toEqual({ done: 1, failed: 0, retried: 0 });
    expect(ran).toEqual(["order", "bulk"]);
    expect((await job(order)).status).toBe("done");
  });
});

describe("startJobWorker", () => {
  it("does nothing when JOBS_WORKER is false", async () => {
    // The test environment sets JOBS_WORKER=false, as the tests drive jobs themselves.
    const ran = vi.fn(async () => {});
    registerJobHandler("test-worker-off", ran);
    const id = await enqueueJob(db, "test-worker-off", {});
    const stop = startJobWorker(db, 5);
    await sleep(50);
    stop();
    expect(ran).not.toHaveBeenCalled();
    expect((await job(id)).status).toBe("queued");
  });

  it("runs due jobs in the background, once per process, until stopped", async () => {
    process.env.JOBS_WORKER = "true";
    vi.resetModules();
    try {
      // A fresh module graph so env() reads JOBS_WORKER=true.
      const jobs = await import("./jobs.server");
      let running = 0;
      let overlapped = false;
      const ran: string[] = [];
      jobs.registerJobHandler("test-worker-on", async (payload) => {
        running++;
        if (running > 1) overlapped = true;
        await sleep(20);
        ran.push((payload as { n: string }).n);
        running--;
      });

      const stop = jobs.startJobWorker(db, 5);
      // A second start in the same process must not start a second worker.
      const stopAgain = jobs.startJobWorker(db, 5);
      expect(stopAgain).toBe(stop);

      const ids = [
        await jobs.enqueueJob(db, "test-worker-on", { n: "a" }),
        await jobs.enqueueJob(db, "test-worker-on", { n: "b" }),
      ];
      await vi.waitFor(
        async () => {
          const rows = await db.selectFrom("jobs").select("status").where("id", "in", ids).execute();
          expect(rows.map((row) => row.status)).toEqual(["done", "done"]);
        },
        { timeout: 5000, interval: 10 },
      );
      stop();

      expect(ran.sort()).toEqual(["a", "b"]);
      expect(overlapped).toBe(false);

      const late = await jobs.enqueueJob(db, "test-worker-on", { n: "late" });
      await sleep(50);
      expect((await job(late)).status).toBe("queued");

      // Once stopped, a new worker may be started again.
      const restarted = jobs.startJobWorker(db, 5);
      expect(restarted).not.toBe(stop);
      await vi.waitFor(async () => expect((await job(late)).status).toBe("done"), { timeout: 5000, interval: 10 });
      restarted();
    } finally {
      process.env.JOBS_WORKER = "false";
      vi.resetModules();
    }
  });

  describe("at a stop of the shop (drainJobWorker, decision 0102)", () => {
    async function withWorker(test: (jobs: typeof import("./jobs.server")) => Promise<void>) {
      process.env.JOBS_WORKER = "true";
      vi.resetModules();
      try {
        await test(await import("./jobs.server"));
      } finally {
        process.env.JOBS_WORKER = "false";
        vi.resetModules();
      }
    }

    it("lets the job in hand finish, once, and claims no other", async () => {
      await withWorker(async (jobs) => {
        let release: () => void = () => {};
        const ran: string[] = [];
        jobs.registerJobHandler("test-stop-finish", async (payload) => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          ran.push((payload as { n: string }).n);
        });
        const first = await jobs.enqueueJob(db, "test-stop-finish", { n: "first" });
        const second = await jobs.enqueueJob(
          db,
          "test-stop-finish",
          { n: "second" },
          { runAt: new Date(Date.now() + 1) },
        );
        jobs.startJobWorker(db, 5);
        await vi.waitFor(async () => expect((await job(first)).status).toBe("running"), {
          timeout: 5000,
          interval: 10,
        });

        const drained = jobs.drainJobWorker(5_000);
        release();
        await drained;

        expect(ran).toEqual(["first"]);
        expect(await job(first)).toMatchObject({ status: "done", attempts: 1, locked_at: null });
        expect(await job(second)).toMatchObject({ status: "queued", attempts: 0 });
      });
    });

    it("hands back a job still running at the end of the grace: queued again, its run not counted", async () => {
      await withWorker(async (jobs) => {
        let release: () => void = () => {};
        let runs = 0;
        jobs.registerJobHandler("test-stop-hand-back", async () => {
          runs++;
          // The first run is the one the stop finds in hand; the next process's run ends at once.
          if (runs === 1)
            await new Promise<void>((resolve) => {
              release = resolve;
            });
        });
        const id = await jobs.enqueueJob(db, "test-stop-hand-back", {});
        jobs.startJobWorker(db, 5);
        await vi.waitFor(async () => expect((await job(id)).status).toBe("running"), { timeout: 5000, interval: 10 });

        await jobs.drainJobWorker(50);
        expect(await job(id)).toMatchObject({ status: "queued", attempts: 0, locked_at: null });

        // Should the handler still end before the process does, its outcome is discarded: the job
        // stays queued, for the next process to run.
        release();
        await sleep(20);
        expect(await job(id)).toMatchObject({ status: "queued", attempts: 0 });
        expect(await jobs.runDueJobs(db)).toEqual({ done: 1, failed: 0, retried: 0 });
        expect(await job(id)).toMatchObject({ status: "done", attempts: 1 });
      });
    });
  });
});
