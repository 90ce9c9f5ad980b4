import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import * as admin from "~/routes/admin";
import * as viewer from "~/routes/admin.documentation_.$section.$documentId";
import { TEST_ORIGIN } from "../support/actions";
import { remixApp } from "../support/remix-app";
import { signedInUser } from "../support/route-calls";

/**
 * A stored document's page as the browser gets it (Remix's own handler over the real root, the
 * back-office layout and the viewer): one h1, the title, whatever the document's Markdown starts
 * with; and the refetch action of spec 2.5, a link that reads the document again.
 */
const handle = remixApp([
  { id: "routes/admin", parentId: "root", path: "admin", module: admin },
  {
    id: "routes/admin.documentation_.$section.$documentId",
    parentId: "routes/admin",
    path: "documentation/:section/:documentId",
    module: viewer,
  },
]);

async function page(path: string, cookie: string) {
  const response = await handle(
    new Request(`${TEST_ORIGIN}${path}`, { headers: { Host: "localhost:3000", Cookie: cookie } }),
  );
  expect(response.status).toBe(200);
  return response.text();
}

async function storedDocument(title: string, content: string) {
  const id = randomUUID();
  await db()
    .insertInto("documentation")
    .values({ id, title, slug: `doc-${id}`, content, category: "technical" })
    .execute();
  return id;
}

const headingsOf = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((match) =>
    (match[1] ?? "").replace(/<[^>]*>/g, ""),
  );

describe("a stored document's page", () => {
  it("has one h1, the document's title, when the content starts with # headings: they are shown one level down", async () => {
    const staff = await signedInUser(["admin"]);
    const id = await storedDocument(
      "Feed Store Handbook",
      "# Feed Store Handbook\n\nOpening words.\n\n## Receiving stock\n\nText.\n\n# Appendix\n\nMore.",
    );
    const html = await page(`/admin/documentation/documents/${id}`, staff.cookie);
    expect(headingsOf(html, 1)).toEqual(["Feed Store Handbook"]);
    expect(html).toContain('<h2 id="feed-store-handbook">Feed Store Handbook</h2>');
    expect(html).toContain('<h3 id="receiving-stock">Receiving stock</h3>');
    expect(html).toContain('<h2 id="appendix">Appendix</h2>');
  });

  it("has a Refresh link that reads the document again, keeping its searches", async () => {
    const staff = await signedInUser(["admin"]);
    const id = await storedDocument("Winter Plan", "## Lucerne\n\nOrder forty bales.");
    const here = `/admin/documentation/documents/${id}`;
    const first = await page(`${here}?q=bales`, staff.cookie);
    expect(first).toMatch(new RegExp(`<a [^>]*href="${here}\\?q=bales"[^>]*>Refresh</a>`));
    expect(first).toContain("forty");

    // Someone saves a new text meanwhile; following Refresh shows it.
    await db()
      .updateTable("documentation")
      .set({ content: "## Lucerne\n\nOrder fifty bales." })
      .where("id", "=", id)
      .execute();
    const again = await page(`${here}?q=bales`, staff.cookie);
    expect(again).toContain("fifty");
    expect(again).not.toContain("forty");
  });

  it("offers no Refresh on a built-in guide, which is a file of the app", async () => {
    const staff = await signedInUser(["admin"]);
    const html = await page("/admin/documentation/quick-reference/daily-tasks-reference", staff.cookie);
    expect(html).not.toMatch(/>Refresh<\/a>/);
    expect(headingsOf(html, 1)).toEqual(["Daily Tasks Reference"]);
  });
});
