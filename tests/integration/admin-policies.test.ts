import { randomUUID } from "node:crypto";
import {
  FAILED_TO_CREATE_POLICY,
  FAILED_TO_UPDATE_POLICY,
  FAILED_TO_UPDATE_POLICY_STATUS,
  POLICY_CONTENT_REQUIRED,
  POLICY_NOT_FOUND_ADMIN,
  POLICY_TITLE_REQUIRED,
  POLICY_UPDATED,
  POLICY_UPLOADED,
  policyStatusChanged,
} from "~/content/messages";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/admin.policy-management";
import { loader as versionsLoader } from "~/routes/admin.policy-management_.$id";
import { loader as publicPolicy } from "~/routes/policy.$slug";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const PAGE = "/admin/policy-management";

const policyRow = (id: string) =>
  db().selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function createPolicy(cookie: string, title = "Returns & Refunds", content = "# Returns\nWithin 14 days.") {
  const response = await post(action, `${PAGE}?new`, { title, category: "Return Policy", content }, cookie);
  expect(response.status).toBe(302);
  const created = await db()
    .selectFrom("policies")
    .select("id")
    .where("title", "=", title)
    .orderBy("uploaded_at", "desc")
    .executeTakeFirstOrThrow();
  return { response, id: created.id };
}

type Versions = {
  versions: { version: number; label: string; content: string; current: boolean }[];
  shown: { version: number; content: string };
};
type FormReply = { title: string; message: string | null; result: { error?: Record<string, string[]> } };

