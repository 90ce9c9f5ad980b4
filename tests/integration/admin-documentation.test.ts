import { db } from "~/platform/db.server";
import { loader as centerLoader } from "~/routes/admin.documentation";
import { loader as viewerLoader } from "~/routes/admin.documentation_.$section.$documentId";
import { loader as downloadLoader } from "~/routes/admin.documentation_.$section.$documentId_.download";
import { action as editAction, loader as editLoader } from "~/routes/admin.documentation_.documents.$documentId_.edit";
import { action as newAction, loader as newLoader } from "~/routes/admin.documentation_.new";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

type Center = {
  tab: string;
  categories: {
    id: string;
    label: string;
    guides: { id: string; title: string; pageCount: number; role: string | null }[];
  }[];
  documents: { id: string; title: string; description: string; pageCount: number; version: number; category: string }[];
  loadError: string | null;
  canEdit: boolean;
};
type TocEntry = { id: string; title: string; level: number; children: TocEntry[] };
type Viewer = {
  document: {
    title: string;
    html: string;
    toc: TocEntry[];
    version: number;
    search: { matches: { text: string; sectionId: string | null }[]; total: number };
  };
  canEdit: boolean;
  versions: { version: number; title: string; replacedBy: string | null }[];
};
type NotFound = { notFound: { title: string; message: string } };
type Reply = {
  mode: string;
  errors: Record<string, string[]>;
  failure: string | null;
  previewHtml: string | null;
  typed: Record<string, unknown>;
};

let sequence = 0;
const unique = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

const NESTED = [
  "# Feed Store Handbook",
  "Opening words.",
  "## Receiving stock",
  "### Checking the delivery note",
  "#### Damaged bags",
  "##### Photos",
  "###### Who to tell",
  "### Shelving",
  "## Selling",
  "# Appendix",
].join("\n\n");

async function createDocument(cookie: string, fields: Record<string, string>) {
  return post(
    newAction,
    "/admin/documentation/new",
    { intent: "save", category: "technical", isActive: "on", ...fields },
    cookie,
  );
}

