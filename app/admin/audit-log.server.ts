import { z } from "zod";
import type { Database } from "~/platform/db.server";
import { isShopDay, shopDayEnd, shopDayStart } from "~/platform/shop-days";
import { AUDIT_PAGE_SIZE, type DetailLine, detailLines, entityHref, entityIdWords, entityLabel } from "./audit-log";
import { auditActionWords } from "./audit-words";

/** The audit log (/admin/audit-log): every staff change, newest first, filtered and paged. Read-only. */

const day = z
  .string()
  .trim()
  .catch("")
  .transform((value) => (isShopDay(value) ? value : ""));

export const AuditQuery = z.object({
  actor: z.string().trim().max(100).catch(""),
  area: z.string().trim().max(60).catch(""),
  from: day,
  to: day,
  page: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((page) => Math.min(Math.max(page, 1), 10_000)),
});
export type AuditQueryValue = z.infer<typeof AuditQuery>;

export type AuditRow = {
  id: string;
  createdAt: string;
  actor: string;
  action: string;
  area: string;
  entityId: string | null;
  href: string | null;
  lines: DetailLine[];
};

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export async function loadAuditLog(db: Database, query: AuditQueryValue) {
  let select = db.selectFrom("audit_log");
  if (query.actor) select = select.where("actor_id", "=", query.actor);
  if (query.area) select = select.where("entity_type", "=", query.area);
  if (query.from) select = select.where("created_at", ">=", shopDayStart(query.from));
  if (query.to) select = select.where("created_at", "<", shopDayEnd(query.to));
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, people, areas] = await Promise.all([
    select
      .select(["id", "created_at", "actor_email", "action", "entity_type", "entity_id", "details"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE + 1)
      .offset(offset)
      .execute(),
    db
      .selectFrom("audit_log")
      .select(["actor_id", (eb) => eb.fn.max("actor_email").as("email")])
      .where("actor_id", "is not", null)
      .groupBy("actor_id")
      .orderBy("email")
      .execute(),
    db.selectFrom("audit_log").select("entity_type").distinct().orderBy("entity_type").execute(),
  ]);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row): AuditRow => {
      const details = parseDetails(row.details);
      return {
        id: row.id,
        createdAt: row.created_at,
        actor: row.actor_email ?? "(system)",
        action: auditActionWords(row.action),
        area: entityLabel(row.entity_type),
        entityId: entityIdWords(row.entity_id),
        href: entityHref(row.entity_type, row.entity_id, details),
        lines: detailLines(details, row.action),
      };
    }),
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    people: people.map((person) => ({ id: person.actor_id ?? "", email: person.email ?? "" })),
    areas: areas.map((area) => ({ value: area.entity_type, label: entityLabel(area.entity_type) })),
  };
}
