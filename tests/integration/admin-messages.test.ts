import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import { loader as listLoader } from "~/routes/admin.messages";
import { action, loader } from "~/routes/admin.messages_.$messageId";
import { TEST_ORIGIN } from "../support/actions";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

let sequence = 0;

/** A contact message as the contact form stores it, under a name no other test uses. */
async function contactMessage(
  options: { message?: string; source?: "contact" | "consultant"; createdAt?: string } = {},
) {
  sequence += 1;
  const id = randomUUID();
  const tag = `inbox${sequence}x${id.slice(0, 6)}`;
  const row = {
    id,
    name: `Pieter ${tag}`,
    email: `${tag}@example.com`,
    message: options.message ?? `Do you stock lucerne bales?\n\nWe need forty for the winter.\n  Thanks, Pieter`,
    source: options.source ?? "contact",
    ip_address: "41.13.20.7",
    ...(options.createdAt ? { created_at: options.createdAt } : {}),
  };
  await db().insertInto("contact_messages").values(row).execute();
  return { ...row, tag };
}

const state = (id: string) =>
  db()
    .selectFrom("contact_messages")
    .select(["handled_at", "archived_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const auditFor = (id: string) =>
  db()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "entity_type", "details"])
    .where("entity_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

type List = {
  messages: { id: string; name: string; email: string; source: string; firstLine: string }[];
  hasMore: boolean;
  counts: { unread: number; read: number; archived: number };
};

const change = (id: string, intent: string, cookie: string) =>
  post(action, `/admin/messages/${id}`, { intent }, cookie, { messageId: id });

describe("the contact-messages inbox", () => {
  it("lists unread messages newest first with their first line, counts per tab, and finds by name, e-mail or text", async () => {
    const support = await signedInUser(["customer_support"]);
    const older = await contactMessage({ createdAt: "2026-01-05T08:00:00.000Z", source: "consultant" });
    const newer = await contactMessage({
      createdAt: "2026-01-06T08:00:00.000Z",
      message: `\n  About the ${older.tag} order: can you deliver on Saturday?\nThanks`,
    });

    // Searching on the older one's tag finds it by name and e-mail, and the newer one by its text.
    const found = await json<List>(await get(listLoader, `/admin/messages?search=${older.tag}`, support.cookie));
    expect(found.messages.map((message) => message.id)).toEqual([newer.id, older.id]);
    expect(found.messages[0]?.firstLine).toBe(`About the ${older.tag} order: can you deliver on Saturday?`);
    expect(found.messages[1]).toMatchObject({
      name: older.name,
      email: older.email,
      source: "consultant",
      firstLine: "Do you stock lucerne bales?",
    });
    expect(found.counts).toEqual({ unread: 2, read: 0, archived: 0 });

    const byEmail = await json<List>(
      await get(listLoader, `/admin/messages?search=${encodeURIComponent(newer.email)}`, support.cookie),
    );
    expect(byEmail.messages.map((message) => message.id)).toEqual([newer.id]);

    // A search with LIKE's wildcards in it matches them as text, not as wildcards.
    const wildcard = await json<List>(await get(listLoader, "/admin/messages?search=%25_%25_%25", support.cookie));
    expect(wildcard.messages).toEqual([]);
    const special = await contactMessage({ message: `Is the 10%_off special on? ${older.tag}` });
    const literal = await json<List>(await get(listLoader, "/admin/messages?search=10%25_off", support.cookie));
    expect(literal.messages.map((message) => message.id)).toEqual([special.id]);

    // Nonsense in the URL falls back to the first tab and the first page, never an error.
    const odd = await get(listLoader, `/admin/messages?tab=spam&limit=lots&search=${older.tag}`, support.cookie);
    expect(odd.status).toBe(200);
    expect((await json<List>(odd)).messages).toHaveLength(3);
  });

  it("pages with Load More (?limit=)", async () => {
    const admin = await signedInUser(["admin"]);
    const tag = `paging${randomUUID().slice(0, 8)}`;
    for (let index = 0; index < 27; index += 1) await contactMessage({ message: `${tag} number ${index}` });
    const first = await json<List>(await get(listLoader, `/admin/messages?search=${tag}`, admin.cookie));
    expect(first.messages).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const more = await json<List>(await get(listLoader, `/admin/messages?search=${tag}&limit=50`, admin.cookie));
    expect(more.messages).toHaveLength(27);
    expect(more.hasMore).toBe(false);
  });

  it("shows a message without marking it read; Mark as read and Mark as unread move it between tabs, audited", async () => {
    const support = await signedInUser(["customer_support"]);
    const sent = await contactMessage();
    type Page = { message: { message: string; readAt: string | null }; replyHref: string };
    const page = await json<Page>(
      await get(loader, `/admin/messages/${sent.id}`, support.cookie, { messageId: sent.id }),
    );
    expect(page.message.message).toBe(sent.message);
    expect(page.message.readAt).toBeNull();
    expect(page.replyHref).toBe(
      `mailto:${sent.email}?subject=${encodeURIComponent("Re: your message to Donkerhoek Farm Supplies")}`,
    );
    expect(await state(sent.id)).toEqual({ handled_at: null, archived_at: null });

    const read = await change(sent.id, "read", support.cookie);
    expect(read.status).toBe(302);
    expect(read.headers.get("Location")).toBe(`/admin/messages/${sent.id}`);
    expect(await toastAfter(read, support.cookie)).toMatchObject({ title: "Marked as read" });
    expect((await state(sent.id)).handled_at).not.toBeNull();
    const readTab = await json<List>(
      await get(listLoader, `/admin/messages?tab=read&search=${sent.tag}`, support.cookie),
    );
    expect(readTab.messages.map((message) => message.id)).toEqual([sent.id]);
    expect(readTab.counts).toEqual({ unread: 0, read: 1, archived: 0 });

    // Marking it read again changes nothing and records nothing.
    expect((await change(sent.id, "read", support.cookie)).status).toBe(302);

    const unread = await change(sent.id, "unread", support.cookie);
    expect(unread.status).toBe(302);
    expect(await toastAfter(unread, support.cookie)).toMatchObject({ title: "Marked as unread" });
    expect(await state(sent.id)).toEqual({ handled_at: null, archived_at: null });

    const audit = await auditFor(sent.id);
    expect(audit.map((row) => [row.action, row.actor_id, row.entity_type])).toEqual([
      ["contact_message.read", support.id, "contact_message"],
      ["contact_message.unread", support.id, "contact_message"],
    ]);
    expect(JSON.parse(audit[1]?.details ?? "{}").changes.handled_at.to).toBeNull();
  });

  it("archives and unarchives a message, keeping whether it was read", async () => {
    const admin = await signedInUser(["super_admin"]);
    const sent = await contactMessage();
    await change(sent.id, "read", admin.cookie);
    const archived = await change(sent.id, "archive", admin.cookie);
    expect(archived.status).toBe(302);
    expect(await toastAfter(archived, admin.cookie)).toMatchObject({ title: "Message archived" });
    const archivedTab = await json<List>(
      await get(listLoader, `/admin/messages?tab=archived&search=${sent.tag}`, admin.cookie),
    );
    expect(archivedTab.messages.map((message) => message.id)).toEqual([sent.id]);
    expect(archivedTab.counts).toEqual({ unread: 0, read: 0, archived: 1 });

    expect((await change(sent.id, "unarchive", admin.cookie)).status).toBe(302);
    const back = await json<List>(await get(listLoader, `/admin/messages?search=${sent.tag}`, admin.cookie));
    expect(back.counts).toEqual({ unread: 0, read: 1, archived: 0 });
    expect((await auditFor(sent.id)).map((row) => row.action)).toEqual([
      "contact_message.read",
      "contact_message.archive",
      "contact_message.unarchive",
    ]);
  });

  it("refuses customers and staff outside the area (a content manager), to read or to change", async () => {
    const sent = await contactMessage();
    for (const roles of [[], ["content_manager"], ["order_processor"]] as const) {
      const person = await signedInUser([...roles]);
      expect((await get(listLoader, "/admin/messages", person.cookie)).status).toBe(403);
      expect((await get(loader, `/admin/messages/${sent.id}`, person.cookie, { messageId: sent.id })).status).toBe(403);
      expect((await change(sent.id, "read", person.cookie)).status).toBe(403);
    }
    const visitor = await get(listLoader, "/admin/messages");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await state(sent.id)).toEqual({ handled_at: null, archived_at: null });
    expect(await auditFor(sent.id)).toEqual([]);
  });

  it("answers an unknown id with 404 and a malformed or unknown request with a 4xx, never a 500", async () => {
    const support = await signedInUser(["customer_support"]);
    const missing = randomUUID();
    expect((await get(loader, `/admin/messages/${missing}`, support.cookie, { messageId: missing })).status).toBe(404);
    expect((await change(missing, "read", support.cookie)).status).toBe(404);
    expect((await get(loader, "/admin/messages/x", support.cookie, { messageId: "x".repeat(500) })).status).toBe(404);

    const sent = await contactMessage();
    const unknownIntent = await change(sent.id, "delete", support.cookie);
    expect(unknownIntent.status).toBe(400);
    expect((await json<{ message: string }>(unknownIntent)).message).toBe("Please choose what to do with the message.");
    const noIntent = await post(action, `/admin/messages/${sent.id}`, {}, support.cookie, { messageId: sent.id });
    expect(noIntent.status).toBe(400);

    const jsonBody = await action({
      request: new Request(`${TEST_ORIGIN}/admin/messages/${sent.id}`, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", Cookie: support.cookie },
        body: JSON.stringify({ intent: "read" }),
      }),
      params: { messageId: sent.id },
      context: {},
    }).catch((thrown: unknown) => thrown);
    expect(jsonBody).toBeInstanceOf(Response);
    expect((jsonBody as Response).status).toBe(415);
    const broken = await action({
      request: new Request(`${TEST_ORIGIN}/admin/messages/${sent.id}`, {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          "Content-Type": "multipart/form-data; boundary=nothing",
          Cookie: support.cookie,
        },
        body: "this is not multipart",
      }),
      params: { messageId: sent.id },
      context: {},
    }).catch((thrown: unknown) => thrown);
    expect((broken as Response).status).toBe(400);
    expect(await state(sent.id)).toEqual({ handled_at: null, archived_at: null });
  });
});
