import { createDatabase } from "./db.server";
import { hitRateLimit } from "./rate-limit.server";

describe("hitRateLimit", () => {
  const db = createDatabase(process.env.DATABASE_PATH as string);
  afterAll(() => db.destroy());

  it("allows `limit` hits in a window, then refuses until the next window", async () => {
    const start = new Date("2026-11-21T10:00:00.000Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, "login:ip:a", 3, 60_000, start));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);

    const nextWindow = new Date("2026-11-21T10:01:00.000Z");
    expect((await hitRateLimit(db, "login:ip:a", 3, 60_000, nextWindow)).allowed).toBe(true);
  });

  it("counts each key apart", async () => {
    const now = new Date("2026-11-21T11:00:00.000Z");
    expect((await hitRateLimit(db, "login:ip:b", 1, 60_000, now)).allowed).toBe(true);
    expect((await hitRateLimit(db, "login:ip:c", 1, 60_000, now)).allowed).toBe(true);
    expect((await hitRateLimit(db, "login:ip:b", 1, 60_000, now)).allowed).toBe(false);
  });
});
