import type { Role } from "~/accounts/roles";
import { loader as centerLoader } from "~/routes/admin.documentation";
import { loader as centerViewerLoader } from "~/routes/admin.documentation_.$section.$documentId";
import { loader as helpLoader } from "~/routes/admin.help";
import { loader as viewerLoader } from "~/routes/admin.help_.$section.$documentId";
import { loader as downloadLoader } from "~/routes/admin.help_.$section.$documentId_.download";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, signedInUser } from "../support/route-calls";

/**
 * Help (/admin/help, decision 0070): every staff member reads, searches and downloads the
 * built-in guides written for their roles; the documentation center's management screen stays
 * the admins'.
 */
type Help = {
  term: string;
  categories: { id: string; label: string; guides: { id: string; title: string; role: string | null }[] }[];
  results:
    | null
    | {
        id: string;
        category: string;
        title: string;
        search: { total: number; matches: { text: string; sectionId: string | null }[] };
      }[];
  seesAll: boolean;
  canManage: boolean;
};
type Viewer = {
  document: { id: string; title: string; html: string; search: { total: number; matches: { text: string }[] } };
};
type NoAccess = { kind: string; openedBy: string[]; askNames: string[] };

/** The guides written for every staff role (no role badge, not technical), in the center's order by category. */
const FOR_EVERYONE = {
  quickReference: ["daily-tasks-reference", "error-codes-reference", "keyboard-shortcuts"],
  visual: ["admin-panel-navigation"],
};

const ROLES: {
  role: Role;
  label: string;
  guides: string[];
  own: [section: string, id: string];
  notOwn: [section: string, id: string];
}[] = [
  {
    role: "inventory_manager",
    label: "Inventory manager",
    guides: [
      "product-management-guide",
      "csv-upload-guide",
      "daily-tasks-reference",
      "csv-format-reference",
      ...FOR_EVERYONE.quickReference.slice(1),
      "product-upload-visual",
      "csv-import-visual",
      ...FOR_EVERYONE.visual,
    ],
    own: ["user-guides", "csv-upload-guide"],
    notOwn: ["user-guides", "order-processing-guide"],
  },
  {
    role: "order_processor",
    label: "Order processor",
    guides: [
      "order-processing-guide",
      ...FOR_EVERYONE.quickReference,
      "order-management-visual",
      ...FOR_EVERYONE.visual,
    ],
    own: ["visual-guides", "order-management-visual"],
    notOwn: ["user-guides", "payment-verification-guide"],
  },
  {
    role: "financial_officer",
    label: "Financial officer",
    guides: ["payment-verification-guide", ...FOR_EVERYONE.quickReference, ...FOR_EVERYONE.visual],
    own: ["user-guides", "payment-verification-guide"],
    notOwn: ["user-guides", "product-management-guide"],
  },
  {
    role: "content_manager",
    label: "Content manager",
    guides: ["content-management-guide", "bulk-sms-guide", ...FOR_EVERYONE.quickReference, ...FOR_EVERYONE.visual],
    own: ["user-guides", "content-management-guide"],
    notOwn: ["user-guides", "customer-support-guide"],
  },
  {
    role: "customer_support",
    label: "Customer support",
    guides: ["customer-support-guide", ...FOR_EVERYONE.quickReference, ...FOR_EVERYONE.visual],
    own: ["user-guides", "customer-support-guide"],
    notOwn: ["user-guides", "content-management-guide"],
  },
];

const guideIds = (help: Help) => help.categories.flatMap((category) => category.guides.map((guide) => guide.id));
const openGuide = (section: string, id: string, cookie: string, query = "") =>
  get(viewerLoader, `/admin/help/${section}/${id}${query}`, cookie, { section, documentId: id });
const downloadGuide = (section: string, id: string, cookie: string) =>
  get(downloadLoader, `/admin/help/${section}/${id}/download`, cookie, { section, documentId: id });

