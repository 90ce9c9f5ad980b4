import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/admin.sms_.inbox";
import { recordInbound } from "~/sms/inbound-replies.server";
import { SMS_CANCELLED_OPTED_OUT, SMS_NUMBER_NOT_MOBILE_MESSAGE } from "~/sms/messages";
import { OPT_OUT_CONFIRMATION_KIND, optOutConfirmationText } from "~/sms/reply-texts";
import {
  SMS_ALREADY_OPTED_OUT,
  SMS_INBOX_UNKNOWN_ACTION,
  SMS_MARKED_HANDLED,
  SMS_OPTED_OUT_TOAST,
  SMS_REOPENED,
  SMS_REPLY_NOT_FOUND,
  smsOptedOutDescription,
} from "~/sms/sms-inbox";
import type { SmsInboxRow } from "~/sms/sms-inbox.server";
import { queueSms } from "~/sms/sms-outbox.server";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

// The SMS inbox's loader and actions (decision 0090), as Remix calls them. No SMPP server: the
// replies are stored as the sender stores them (recordInbound), and the answers stay queued.

type Page = {
  list: { replies: SmsInboxRow[]; counts: Record<"open" | "handled" | "all", number>; hasMore: boolean } | null;
  ask: { phone: string; inboundId: string | null; customer: string | null } | null;
  typedError: string | null;
};

const PAGE = "/admin/sms/inbox";
let support: Awaited<ReturnType<typeof signedInUser>>;
const thandi = { id: randomUUID(), phone: "+27825550501", orders: [] as string[] };
const pieter = { id: randomUUID(), phone: "+27835550502", order: "" };
const replies = { thandi: "", pieter: "", stranger: "", stop: "" };

async function order(userId: string, createdAt: string, status: "pending" | "ready_for_pickup" = "pending") {
  const orderNumber = `ORD-1999-${Math.floor(Math.random() * 1e9)}`;
  await db()
    .insertInto("orders")
    .values({
      id: randomUUID(),
      order_number: orderNumber,
      user_id: userId,
      subtotal_cents: 1000,
      total_cents: 1000,
      status,
      created_at: createdAt,
    })
    .execute();
  return orderNumber;
}

async function reply(from: string, text: string, at: string) {
  const stored = await recordInbound(db(), { from, to: "Donkerhoek", text }, new Date(at));
  await db().updateTable("sms_inbound").set({ received_at: at }).where("id", "=", stored.id).execute();
  return stored.id;
}

beforeAll(async () => {
  support = await signedInUser(["customer_support"]);
  // Thandi: a client with a profile, her number proved and consenting, two orders.
  await db()
    .insertInto("users")
    .values({ id: thandi.id, email: "thandi-inbox@example.com", first_name: "T", last_name: "M" })
    .execute();
  await db()
    .insertInto("client_profiles")
    .values({
      id: randomUUID(),
      user_id: thandi.id,
      client_code: "CL-INBOX-1",
      first_name: "Thandi",
      last_name: "Mokoena",
      email: "thandi-inbox@example.com",
      phone: "082 555 0501",
    })
    .execute();
  await proveNumber(db(), thandi.id, thandi.phone, { consent: true });
  thandi.orders.push(await order(thandi.id, "2026-10-01T08:00:00.000Z"));
  thandi.orders.push(await order(thandi.id, "2026-11-20T08:00:00.000Z", "ready_for_pickup"));
  // Pieter: his number only typed on his account (as people type it), one order, no profile.
  await db()
    .insertInto("users")
    .values({
      id: pieter.id,
      email: "pieter-inbox@example.com",
      first_name: "Pieter",
      last_name: "Botha",
      phone: "083 555-0502",
    })
    .execute();
  pieter.order = await order(pieter.id, "2026-11-01T08:00:00.000Z");

  replies.thandi = await reply("27825550501", "When is my lucerne coming?", "2026-11-25T08:00:00.000Z");
  replies.pieter = await reply("27835550502", "Thanks, got it", "2026-11-25T09:00:00.000Z");
  replies.stranger = await reply("27845550599", "Who is this?", "2026-11-25T10:00:00.000Z");
  replies.stop = await reply("27825550503", "STOP", "2026-11-25T11:00:00.000Z");
});

const page = async (path: string, cookie = support.cookie) => {
  const response = await get(loader, path, cookie);
  return { status: response.status, page: await json<Page>(response) };
};

