import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import {
  POLICY_CATEGORIES,
  POLICY_CONTENT_REQUIRED,
  POLICY_NOT_FOUND_ADMIN,
  POLICY_TITLE_NO_SLUG,
  POLICY_TITLE_REQUIRED,
  tooLong,
} from "./messages";
import { nextVersion, versionLabel, versionNumber } from "./policy-versions";
import { slugify, uniqueSlug } from "./slug";

type Actor = { id: string; email: string; name: string };

export const PolicyForm = z.object({
  title: z.string({ error: POLICY_TITLE_REQUIRED }).trim().min(1, POLICY_TITLE_REQUIRED).max(200, tooLong(200)),
  category: z.enum(POLICY_CATEGORIES).catch("Other"),
  content: z
    .string({ error: POLICY_CONTENT_REQUIRED })
    .trim()
    .min(1, POLICY_CONTENT_REQUIRED)
    .max(200_000, tooLong(200_000)),
  changeNotes: z
    .string()
    .trim()
    .max(1000, tooLong(1000))
    .optional()
    .transform((value) => value || null),
  updatedAt: z.string().max(40).optional(),
});
export type PolicyFormValue = z.infer<typeof PolicyForm>;

export type AdminPolicyRow = {
  id: string;
  title: string;
  slug: string;
  category: string;
  version: string;
  isActive: boolean;
  uploadedByName: string | null;
  updatedAt: string;
};

/** The table, last updated first (the spec's order). */
export async function listAdminPolicies(db: Database): Promise<AdminPolicyRow[]> {
  const rows = await db
    .selectFrom("policies")
    .select(["id", "title", "slug", "category", "version", "is_active", "uploaded_by_name", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    version: row.version,
    isActive: row.is_active === 1,
    uploadedByName: row.uploaded_by_name,
    updatedAt: row.updated_at,
  }));
}

export async function policyForEditing(db: Database, id: string) {
  const row = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    content: row.content,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** Every version of a policy, newest first; the current text counts as its latest version. */
export async function policyHistory(db: Database, id: string) {
  const policy = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!policy) return null;
  const stored = await db
    .selectFrom("policy_versions")
    .selectAll()
    .where("policy_id", "=", id)
    .orderBy("version", "desc")
    .execute();
  const current = versionNumber(policy.version);
  const versions = stored.map((row) => ({
    version: row.version,
    label: versionLabel(row.version),
    title: row.title,
    category: row.category,
    content: row.content,
    changeNotes: row.change_notes,
    savedByName: row.saved_by_name,
    savedAt: row.saved_at,
    current: row.version === current,
  }));
  if (!versions.some((entry) => entry.current)) {
    versions.unshift({
      version: current,
      label: versionLabel(current),
      title: policy.title,
      category: policy.category,
      content: policy.content,
      changeNotes: policy.change_notes,
      savedByName: policy.uploaded_by_name,
      savedAt: policy.updated_at,
      current: true,
    });
  }
  return { id: policy.id, title: policy.title, slug: policy.slug, isActive: policy.is_active === 1, versions };
}

export type PolicySaveOutcome =
  | { ok: true; id: string; created: boolean; version: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string;
      currentUpdatedAt?: string;
      /** A stale save: the stored policy's form values, to merge with what was typed. */
      current?: { title: string; category: string; content: string };
    };

/**
 * Creates a policy (version 1.0, active, slug from the title, numbered if taken) or updates one:
 * an update is a new version, the number one higher, and the earlier text stays in
 * policy_versions (a policy from before versions were kept gets its current text saved as its
 * version first). The slug never changes, so links to the policy keep working.
 */
