/**
 * At most `limit` calls of a piece of work at once; the others wait their turn, first come first
 * served. Used for argon2 (decision 0064): each hash holds 19 MiB while it runs and occupies one of
 * libuv's four threads, so a burst of sign-ins would otherwise take 76 MiB and every thread that
 * compression and file reads need.
 */
export type ConcurrencyLimit = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many calls are running, and how many wait. */
  readonly running: number;
  readonly waiting: number;
};

export function concurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`a concurrency limit must be a whole number of at least 1, not ${limit}`);
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next caller, so a newcomer cannot overtake the queue.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
