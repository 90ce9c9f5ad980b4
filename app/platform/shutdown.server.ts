import { logger } from "./logger.server";

/**
 * A clean stop (decision 0102). Fly stops a machine with a signal (fly.toml kill_signal, passed on
 * by LiteFS to the server it started) and kills it kill_timeout (10 s) later. In that time the
 * shop stops taking connections, lets the requests in flight finish, lets the job worker finish
 * or hand back its job, lets the SMS sender finish its submission and unbind, closes the
 * database, and exits with 0.
 *
 * The steps are registered by the parts that own what must stop (the job worker, the SMS sender,
 * the database), in the server build; the HTTP guard (scripts/http-guard.ts, a bundle of its own
 * loaded before the build) catches the signal and runs them through `stopTheShop`. The registry
 * lives on globalThis, which both bundles share.
 */

/** A stop step; `graceMs` is how long it may take before it must give up what it waits for. */
export type StopStep = (graceMs: number) => Promise<unknown> | unknown;

/** "work": run at once, beside the draining of the requests; "last": after both (the database). */
export type StopPhase = "work" | "last";

type Registry = { work: Map<string, StopStep>; last: Map<string, StopStep>; stopping: boolean };

const globalForStop = globalThis as unknown as { __shopStop?: Registry };

function registry(): Registry {
  globalForStop.__shopStop ??= { work: new Map(), last: new Map(), stopping: false };
  return globalForStop.__shopStop;
}

/** The times of a stop, within Fly's kill_timeout of 10 s (fly.toml). */
export const STOP_TIMES = {
  /** Requests in flight and the job in hand get this long to finish (the page render's own limit is 5 s). */
  graceMs: 6_000,
  /** Whatever still runs then is cut and the process exits (with 1): 1 s before Fly's kill. */
  deadlineMs: 9_000,
} as const;

/** Registers (or replaces, by name) what must be stopped when the shop stops. */
export function onStop(name: string, step: StopStep, phase: StopPhase = "work"): void {
  registry()[phase].set(name, step);
}

/** True once a stop has begun: nothing new (a worker, a loop) may start. */
export function isStopping(): boolean {
  return registry().stopping;
}

async function runSteps(steps: Map<string, StopStep>, graceMs: number): Promise<void> {
  await Promise.all(
    [...steps].map(async ([name, step]) => {
      try {
        await step(graceMs);
      } catch (error) {
        logger.warn("A stop step failed", {
          step: name,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }),
  );
}

/**
 * The whole stop, once: `drainRequests` (the guard's: close the listeners, wait for the requests
 * in flight) beside the "work" steps, then the "last" steps. Resolves when all are done.
 */
export async function stopTheShop(
  drainRequests: (graceMs: number) => Promise<void>,
  graceMs: number = STOP_TIMES.graceMs,
): Promise<void> {
  const stop = registry();
  stop.stopping = true;
  await Promise.all([drainRequests(graceMs), runSteps(stop.work, graceMs)]);
  await runSteps(stop.last, graceMs);
}
