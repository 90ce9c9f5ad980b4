import { createDatabase } from "~/platform/db.server";
import { consumeOneTimeToken, createOneTimeToken, hashToken, peekOneTimeToken } from "./one-time-tokens.server";

describe("one-time tokens", () => {
  const db = createDatabase(process.env.DATABASE_PATH as string);
  afterAll(() => db.destroy());
  const owner = { userId: null, email: "farmer@example.com" };

  it("stores only a hash and works exactly once", async () => {
    const token = await createOneTimeToken(db, "reset_password", owner);
    const stored = await db.selectFrom("one_time_tokens").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(await peekOneTimeToken(db, "reset_password", token)).toEqual({ user_id: null, email: owner.email });
    expect(await consumeOneTimeToken(db, "reset_password", token)).toEqual({ user_id: null, email: owner.email });
    expect(await consumeOneTimeToken(db, "reset_password", token)).toBeUndefined();
  });

  it("is refused for another purpose, when unknown, and when expired", async () => {
    const token = await createOneTimeToken(db, "confirm_email", { userId: null, email: "other@example.com" });
    expect(await consumeOneTimeToken(db, "reset_password", token)).toBeUndefined();
    expect(await consumeOneTimeToken(db, "confirm_email", "not-a-token")).toBeUndefined();
    expect(await consumeOneTimeToken(db, "confirm_email", "")).toBeUndefined();

    const old = await createOneTimeToken(
      db,
      "reset_password",
      { userId: null, email: "late@example.com" },
      new Date(Date.now() - 2 * 60 * 60 * 1000),
    );
    expect(await consumeOneTimeToken(db, "reset_password", old)).toBeUndefined();
  });

  it("retires the older link when a new one is sent", async () => {
    const first = await createOneTimeToken(db, "reset_password", { userId: null, email: "twice@example.com" });
    const second = await createOneTimeToken(db, "reset_password", { userId: null, email: "twice@example.com" });
    expect(await consumeOneTimeToken(db, "reset_password", first)).toBeUndefined();
    expect(await consumeOneTimeToken(db, "reset_password", second)).toBeDefined();
  });
});
