import { randomUUID } from "node:crypto";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { deleteFile } from "~/platform/storage.server";
import { loadCatalogue, planAll, summarise } from "./csv-import-check.server";
import {
  failImport,
  loadForJob,
  type ParsedRows,
  parseFailure,
  readStoredRows,
  setProgress,
} from "./csv-import-read.server";
import { recordStockCounts, type StockCount } from "./stock.server";

/**
 * Step 3 of a product CSV import (decision 0032): the apply job, once staff have applied a checked
 * import (`requestApply` in csv-import.server.ts).
 */

export type ApplyOptions = {
  /** Told how far the transaction has gone (0 to 1), between batches of rows. */
  onApplying?: (fraction: number) => void;
};

const INSERT_BATCH = 200;

/**
 * Step 3, the apply job: the rows are worked out again against the catalogue as it is now, and
 * every change, the stock movements, the record's result and the audit entry are written in ONE
 * transaction: all of it lands, or (the process killed halfway) none of it.
 */
export async function applyImport(db: Database, importId: string, options: ApplyOptions = {}): Promise<void> {
  const record = await loadForJob(db, importId, "applying");
  if (!record) return;
  let parsed: ParsedRows;
  try {
    parsed = await readStoredRows(db, record, 50);
  } catch (error) {
    await failImport(db, record, parseFailure(error));
    return;
  }
  await setProgress(db, importId, 50);
  const actorId = record.applied_by;

  await db.transaction().execute(async (trx) => {
    const catalogue = await loadCatalogue(trx);
    const plans = planAll(parsed, catalogue);
    const now = nowIso();
    const total = Math.max(1, plans.length);
    let done = 0;
    const report = (count: number) => {
      done += count;
      options.onApplying?.(done / total);
    };

    const created = plans.filter((plan) => plan.kind === "new");
    const counts: StockCount[] = [];
    for (let start = 0; start < created.length; start += INSERT_BATCH) {
      const batch = created.slice(start, start + INSERT_BATCH);
      const rows = batch.map((plan) => {
        const id = randomUUID();
        if (plan.quantity !== null) counts.push({ productId: id, from: 0, to: plan.quantity });
        return {
          id,
          ws_code: plan.wsCode,
          ...plan.values,
          is_active: 0 as const,
          last_price_update: now,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto("products").values(rows).execute();
      report(batch.length);
    }

    for (const plan of plans) {
      if (plan.kind !== "update") continue;
      const set: Record<string, unknown> = {};
      for (const [field, change] of Object.entries(plan.changes)) set[field] = change?.to;
      if (Object.keys(set).length > 0) {
        if ("excl_price_cents" in set || "incl_price_cents" in set) set.last_price_update = now;
        set.updated_at = nowAfter(catalogue.existing.get(plan.wsCode)?.updated_at);
        await trx.updateTable("products").set(set).where("id", "=", plan.productId).execute();
      }
      if (plan.stock) counts.push({ productId: plan.productId, from: plan.stock.from, to: plan.stock.to });
      report(1);
    }

    await recordStockCounts(trx, counts, {
      reason: "csv_import",
      userId: actorId,
      reference: record.file_name,
      now,
    });
    report(0);

    const summary = summarise(plans);
    await trx
      .updateTable("csv_imports")
      .set({
        ...summary,
        rows_after_range: parsed.rowsAfterRange,
        status: "completed",
        progress: 100,
        completed_at: now,
        updated_at: nowAfter(record.updated_at),
      })
      .where("id", "=", importId)
      .execute();
    const actor = actorId
      ? await trx.selectFrom("users").select(["id", "email"]).where("id", "=", actorId).executeTakeFirst()
      : undefined;
    await recordAudit(trx, {
      actor: actor ?? null,
      action: "csv_import.apply",
      entityType: "csv_import",
      entityId: importId,
      details: {
        fileName: record.file_name,
        created: summary.new_count,
        updated: summary.updated_count,
        unchanged: summary.unchanged_count,
        failed: summary.records_failed,
        stockChanges: counts.length,
      },
    });
  });
  if (record.file_key) await deleteFile(record.file_key).catch(() => undefined);
}
