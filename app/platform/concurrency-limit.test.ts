import { concurrencyLimit } from "./concurrency-limit";

/** A piece of work that runs until it is told to finish. */
function pending<T>(value: T) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return value;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("concurrencyLimit", () => {
  it("runs at most the limit at once and starts the waiting ones in order as others finish", async () => {
    const limit = concurrencyLimit(2);
    const jobs = [pending("a"), pending("b"), pending("c"), pending("d")];
    const results = jobs.map((job) => limit.run(job.work));
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, false, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);

    jobs[1]?.finish();
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, true, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 1]);

    for (const job of jobs) job.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it("frees the slot of a call that fails, and passes the failure on", async () => {
    const limit = concurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("bad hash")))).rejects.toThrow("bad hash");
    expect(await limit.run(async () => "next")).toBe("next");
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it("refuses a limit below one", () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
  });
});
