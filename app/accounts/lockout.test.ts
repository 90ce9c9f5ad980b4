import { lockedUntil, lockedUntilFrom, type SignInAttempt } from "./lockout";

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

describe("the lock as it applies to where a sign-in comes from", () => {
  const at = (minutes: number, ip: string, succeeded = false): SignInAttempt => ({
    at: new Date(now.getTime() - minutes * 60_000),
    succeeded,
    ip,
  });
  const strangerGuesses = [9, 7, 5, 3, 1].map((m) => at(m, "41.66.6.6"));

  it("keeps the owner's own network address open when a stranger guessed five times", () => {
    const attempts = [at(60 * 24, "196.25.1.1", true), ...strangerGuesses];
    expect(lockedUntilFrom(attempts, "196.25.1.1", now)).toBeNull();
    expect(lockedUntilFrom(attempts, "41.66.6.6", now)).not.toBeNull();
    expect(lockedUntilFrom(attempts, "102.1.1.1", now)).not.toBeNull();
  });

  it("locks the owner's address for the owner's own five failures", () => {
    const attempts = [at(60, "196.25.1.1", true), ...[9, 7, 5, 3, 1].map((m) => at(m, "196.25.1.1"))];
    expect(lockedUntilFrom(attempts, "196.25.1.1", now)).not.toBeNull();
    expect(lockedUntilFrom(attempts, "41.66.6.6", now)).toBeNull();
  });

  it("counts every failure together before any successful sign-in", () => {
    expect(lockedUntilFrom(strangerGuesses, "196.25.1.1", now)).not.toBeNull();
  });
});
