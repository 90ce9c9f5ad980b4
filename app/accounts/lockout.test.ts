import { lockedUntil, type SignInAttempt } from "./lockout";

const now = new Date("2026-11-21T12:00:00.000Z");
const minutesAgo = (minutes: number, succeeded = false): SignInAttempt => ({
  at: new Date(now.getTime() - minutes * 60_000),
  succeeded,
});

describe("account lockout", () => {
  it("locks for 30 minutes after the fifth failure within 15 minutes", () => {
    const attempts = [14, 10, 6, 3, 1].map((m) => minutesAgo(m));
    expect(lockedUntil(attempts, now)).toEqual(new Date(now.getTime() + 29 * 60_000));
  });

  it("does not lock for four failures, or five spread over more than 15 minutes", () => {
    expect(
      lockedUntil(
        [10, 6, 3, 1].map((m) => minutesAgo(m)),
        now,
      ),
    ).toBeNull();
    expect(
      lockedUntil(
        [20, 10, 6, 3, 1].map((m) => minutesAgo(m)),
        now,
      ),
    ).toBeNull();
  });

  it("ends the lock 30 minutes after it began", () => {
    const attempts = [40, 38, 36, 34, 32].map((m) => minutesAgo(m));
    expect(lockedUntil(attempts, now)).toBeNull();
    expect(lockedUntil(attempts, new Date(now.getTime() - 5 * 60_000))).not.toBeNull();
  });

  it("forgets failures before a successful sign-in", () => {
    const attempts = [...[9, 8, 7, 6].map((m) => minutesAgo(m)), minutesAgo(5, true), minutesAgo(1)];
    expect(lockedUntil(attempts, now)).toBeNull();
  });
});
