import { allowsOneMore, msUntilAllowed, windowStartOf } from "./sliding-window";

const TEN_MINUTES = 600_000;

describe("sliding window counter", () => {
  it("aligns windows to the clock", () => {
    expect(windowStartOf(Date.parse("2026-11-21T10:59:59.999Z"), TEN_MINUTES)).toBe(
      Date.parse("2026-11-21T10:50:00.000Z"),
    );
    expect(windowStartOf(Date.parse("2026-11-21T11:00:00.000Z"), TEN_MINUTES)).toBe(
      Date.parse("2026-11-21T11:00:00.000Z"),
    );
  });

  it("weighs the previous window by the share of it still within the last window", () => {
    // 20 hits in the window before: at its edge all of them still count.
    expect(allowsOneMore({ previous: 20, current: 0 }, 20, TEN_MINUTES, 0)).toBe(false);
    // Half-way through, 10 of them do: 10 + 10 hits fill the limit, one more does not fit.
    expect(allowsOneMore({ previous: 20, current: 9 }, 20, TEN_MINUTES, TEN_MINUTES / 2)).toBe(true);
    expect(allowsOneMore({ previous: 20, current: 10 }, 20, TEN_MINUTES, TEN_MINUTES / 2)).toBe(false);
    // Without hits before, the window's own count decides.
    expect(allowsOneMore({ previous: 0, current: 19 }, 20, TEN_MINUTES, 0)).toBe(true);
    expect(allowsOneMore({ previous: 0, current: 20 }, 20, TEN_MINUTES, TEN_MINUTES - 1)).toBe(false);
  });

  it("says when one more hit fits: later in this window as the previous one slides out", () => {
    // 20 before, 10 now, 5 minutes in: 20 × (600 − e)/600 + 11 ≤ 20 from e = 330 s on (30 s more).
    expect(msUntilAllowed({ previous: 20, current: 10 }, 20, TEN_MINUTES, TEN_MINUTES / 2)).toBe(30_000);
    expect(allowsOneMore({ previous: 20, current: 10 }, 20, TEN_MINUTES, 329_999)).toBe(false);
    expect(allowsOneMore({ previous: 20, current: 10 }, 20, TEN_MINUTES, 330_000)).toBe(true);
    expect(msUntilAllowed({ previous: 0, current: 5 }, 20, TEN_MINUTES, 1_000)).toBe(0);
  });

  it("says when one more hit fits: in the next window, once enough of this one has slid out", () => {
    // 20 hits at 10:59:59; at 11:00:00 they weigh fully, one more fits from 11:00:30 (20 × 570/600 = 19).
    expect(msUntilAllowed({ previous: 0, current: 20 }, 20, TEN_MINUTES, TEN_MINUTES - 1_000)).toBe(31_000);
    expect(allowsOneMore({ previous: 20, current: 0 }, 20, TEN_MINUTES, 29_999)).toBe(false);
    expect(allowsOneMore({ previous: 20, current: 0 }, 20, TEN_MINUTES, 30_000)).toBe(true);
    // A limit of one: the hit before must have slid out completely, at the start of the window after next.
    expect(msUntilAllowed({ previous: 0, current: 1 }, 1, TEN_MINUTES, 0)).toBe(2 * TEN_MINUTES);
  });
});
