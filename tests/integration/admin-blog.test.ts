import { randomUUID } from "node:crypto";
import {
  FAILED_TO_DELETE_POST,
  FAILED_TO_UPDATE_POST,
  POST_CONTENT_REQUIRED,
  POST_DELETED,
  POST_NOT_FOUND,
  POST_PUBLISHED,
  POST_SAVED,
  POST_SLUG_TAKEN,
  POST_TITLE_REQUIRED,
} from "~/content/messages";
import { db } from "~/platform/db.server";
import { loader as dashboardLoader } from "~/routes/admin.blog-dashboard";
import { action as listAction, loader as listLoader } from "~/routes/admin.blog-management";
import { action as editAction, loader as editLoader } from "~/routes/admin.blogs.edit.$id";
import { action as newAction } from "~/routes/admin.blogs.new";
import { loader as previewLoader } from "~/routes/admin.blogs.preview.$id";
import { loader as publicList } from "~/routes/blog._index";
import { loader as publicArticle } from "~/routes/blog.$slug";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const XSS = [
  "# Winter feeding",
  "",
  "<script>window.__xss = 1</script>",
  '<img src="x" onerror="window.__xss = 1">',
  "[click](javascript:window.__xss=1)",
  '<a href="#" onclick="window.__xss=1">tap</a>',
  "",
  "Give **more** hay when it is cold.",
].join("\n");