describe("the SMS inbox", () => {
  it("lists the open replies newest first, each beside its customer, latest order and marketing state", async () => {
    const { status, page: open } = await page(PAGE);
    expect(status).toBe(200);
    expect(open.list?.counts).toEqual({ open: 3, handled: 1, all: 4 });
    expect(open.list?.replies.map((row) => row.body)).toEqual([
      "Who is this?",
      "Thanks, got it",
      "When is my lucerne coming?",
    ]);
    const [stranger, fromPieter, fromThandi] = open.list?.replies ?? [];
    expect(fromThandi).toMatchObject({
      from: "+27825550501",
      fromDisplay: "082 555 0501",
      kind: "other",
      handledAt: null,
      customer: {
        userId: thandi.id,
        name: "Thandi Mokoena",
        email: "thandi-inbox@example.com",
        proved: true,
        hasClientProfile: true,
        others: 0,
        latestOrder: { orderNumber: thandi.orders[1], status: "ready_for_pickup" },
      },
      marketing: { state: "consented", source: "account" },
    });
    expect(fromPieter).toMatchObject({
      customer: {
        userId: pieter.id,
        name: "Pieter Botha",
        proved: false,
        hasClientProfile: false,
        latestOrder: { orderNumber: pieter.order, status: "pending" },
      },
      marketing: { state: "none" },
    });
    expect(stranger).toMatchObject({ fromDisplay: "084 555 0599", customer: null, marketing: { state: "none" } });

    // The STOP arrived handled by the shop, labelled, its number opted out.
    const { page: handled } = await page(`${PAGE}?tab=handled`);
    expect(handled.list?.replies).toEqual([
      expect.objectContaining({
        id: replies.stop,
        kind: "stop",
        handledBy: null,
        handledAt: expect.any(String),
        marketing: expect.objectContaining({ state: "opted_out", source: "sms_reply" }),
      }),
    ]);
  });

  it("finds the replies of one number, typed as people type it or in part", async () => {
    const { page: typed } = await page(`${PAGE}?tab=all&number=${encodeURIComponent("082 555 0501")}`);
    expect(typed.list?.replies.map((row) => row.id)).toEqual([replies.thandi]);
    expect(typed.list?.counts).toEqual({ open: 1, handled: 0, all: 1 });
    const { page: part } = await page(`${PAGE}?tab=all&number=5550599`);
    expect(part.list?.replies.map((row) => row.id)).toEqual([replies.stranger]);
    const { page: none } = await page(`${PAGE}?number=nothing`);
    expect(none.list?.replies).toEqual([]);
  });

  it("marks a reply handled and reopens it, audited once per change", async () => {
    const handled = await post(action, `${PAGE}?tab=all`, { intent: "handled", id: replies.pieter }, support.cookie);
    expect(handled.status).toBe(302);
    expect(handled.headers.get("Location")).toBe(`${PAGE}?tab=all`);
    expect(await toastAfter(handled, support.cookie)).toMatchObject({
      title: SMS_MARKED_HANDLED,
      description: "The reply from 083 555 0502.",
    });
    const row = () =>
      db()
        .selectFrom("sms_inbound")
        .select(["handled_at", "handled_by"])
        .where("id", "=", replies.pieter)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ handled_at: expect.any(String), handled_by: support.id });
    const { page: shown } = await page(`${PAGE}?tab=handled`);
    expect(shown.list?.replies.find((one) => one.id === replies.pieter)?.handledBy).toBe(support.email);

    // Pressed twice (two people at once): nothing more changes or is recorded.
    expect((await post(action, PAGE, { intent: "handled", id: replies.pieter }, support.cookie)).status).toBe(302);
    const reopened = await post(action, PAGE, { intent: "reopen", id: replies.pieter }, support.cookie);
    expect(await toastAfter(reopened, support.cookie)).toMatchObject({ title: SMS_REOPENED });
    expect(await row()).toEqual({ handled_at: null, handled_by: null });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_type", "=", "sms_inbound")
      .where("entity_id", "=", replies.pieter)
      .orderBy("created_at")
      .execute();
    expect(audit).toEqual([
      { action: "sms_inbound.handled", actor_id: support.id },
      { action: "sms_inbound.reopened", actor_id: support.id },
    ]);
  });

  it("opts a reply's number out after the confirmation page: queued marketing SMS cancelled, the number told once, audited", async () => {
    const offer = await queueSms(db(), { to: thandi.phone, text: "Specials!", kind: "bulk", priority: "bulk" });
    if (!offer.ok) throw new Error(offer.message);

    // Without JavaScript the button is a link to this page, which asks first.
    const { status, page: asking } = await page(`${PAGE}?confirm=${replies.thandi}`);
    expect(status).toBe(200);
    expect(asking).toMatchObject({
      list: null,
      ask: { phone: thandi.phone, inboundId: replies.thandi, customer: "Thandi Mokoena" },
    });
    expect((await get(loader, `${PAGE}?confirm=nope`, support.cookie)).status).toBe(404);

    const fields = { intent: "opt-out", phone: thandi.phone, inboundId: replies.thandi };
    const done = await post(action, PAGE, fields, support.cookie);
    expect(done.status).toBe(302);
    expect(await toastAfter(done, support.cookie)).toMatchObject({
      title: SMS_OPTED_OUT_TOAST,
      description: smsOptedOutDescription("082 555 0501", 1, true),
    });
    expect(
      await db().selectFrom("sms_opt_outs").selectAll().where("phone", "=", thandi.phone).executeTakeFirst(),
    ).toMatchObject({ source: "staff", inbound_id: replies.thandi });
    expect(await db().selectFrom("sms_consents").select("phone").where("phone", "=", thandi.phone).execute()).toEqual(
      [],
    );
    expect(
      await db()
        .selectFrom("sms_messages")
        .select(["status", "error"])
        .where("id", "=", offer.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "cancelled", error: SMS_CANCELLED_OPTED_OUT });
    const told = await db()
      .selectFrom("sms_messages")
      .select(["body", "priority"])
      .where("to_number", "=", thandi.phone)
      .where("kind", "=", OPT_OUT_CONFIRMATION_KIND)
      .execute();
    expect(told).toEqual([{ body: optOutConfirmationText("Donkerhoek Farm Supplies"), priority: "transactional" }]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "details"])
      .where("entity_type", "=", "sms_opt_out")
      .where("entity_id", "=", thandi.phone)
      .execute();
    expect(audit).toEqual([{ action: "sms.opt_out", actor_id: support.id, details: expect.any(String) }]);
    expect(JSON.parse(audit[0]?.details ?? "")).toEqual({
      source: "staff",
      inboundId: replies.thandi,
      cancelledMarketingSms: 1,
    });

    // The row now shows it, and offers no second opt-out; asking again changes nothing.
    const { page: after } = await page(`${PAGE}?tab=all&number=0825550501`);
    expect(after.list?.replies[0]?.marketing).toMatchObject({ state: "opted_out", source: "staff" });
    const again = await post(action, PAGE, fields, support.cookie);
    expect(await toastAfter(again, support.cookie)).toMatchObject({ description: SMS_ALREADY_OPTED_OUT });
    expect(
      await db()
        .selectFrom("audit_log")
        .select("id")
        .where("entity_id", "=", thandi.phone)
        .where("action", "like", "sms.opt_out%")
        .execute(),
    ).toHaveLength(1);
  });

  it("opts a typed number out for a customer who phoned, after asking; a landline is refused beside the field", async () => {
    const { status, page: asking } = await page(`${PAGE}?optOut=${encodeURIComponent("083 555 0502")}`);
    expect(status).toBe(200);
    expect(asking.ask).toEqual({ phone: pieter.phone, inboundId: null, customer: "Pieter Botha" });

    const landline = await page(`${PAGE}?optOut=${encodeURIComponent("012 802 0000")}`);
    expect(landline.status).toBe(400);
    expect(landline.page).toMatchObject({ ask: null, typedError: SMS_NUMBER_NOT_MOBILE_MESSAGE });
    expect(landline.page.list).not.toBeNull();

    const done = await post(action, PAGE, { intent: "opt-out", phone: "083 555 0502" }, support.cookie);
    expect(await toastAfter(done, support.cookie)).toMatchObject({
      description: smsOptedOutDescription("083 555 0502", 0, true),
    });
    expect(
      await db().selectFrom("sms_opt_outs").selectAll().where("phone", "=", pieter.phone).executeTakeFirst(),
    ).toMatchObject({ source: "staff", inbound_id: null });
  });

  it("answers bad input with a message and a 4xx, changing nothing", async () => {
    const unknown = await post(action, PAGE, { intent: "explode", id: replies.stranger }, support.cookie);
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({ message: SMS_INBOX_UNKNOWN_ACTION });
    const missing = await post(action, PAGE, { intent: "handled", id: "no-such-reply" }, support.cookie);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: SMS_REPLY_NOT_FOUND });
    const landline = await post(action, PAGE, { intent: "opt-out", phone: "012 802 0000" }, support.cookie);
    expect(landline.status).toBe(400);
    expect(await json(landline)).toEqual({ message: SMS_NUMBER_NOT_MOBILE_MESSAGE });
    // A reply's id with another number than its own.
    const mismatched = await post(
      action,
      PAGE,
      { intent: "opt-out", phone: "084 555 0599", inboundId: replies.pieter },
      support.cookie,
    );
    expect(mismatched.status).toBe(404);
    expect(await db().selectFrom("sms_opt_outs").select("phone").where("phone", "=", "+27845550599").execute()).toEqual(
      [],
    );
  });

  it("is customer support's and the admins': a clerk without the role gets 403, a visitor the admin sign-in", async () => {
    for (const roles of [["admin"], ["super_admin"]] as const) {
      const person = await signedInUser([...roles]);
      expect((await get(loader, PAGE, person.cookie)).status).toBe(200);
    }
    for (const roles of [
      ["order_processor"],
      ["content_manager"],
      ["inventory_manager"],
      ["financial_officer"],
      [],
    ] as const) {
      const person = await signedInUser([...roles]);
      expect((await get(loader, PAGE, person.cookie)).status, roles.join()).toBe(403);
      const refused = await post(action, PAGE, { intent: "opt-out", phone: "084 555 0599" }, person.cookie);
      expect(refused.status, roles.join()).toBe(403);
    }
    const visitor = await get(loader, PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await db().selectFrom("sms_opt_outs").select("phone").where("phone", "=", "+27845550599").execute()).toEqual(
      [],
    );
  });
});
