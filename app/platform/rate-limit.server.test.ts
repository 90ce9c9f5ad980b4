import { createDatabase } from "./db.server";
import { hitRateLimit } from "./rate-limit.server";

const TEN_MINUTES = 600_000;
const at = (iso: string) => new Date(`2026-11-21T${iso}Z`);

describe("hitRateLimit", () => {
  const db = createDatabase(process.env.DATABASE_PATH as string);
  afterAll(() => db.destroy());
  const hits = async (key: string, times: number, now: Date, limit = 20) => {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await hitRateLimit(db, key, limit, TEN_MINUTES, now));
    return results;
  };

  it("allows `limit` hits, then refuses the next one and counts only the allowed", async () => {
    const results = await hits("login:ip:a", 4, at("10:00:00.000"), 3);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    // Three hits at 10:00 weigh 3 × (600 − e)/600 in the next window: one more fits from 10:13:20.
    expect(results[3]?.retryAfterSeconds).toBe(800);
    const row = await db.selectFrom("rate_limits").selectAll().where("key", "=", "login:ip:a").executeTakeFirst();
    expect(row).toMatchObject({ window_started_at: "2026-11-21T10:00:00.000Z", hits: 3, previous_hits: 0 });
  });

  it("counts each key apart", async () => {
    const now = at("11:00:00.000");
    expect((await hitRateLimit(db, "login:ip:b", 1, 60_000, now)).allowed).toBe(true);
    expect((await hitRateLimit(db, "login:ip:c", 1, 60_000, now)).allowed).toBe(true);
    expect((await hitRateLimit(db, "login:ip:b", 1, 60_000, now)).allowed).toBe(false);
  });

  it("refuses the 21st hit just after a window's edge when 20 came just before it", async () => {
    expect((await hits("geo:edge", 20, at("10:59:59.000"))).every((result) => result.allowed)).toBe(true);
    const after = await hitRateLimit(db, "geo:edge", 20, TEN_MINUTES, at("11:00:00.000"));
    expect(after).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // 20 × (600 − 30)/600 = 19 of them still count at 11:00:30, so the 21st fits then and not before.
    expect((await hitRateLimit(db, "geo:edge", 20, TEN_MINUTES, at("11:00:29.999"))).allowed).toBe(false);
    expect((await hitRateLimit(db, "geo:edge", 20, TEN_MINUTES, at("11:00:30.000"))).allowed).toBe(true);
    expect((await hitRateLimit(db, "geo:edge", 20, TEN_MINUTES, at("11:00:30.000"))).allowed).toBe(false);
  });

  it("allows hits spread so that no ten minutes hold more than the limit", async () => {
    // 10 at 10:52 and 10 at 10:58; by 11:02 the ten at 10:52 are ten minutes old.
    expect((await hits("geo:spread", 10, at("10:52:00.000"))).every((result) => result.allowed)).toBe(true);
    expect((await hits("geo:spread", 10, at("10:58:00.000"))).every((result) => result.allowed)).toBe(true);
    // 20 × (600 − 120)/600 = 16 still count at 11:02: four more fit, the fifth does not.
    const at1102 = await hits("geo:spread", 5, at("11:02:00.000"));
    expect(at1102.map((result) => result.allowed)).toEqual([true, true, true, true, false]);
    // 20 × 60/600 = 2 count at 11:09, with the 4 of 11:02: 14 more fit.
    const at1109 = await hits("geo:spread", 15, at("11:09:00.000"));
    expect(at1109.filter((result) => result.allowed)).toHaveLength(14);
    // Two windows on, the hits of 10:52 and 10:58 count no more.
    expect((await hits("geo:spread", 20, at("11:20:00.000"))).every((result) => result.allowed)).toBe(true);
  });

  it("tells a refused visitor truthfully when the next hit is let through", async () => {
    // 10 at 10:50:00, 10 at 10:55:00; at 11:00:00 all 20 count, each second of the new window
    // lets 20/600 of them slide out: one more fits after 30 s.
    await hits("geo:retry", 10, at("10:50:00.000"));
    await hits("geo:retry", 10, at("10:55:00.000"));
    const refused = await hitRateLimit(db, "geo:retry", 20, TEN_MINUTES, at("11:00:00.000"));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Knocking again in between is not counted and does not move that moment.
    expect(await hitRateLimit(db, "geo:retry", 20, TEN_MINUTES, at("11:00:10.000"))).toEqual({
      allowed: false,
      retryAfterSeconds: 20,
    });
    const retried = new Date(at("11:00:00.000").getTime() + refused.retryAfterSeconds * 1000);
    expect((await hitRateLimit(db, "geo:retry", 20, TEN_MINUTES, retried)).allowed).toBe(true);
  });
});
