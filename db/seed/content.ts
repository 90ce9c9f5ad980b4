import type { Insertable } from "kysely";
import type { Database } from "../../app/platform/db.server";
import type { BlogPosts, Policies } from "../../app/platform/db-schema";
import { BLOG_POSTS } from "./data/blog-posts";
import { POLICIES } from "./data/policies";
import { daysBefore, daysBeforeAt, insertInBatches, type SeedContext } from "./support";
import type { SeededUser } from "./users";

const WORDS_PER_MINUTE = 200;

export function readTimeMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const ABOUT_HTML = `<p>Donkerhoek Farm Supplies began in 1987, when a handful of families farming between Donkerhoek, Rayton and Cullinan pooled their orders for feed and fencing wire so they could buy by the truckload. The first "store" was a corrugated-iron shed beside the Donkerhoek road, open on Saturday mornings.</p>
<h2>A co-operative, owned by its members</h2>
<p>Today the co-op has more than 400 members, from cattle and dairy farmers to smallholders with a few hens and a vegetable garden. Every member has a vote, and the profits go back into better prices, a bigger range and a store that serves the community.</p>
<h2>What we offer</h2>
<ul>
<li><strong>Animal feed</strong> for cattle, poultry, pigs, horses, sheep and goats, from registered mills.</li>
<li><strong>Livestock health</strong>: dips, vaccines, dewormers and licks, with advice from staff who farm themselves.</li>
<li><strong>Hardware, fencing and water</strong>: everything from a box of nails to a solar borehole pump.</li>
<li><strong>Garden and pet supplies</strong> for the house as well as the farm.</li>
</ul>
<h2>Visit us</h2>
<p>Our store in Donkerhoek, Pretoria East is open Monday to Friday from 08:00 to 17:00 and on Saturdays from 08:00 to 13:00. We deliver within 100 km on weekdays. The coffee is always on, and there is <strong>always someone happy to talk feed, fencing or vegetables</strong>.</p>`;

/** Blog posts, policies, the about page and the two video rows. */
export async function seedContent(
  db: Database,
  ctx: SeedContext,
  people: { contentManager: SeededUser; superAdmin: SeededUser },
): Promise<{ blogPosts: number; policies: number }> {
  const author = people.contentManager;
  const posts: Insertable<BlogPosts>[] = BLOG_POSTS.map((post) => {
    const published = post.publishedDaysAgo !== undefined;
    const publishedAt = published ? daysBeforeAt(ctx.now, post.publishedDaysAgo ?? 0, 7) : null;
    const createdAt = daysBefore(ctx.now, (post.publishedDaysAgo ?? 3) + 4);
    return {
      id: crypto.randomUUID(),
      slug: post.slug,
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      category: post.category,
      author_name: author.fullName,
      author_id: author.id,
      published: published ? 1 : 0,
      published_at: publishedAt,
      read_time_minutes: readTimeMinutes(post.content),
      tags: JSON.stringify(post.tags),
      seo_title: post.seo?.title ?? null,
      seo_description: post.seo?.description ?? null,
      seo_keywords: post.seo?.keywords ?? null,
      created_at: createdAt,
      updated_at: publishedAt ?? createdAt,
    };
  });
  await insertInBatches(db, "blog_posts", posts);

  const policies: Insertable<Policies>[] = POLICIES.map((policy) => {
    const updatedAt = daysBefore(ctx.now, policy.updatedDaysAgo);
    return {
      id: crypto.randomUUID(),
      title: policy.title,
      slug: policy.slug,
      category: policy.category,
      content: policy.content,
      version: policy.version,
      change_notes: policy.changeNotes,
      is_active: policy.isActive ? 1 : 0,
      uploaded_by_id: author.id,
      uploaded_by_name: author.fullName,
      uploaded_at: daysBefore(ctx.now, policy.updatedDaysAgo + 90),
      updated_at: updatedAt,
    };
  });
  await insertInBatches(db, "policies", policies);

  const aboutUpdated = daysBefore(ctx.now, 21);
  await db
    .insertInto("about_content")
    .values({
      id: crypto.randomUUID(),
      title: "Our Story",
      content: ABOUT_HTML,
      is_active: 1,
      updated_by_id: people.superAdmin.id,
      updated_by_name: people.superAdmin.fullName,
      created_at: daysBefore(ctx.now, 380),
      updated_at: aboutUpdated,
    })
    .execute();

  // The rows exist so the video screens have something to list; the files are uploaded by staff,
  // which is why the storefront shows its no-video fallback until then.
  await db
    .insertInto("home_videos")
    .values({
      id: crypto.randomUUID(),
      name: "Farm tour",
      video_url: null,
      video_url_webm: null,
      video_url_mp4: null,
      thumbnail_url: null,
      active: 1,
      created_at: daysBefore(ctx.now, 40),
    })
    .execute();
  await db
    .insertInto("about_videos")
    .values({
      id: crypto.randomUUID(),
      name: "Co-op history",
      video_url: null,
      thumbnail_url: null,
      active: 0,
      created_at: daysBefore(ctx.now, 40),
    })
    .execute();

  // Newsletter subscribers: confirmed readers (the ones a newsletter goes to), one who left and
  // one who signed up but never confirmed (POPIA: neither gets newsletters).
  const subscribers = [
    { email: "reader.thandi@example.com", daysAgo: 120, state: "active" },
    { email: "reader.pieter@example.com", daysAgo: 60, state: "active" },
    { email: "reader.anna@example.com", daysAgo: 9, state: "active" },
    { email: "reader.left@example.com", daysAgo: 200, state: "unsubscribed" },
    { email: "reader.pending@example.com", daysAgo: 2, state: "pending" },
  ] as const;
  await insertInBatches(
    db,
    "newsletter_subscriptions",
    subscribers.map((reader) => {
      const at = daysBefore(ctx.now, reader.daysAgo);
      return {
        id: crypto.randomUUID(),
        email: reader.email,
        is_active: reader.state === "active" ? 1 : 0,
        consent_at: at,
        confirmed_at: reader.state === "pending" ? null : at,
        unsubscribe_token: crypto.randomUUID().replace(/-/g, ""),
        unsubscribed_at: reader.state === "unsubscribed" ? daysBefore(ctx.now, 30) : null,
        subscribed_at: at,
      };
    }),
  );

  return { blogPosts: posts.length, policies: policies.length };
}