describe("Help for every staff role", () => {
  it.each(ROLES)(
    "shows $label the guides written for the role, and refuses the others' with 403",
    async ({ role, label, guides, own, notOwn }) => {
      const person = await signedInUser([role]);
      const response = await get(helpLoader, "/admin/help", person.cookie);
      expect(response.status).toBe(200);
      const help = await json<Help>(response);
      expect(guideIds(help)).toEqual(guides);
      // Badged guides are this role's only; no technical documentation; no management.
      const badges = help.categories.flatMap((category) => category.guides.map((guide) => guide.role));
      expect(badges.filter((badge) => badge !== null && badge !== role)).toEqual([]);
      expect(help.categories.map((category) => category.id)).not.toContain("technical");
      expect(help).toMatchObject({ seesAll: false, canManage: false });

      const opened = await openGuide(...own, person.cookie);
      expect(opened.status).toBe(200);
      const viewer = await json<Viewer>(opened);
      expect(viewer.document.id).toBe(own[1]);
      expect(viewer.document.html).toContain("<h2 id=");

      // Another role's guide, and the technical documentation: the back office's 403 page, naming who it opens for.
      const refused = await openGuide(...notOwn, person.cookie);
      expect(refused.status).toBe(403);
      const info = await json<NoAccess>(refused);
      expect(info.kind).toBe("no-access");
      expect(info.openedBy).toHaveLength(3);
      expect(info.openedBy.slice(0, 2)).toEqual(["Super admin", "Admin"]);
      expect(info.openedBy).not.toContain(label);
      const technical = await openGuide("technical", "database-schema", person.cookie);
      expect(technical.status).toBe(403);
      expect((await json<NoAccess>(technical)).openedBy).toEqual(["Super admin", "Admin"]);
      expect((await downloadGuide(...notOwn, person.cookie)).status).toBe(403);
    },
  );

  it.each(ROLES)("lets $label download a guide of the role in the center's format", async ({ role, own }) => {
    const person = await signedInUser([role]);
    const response = await downloadGuide(...own, person.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[A-Za-z_]+_v1\.html"$/);
    const html = await response.text();
    expect(html).toContain(`<dt>Document ID</dt><dd>${own[1]}</dd>`);
  });

  it.each(ROLES)("keeps $label out of the management screen, as the spec says", async ({ role }) => {
    const person = await signedInUser([role]);
    for (const [loader, path, params] of [
      [centerLoader, "/admin/documentation", {}],
      [
        centerViewerLoader,
        "/admin/documentation/user-guides/customer-support-guide",
        { section: "user-guides", documentId: "customer-support-guide" },
      ],
    ] as const) {
      await expectNoAccessPage(await get(loader, path, person.cookie, params), "documentation", path);
    }
  });

  it("searches only the guides written for the person's roles, each match linked to its section", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const help = await json<Help>(await get(helpLoader, "/admin/help?q=%20CSV%20", manager.cookie));
    expect(help.term).toBe("CSV");
    const found = help.results?.map((result) => result.id) ?? [];
    expect(found).toEqual(expect.arrayContaining(["csv-upload-guide", "csv-format-reference", "csv-import-visual"]));
    // The order processing guide mentions Export CSV, but it is not an inventory manager's.
    expect(found).not.toContain("order-processing-guide");
    const upload = help.results?.find((result) => result.id === "csv-upload-guide");
    expect(upload?.category).toBe("user-guides");
    expect(upload?.search.total).toBeGreaterThan(0);
    expect(upload?.search.matches[0]?.text.toLowerCase()).toContain("csv");
    expect(upload?.search.matches.some((match) => match.sectionId !== null)).toBe(true);

    const processor = await signedInUser(["order_processor"]);
    const orders = await json<Help>(await get(helpLoader, "/admin/help?q=csv", processor.cookie));
    expect(orders.results?.map((result) => result.id)).toContain("order-processing-guide");
    expect(orders.results?.map((result) => result.id)).not.toContain("csv-upload-guide");

    const nothing = await json<Help>(await get(helpLoader, "/admin/help?q=zebra-crossing-xyz", manager.cookie));
    expect(nothing.results).toEqual([]);
    // No term: the guides, no results.
    expect((await json<Help>(await get(helpLoader, "/admin/help?q=", manager.cookie))).results).toBeNull();

    // Within a guide: the center's content search.
    const viewer = await json<Viewer>(await openGuide("user-guides", "csv-upload-guide", manager.cookie, "?q=csv"));
    expect(viewer.document.search.total).toBe(upload?.search.total);
  });

  it("gives admins and super admins every guide and the way to the center", async () => {
    for (const role of ["admin", "super_admin"] as const) {
      const person = await signedInUser([role]);
      const help = await json<Help>(await get(helpLoader, "/admin/help", person.cookie));
      expect(help.categories.map((category) => category.guides.length)).toEqual([6, 9, 4, 4]);
      expect(help).toMatchObject({ seesAll: true, canManage: true });
      expect((await openGuide("technical", "database-schema", person.cookie)).status).toBe(200);
    }
  });

  it("gives a person with two roles the guides of both", async () => {
    const person = await signedInUser(["financial_officer", "content_manager"]);
    const ids = guideIds(await json<Help>(await get(helpLoader, "/admin/help", person.cookie)));
    expect(ids).toEqual(expect.arrayContaining(["payment-verification-guide", "content-management-guide"]));
    expect(ids).not.toContain("customer-support-guide");
  });

  it("says which kind of guide was not found, and keeps stored documents to the center", async () => {
    const person = await signedInUser(["customer_support"]);
    const missing = await openGuide("quick-reference", "nope", person.cookie);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({
      notFound: { title: "Reference Not Found", message: "The requested quick reference could not be found." },
    });
    // A guide asked for under another category's address, and the stored documents' section.
    expect((await openGuide("visual-guides", "customer-support-guide", person.cookie)).status).toBe(404);
    expect((await openGuide("documents", "anything", person.cookie)).status).toBe(404);
    expect((await downloadGuide("documents", "anything", person.cookie)).status).toBe(404);
  });

  it("refuses customers with 403 and sends visitors to the staff sign-in", async () => {
    const customer = await signedInUser([]);
    expect((await get(helpLoader, "/admin/help", customer.cookie)).status).toBe(403);
    expect((await openGuide("visual-guides", "admin-panel-navigation", customer.cookie)).status).toBe(403);
    const visitor = await get(helpLoader, "/admin/help?q=csv");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/help?q=csv")}`);
  });
});
