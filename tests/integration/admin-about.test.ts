import { ABOUT_CONTENT_REQUIRED, ABOUT_SAVED, ABOUT_TITLE_REQUIRED } from "~/content/messages";
import { db } from "~/platform/db.server";
import { loader as publicAbout } from "~/routes/about";
import { action, loader } from "~/routes/admin.about-management";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const PAGE = "/admin/about-management";
const UNSAFE = /<script|\son\w+\s*=|(href|src)\s*=\s*["']?\s*javascript:/i;
const XSS_HTML = [
  "<h2>Our story</h2>",
  "<p>Since 1952.<script>window.__xss = 1</script></p>",
  '<img src="x" onerror="window.__xss = 1" alt="Barn">',
  '<a href="javascript:window.__xss=1">tap</a>',
].join("");

type Screen = {
  about: { title: string; content: string; html: string; updatedAt: string; updatedByName: string } | null;
  opened: string | null;
};
type Reply = { result: { error?: Record<string, string[]> }; preview: { html: string } | null; message: string | null };

describe("about page management", () => {
  it("saves the title and the content sanitised as the public page shows it, with who saved it", async () => {
    const editor = await signedInUser(["content_manager"]);
    const opened = await json<Screen>(await get(loader, PAGE, editor.cookie));
    const response = await post(
      action,
      PAGE,
      {
        intent: "save",
        title: "About Donkerhoek",
        content: XSS_HTML,
        ...(opened.about ? { updatedAt: opened.about.updatedAt } : {}),
      },
      editor.cookie,
    );
    expect(response.status).toBe(302);
    expect(await toastAfter(response, editor.cookie)).toMatchObject({ title: ABOUT_SAVED });
    const stored = await db()
      .selectFrom("about_content")
      .selectAll()
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ title: "About Donkerhoek", updated_by_name: "Sipho Dlamini" });
    expect(stored.content).toContain("<h2>Our story</h2>");
    expect(stored.content).not.toMatch(UNSAFE);
    const page = await json<{ about: { title: string; html: string } }>(await get(publicAbout, "/about"));
    expect(page.about).toMatchObject({ title: "About Donkerhoek", html: stored.content });
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "about_content")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("previews typed HTML sanitised, without saving", async () => {
    const editor = await signedInUser(["admin"]);
    const before = await json<Screen>(await get(loader, PAGE, editor.cookie));
    const response = await post(action, PAGE, { intent: "preview", title: "Draft", content: XSS_HTML }, editor.cookie);
    expect(response.status).toBe(200);
    const reply = await json<Reply>(response);
    expect(reply.preview?.html).toContain("Since 1952.");
    expect(reply.preview?.html).not.toMatch(UNSAFE);
    expect((await json<Screen>(await get(loader, PAGE, editor.cookie))).about).toEqual(before.about);
  });

  it("requires both the title and the content, and refuses a stale copy", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["super_admin"]);
    const empty = await post(action, PAGE, { intent: "save", title: "", content: " " }, first.cookie);
    expect(empty.status).toBe(400);
    expect((await json<Reply>(empty)).result.error).toMatchObject({
      title: [ABOUT_TITLE_REQUIRED],
      content: [ABOUT_CONTENT_REQUIRED],
    });
    const opened = await json<Screen>(await get(loader, PAGE, first.cookie));
    const updatedAt = opened.about?.updatedAt ?? "";
    await post(action, PAGE, { intent: "save", title: "One", content: "<p>One</p>", updatedAt }, second.cookie);
    const stale = await post(
      action,
      PAGE,
      { intent: "save", title: "Two", content: "<p>Two</p>", updatedAt },
      first.cookie,
    );
    expect(stale.status).toBe(409);
    expect((await json<Reply>(stale)).message).toContain(`changed by ${second.email}`);
    expect((await json<Screen>(await get(loader, PAGE, first.cookie))).about?.title).toBe("One");
  });

  it("shows a refused stale save merged: their title where you changed nothing, your content beside theirs", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["super_admin"]);
    await post(action, PAGE, { intent: "save", title: "About us", content: "<p>Since 1952.</p>" }, first.cookie);
    const screen = await json<Screen>(await get(loader, PAGE, second.cookie));
    const asOpened = {
      intent: "save",
      title: screen.about?.title ?? "",
      content: screen.about?.content ?? "",
      updatedAt: screen.about?.updatedAt ?? "",
      opened: screen.opened ?? "",
    };
    await post(action, PAGE, { ...asOpened, title: "Our co-operative", content: "<p>Since 1953.</p>" }, first.cookie);
    const stale = await post(action, PAGE, { ...asOpened, content: "<p>Founded in 1952.</p>" }, second.cookie);
    expect(stale.status).toBe(409);
    const reply = await json<{
      result: { initialValue: Record<string, string> };
      stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[] };
    }>(stale);
    const now = await json<Screen>(await get(loader, PAGE, second.cookie));
    expect(reply.result.initialValue).toMatchObject({
      title: "Our co-operative",
      content: "<p>Founded in 1952.</p>",
      updatedAt: now.about?.updatedAt,
    });
    expect(reply.stale.taken).toEqual(["Page title"]);
    expect(reply.stale.conflicts).toEqual([
      { label: "Content (HTML)", theirs: "<p>Since 1953.</p>", yours: "<p>Founded in 1952.</p>" },
    ]);
    expect((await post(action, PAGE, reply.result.initialValue, second.cookie)).status).toBe(302);
    const saved = await json<Screen>(await get(loader, PAGE, second.cookie));
    expect(saved.about).toMatchObject({ title: "Our co-operative", content: "<p>Founded in 1952.</p>" });
  });
});
