import { randomUUID } from "node:crypto";
import type { Database } from "./db.server";

export type AuditEntry = {
  actor: { id: string; email: string } | null;
  action: string;
  entityType: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string;
};

/**
 * Records a staff action (who did what to which record) in the audit log. An edit whose
 * `details.changes` lists no field changed nothing, and writes nothing.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  if (changedNothing(entry.details)) return;
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip_address: entry.ipAddress ?? null,
    })
    .execute();
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

function changedNothing(details: AuditEntry["details"]): boolean {
  const changes = details?.changes;
  return (
    typeof changes === "object" && changes !== null && !Array.isArray(changes) && Object.keys(changes).length === 0
  );
}

/**
 * The fields whose value differs between two versions of a record, each with its value before
 * and after: what the audit log keeps for every staff edit. Only keys of `after` are compared,
 * so a caller passes exactly the fields the form could change.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to ?? null)) changes[field] = { from, to: to ?? null };
  }
  return changes;
}

/** The latest audited change to one record: who made it and when (for "changed by X at Y"). */
export async function lastChangeTo(db: Database, entityType: string, entityId: string) {
  return db
    .selectFrom("audit_log")
    .select(["actor_email", "created_at"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}
