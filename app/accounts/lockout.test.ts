import { LOCKOUT_DURATION_MS, lockedUntil, lockedUntilFor, lockStartedAt, type SignInAttempt } from "./lockout";

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

describe("the lock as it applies to a device (device cookies)", () => {
  const at = (minutes: number, device: string | null, succeeded = false): SignInAttempt => ({
    at: new Date(now.getTime() - minutes * 60_000),
    succeeded,
    device,
  });
  const strangerGuesses = [9, 7, 5, 3, 1].map((m) => at(m, null));

  it("keeps every device the owner signed in on open when strangers guessed five times", () => {
    // The owner signed in on this phone a month ago: far outside the lock's look-back.
    expect(lockedUntilFor(strangerGuesses, "owners-phone", now)).toBeNull();
    expect(lockedUntilFor(strangerGuesses, "owners-laptop", now)).toBeNull();
    expect(lockedUntilFor(strangerGuesses, null, now)).toEqual(new Date(now.getTime() + 29 * 60_000));
  });

  it("locks a device for its own five failures, and only that device", () => {
    const attempts = [9, 7, 5, 3, 1].map((m) => at(m, "owners-phone"));
    expect(lockedUntilFor(attempts, "owners-phone", now)).not.toBeNull();
    expect(lockedUntilFor(attempts, "owners-laptop", now)).toBeNull();
    expect(lockedUntilFor(attempts, null, now)).toBeNull();
  });

  it("does not add one device's failures to another's or to the strangers'", () => {
    const attempts = [...[9, 7].map((m) => at(m, "owners-phone")), ...[5, 3, 1].map((m) => at(m, null))];
    expect(lockedUntilFor(attempts, "owners-phone", now)).toBeNull();
    expect(lockedUntilFor(attempts, null, now)).toBeNull();
  });

  it("keeps the strangers' lock when the owner signs in on a known device", () => {
    const attempts = [...strangerGuesses.slice(0, 4), at(2, "owners-phone", true), at(1, null)];
    expect(lockedUntilFor(attempts, null, now)).not.toBeNull();
  });

  it("lifts every count after a success without a device cookie (a password reset)", () => {
    const ownFailures = [14, 13, 12, 11, 10].map((m) => at(m, "owners-phone"));
    const attempts = [...ownFailures, ...strangerGuesses.slice(0, 4), at(2, null, true), at(1, null)];
    expect(lockedUntilFor([...ownFailures, ...strangerGuesses], null, now)).not.toBeNull();
    expect(lockedUntilFor(ownFailures, "owners-phone", now)).not.toBeNull();
    expect(lockedUntilFor(attempts, null, now)).toBeNull();
    expect(lockedUntilFor(attempts, "owners-phone", now)).toBeNull();
  });

  it("tells when a lock began, so one unlock e-mail goes out per lock", () => {
    const until = lockedUntilFor(strangerGuesses, null, now) as Date;
    expect(lockStartedAt(until)).toEqual(new Date(until.getTime() - LOCKOUT_DURATION_MS));
    expect(lockStartedAt(until)).toEqual(new Date(now.getTime() - 60_000));
  });
});
