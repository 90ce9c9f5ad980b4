import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import {
  ALREADY_SENT,
  CARTOON_ALT_REQUIRED,
  NEWSLETTER_NOT_FOUND,
  NOT_AUTHENTICATED,
  REQUIRED_ENGLISH,
} from "./newsletter-messages";
import { joinContent, joinSubject, publishedAtAfterSave } from "./newsletter-rules";

/**
 * The newsletters staff write (the list, the bilingual editor's save, delete), in files of their
 * own beside this one: sending one and its progress (newsletter-sending.server.ts), the
 * subscribers as staff manage them (newsletter-subscribers.server.ts), a newsletter's cartoon
 * (newsletter-cartoon.server.ts).
 */

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

const text = z.string().trim().max(100_000).optional();

export const NewsletterForm = z.object({
  intent: z.literal("save"),
  id: z.string().max(100).optional(),
  updatedAt: z.string().max(40).optional(),
  title: z.string().trim().max(200).optional(),
  status: z.enum(["draft", "published"]).default("draft"),
  subjectEn: z.string().trim().max(300).optional(),
  subjectAf: z.string().trim().max(300).optional(),
  contentEn: text,
  contentAf: text,
  removeImage: z.literal("on").optional(),
  cartoonAlt: z.string().trim().max(300).optional(),
});
export type NewsletterInput = z.infer<typeof NewsletterForm>;

export const NewsletterRowForm = z.object({
  intent: z.enum(["delete", "send"]),
  id: z.string().min(1).max(100),
});

export type Outcome = { ok: true; id: string } | { ok: false; status: 400 | 404 | 409; message: string };

export async function listNewsletters(db: Database) {
  const rows = await db
    .selectFrom("newsletters")
    .select(["id", "title", "subject", "status", "created_at", "updated_at", "sent_at", "sent_count", "published_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as "draft" | "published" | "sent" }));
}

export async function findNewsletter(db: Database, id: string) {
  return db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Creates or updates a newsletter (never a sent one), refusing a save made on a stale copy. */
export async function saveNewsletter(
  db: Database,
  actor: Actor | null,
  input: NewsletterInput,
  meta: Meta,
  /** A newly stored cartoon's address; otherwise the old one is kept (or removed when asked). */
  newImageUrl: string | null = null,
) {
  type SaveOutcome = Outcome | { ok: false; status: 409; message: string; currentUpdatedAt: string };
  if (!actor) return { ok: false, status: 400, message: NOT_AUTHENTICATED } satisfies SaveOutcome;
  if (!input.title || !input.subjectEn || !input.contentEn) {
    return { ok: false, status: 400, message: REQUIRED_ENGLISH } satisfies SaveOutcome;
  }
  const values = {
    title: input.title,
    subject: joinSubject({ en: input.subjectEn, af: input.subjectAf ?? "" }),
    content: joinContent({ en: input.contentEn, af: input.contentAf ?? "" }),
    status: input.status,
    cartoon_alt_text: input.cartoonAlt ?? "",
  };
  // A cartoon goes out with words for those who cannot see it (decision 0072).
  const altMissing = { ok: false, status: 400, message: CARTOON_ALT_REQUIRED } satisfies SaveOutcome;
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const now = nowIso();
    if (!input.id) {
      if (newImageUrl && !values.cartoon_alt_text) return altMissing;
      const id = randomUUID();
      const row = {
        id,
        ...values,
        published_at: publishedAtAfterSave(input.status, null, now),
        created_by: actor?.id ?? null,
        cartoon_image_url: newImageUrl,
      };
      await trx.insertInto("newsletters").values(row).execute();
      await recordAudit(trx, {
        actor,
        action: "newsletter.create",
        entityType: "newsletter",
        entityId: id,
        details: values,
        ...meta,
      });
      return { ok: true, id };
    }
    const before = await trx.selectFrom("newsletters").selectAll().where("id", "=", input.id).executeTakeFirst();
    if (!before) return { ok: false, status: 404, message: NEWSLETTER_NOT_FOUND };
    if (before.status === "sent") return { ok: false, status: 409, message: ALREADY_SENT };
    if (isStale(input.updatedAt, before.updated_at)) {
      const last = await lastChangeTo(trx, "newsletter", before.id);
      return {
        ok: false,
        status: 409,
        message: staleEditMessage({ by: last?.actor_email ?? null, at: last?.created_at ?? before.updated_at }),
        currentUpdatedAt: before.updated_at,
      };
    }
    const after = {
      ...values,
      cartoon_image_url: newImageUrl ?? (input.removeImage ? null : before.cartoon_image_url),
      published_at: publishedAtAfterSave(input.status, before.published_at, now),
    };
    if (after.cartoon_image_url && !after.cartoon_alt_text) return altMissing;
    await trx
      .updateTable("newsletters")
      .set({ ...after, updated_at: nowAfter(before.updated_at) })
      .where("id", "=", before.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "newsletter.update",
      entityType: "newsletter",
      entityId: before.id,
      details: fieldChanges(before, after),
      ...meta,
    });
    return { ok: true, id: before.id };
  });
}

export async function deleteNewsletter(db: Database, actor: Actor, id: string, meta: Meta): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const before = await trx.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return { ok: false, status: 404, message: NEWSLETTER_NOT_FOUND };
    if (before.status === "sent") return { ok: false, status: 409, message: ALREADY_SENT };
    await trx.deleteFrom("newsletters").where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      action: "newsletter.delete",
      entityType: "newsletter",
      entityId: id,
      details: { title: before.title, subject: before.subject, status: before.status },
      ...meta,
    });
    return { ok: true, id };
  });
}
