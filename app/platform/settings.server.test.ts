import { z } from "zod";
import { recordAudit } from "./audit.server";
import { createDatabase } from "./db.server";
import { readSetting, writeSetting } from "./settings.server";

describe("shop settings", () => {
  const db = createDatabase(process.env.DATABASE_PATH as string);
  afterAll(() => db.destroy());
  const RatePerKm = z.number().positive();

  it("gives the default until a value is stored, then the stored value", async () => {
    expect(await readSetting(db, "delivery.ratePerKm", RatePerKm, 20)).toBe(20);
    await writeSetting(db, "delivery.ratePerKm", 22.5);
    expect(await readSetting(db, "delivery.ratePerKm", RatePerKm, 20)).toBe(22.5);
    await writeSetting(db, "delivery.ratePerKm", 25);
    expect(await readSetting(db, "delivery.ratePerKm", RatePerKm, 20)).toBe(25);
  });

  it("falls back to the default when the stored value breaks the rule", async () => {
    await writeSetting(db, "delivery.minimumFee", -5);
    expect(await readSetting(db, "delivery.minimumFee", RatePerKm, 50)).toBe(50);
    await db.updateTable("shop_settings").set({ value: "not json" }).where("key", "=", "delivery.minimumFee").execute();
    expect(await readSetting(db, "delivery.minimumFee", RatePerKm, 50)).toBe(50);
  });
});

describe("audit log", () => {
  const db = createDatabase(process.env.DATABASE_PATH as string);
  afterAll(() => db.destroy());

  it("records who did what to which record", async () => {
    await recordAudit(db, {
      actor: null,
      action: "product.update",
      entityType: "product",
      entityId: "p-1",
      details: { field: "incl_price_cents", from: 100, to: 120 },
    });
    const row = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", "p-1").executeTakeFirstOrThrow();
    expect(row.action).toBe("product.update");
    expect(JSON.parse(row.details)).toEqual({ field: "incl_price_cents", from: 100, to: 120 });
  });
});
