import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter } from "~/platform/db.server";
import { cardDescription, pageCount, STORED_CATEGORIES, type StoredCategory } from "./categories";
import { DOCUMENTATION_MESSAGES as M } from "./messages";
import { SLUG_PATTERN, slugFromTitle } from "./slug";

/**
 * Documents stored in the database (spec 2.5, 3): staff-written Markdown with a title, slug,
 * category and version. Every save of an edit raises the version and keeps the replaced text in
 * documentation_versions; only super admins write (the routes ask requireStaff for
 * 'documentationEditing').
 */

export type StoredDocumentCard = {
  id: string;
  title: string;
  slug: string;
  category: StoredCategory;
  description: string;
  pageCount: number;
  version: number;
  isActive: boolean;
  updatedAt: string;
};

export async function listStoredDocuments(db: Database): Promise<StoredDocumentCard[]> {
  const rows = await db
    .selectFrom("documentation")
    .select(["id", "title", "slug", "content", "category", "version", "is_active", "updated_at"])
    .orderBy("category")
    .orderBy("title")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    description: cardDescription(row.content),
    pageCount: pageCount(row.content),
    version: row.version,
    isActive: row.is_active === 1,
    updatedAt: row.updated_at,
  }));
}

export async function findStoredDocument(db: Database, id: string) {
  return db
    .selectFrom("documentation")
    .select(["id", "title", "slug", "content", "category", "version", "is_active", "created_at", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The texts a document had before its current version, newest first. */
export async function earlierVersions(db: Database, id: string) {
  return db
    .selectFrom("documentation_versions")
    .leftJoin("users", "users.id", "documentation_versions.replaced_by")
    .select([
      "documentation_versions.version",
      "documentation_versions.title",
      "documentation_versions.updated_at",
      "documentation_versions.replaced_at",
      "users.email as replacedBy",
    ])
    .where("document_id", "=", id)
    .orderBy("documentation_versions.version", "desc")
    .execute();
}

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/**
 * The editor's form (spec 2.4, 5). `intent` says which button was pressed: Preview and Edit only
 * switch the view (the server renders the preview, so it works without JavaScript); Save writes.
 * A new document's empty slug is made from its title by the spec's rule.
 */
export const DocumentForm = z.object({
  intent: z.enum(["save", "preview", "edit"]).catch("save"),
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200),
  slug: z.string().trim().max(200).optional(),
  category: z.enum(STORED_CATEGORIES).catch("technical"),
  content: z.string({ error: M.contentRequired }).min(1, M.contentRequired).max(200_000),
  isActive: checkbox,
  updatedAt: z.string().trim().max(40).optional(),
});
export type DocumentFormValues = z.infer<typeof DocumentForm>;

export type DocumentFields = {
  title: string;
  slug: string;
  category: StoredCategory;
  content: string;
  isActive: boolean;
};

/** The slug a save will use, or the spec's message for why it cannot be used. */
export function resolveSlug(
  form: { title: string; slug?: string | undefined },
  creating: boolean,
): { ok: true; slug: string } | { ok: false; message: string } {
  const slug = form.slug || (creating ? slugFromTitle(form.title) : "");
  if (!slug) return { ok: false, message: M.slugRequired };
  if (!SLUG_PATTERN.test(slug)) return { ok: false, message: M.slugFormat };
  return { ok: true, slug };
}

export type SaveOutcome =
  | { ok: true; id: string; version: number }
  | {
      ok: false;
      status: number;
      field?: "slug";
      message: string;
      currentUpdatedAt?: string;
      /** A stale save: the stored document's form values, to merge with what was typed. */
      current?: Record<string, string | undefined>;
    };

/** A stored document as the editor's fields show it (Active is a checkbox: "on" or none). */
export function documentFormValues(row: {
  title: string;
  slug: string;
  category: string;
  content: string;
  is_active: number;
}): Record<string, string | undefined> {
  return {
    title: row.title,
    slug: row.slug,
    category: row.category,
    content: row.content,
    isActive: row.is_active === 1 ? "on" : undefined,
  };
}

type Actor = { id: string; email: string };

async function slugTaken(db: Database, slug: string, exceptId: string | null) {
  let query = db.selectFrom("documentation").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createStoredDocument(
  db: Database,
  actor: Actor,
  fields: DocumentFields,
  meta: { ipAddress: string },
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, fields.slug, null)) {
      return { ok: false, status: 409, field: "slug", message: M.slugTaken };
    }
    const id = randomUUID();
    await trx
      .insertInto("documentation")
      .values({
        id,
        title: fields.title,
        slug: fields.slug,
        content: fields.content,
        category: fields.category,
        is_active: fields.isActive ? 1 : 0,
        version: 1,
        created_by: actor.id,
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: "documentation.create",
      entityType: "documentation",
      entityId: id,
      details: { title: fields.title, slug: fields.slug, category: fields.category, isActive: fields.isActive },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id, version: 1 };
  });
}

/**
 * Saves an edit: refused when someone saved since the form was opened (it names who and keeps
 * what was typed), otherwise the replaced text goes to documentation_versions and the version
 * rises by one. A save that changes nothing writes nothing and keeps the version.
 */
export async function updateStoredDocument(
  db: Database,
  actor: Actor,
  id: string,
  fields: DocumentFields,
  openedAt: string | undefined,
  meta: { ipAddress: string },
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await findStoredDocument(trx, id);
    if (!current) return { ok: false, status: 404, message: M.documentationNotFound };
    if (isStale(openedAt, current.updated_at)) {
      const last = await lastChangeTo(trx, "documentation", id);
      return {
        ok: false,
        status: 409,
        message: staleEditMessage({ by: last?.actor_email ?? null, at: last?.created_at ?? current.updated_at }),
        currentUpdatedAt: current.updated_at,
        current: documentFormValues(current),
      };
    }
    if (await slugTaken(trx, fields.slug, id)) return { ok: false, status: 409, field: "slug", message: M.slugTaken };
    const before = {
      title: current.title,
      slug: current.slug,
      category: current.category,
      content: current.content,
      is_active: current.is_active,
    };
    const after = {
      title: fields.title,
      slug: fields.slug,
      category: fields.category,
      content: fields.content,
      is_active: fields.isActive ? 1 : 0,
    };
    const changes = fieldChanges(before, after);
    if (Object.keys(changes).length === 0) return { ok: true, id, version: current.version };
    await trx
      .insertInto("documentation_versions")
      .values({
        document_id: id,
        version: current.version,
        ...before,
        updated_at: current.updated_at,
        replaced_by: actor.id,
      })
      .execute();
    const version = current.version + 1;
    await trx
      .updateTable("documentation")
      .set({ ...after, version, updated_at: nowAfter(current.updated_at) })
      .where("id", "=", id)
      .execute();
    const { content: contentChange, ...otherChanges } = changes;
    await recordAudit(trx, {
      actor,
      action: "documentation.update",
      entityType: "documentation",
      entityId: id,
      // The texts themselves are kept in documentation_versions; the log says the content changed.
      details: {
        version: { from: current.version, to: version },
        changes: otherChanges,
        contentChanged: !!contentChange,
      },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id, version };
  });
}