const stored = (id: string) =>
  db().selectFrom("documentation").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the documentation center", () => {
  it("shows admins the four categories of built-in guides and the stored documents, without Create", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await get(centerLoader, "/admin/documentation", admin.cookie);
    expect(response.status).toBe(200);
    const center = await json<Center>(response);
    expect(center.categories.map((category) => category.label)).toEqual([
      "Technical Documentation",
      "Staff User Guides",
      "Quick Reference Cards",
      "Visual Step-by-Step Guides",
    ]);
    expect(center.categories.map((category) => category.guides.length)).toEqual([6, 9, 4, 4]);
    const csv = center.categories[1]?.guides.find((guide) => guide.id === "csv-upload-guide");
    expect(csv).toMatchObject({ title: "CSV Upload Guide", role: "inventory_manager" });
    expect(csv?.pageCount).toBeGreaterThan(1);
    expect(center.canEdit).toBe(false);
    expect(center.loadError).toBeNull();
    // Nonsense in the address falls back to the first tab.
    expect((await json<Center>(await get(centerLoader, "/admin/documentation?tab=x", admin.cookie))).tab).toBe(
      "guides",
    );
  });

  it("refuses other staff with the page, sends customers home and visitors to the staff sign-in", async () => {
    for (const roles of [["inventory_manager"], ["content_manager"], ["financial_officer"], []] as const) {
      const person = await signedInUser([...roles]);
      for (const [loader, path, params] of [
        [centerLoader, "/admin/documentation", {}],
        [
          viewerLoader,
          "/admin/documentation/technical/system-architecture",
          { section: "technical", documentId: "system-architecture" },
        ],
        [
          downloadLoader,
          "/admin/documentation/technical/system-architecture/download",
          { section: "technical", documentId: "system-architecture" },
        ],
        [newLoader, "/admin/documentation/new", {}],
      ] as const) {
        const response = await get(loader, path, person.cookie, params);
        if (roles.length > 0) {
          await expectNoAccessPage(response, path.endsWith("/new") ? "documentationEditing" : "documentation", path);
          continue;
        }
        expect(response.status, `${roles.join()} ${path}`).toBe(302);
        expect(response.headers.get("Location")).toBe("/");
      }
    }
    const visitor = await get(centerLoader, "/admin/documentation");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("lets only super admins create and edit stored documents", async () => {
    const admin = await signedInUser(["admin"]);
    await expectNoAccessPage(await get(newLoader, "/admin/documentation/new", admin.cookie), "documentationEditing");
    await expectNoAccessPage(
      await createDocument(admin.cookie, { title: "Admin Tries", content: "x" }),
      "documentationEditing",
    );
    expect(
      await db().selectFrom("documentation").select("id").where("title", "=", "Admin Tries").executeTakeFirst(),
    ).toBeUndefined();

    const superAdmin = await signedInUser(["super_admin"]);
    expect((await json<Center>(await get(centerLoader, "/admin/documentation", superAdmin.cookie))).canEdit).toBe(true);
    expect((await get(newLoader, "/admin/documentation/new", superAdmin.cookie)).status).toBe(200);
  });

  it("creates a document with the slug made from its title, lists it with its card fields, and audits it", async () => {
    const superAdmin = await signedInUser(["super_admin"]);
    const tag = unique();
    const content = `${"Lucerne and teff prices for the winter. ".repeat(20)}${tag}`;
    const created = await createDocument(superAdmin.cookie, {
      title: `Winter Feed: Prices & Stock ${tag}!`,
      content,
      category: "project_details",
    });
    expect(created.status).toBe(302);
    const id = created.headers.get("Location")?.replace("/admin/documentation/documents/", "") ?? "";
    expect(await toastAfter(created, superAdmin.cookie)).toMatchObject({ title: "Documentation Created" });
    const row = await stored(id);
    expect(row).toMatchObject({
      slug: `winter-feed-prices-stock-${tag}`,
      category: "project_details",
      version: 1,
      is_active: 1,
      created_by: superAdmin.id,
    });

    const admin = await signedInUser(["admin"]);
    const center = await json<Center>(await get(centerLoader, "/admin/documentation?tab=documents", admin.cookie));
    const card = center.documents.find((document) => document.id === id);
    expect(card).toMatchObject({
      title: `Winter Feed: Prices & Stock ${tag}!`,
      description: `${content.slice(0, 100)}...`,
      pageCount: Math.ceil(content.length / 500),
      version: 1,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", id)
      .execute();
    expect(audit).toEqual([{ action: "documentation.create", actor_id: superAdmin.id }]);
  });

  it("refuses a missing title, a bad slug and missing content with the spec's messages, saving nothing", async () => {
    const superAdmin = await signedInUser(["super_admin"]);
    const before = await db()
      .selectFrom("documentation")
      .select(db().fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();

    const empty = await createDocument(superAdmin.cookie, { title: "", slug: "", content: "" });
    expect(empty.status).toBe(400);
    const emptyReply = await json<Reply>(empty);
    expect(emptyReply.errors.title).toEqual(["Title is required"]);
    expect(emptyReply.errors.content).toEqual(["Content is required"]);

    const badSlug = await createDocument(superAdmin.cookie, {
      title: "Good title",
      slug: "Bad Slug!",
      content: "Text",
    });
    expect(badSlug.status).toBe(400);
    const badReply = await json<Reply>(badSlug);
    expect(badReply.errors.slug).toEqual(["Slug must contain only lowercase letters, numbers, and hyphens"]);
    expect(badReply.typed).toMatchObject({ title: "Good title", slug: "Bad Slug!", content: "Text" });

    const noSlug = await createDocument(superAdmin.cookie, { title: "!!!", slug: "", content: "Text" });
    expect(noSlug.status).toBe(400);
    expect((await json<Reply>(noSlug)).errors.slug).toEqual(["Slug is required"]);

    const after = await db()
      .selectFrom("documentation")
      .select(db().fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("previews the Markdown on the server without saving", async () => {
    const superAdmin = await signedInUser(["super_admin"]);
    const preview = await createDocument(superAdmin.cookie, {
      intent: "preview",
      title: "Preview Only",
      content: "## Heading\n\n**bold** <script>alert(1)</script>",
    });
    expect(preview.status).toBe(200);
    const reply = await json<Reply>(preview);
    expect(reply.mode).toBe("preview");
    expect(reply.previewHtml).toContain('<h2 id="heading">Heading</h2>');
    expect(reply.previewHtml).toContain("<strong>bold</strong>");
    expect(reply.previewHtml).not.toContain("script");
    expect(
      await db().selectFrom("documentation").select("id").where("title", "=", "Preview Only").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("shows a refused stale save again merged, and saving it keeps the other person's changes", async () => {
    const first = await signedInUser(["super_admin"]);
    const second = await signedInUser(["super_admin"]);
    const tag = unique();
    const created = await createDocument(first.cookie, { title: `Merged ${tag}`, content: "Old text" });
    const id = created.headers.get("Location")?.split("/").pop() ?? "";
    const path = `/admin/documentation/documents/${id}/edit`;
    type Screen = { document: { slug: string; updated_at: string }; opened: string };
    const opened = async (cookie: string) => {
      const screen = await json<Screen>(await get(editLoader, path, cookie, { documentId: id }));
      return {
        intent: "save",
        title: `Merged ${tag}`,
        slug: screen.document.slug,
        category: "technical",
        content: "Old text",
        isActive: "on",
        updatedAt: screen.document.updated_at,
        opened: screen.opened,
      };
    };
    const firstForm = { ...(await opened(first.cookie)), title: `Merged ${tag} (first)` };
    const { isActive: _unticked, ...secondForm } = { ...(await opened(second.cookie)), content: "New text" };
    const save = (fields: Record<string, string>, cookie: string) =>
      post(editAction, path, fields, cookie, { documentId: id });
    expect((await save(secondForm, second.cookie)).status).toBe(302);

    const stale = await save(firstForm, first.cookie);
    expect(stale.status).toBe(409);
    const reply = await json<Reply & { stale: { taken: string[]; conflicts: unknown[] } }>(stale);
    expect(reply.typed).toMatchObject({
      title: `Merged ${tag} (first)`,
      content: "New text",
      isActive: false,
      updatedAt: (await stored(id)).updated_at,
    });
    expect(reply.stale).toEqual({ taken: ["Content (Markdown)", "Active"], conflicts: [] });

    const typed = reply.typed as Record<string, string | boolean>;
    const again = await save(
      {
        intent: "save",
        title: String(typed.title),
        slug: String(typed.slug),
        category: String(typed.category),
        content: String(typed.content),
        updatedAt: String(typed.updatedAt),
        opened: String(typed.opened),
      },
      first.cookie,
    );
    expect(again.status).toBe(302);
    expect(await stored(id)).toMatchObject({ title: `Merged ${tag} (first)`, content: "New text", is_active: 0 });
  });

  it("raises the version on each saved edit, keeps the old text, and refuses a stale save", async () => {
    const superAdmin = await signedInUser(["super_admin"]);
    const tag = unique();
    const created = await createDocument(superAdmin.cookie, { title: `Versioned ${tag}`, content: "First text" });
    const id = created.headers.get("Location")?.split("/").pop() ?? "";
    const first = await stored(id);
    const edit = (fields: Record<string, string>, cookie = superAdmin.cookie) =>
      post(
        editAction,
        `/admin/documentation/documents/${id}/edit`,
        { intent: "save", category: "technical", isActive: "on", ...fields },
        cookie,
        { documentId: id },
      );

    const editPage = await get(editLoader, `/admin/documentation/documents/${id}/edit`, superAdmin.cookie, {
      documentId: id,
    });
    expect(editPage.status).toBe(200);

    const saved = await edit({
      title: `Versioned ${tag}`,
      slug: first.slug,
      content: "Second text",
      updatedAt: first.updated_at,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/documentation/documents/${id}`);
    expect(await toastAfter(saved, superAdmin.cookie)).toEqual({
      title: "Documentation Updated",
      description: "The documentation has been updated successfully.",
      variant: "success",
    });
    const second = await stored(id);
    expect(second).toMatchObject({ version: 2, content: "Second text" });
    expect(
      await db()
        .selectFrom("documentation_versions")
        .select(["version", "content", "replaced_by"])
        .where("document_id", "=", id)
        .execute(),
    ).toEqual([{ version: 1, content: "First text", replaced_by: superAdmin.id }]);

    // Another super admin saves from the first copy: refused, naming who saved, nothing changed.
    const other = await signedInUser(["super_admin"]);
    const stale = await edit(
      { title: `Versioned ${tag}`, slug: first.slug, content: "Third text", updatedAt: first.updated_at },
      other.cookie,
    );
    expect(stale.status).toBe(409);
    const staleReply = await json<Reply>(stale);
    expect(staleReply.failure).toBe("Error Updating Documentation");
    expect(staleReply.errors.form?.[0]).toContain(`changed by ${superAdmin.email}`);
    expect(staleReply.typed).toMatchObject({ content: "Third text", updatedAt: second.updated_at });
    expect((await stored(id)).version).toBe(2);

    // An edit whose slug is emptied is refused with the spec's message.
    const noSlug = await edit({ title: "x", slug: "", content: "y", updatedAt: second.updated_at });
    expect(noSlug.status).toBe(400);
    expect((await json<Reply>(noSlug)).errors.slug).toEqual(["Slug is required"]);

    const viewer = await json<Viewer>(
      await get(viewerLoader, `/admin/documentation/documents/${id}`, superAdmin.cookie, {
        section: "documents",
        documentId: id,
      }),
    );
    expect(viewer.canEdit).toBe(true);
    expect(viewer.document.version).toBe(2);
    expect(viewer.versions).toEqual([
      {
        version: 1,
        title: `Versioned ${tag}`,
        replacedBy: superAdmin.email,
        updated_at: first.updated_at,
        replaced_at: expect.any(String),
      },
    ]);
    const admin = await signedInUser(["admin"]);
    const adminView = await json<Viewer>(
      await get(viewerLoader, `/admin/documentation/documents/${id}`, admin.cookie, {
        section: "documents",
        documentId: id,
      }),
    );
    expect(adminView.canEdit).toBe(false);
  });

  it("builds the table of contents from nested headings, with anchors on the headings", async () => {
    const superAdmin = await signedInUser(["super_admin"]);
    const created = await createDocument(superAdmin.cookie, { title: `Handbook ${unique()}`, content: NESTED });
    const id = created.headers.get("Location")?.split("/").pop() ?? "";
    const viewer = await json<Viewer>(
      await get(viewerLoader, `/admin/documentation/documents/${id}`, superAdmin.cookie, {
        section: "documents",
        documentId: id,
      }),
    );
    const shape = (entries: TocEntry[]): unknown[] =>
      entries.map((entry) => (entry.children.length ? { [entry.id]: shape(entry.children) } : entry.id));
    expect(shape(viewer.document.toc)).toEqual([
      {
        "feed-store-handbook": [
          {
            "receiving-stock": [
              { "checking-the-delivery-note": [{ "damaged-bags": [{ photos: ["who-to-tell"] }] }] },
              "shelving",
            ],
          },
          "selling",
        ],
      },
      "appendix",
    ]);
    expect(viewer.document.html).toContain('<h6 id="who-to-tell">Who to tell</h6>');
    // The page's one h1 is the title: a document with # headings has them one level down.
    expect(viewer.document.html).toContain('<h2 id="appendix">Appendix</h2>');
    expect(viewer.document.html).not.toContain("<h1");
  });

  it("shows at most 10 matches in a guide's text, each linked to its section, and counts them all", async () => {
    const admin = await signedInUser(["admin"]);
    const params = { section: "user-guides", documentId: "order-processing-guide" };
    const viewer = await json<Viewer>(
      await get(viewerLoader, "/admin/documentation/user-guides/order-processing-guide?q=order", admin.cookie, params),
    );
    expect(viewer.document.title).toBe("Order Processing Guide");
    expect(viewer.document.search.matches).toHaveLength(10);
    expect(viewer.document.search.total).toBeGreaterThan(10);
    for (const match of viewer.document.search.matches) {
      expect(match.text.toLowerCase()).toContain("order");
      // Text as the page shows it, never the Markdown source (`##`, `**Orders**`, backticks).
      expect(match.text).not.toMatch(/[`*#]/);
    }
    const ids = new Set(
      viewer.document.toc.flatMap(function all(entry): string[] {
        return [entry.id, ...entry.children.flatMap(all)];
      }),
    );
    for (const match of viewer.document.search.matches)
      if (match.sectionId) expect(ids.has(match.sectionId)).toBe(true);
  });

  it("says which kind of document was not found, with a 404", async () => {
    const admin = await signedInUser(["admin"]);
    const cases = [
      ["user-guides", "Guide Not Found", "The requested user guide could not be found."],
      ["quick-reference", "Reference Not Found", "The requested quick reference could not be found."],
      ["visual-guides", "Visual Guide Not Found", "The requested visual guide could not be found."],
      ["technical", "Technical Guide Not Found", "The requested technical guide could not be found."],
    ] as const;
    for (const [section, title, message] of cases) {
      const response = await get(viewerLoader, `/admin/documentation/${section}/no-such-guide`, admin.cookie, {
        section,
        documentId: "no-such-guide",
      });
      expect(response.status).toBe(404);
      expect(await json<NotFound>(response)).toEqual({ notFound: { title, message } });
    }
    // A guide asked for under another category is not found there either.
    const wrong = await get(viewerLoader, "/admin/documentation/technical/csv-upload-guide", admin.cookie, {
      section: "technical",
      documentId: "csv-upload-guide",
    });
    expect(wrong.status).toBe(404);
    const missing = await get(downloadLoader, "/admin/documentation/documents/nope/download", admin.cookie, {
      section: "documents",
      documentId: "nope",
    });
    expect(missing.status).toBe(404);
  });

  it("downloads a document as an HTML file named from its title and version", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await get(
      downloadLoader,
      "/admin/documentation/quick-reference/daily-tasks-reference/download",
      admin.cookie,
      {
        section: "quick-reference",
        documentId: "daily-tasks-reference",
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Daily_Tasks_Reference_v1.html"');
    const html = await response.text();
    expect(html).toContain("<dt>Category</dt><dd>Quick Reference Cards</dd>");
    expect(html).toContain("<dt>Document ID</dt><dd>daily-tasks-reference</dd>");
    expect(html).toContain('<h2 id="financial-officer">Financial officer</h2>');
    const printable = await get(
      downloadLoader,
      "/admin/documentation/quick-reference/daily-tasks-reference/download?print=1",
      admin.cookie,
      {
        section: "quick-reference",
        documentId: "daily-tasks-reference",
      },
    );
    expect(printable.headers.get("Content-Disposition")).toMatch(/^inline;/);
  });

  it("says when the stored documents cannot be loaded, and still shows the guides", async () => {
    const admin = await signedInUser(["admin"]);
    await db().schema.alterTable("documentation").renameTo("documentation_away").execute();
    try {
      const center = await json<Center>(await get(centerLoader, "/admin/documentation?tab=documents", admin.cookie));
      expect(center.loadError).toMatch(/^Failed to load documentation: .*no such table: documentation/);
      expect(center.categories).toHaveLength(4);
    } finally {
      await db().schema.alterTable("documentation_away").renameTo("documentation").execute();
    }
  });
});