describe("policy management", () => {
  it("uploads a policy: slug by the spec's rule, version 1.0, active, uploaded by the staff member", async () => {
    const manager = await signedInUser(["content_manager"]);
    const { response, id } = await createPolicy(manager.cookie);
    expect(await toastAfter(response, manager.cookie)).toMatchObject({ title: POLICY_UPLOADED });
    expect(await policyRow(id)).toMatchObject({
      slug: "returns-refunds",
      version: "1.0",
      is_active: 1,
      category: "Return Policy",
      uploaded_by_name: "Sipho Dlamini",
    });
    const page = await json<{ policy: { version: string; title: string } }>(
      await get(publicPolicy, "/policy/returns-refunds", undefined, { slug: "returns-refunds" }),
    );
    expect(page.policy).toMatchObject({ title: "Returns & Refunds", version: "1.0" });
    const again = await createPolicy(manager.cookie);
    expect((await policyRow(again.id)).slug).toBe("returns-refunds-2");
  });

  it("refuses a policy without title or content with the spec's messages", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await post(action, `${PAGE}?new`, { title: "  ", category: "Other", content: "" }, admin.cookie);
    expect(response.status).toBe(400);
    const reply = await json<FormReply>(response);
    expect(reply.title).toBe(FAILED_TO_CREATE_POLICY);
    expect(reply.result.error).toMatchObject({ title: [POLICY_TITLE_REQUIRED], content: [POLICY_CONTENT_REQUIRED] });
  });

  it("an update is a new version: the number goes up, the public page shows it, version 1 stays readable to staff", async () => {
    const manager = await signedInUser(["content_manager"]);
    const { id } = await createPolicy(manager.cookie, "Delivery Terms", "We deliver within 50 km.");
    const before = await policyRow(id);
    const updated = await post(
      action,
      `${PAGE}?edit=${id}`,
      {
        title: "Delivery Terms",
        category: "Shipping Policy",
        content: "We deliver within 80 km.",
        changeNotes: "Wider area",
        updatedAt: before.updated_at,
      },
      manager.cookie,
    );
    expect(updated.status).toBe(302);
    expect(await toastAfter(updated, manager.cookie)).toMatchObject({ title: POLICY_UPDATED });
    expect(await policyRow(id)).toMatchObject({
      version: "2.0",
      content: "We deliver within 80 km.",
      slug: "delivery-terms",
    });
    const page = await json<{ policy: { version: string } }>(
      await get(publicPolicy, "/policy/delivery-terms", undefined, { slug: "delivery-terms" }),
    );
    expect(page.policy.version).toBe("2.0");
    const history = await json<Versions>(await get(versionsLoader, `${PAGE}/${id}`, manager.cookie, { id }));
    expect(history.versions.map((entry) => [entry.label, entry.current])).toEqual([
      ["2.0", true],
      ["1.0", false],
    ]);
    const first = await json<Versions>(await get(versionsLoader, `${PAGE}/${id}?version=1`, manager.cookie, { id }));
    expect(first.shown.content).toBe("We deliver within 50 km.");
  });

  it("keeps the text of a policy from before versions were kept when it is first updated", async () => {
    const admin = await signedInUser(["admin"]);
    const id = randomUUID();
    await db()
      .insertInto("policies")
      .values({ id, title: "Old Safety", slug: `old-safety-${id.slice(0, 6)}`, content: "Old text", version: "3.0" })
      .execute();
    const { updated_at } = await policyRow(id);
    await post(
      action,
      `${PAGE}?edit=${id}`,
      { title: "Old Safety", category: "Safety", content: "New text", updatedAt: updated_at },
      admin.cookie,
    );
    const history = await json<Versions>(await get(versionsLoader, `${PAGE}/${id}`, admin.cookie, { id }));
    expect(history.versions.map((entry) => [entry.label, entry.content])).toEqual([
      ["4.0", "New text"],
      ["3.0", "Old text"],
    ]);
  });

  it("refuses a stale update, keeping the version", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const { id } = await createPolicy(first.cookie, "Privacy Notice", "We keep little.");
    const opened = await policyRow(id);
    const fields = { title: "Privacy Notice", category: "Privacy Policy", updatedAt: opened.updated_at };
    await post(action, `${PAGE}?edit=${id}`, { ...fields, content: "Second" }, second.cookie);
    const stale = await post(action, `${PAGE}?edit=${id}`, { ...fields, content: "Old tab" }, first.cookie);
    expect(stale.status).toBe(409);
    const reply = await json<FormReply>(stale);
    expect(reply.title).toBe(FAILED_TO_UPDATE_POLICY);
    expect(reply.message).toContain(`changed by ${second.email}`);
    expect(await policyRow(id)).toMatchObject({ version: "2.0", content: "Second" });
  });

  it("shows a refused stale update merged, and a second Save keeps the other person's title", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const { id } = await createPolicy(first.cookie, "Delivery Terms", "We deliver within 50 km.");
    const edit = `${PAGE}?edit=${id}`;
    const screen = await json<{ opened: string | null }>(await get(loader, edit, second.cookie));
    const opened = await policyRow(id);
    const asOpened = {
      title: "Delivery Terms",
      category: opened.category,
      content: "We deliver within 50 km.",
      updatedAt: opened.updated_at,
      opened: screen.opened ?? "",
    };
    await post(action, edit, { ...asOpened, title: "Delivery Terms and Fees", content: "Within 60 km." }, first.cookie);
    const stale = await post(action, edit, { ...asOpened, content: "Within 50 km, on weekdays." }, second.cookie);
    expect(stale.status).toBe(409);
    const reply = await json<
      FormReply & {
        result: { initialValue: Record<string, string> };
        stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[] };
      }
    >(stale);
    const now = await policyRow(id);
    expect(reply.result.initialValue).toMatchObject({
      title: "Delivery Terms and Fees",
      content: "Within 50 km, on weekdays.",
      updatedAt: now.updated_at,
    });
    expect(reply.stale.taken).toEqual(["Title"]);
    expect(reply.stale.conflicts).toEqual([
      { label: "Content", theirs: "Within 60 km.", yours: "Within 50 km, on weekdays." },
    ]);
    expect((await post(action, edit, reply.result.initialValue, second.cookie)).status).toBe(302);
    expect(await policyRow(id)).toMatchObject({
      title: "Delivery Terms and Fees",
      content: "Within 50 km, on weekdays.",
      version: "3.0",
    });
  });

  it("deactivates (the public page then says 'Policy Inactive') and activates again", async () => {
    const admin = await signedInUser(["admin"]);
    const { id } = await createPolicy(admin.cookie, "Quality Promise", "Fresh feed.");
    const off = await post(action, `${PAGE}?status`, { intent: "deactivate", policyId: id }, admin.cookie);
    expect(await toastAfter(off, admin.cookie)).toMatchObject({ title: policyStatusChanged(false) });
    const hidden = await get(publicPolicy, "/policy/quality-promise", undefined, { slug: "quality-promise" });
    expect(hidden.status).toBe(404);
    expect(await json(hidden)).toMatchObject({ problem: "inactive" });
    const on = await post(action, `${PAGE}?status`, { intent: "activate", policyId: id }, admin.cookie);
    expect(await toastAfter(on, admin.cookie)).toMatchObject({ title: policyStatusChanged(true) });
    expect((await policyRow(id)).is_active).toBe(1);
    const gone = await post(action, `${PAGE}?status`, { intent: "activate", policyId: randomUUID() }, admin.cookie);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toMatchObject({ title: FAILED_TO_UPDATE_POLICY_STATUS, message: POLICY_NOT_FOUND_ADMIN });
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["policy.create", "policy.deactivate", "policy.activate"]);
  });

  it("lists every policy with its version and status and opens the editor as a page", async () => {
    const admin = await signedInUser(["admin"]);
    const { id } = await createPolicy(admin.cookie, "Environmental Care", "We recycle.");
    const screen = await json<{
      policies: { id: string; version: string; isActive: boolean }[];
      editing: { id: string } | null;
    }>(await get(loader, `${PAGE}?edit=${id}`, admin.cookie));
    expect(screen.policies.find((policy) => policy.id === id)).toMatchObject({ version: "1.0", isActive: true });
    expect(screen.editing?.id).toBe(id);
    expect((await get(loader, `${PAGE}?edit=${randomUUID()}`, admin.cookie)).status).toBe(404);
  });
});
