import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { z } from "zod";
import { isStale, openedSnapshot, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import type { BlogPosts } from "~/platform/db-schema";
import { articleFromRow, type BlogArticle } from "./blog.server";
import { parseTags } from "./blog-tags";
import {
  POST_CONTENT_REQUIRED,
  POST_NOT_FOUND,
  POST_SLUG_INVALID,
  POST_SLUG_TAKEN,
  POST_TITLE_REQUIRED,
  tooLong,
} from "./messages";
import { readTimeMinutes } from "./read-time";
import { slugify, uniqueSlug } from "./slug";

type Actor = { id: string; email: string; name: string };

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value ?? "");

/** The editor's fields. SEO limits as for products (title 120, description 300). */
export const BlogPostForm = z.object({
  intent: z.enum(["save", "preview"]).catch("save"),
  title: z.string({ error: POST_TITLE_REQUIRED }).trim().min(1, POST_TITLE_REQUIRED).max(200, tooLong(200)),
  slug: optional(120),
  category: optional(80),
  excerpt: optional(500),
  content: z
    .string({ error: POST_CONTENT_REQUIRED })
    .trim()
    .min(1, POST_CONTENT_REQUIRED)
    .max(100_000, tooLong(100_000)),
  tags: optional(500),
  authorName: optional(100),
  seoTitle: optional(120),
  seoDescription: optional(300),
  seoKeywords: optional(300),
  updatedAt: z.string().max(40).optional(),
});
export type BlogPostFormValue = z.infer<typeof BlogPostForm>;

/** Tags as typed ('layers, feed , Feed') to the stored JSON list, each once. */
export function tagsFromInput(input: string): string[] {
  return parseTags(JSON.stringify(input.split(","))).slice(0, 20);
}

export type AdminPostRow = {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  category: string | null;
  excerpt: string | null;
  authorName: string | null;
  createdAt: string;
  publishedAt: string | null;
  readTimeMinutes: number;
  tags: string[];
  updatedAt: string;
};

const LIST_COLUMNS = [
  "id",
  "slug",
  "title",
  "published",
  "category",
  "excerpt",
  "author_name",
  "created_at",
  "published_at",
  "read_time_minutes",
  "tags",
  "updated_at",
  "seo_description",
] as const;

/** Every post, newest first (the spec's list). */
export async function listAdminPosts(db: Database): Promise<(AdminPostRow & { seoDescription: string | null })[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(LIST_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    published: row.published === 1,
    category: row.category,
    excerpt: row.excerpt?.trim() || null,
    authorName: row.author_name,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    readTimeMinutes: row.read_time_minutes,
    tags: parseTags(row.tags),
    updatedAt: row.updated_at,
    seoDescription: row.seo_description?.trim() || null,
  }));
}

/** What the editor opens with. */
/** A stored post as the editor's fields show it. */
export function blogFormValues(row: Selectable<BlogPosts>) {
  return {
    title: row.title,
    slug: row.slug,
    category: row.category ?? "",
    excerpt: row.excerpt ?? "",
    content: row.content,
    tags: parseTags(row.tags).join(", "),
    authorName: row.author_name ?? "",
    seoTitle: row.seo_title ?? "",
    seoDescription: row.seo_description ?? "",
    seoKeywords: row.seo_keywords ?? "",
  };
}

export async function loadPostForEditing(db: Database, id: string) {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const values = blogFormValues(row);
  return {
    id: row.id,
    published: row.published === 1,
    publishedSlug: row.published === 1 ? row.slug : null,
    updatedAt: row.updated_at,
    values: { ...values, updatedAt: row.updated_at },
    opened: openedSnapshot(values),
  };
}

/** A stored post as the public page would show it (drafts too): the preview page. */
export async function previewStoredPost(db: Database, id: string) {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, published: row.published === 1, slug: row.slug, article: articleFromRow(row) };
}

/** What the public page would show for the editor's fields as typed (the Preview button). */
export function previewTypedPost(form: BlogPostFormValue, actor: Actor, publishedAt: string | null): BlogArticle {
  return articleFromRow({
    slug: slugify(form.slug || form.title) || "preview",
    title: form.title,
    excerpt: form.excerpt || null,
    category: form.category || null,
    author_name: form.authorName || actor.name,
    published_at: publishedAt ?? nowIso(),
    read_time_minutes: readTimeMinutes(form.content),
    tags: JSON.stringify(tagsFromInput(form.tags)),
    content: form.content,
    seo_title: form.seoTitle || null,
    seo_description: form.seoDescription || null,
    seo_keywords: form.seoKeywords || null,
  });
}

export type SaveOutcome =
  | { ok: true; id: string; created: boolean }
  | {
      ok: false;
      status: 400 | 404 | 409;
      field?: "slug";
      message: string;
      currentUpdatedAt?: string;
      /** A stale save: the stored post's form values, to merge with what was typed. */
      current?: Record<string, string>;
    };

