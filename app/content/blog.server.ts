import { z } from "zod";
import { translatorFor } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import { formatDateLong } from "~/platform/format";
import type { Language } from "~/platform/language";
import { BLOG_CARD_TAG_LIMIT, parseTags } from "./blog-tags";
import { renderBlogMarkdown } from "./markdown.server";

/** A slug as the back office makes them; anything else cannot name a post. */
export const BlogSlug = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

export type BlogCard = {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  authorName: string | null;
  /** In the page's language, e.g. '21 November 2026'; null for a published post without a date. */
  publishedOn: string | null;
  publishedAt: string | null;
  /** '5 min read' (af: '5 min lees'). */
  readTime: string;
  tags: string[];
};

export type BlogArticle = BlogCard & {
  html: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
};

const CARD_COLUMNS = [
  "slug",
  "title",
  "excerpt",
  "category",
  "author_name",
  "published_at",
  "read_time_minutes",
  "tags",
] as const;

type CardRow = {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  author_name: string | null;
  published_at: string | null;
  read_time_minutes: number;
  tags: string;
};

function toCard(row: CardRow, language: Language, tagLimit = Number.POSITIVE_INFINITY): BlogCard {
  const minutes = Math.max(1, Math.round(row.read_time_minutes));
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    authorName: row.author_name,
    publishedOn: row.published_at ? formatDateLong(row.published_at, language) : null,
    publishedAt: row.published_at,
    readTime: translatorFor(language, ["content"])("content:blog.readTime", { count: minutes }),
    tags: parseTags(row.tags).slice(0, tagLimit),
  };
}

/** The blog list: published posts only, newest first, at most 4 tags a card. */
export async function publishedBlogCards(db: Database, language: Language = "en"): Promise<BlogCard[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(CARD_COLUMNS)
    .where("published", "=", 1)
    .orderBy("published_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => toCard(row, language, BLOG_CARD_TAG_LIMIT));
}

/** One published post with its Markdown rendered to safe HTML; null when unknown or a draft. */
export async function publishedBlogArticle(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<BlogArticle | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select([...CARD_COLUMNS, "content", "seo_title", "seo_description", "seo_keywords"])
    .where("slug", "=", slug)
    .where("published", "=", 1)
    .executeTakeFirst();
  return row ? articleFromRow(row, language) : null;
}

type ArticleRow = CardRow & {
  content: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
};

/** A post as the public page would show it, whatever its state: what the back office previews. */
export function articleFromRow(row: ArticleRow, language: Language = "en"): BlogArticle {
  return {
    ...toCard(row, language),
    html: renderBlogMarkdown(row.content),
    seoTitle: row.seo_title?.trim() || null,
    seoDescription: row.seo_description?.trim() || null,
    seoKeywords: row.seo_keywords?.trim() || null,
  };
}
