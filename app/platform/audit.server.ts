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

/** Records a staff action (who did what to which record) in the audit log. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
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