/** What would run in a browser: a script element, an event handler attribute, a javascript: address. */
const UNSAFE = /<script|\son\w+\s*=|(href|src)\s*=\s*["']?\s*javascript:/i;

function postFields(overrides: Record<string, string> = {}) {
  return {
    intent: "save",
    title: "Winter feeding for layers",
    slug: "",
    category: "Poultry",
    excerpt: "Keep hens laying through June.",
    content: "Give **more** hay when it is cold.",
    tags: "layers, winter, Layers",
    authorName: "",
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    ...overrides,
  };
}

const row = (id: string) => db().selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function createPost(cookie: string, overrides: Record<string, string> = {}) {
  const response = await post(newAction, "/admin/blogs/new", postFields(overrides), cookie);
  expect(response.status).toBe(302);
  const id = (response.headers.get("Location") ?? "").split("/").pop() ?? "";
  return { response, id };
}

type Reply = {
  result: { status: string; error?: Record<string, string[]> };
  preview: { html: string; title: string; readTime: string; tags: string[] } | null;
  message: string | null;
};

describe("blog management", () => {
  it("creates a draft with a slug from the title, the staff member as author, tags once each and the read time", async () => {
    const editor = await signedInUser(["content_manager"]);
    const { response, id } = await createPost(editor.cookie, { content: "word ".repeat(450) });
    expect(response.headers.get("Location")).toBe(`/admin/blogs/edit/${id}`);
    expect(await toastAfter(response, editor.cookie)).toMatchObject({ title: POST_SAVED });
    expect(await row(id)).toMatchObject({
      slug: "winter-feeding-for-layers",
      published: 0,
      published_at: null,
      author_name: "Sipho Dlamini",
      tags: JSON.stringify(["layers", "winter", "Layers"]),
      read_time_minutes: 3,
      category: "Poultry",
    });
    const again = await createPost(editor.cookie);
    expect((await row(again.id)).slug).toBe("winter-feeding-for-layers-2");
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", id).execute();
    expect(audit).toEqual([{ action: "blog_post.create" }]);
  });

  it("refuses a missing title or content and a typed slug that is taken, keeping what was typed", async () => {
    const admin = await signedInUser(["admin"]);
    const first = await createPost(admin.cookie, { title: "Dipping sheep", slug: "Dipping Sheep!" });
    expect((await row(first.id)).slug).toBe("dipping-sheep");
    const empty = await post(newAction, "/admin/blogs/new", postFields({ title: " ", content: "" }), admin.cookie);
    expect(empty.status).toBe(400);
    const reply = await json<Reply>(empty);
    expect(reply.result.error).toMatchObject({ title: [POST_TITLE_REQUIRED], content: [POST_CONTENT_REQUIRED] });
    const taken = await post(newAction, "/admin/blogs/new", postFields({ slug: "dipping-sheep" }), admin.cookie);
    expect(taken.status).toBe(400);
    expect((await json<Reply>(taken)).result.error).toMatchObject({ slug: [POST_SLUG_TAKEN] });
    expect(
      await db().selectFrom("blog_posts").select("id").where("slug", "like", "dipping-sheep%").execute(),
    ).toHaveLength(1);
  });

  it("previews typed Markdown as the public page will show it, sanitised, without saving", async () => {
    const editor = await signedInUser(["content_manager"]);
    const before = await db().selectFrom("blog_posts").select("id").execute();
    const response = await post(
      newAction,
      "/admin/blogs/new",
      postFields({ intent: "preview", content: XSS }),
      editor.cookie,
    );
    expect(response.status).toBe(200);
    const { preview } = await json<Reply>(response);
    expect(preview?.title).toBe("Winter feeding for layers");
    expect(preview?.html).toContain("<strong>more</strong>");
    expect(preview?.html).toContain("<h2>Winter feeding</h2>");
    expect(preview?.html).not.toMatch(UNSAFE);
    expect(await db().selectFrom("blog_posts").select("id").execute()).toEqual(before);
  });

  it("publishes (dated now, on the blog at once), unpublishes keeping the date, and deletes after confirming", async () => {
    const admin = await signedInUser(["admin"]);
    const { id } = await createPost(admin.cookie, { title: "Tick season" });
    const confirm = await json<{ confirming: { id: string } | null }>(
      await get(listLoader, `/admin/blog-management?confirm=${id}`, admin.cookie),
    );
    expect(confirm.confirming?.id).toBe(id);
    const published = await post(listAction, "/admin/blog-management", { intent: "publish", postId: id }, admin.cookie);
    expect(published.status).toBe(302);
    expect(await toastAfter(published, admin.cookie)).toMatchObject({ title: POST_PUBLISHED });
    const afterPublish = await row(id);
    expect(afterPublish.published).toBe(1);
    expect(Date.now() - Date.parse(afterPublish.published_at ?? "")).toBeLessThan(60_000);
    const list = await json<{ posts: { slug: string }[] }>(await get(publicList, "/blog"));
    expect(list.posts.map((card) => card.slug)).toContain("tick-season");
    expect((await get(publicArticle, "/blog/tick-season", undefined, { slug: "tick-season" })).status).toBe(200);

    await post(listAction, "/admin/blog-management", { intent: "unpublish", postId: id }, admin.cookie);
    expect(await row(id)).toMatchObject({ published: 0, published_at: afterPublish.published_at });
    const hidden = await get(publicArticle, "/blog/tick-season", undefined, { slug: "tick-season" });
    expect(hidden.status).toBe(302);

    const deleted = await post(listAction, "/admin/blog-management", { intent: "delete", postId: id }, admin.cookie);
    expect(await toastAfter(deleted, admin.cookie)).toMatchObject({ title: POST_DELETED });
    expect(await db().selectFrom("blog_posts").select("id").where("id", "=", id).execute()).toEqual([]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "blog_post.create",
      "blog_post.publish",
      "blog_post.unpublish",
      "blog_post.delete",
    ]);
  });

  it("answers a post that is gone with the spec's failure titles and 404, and a bad intent with 400", async () => {
    const admin = await signedInUser(["admin"]);
    const gone = randomUUID();
    const publish = await post(listAction, "/admin/blog-management", { intent: "publish", postId: gone }, admin.cookie);
    expect(publish.status).toBe(404);
    expect(await json(publish)).toEqual({ title: FAILED_TO_UPDATE_POST, message: POST_NOT_FOUND });
    const del = await post(listAction, "/admin/blog-management", { intent: "delete", postId: gone }, admin.cookie);
    expect(await json(del)).toEqual({ title: FAILED_TO_DELETE_POST, message: POST_NOT_FOUND });
    const bad = await post(listAction, "/admin/blog-management", { intent: "burn", postId: gone }, admin.cookie);
    expect(bad.status).toBe(400);
    expect((await get(editLoader, `/admin/blogs/edit/${gone}`, admin.cookie, { id: gone })).status).toBe(404);
  });

  it("edits a post and refuses a stale copy, saying who saved in between", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const { id } = await createPost(first.cookie, { title: "Calving" });
    const opened = await row(id);
    const saved = await post(
      editAction,
      `/admin/blogs/edit/${id}`,
      postFields({ title: "Calving in spring", slug: "calving", updatedAt: opened.updated_at }),
      second.cookie,
      { id },
    );
    expect(saved.status).toBe(302);
    expect(await row(id)).toMatchObject({ title: "Calving in spring", slug: "calving" });
    const stale = await post(
      editAction,
      `/admin/blogs/edit/${id}`,
      postFields({ title: "Calving (old tab)", slug: "calving", updatedAt: opened.updated_at }),
      first.cookie,
      { id },
    );
    expect(stale.status).toBe(409);
    expect((await json<Reply>(stale)).message).toContain(`changed by ${second.email}`);
    expect((await row(id)).title).toBe("Calving in spring");
  });

  it("shows a refused stale edit again merged, and saving it keeps the other person's changes", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const { id } = await createPost(first.cookie, { title: "Dipping", content: "Dip sheep in summer.\nTwice." });
    type Screen = { updatedAt: string; values: Record<string, string>; opened: string };
    const editor = async (cookie: string, changes: Record<string, string>) => {
      const screen = await json<Screen>(await get(editLoader, `/admin/blogs/edit/${id}`, cookie, { id }));
      return { ...screen.values, ...changes, updatedAt: screen.updatedAt, opened: screen.opened, intent: "save" };
    };
    // Both open the editor; a browser sends a textarea's line breaks as CRLF.
    const firstForm = await editor(first.cookie, {
      title: "Dipping (mine)",
      content: "Dip sheep in summer.\r\nTwice.",
    });
    const secondForm = await editor(second.cookie, { excerpt: "When and how often", content: "Dip sheep in autumn." });
    const save = (cookie: string, fields: Record<string, string>) =>
      post(editAction, `/admin/blogs/edit/${id}`, fields, cookie, { id });
    expect((await save(second.cookie, secondForm)).status).toBe(302);

    const stale = await save(first.cookie, firstForm);
    expect(stale.status).toBe(409);
    const reply = await json<{
      result: { initialValue: Record<string, string> };
      stale: { taken: string[]; conflicts: unknown[] };
    }>(stale);
    expect(reply.result.initialValue).toMatchObject({
      title: "Dipping (mine)",
      excerpt: "When and how often",
      content: "Dip sheep in autumn.",
      updatedAt: (await row(id)).updated_at,
    });
    expect(reply.stale).toMatchObject({ taken: ["Excerpt", "Content (Markdown)"], conflicts: [] });

    expect((await save(first.cookie, reply.result.initialValue)).status).toBe(302);
    expect(await row(id)).toMatchObject({
      title: "Dipping (mine)",
      excerpt: "When and how often",
      content: "Dip sheep in autumn.",
    });
  });

  it("previews a saved draft as the public page renders it, and counts posts on the dashboard", async () => {
    const editor = await signedInUser(["content_manager"]);
    const { id } = await createPost(editor.cookie, { title: "Draft with tricks", content: XSS });
    const preview = await json<{ published: boolean; article: { html: string; title: string } }>(
      await get(previewLoader, `/admin/blogs/preview/${id}`, editor.cookie, { id }),
    );
    expect(preview.published).toBe(false);
    expect(preview.article.title).toBe("Draft with tricks");
    expect(preview.article.html).not.toMatch(UNSAFE);
    const dashboard = await json<{ counts: { published: number; drafts: number }; todo: { drafts: { id: string }[] } }>(
      await get(dashboardLoader, "/admin/blog-dashboard", editor.cookie),
    );
    const drafts = await db().selectFrom("blog_posts").select("id").where("published", "=", 0).execute();
    expect(dashboard.counts.drafts).toBe(drafts.length);
    expect(dashboard.todo.drafts.map((draft) => draft.id)).toContain(id);
  });
});
