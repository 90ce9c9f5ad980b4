import { createDatabase } from "~/platform/db.server";
import { formatOrderNumber, parseOrderNumber } from "./order-number";
import { nextOrderNumber } from "./order-number.server";

describe("order numbers", () => {
  it("are ORD-YYYY-NNNNNN", () => {
    expect(formatOrderNumber(2026, 42)).toBe("ORD-2026-000042");
    expect(formatOrderNumber(2026, 1234567)).toBe("ORD-2026-1234567");
    expect(parseOrderNumber("ord-2026-000042")).toEqual({ year: 2026, sequence: 42 });
    expect(parseOrderNumber("ORD-20260101-1200-ABCD")).toBeNull();
  });

  it("count up within a year and start again at 1 in the next (South African time)", async () => {
    const db = createDatabase(process.env.DATABASE_PATH as string);
    const take = (at: string) => db.transaction().execute((trx) => nextOrderNumber(trx, new Date(at)));
    expect(await take("2026-03-01T10:00:00Z")).toBe("ORD-2026-000001");
    expect(await take("2026-03-01T10:00:01Z")).toBe("ORD-2026-000002");
    // 22:30 UTC on 31 December is already New Year's Day in Johannesburg.
    expect(await take("2026-12-31T22:30:00Z")).toBe("ORD-2027-000001");
    expect(await take("2026-12-31T12:00:00Z")).toBe("ORD-2026-000003");
    await db.destroy();
  });
});