export async function savePolicy(
  db: Database,
  actor: Actor,
  id: string | null,
  form: PolicyFormValue,
  options: { ipAddress?: string } = {},
): Promise<PolicySaveOutcome> {
  const now = nowIso();
  if (!id) {
    const base = slugify(form.title);
    if (!base) return { ok: false, status: 400, message: POLICY_TITLE_NO_SLUG };
    const taken = await db
      .selectFrom("policies")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
      .execute();
    const slug = uniqueSlug(base, new Set(taken.map((row) => row.slug)));
    const policyId = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("policies")
        .values({
          id: policyId,
          title: form.title,
          slug,
          category: form.category,
          content: form.content,
          version: versionLabel(1),
          change_notes: null,
          is_active: 1,
          uploaded_by_id: actor.id,
          uploaded_by_name: actor.name,
          uploaded_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto("policy_versions")
        .values({
          id: randomUUID(),
          policy_id: policyId,
          version: 1,
          title: form.title,
          category: form.category,
          content: form.content,
          saved_by_id: actor.id,
          saved_by_name: actor.name,
          saved_at: now,
        })
        .execute();
      await recordAudit(trx, {
        actor,
        action: "policy.create",
        entityType: "policy",
        entityId: policyId,
        details: { slug, version: versionLabel(1) },
        ipAddress: options.ipAddress,
      });
    });
    return { ok: true, id: policyId, created: true, version: versionLabel(1) };
  }
  const before = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!before) return { ok: false, status: 404, message: POLICY_NOT_FOUND_ADMIN };
  if (isStale(form.updatedAt, before.updated_at)) {
    const change = await lastChangeTo(db, "policy", before.id);
    return {
      ok: false,
      status: 409,
      message: staleEditMessage({ by: change?.actor_email ?? null, at: before.updated_at }),
      currentUpdatedAt: before.updated_at,
      current: { title: before.title, category: before.category, content: before.content },
    };
  }
  const previous = versionNumber(before.version);
  const next = nextVersion(before.version);
  const after = {
    title: form.title,
    category: form.category,
    content: form.content,
    change_notes: form.changeNotes,
    version: next.label,
  };
  await db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom("policy_versions")
      .select("id")
      .where("policy_id", "=", before.id)
      .where("version", "=", previous)
      .executeTakeFirst();
    if (!kept) {
      await trx
        .insertInto("policy_versions")
        .values({
          id: randomUUID(),
          policy_id: before.id,
          version: previous,
          title: before.title,
          category: before.category,
          content: before.content,
          change_notes: before.change_notes,
          saved_by_id: before.uploaded_by_id,
          saved_by_name: before.uploaded_by_name,
          saved_at: before.updated_at,
        })
        .execute();
    }
    await trx
      .insertInto("policy_versions")
      .values({
        id: randomUUID(),
        policy_id: before.id,
        version: next.number,
        title: form.title,
        category: form.category,
        content: form.content,
        change_notes: form.changeNotes,
        saved_by_id: actor.id,
        saved_by_name: actor.name,
        saved_at: now,
      })
      .execute();
    await trx
      .updateTable("policies")
      .set({
        ...after,
        uploaded_by_id: actor.id,
        uploaded_by_name: actor.name,
        updated_at: nowAfter(before.updated_at),
      })
      .where("id", "=", before.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "policy.update",
      entityType: "policy",
      entityId: before.id,
      details: { changes: fieldChanges(before, after) },
      ipAddress: options.ipAddress,
    });
  });
  return { ok: true, id: before.id, created: false, version: next.label };
}

/** Activate or deactivate; an inactive policy cannot be viewed publicly. */
export async function setPolicyActive(
  db: Database,
  actor: Actor,
  id: string,
  active: boolean,
  options: { ipAddress?: string } = {},
): Promise<boolean> {
  const before = await db
    .selectFrom("policies")
    .select(["id", "is_active", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("policies")
      .set({ is_active: active ? 1 : 0, updated_at: nowAfter(before.updated_at) })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: active ? "policy.activate" : "policy.deactivate",
      entityType: "policy",
      entityId: id,
      details: { changes: { is_active: { from: before.is_active, to: active ? 1 : 0 } } },
      ipAddress: options.ipAddress,
    });
  });
  return true;
}
