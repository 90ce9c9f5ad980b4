import type { Insertable } from "kysely";
import { sql } from "kysely";
import { db } from "~/platform/db.server";
import type { BlogPosts } from "~/platform/db-schema";
import { loader as listLoader, meta as listMeta } from "~/routes/blog._index";
import { loader as articleLoader, meta as articleMeta } from "~/routes/blog.$slug";
import { DEFAULT_PUBLIC_SHOP } from "~/shop/shop-settings";

const ORIGIN = "http://localhost:3000";

async function addPost(fields: Partial<Insertable<BlogPosts>> & { slug: string }) {
  await db()
    .insertInto("blog_posts")
    .values({
      id: crypto.randomUUID(),
      title: `Post ${fields.slug}`,
      content: "Some **text**.",
      excerpt: `About ${fields.slug}`,
      category: "Livestock",
      author_name: "Thandi Mokoena",
      published: 1,
      published_at: "2026-03-01T05:00:00.000Z",
      read_time_minutes: 3,
      tags: "[]",
      ...fields,
    })
    .execute();
}

async function openArticle(slug: string): Promise<Response | Awaited<ReturnType<typeof articleLoader>>> {
  try {
    return await articleLoader({ request: new Request(`${ORIGIN}/blog/${slug}`), params: { slug }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function expectRedirectToBlog(slug: string) {
  const result = await openArticle(slug);
  if (!(result instanceof Response)) throw new Error(`expected a redirect for ${slug}`);
  expect(result.status).toBe(302);
  expect(result.headers.get("Location")).toBe("/blog");
}

beforeAll(async () => {
  await addPost({
    slug: "winter-licks",
    title: "Winter Licks",
    published_at: "2026-05-20T05:00:00.000Z",
    read_time_minutes: 5,
    tags: JSON.stringify(["cattle", "winter", "licks", "feeding", "veld"]),
    seo_title: "Winter licks for beef cattle",
    seo_description: "How to keep cows in condition.",
    seo_keywords: "winter lick, cattle",
    content:
      "## Why protein\n\nFeed the **rumen**.\n\n<script>alert(1)</script>\n\n[Shop licks](/products?search=lick) [Unsafe](javascript:alert(1)) [Vet](https://www.example.org/)",
  });
  await addPost({ slug: "older-post", title: "Older Post", published_at: "2026-01-10T05:00:00.000Z" });
  await addPost({ slug: "newest-post", title: "Newest Post", published_at: "2026-06-01T05:00:00.000Z" });
  await addPost({ slug: "a-draft", title: "A Draft", published: 0, published_at: null });
});

describe("the blog list", () => {
  it("lists published posts only, newest first", async () => {
    const { posts } = await listLoader({ request: new Request(`${ORIGIN}/blog`), params: {}, context: {} });
    expect(posts.map((post) => post.slug)).toEqual(["newest-post", "winter-licks", "older-post"]);
  });

  it("names its canonical address", async () => {
    const data = await listLoader({ request: new Request(`${ORIGIN}/blog`), params: {}, context: {} });
    const tags = listMeta({ data, matches: [], location: { search: "" } } as unknown as Parameters<typeof listMeta>[0]);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/blog" });
  });

  it("gives each card its category, excerpt, author, en-ZA date, read time and at most 4 tags", async () => {
    const { posts } = await listLoader({ request: new Request(`${ORIGIN}/blog`), params: {}, context: {} });
    const card = posts.find((post) => post.slug === "winter-licks");
    expect(card).toMatchObject({
      title: "Winter Licks",
      category: "Livestock",
      excerpt: "About winter-licks",
      authorName: "Thandi Mokoena",
      publishedOn: "20 May 2026",
      readTime: "5 min read",
      tags: ["cattle", "winter", "licks", "feeding"],
    });
  });
});

describe("a blog article", () => {
  it("shows a published post with its Markdown rendered and sanitised, and all its tags", async () => {
    const result = await openArticle("winter-licks");
    if (result instanceof Response) throw new Error("expected the article");
    const { post, canonicalUrl } = result;
    expect(post.title).toBe("Winter Licks");
    expect(post.publishedOn).toBe("20 May 2026");
    expect(post.readTime).toBe("5 min read");
    expect(post.tags).toEqual(["cattle", "winter", "licks", "feeding", "veld"]);
    expect(post.html).toContain("<h2>Why protein</h2>");
    expect(post.html).toContain("<strong>rumen</strong>");
    expect(post.html).not.toContain("<script");
    expect(post.html).not.toContain("javascript:");
    expect(post.html).toContain('<a href="/products?search=lick" rel="noopener">Shop licks</a>');
    expect(post.html).toContain('<a href="https://www.example.org/" rel="noopener noreferrer">Vet</a>');
    expect(canonicalUrl).toBe("http://localhost:3000/blog/winter-licks");
  });

  it("sends an unknown slug, a draft or a malformed slug to /blog", async () => {
    await expectRedirectToBlog("no-such-post");
    await expectRedirectToBlog("a-draft");
    await expectRedirectToBlog("..%2Fetc");
    await expectRedirectToBlog("x".repeat(300));
  });

  it("uses the SEO fields for the meta tags, falling back to title and excerpt", async () => {
    const metaFor = async (slug: string) => {
      const loaded = await openArticle(slug);
      if (loaded instanceof Response) throw new Error("expected the article");
      // Remix hands meta the root loader's data among the matches: the shop's name comes from there.
      const matches = [{ id: "root", data: { shop: DEFAULT_PUBLIC_SHOP } }];
      return articleMeta({ data: loaded, params: { slug }, matches, location: { search: "" } } as unknown as Parameters<
        typeof articleMeta
      >[0]);
    };
    expect(await metaFor("winter-licks")).toEqual(
      expect.arrayContaining([
        { title: "Winter licks for beef cattle | Donkerhoek Farm Supplies" },
        { name: "description", content: "How to keep cows in condition." },
        { name: "keywords", content: "winter lick, cattle" },
        { tagName: "link", rel: "canonical", href: "http://localhost:3000/blog/winter-licks" },
      ]),
    );
    const plain = await metaFor("older-post");
    expect(plain).toEqual(
      expect.arrayContaining([
        { title: "Older Post | Donkerhoek Farm Supplies" },
        { name: "description", content: "About older-post" },
      ]),
    );
    expect(plain.some((tag) => "name" in tag && tag.name === "keywords")).toBe(false);
  });

  it("sends the visitor to /blog when the posts cannot be read", async () => {
    await sql`ALTER TABLE blog_posts RENAME TO blog_posts_away`.execute(db());
    try {
      await expectRedirectToBlog("winter-licks");
    } finally {
      await sql`ALTER TABLE blog_posts_away RENAME TO blog_posts`.execute(db());
    }
  });
});

describe("an empty blog", () => {
  it("lists nothing once every post is a draft", async () => {
    await db().updateTable("blog_posts").set({ published: 0 }).execute();
    expect((await listLoader({ request: new Request(`${ORIGIN}/blog`), params: {}, context: {} })).posts).toEqual([]);
  });
});
