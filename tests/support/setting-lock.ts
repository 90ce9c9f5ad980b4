import fs from "node:fs/promises";
import path from "node:path";
import { E2E_DATA_DIR } from "./e2e-env";
import { testDb } from "./e2e-helpers";

const STALE_LOCK_MS = 120_000;

/**
 * A shop-wide setting (one row of shop_settings) is read by every page of the run. A test that
 * changes one takes it for itself (a lock beside the test database, so the JavaScript-on and -off
 * runs take turns) and puts back what it found, or one run would save between the other's save
 * and its check, or restore the other's values instead of the original.
 */
export async function withSettingToOurselves(key: string, run: () => Promise<void>): Promise<void> {
  const lock = path.join(E2E_DATA_DIR, `${key}.lock`);
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A run that was killed leaves its lock behind.
      const stat = await fs.stat(lock).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) await fs.rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const found = await testDb().selectFrom("shop_settings").selectAll().where("key", "=", key).executeTakeFirst();
  try {
    await run();
  } finally {
    if (found) {
      await testDb()
        .updateTable("shop_settings")
        .set({ value: found.value, updated_by_id: found.updated_by_id, updated_at: found.updated_at })
        .where("key", "=", key)
        .execute();
    } else {
      await testDb().deleteFrom("shop_settings").where("key", "=", key).execute();
    }
    await fs.rm(lock, { recursive: true, force: true });
  }
}
