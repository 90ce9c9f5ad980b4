import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "~/platform/db.server";

/**
 * `npm start` runs scripts/setup.ts before serving: on an empty data folder it must create the
 * database, migrate it and load the demo data; run again, it must keep what is there.
 */
describe("first start on an empty data folder", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-start-"));
  const databasePath = path.join(dataDir, "nested", "shop.db");
  const setupEnv = {
    ...process.env,
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    SEED_PASSWORD: "First-Start-Password-1!",
    LOG_LEVEL: "warn",
  };
  const runSetup = () => execFileSync("npx", ["tsx", "scripts/setup.ts"], { env: setupEnv, stdio: "pipe" });

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("creates, migrates and seeds the database, and keeps the data on the next start", async () => {
    runSetup();
    expect(fs.existsSync(databasePath)).toBe(true);
    const db = createDatabase(databasePath);
    const count = async (table: "users" | "products" | "orders") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { users: await count("users"), products: await count("products"), orders: await count("orders") };
    expect(before.users).toBeGreaterThanOrEqual(9);
    expect(before.products).toBeGreaterThanOrEqual(150);

    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@example.com")
      .executeTakeFirstOrThrow();
    await db.updateTable("users").set({ first_name: "Kept" }).where("id", "=", customer.id).execute();

    runSetup();
    expect({ users: await count("users"), products: await count("products"), orders: await count("orders") }).toEqual(
      before,
    );
    const kept = await db
      .selectFrom("users")
      .select("first_name")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(kept.first_name).toBe("Kept");
    await db.destroy();
  }, 120_000);
});
