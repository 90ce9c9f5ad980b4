import { type Database, nowIso } from "~/platform/db.server";

/**
 * Recovery of a product CSV import (decision 0032): what a dead worker or a stopped server left
 * checking or applying is interrupted (nothing of it was applied, the apply being one
 * transaction), shown as such, to be run again by staff.
 */

/** An import whose job's worker died is interrupted: nothing of it was applied. */
export async function markImportInterrupted(db: Database, importId: string): Promise<void> {
  await db
    .updateTable("csv_imports")
    .set({ status: "interrupted", updated_at: nowIso() })
    .where("id", "=", importId)
    .where("status", "in", ["checking", "applying"])
    .execute();
}

/**
 * At start-up: an import left checking or applying by the process before this one (killed,
 * crashed, redeployed) is interrupted, and its job is closed so it is not run again unasked.
 */
export async function recoverInterruptedImports(db: Database): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const stranded = await trx
      .selectFrom("csv_imports as i")
      .leftJoin("jobs as j", "j.id", "i.job_id")
      .select(["i.id", "i.job_id"])
      .where("i.status", "in", ["checking", "applying"])
      .where((eb) => eb.or([eb("j.status", "is", null), eb("j.status", "!=", "queued")]))
      .execute();
    for (const row of stranded) {
      await trx
        .updateTable("csv_imports")
        .set({ status: "interrupted", updated_at: now })
        .where("id", "=", row.id)
        .execute();
      if (row.job_id)
        await trx
          .updateTable("jobs")
          .set({ status: "failed", locked_at: null, finished_at: now, last_error: "Interrupted: the server stopped" })
          .where("id", "=", row.job_id)
          .where("status", "=", "running")
          .execute();
    }
    return stranded.length;
  });
}
