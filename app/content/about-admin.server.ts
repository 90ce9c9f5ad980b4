import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { ABOUT_CONTENT_REQUIRED, ABOUT_TITLE_REQUIRED, tooLong } from "./messages";
import { sanitizeAboutHtml } from "./sanitize";

export const AboutForm = z.object({
  intent: z.enum(["save", "preview"]).catch("save"),
  title: z.string({ error: ABOUT_TITLE_REQUIRED }).trim().min(1, ABOUT_TITLE_REQUIRED).max(200, tooLong(200)),
  content: z
    .string({ error: ABOUT_CONTENT_REQUIRED })
    .trim()
    .min(1, ABOUT_CONTENT_REQUIRED)
    .max(200_000, tooLong(200_000)),
  updatedAt: z.string().max(40).optional(),
});
export type AboutFormValue = z.infer<typeof AboutForm>;

/** The active about text as stored (already sanitised when saved here) and who saved it last. */
export async function loadAboutForEditing(db: Database) {
  const row = await db
    .selectFrom("about_content")
    .select(["id", "title", "content", "updated_at", "updated_by_name"])
    .where("is_active", "=", 1)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        title: row.title,
        content: row.content,
        html: sanitizeAboutHtml(row.content),
        updatedAt: row.updated_at,
        updatedByName: row.updated_by_name,
      }
    : null;
}

export type AboutSaveOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 409;
      message: string;
      currentUpdatedAt: string;
      /** The stored page's form values, to merge with what was typed. */
      current: { title: string; content: string };
    };

/**
 * Saves the about page: the HTML is sanitised with the public page's own allow-list before it is
 * stored, so what is kept is exactly what customers will see. Updates the active row (or creates
 * it); a stale copy is refused.
 */
export async function saveAboutContent(
  db: Database,
  actor: { id: string; email: string; name: string },
  form: AboutFormValue,
  options: { ipAddress?: string } = {},
): Promise<AboutSaveOutcome> {
  const before = await db.selectFrom("about_content").selectAll().where("is_active", "=", 1).executeTakeFirst();
  if (before && isStale(form.updatedAt, before.updated_at)) {
    const change = await lastChangeTo(db, "about_content", before.id);
    return {
      ok: false,
      status: 409,
      message: staleEditMessage({ by: change?.actor_email ?? null, at: before.updated_at }),
      currentUpdatedAt: before.updated_at,
      current: { title: before.title, content: before.content },
    };
  }
  const after = { title: form.title, content: sanitizeAboutHtml(form.content) };
  const id = before?.id ?? randomUUID();
  await db.transaction().execute(async (trx) => {
    const by = { updated_by_id: actor.id, updated_by_name: actor.name };
    if (before) {
      await trx
        .updateTable("about_content")
        .set({ ...after, ...by, updated_at: nowAfter(before.updated_at) })
        .where("id", "=", id)
        .execute();
    } else {
      await trx
        .insertInto("about_content")
        .values({ ...after, ...by, id, is_active: 1, updated_at: nowIso() })
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: before ? "about_content.update" : "about_content.create",
      entityType: "about_content",
      entityId: id,
      details: { changes: fieldChanges(before ?? {}, after) },
      ipAddress: options.ipAddress,
    });
  });
  return { ok: true };
}
