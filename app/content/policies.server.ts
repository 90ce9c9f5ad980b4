import type { Selectable } from "kysely";
import { z } from "zod";
import type { Database } from "~/platform/db.server";
import type { Policies } from "~/platform/db-schema";
import { formatDate } from "~/platform/format";
import type { Language } from "~/platform/language";

/** A slug as the back office makes them; anything else cannot name a policy. */
export const PolicySlug = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/**
 * The list's ?category= filter: any text up to 100 characters (an unknown one simply matches
 * none); missing or blank means all policies.
 */
export const PolicyListQuery = z.object({
  category: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string().trim().max(100).nullable(),
  ),
});

export type PolicyCard = {
  title: string;
  slug: string;
  category: string;
  version: string;
  uploadedByName: string | null;
  /** In the page's language, e.g. '21 November 2026'. */
  updatedOn: string;
};

export type PolicyPage = PolicyCard & { content: string; isActive: boolean };

/** The public list: active policies, by category then title, with the categories they cover. */
export async function activePolicyList(
  db: Database,
  category: string | null,
  language: Language = "en",
): Promise<{ policies: PolicyCard[]; categories: string[] }> {
  const rows = await db
    .selectFrom("policies")
    .select(["title", "slug", "category", "version", "uploaded_by_name", "updated_at"])
    .where("is_active", "=", 1)
    .orderBy("category")
    .orderBy("title")
    .execute();
  const categories = [...new Set(rows.map((row) => row.category))];
  const shown = category === null ? rows : rows.filter((row) => row.category === category);
  return {
    categories,
    policies: shown.map((row) => ({
      title: row.title,
      slug: row.slug,
      category: row.category,
      version: row.version,
      uploadedByName: row.uploaded_by_name,
      updatedOn: formatDate(row.updated_at, language),
    })),
  };
}

/**
 * Where a link to a kind of policy goes (/terms, /privacy): the page of the one active policy of
 * that category (the most recently updated, if there are several), else the list filtered by it.
 */
export async function policyAddressFor(db: Database, category: Selectable<Policies>["category"]): Promise<string> {
  const row = await db
    .selectFrom("policies")
    .select("slug")
    .where("is_active", "=", 1)
    .where("category", "=", category)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return row ? `/policy/${encodeURIComponent(row.slug)}` : `/policies?category=${encodeURIComponent(category)}`;
}

/** A policy by its slug, active or not: the page tells an inactive policy from an unknown one. */
export async function policyBySlug(db: Database, slug: string, language: Language = "en"): Promise<PolicyPage | null> {
  const row = await db
    .selectFrom("policies")
    .select(["title", "slug", "category", "version", "uploaded_by_name", "updated_at", "content", "is_active"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.title,
    slug: row.slug,
    category: row.category,
    version: row.version,
    uploadedByName: row.uploaded_by_name,
    updatedOn: formatDate(row.updated_at, language),
    content: row.content,
    isActive: row.is_active === 1,
  };
}