async function takenSlugs(db: Database, base: string, exceptId: string | null): Promise<Set<string>> {
  const rows = await db
    .selectFrom("blog_posts")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .$if(exceptId !== null, (query) => query.where("id", "!=", exceptId as string))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/**
 * Creates or updates a post. The slug is made from the title when left empty (numbered if
 * taken); a slug typed by staff must be free. An update carries the `updated_at` it was opened
 * on and is refused when someone saved in between. Read time is computed from the content.
 */
export async function saveBlogPost(
  db: Database,
  actor: Actor,
  id: string | null,
  form: BlogPostFormValue,
  options: { ipAddress?: string } = {},
): Promise<SaveOutcome> {
  const before = id ? await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst() : null;
  if (id && !before) return { ok: false, status: 404, message: POST_NOT_FOUND };
  if (before && isStale(form.updatedAt, before.updated_at)) {
    const change = await lastChangeTo(db, "blog_post", before.id);
    return {
      ok: false,
      status: 409,
      message: staleEditMessage({ by: change?.actor_email ?? null, at: before.updated_at }),
      currentUpdatedAt: before.updated_at,
      current: blogFormValues(before),
    };
  }
  let slug: string;
  if (form.slug) {
    slug = slugify(form.slug);
    if (!slug) return { ok: false, status: 400, field: "slug", message: POST_SLUG_INVALID };
    if ((await takenSlugs(db, slug, id)).has(slug)) {
      return { ok: false, status: 400, field: "slug", message: POST_SLUG_TAKEN };
    }
  } else {
    const base = slugify(form.title) || "post";
    slug = uniqueSlug(base, await takenSlugs(db, base, id));
  }
  const values = {
    title: form.title,
    slug,
    category: form.category || null,
    excerpt: form.excerpt || null,
    content: form.content,
    tags: JSON.stringify(tagsFromInput(form.tags)),
    author_name: form.authorName || actor.name,
    seo_title: form.seoTitle || null,
    seo_description: form.seoDescription || null,
    seo_keywords: form.seoKeywords || null,
    read_time_minutes: readTimeMinutes(form.content),
  };
  const postId = before?.id ?? randomUUID();
  await db.transaction().execute(async (trx) => {
    if (before) {
      await trx
        .updateTable("blog_posts")
        .set({ ...values, updated_at: nowAfter(before.updated_at) })
        .where("id", "=", before.id)
        .execute();
    } else {
      const now = nowIso();
      await trx
        .insertInto("blog_posts")
        .values({ ...values, id: postId, author_id: actor.id, published: 0, created_at: now, updated_at: now })
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: before ? "blog_post.update" : "blog_post.create",
      entityType: "blog_post",
      entityId: postId,
      details: { changes: fieldChanges(before ?? {}, values) },
      ipAddress: options.ipAddress,
    });
  });
  return { ok: true, id: postId, created: !before };
}

/**
 * Publish sets published and published_at to now; Unpublish clears published and keeps
 * published_at (back-office spec, section 4).
 */
export async function setPostPublished(
  db: Database,
  actor: Actor,
  id: string,
  publish: boolean,
  options: { ipAddress?: string } = {},
): Promise<boolean> {
  const before = await db
    .selectFrom("blog_posts")
    .select(["id", "published", "published_at", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return false;
  const after = publish
    ? { published: 1, published_at: nowIso() }
    : { published: 0, published_at: before.published_at };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("blog_posts")
      .set({ ...after, updated_at: nowAfter(before.updated_at) })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: publish ? "blog_post.publish" : "blog_post.unpublish",
      entityType: "blog_post",
      entityId: id,
      details: { changes: fieldChanges(before, after) },
      ipAddress: options.ipAddress,
    });
  });
  return true;
}

export async function deleteBlogPost(
  db: Database,
  actor: Actor,
  id: string,
  options: { ipAddress?: string } = {},
): Promise<boolean> {
  const before = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "slug", "published"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("blog_posts").where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      action: "blog_post.delete",
      entityType: "blog_post",
      entityId: id,
      details: { before },
      ipAddress: options.ipAddress,
    });
  });
  return true;
}

/** The blog dashboard: counts, the latest posts, and what needs doing. */
export async function loadBlogDashboard(db: Database) {
  const posts = await listAdminPosts(db);
  const published = posts.filter((post) => post.published);
  return {
    counts: { published: published.length, drafts: posts.length - published.length, total: posts.length },
    latest: posts.slice(0, 5),
    todo: {
      drafts: posts.filter((post) => !post.published),
      noExcerpt: published.filter((post) => !post.excerpt),
      noSeoDescription: published.filter((post) => !post.seoDescription),
    },
  };
}
