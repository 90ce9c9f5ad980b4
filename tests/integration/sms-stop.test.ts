import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { db } from "~/platform/db.server";
import { codeWords } from "~/sms/code-words.server";
import { askForMarketingConsent, CONSENT_QUESTION_LIMITS } from "~/sms/consent-question.server";
import { recordInbound } from "~/sms/inbound-replies.server";
import { numberMarketingState } from "~/sms/marketing-consent.server";
import { SMS_CANCELLED_OPTED_OUT, SMS_NUMBER_NOT_MOBILE_MESSAGE, smsStoppedMidwayMessage } from "~/sms/messages";
import { optOut } from "~/sms/opt-outs.server";
import {
  CONSENT_CONFIRMATION_KIND,
  CONSENT_QUESTION_KIND,
  consentConfirmationText,
  consentQuestionText,
  OPT_OUT_CONFIRMATION_KIND,
  optOutConfirmationText,
} from "~/sms/reply-texts";
import { smsLayout } from "~/sms/sms-encoding";
import { queueSms } from "~/sms/sms-outbox.server";
import { type SmsSender, startSmsSender } from "~/sms/sms-sender.server";
import { startLoopbackSmpp } from "../support/smpp-server";
import { proveNumber } from "../support/sms-numbers";

// The answers to "SMS my phone the question" as an English reader gets them (the `sms` catalogue).
const {
  consentAlready: SMS_CONSENT_ALREADY_GIVEN,
  consentSent: SMS_CONSENT_QUESTION_SENT,
  consentTooSoon: smsConsentQuestionTooSoonMessage,
} = codeWords("en");

// STOP at once and consent by reply (decision 0090), against the smpp package's own server on
// loopback: what reaches it is what the phones would get.
const smsc = await startLoopbackSmpp();
process.env.SMS_URL = smsc.url;
process.env.SMS_FROM = "Donkerhoek";
process.env.SMS_RATE = "500";

const FAST = {
  pollMs: 50,
  connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 5000, enquireLinkMs: 1000 },
};
const POLL = { timeout: 10_000, interval: 20 };
const SHOP = "Donkerhoek Farm Supplies";

let sender: SmsSender | undefined;
beforeAll(() => {
  sender = startSmsSender(db(), FAST);
});
afterAll(async () => {
  await sender?.stop();
  await smsc.close();
});

/** A marketing SMS of three GSM parts, as a bulk send queues it. */
const OFFER = `${"Lucerne bales R95, dairy meal R310, layer mash R285 and more this week only at the co-op. ".repeat(4)}\nReply STOP to opt out`;

async function marketing(to: string, text = OFFER) {
  const result = await queueSms(db(), { to, text, kind: "bulk", priority: "bulk" });
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

async function orderNews(to: string, text: string) {
  const result = await queueSms(db(), { to, text, kind: "order-ready" });
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

const row = (id: string) => db().selectFrom("sms_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const statusOf = async (id: string) => (await row(id)).status;
const submitsTo = (msisdn: string) => smsc.submits.filter((submit) => submit.to === msisdn);
const marketingPartsTo = (msisdn: string) => submitsTo(msisdn).filter((submit) => OFFER.includes(submit.text));

/**
 * Everything the shop queued for the number before now has been handed over: a transactional SMS
 * queued now goes after every earlier one, so once it is sent, nothing queued before waits.
 */
async function settled(e164: string) {
  const marker = await orderNews(e164, `Marker ${randomUUID().slice(0, 8)}`);
  await expect.poll(() => statusOf(marker), POLL).toBe("sent");
}

const inboundFrom = (e164: string) =>
  db()
    .selectFrom("sms_inbound")
    .select(["body", "kind", "is_stop", "handled_at"])
    .where("from_number", "=", e164)
    .orderBy("received_at")
    .orderBy(sql`rowid`)
    .execute();

describe("STOP at once", () => {
  it("a STOP between the parts of a marketing SMS: no further marketing part reaches the number, the others get theirs, one answer, order news still goes", async () => {
    expect(smsLayout(OFFER)).toMatchObject({ encoding: "gsm7", parts: 3 });
    await sender?.stop();
    const stopper = "+27825550301";
    const others = ["+27825550302", "+27825550303"];
    const first = await marketing(stopper);
    const second = await marketing(stopper, "Winter specials on feed this Saturday.\nReply STOP to opt out");
    const theirs = await Promise.all(others.map((to) => marketing(to)));
    let newsAfterStop = "";

    // As the first part to the number reaches the network, the phone answers "Stop asseblief":
    // the shop has stored it when the part is answered, before it would submit the next one.
    smsc.beforeAnswer = async (submitted) => {
      if (submitted.to !== "27825550301" || smsc.submits.filter((s) => s.to === submitted.to).length !== 1) return;
      expect(await smsc.sendInbound("27825550301", "Stop asseblief")).toBe(0);
      newsAfterStop = await orderNews(stopper, "Order DH-2001 is ready for collection.");
    };
    sender = startSmsSender(db(), FAST);
    try {
      await expect.poll(() => Promise.all(theirs.map(statusOf)), POLL).toEqual(["sent", "sent"]);
      await expect.poll(() => statusOf(first), POLL).toBe("cancelled");
      await settled(stopper);
    } finally {
      smsc.beforeAnswer = null;
    }

    // The number got the first part of the first SMS and nothing more of any marketing SMS.
    const toStopper = submitsTo("27825550301");
    expect(marketingPartsTo("27825550301")).toHaveLength(1);
    expect(marketingPartsTo("27825550301")[0]?.udh?.slice(3)).toEqual([3, 1]);
    expect(toStopper.some((submit) => submit.text.startsWith("Winter specials"))).toBe(false);
    for (const other of ["27825550302", "27825550303"]) expect(marketingPartsTo(other)).toHaveLength(3);

    expect(await row(first)).toMatchObject({
      status: "cancelled",
      cancelled_at: expect.any(String),
      error: smsStoppedMidwayMessage(1, 3),
      aggregator_message_id: marketingPartsTo("27825550301")[0]?.messageId,
    });
    const parts = await db().selectFrom("sms_parts").select("part").where("message_id", "=", first).execute();
    expect(parts).toEqual([{ part: 1 }]);
    expect(await row(second)).toMatchObject({ status: "cancelled", error: SMS_CANCELLED_OPTED_OUT });

    // One answer, the law's words, and the order news after the STOP still went.
    expect(toStopper.filter((submit) => submit.text === optOutConfirmationText(SHOP))).toHaveLength(1);
    expect(await statusOf(newsAfterStop)).toBe("sent");
    expect(toStopper.some((submit) => submit.text === "Order DH-2001 is ready for collection.")).toBe(true);

    expect(await inboundFrom(stopper)).toEqual([
      { body: "Stop asseblief", kind: "stop", is_stop: 1, handled_at: expect.any(String) },
    ]);
    expect(await numberMarketingState(db(), stopper)).toMatchObject({ state: "opted_out", source: "sms_reply" });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "details"])
      .where("entity_type", "=", "sms_opt_out")
      .where("entity_id", "=", stopper)
      .execute();
    expect(audit).toEqual([{ action: "sms.opt_out", actor_id: null, details: expect.any(String) }]);
    expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ source: "sms_reply", cancelledMarketingSms: 1 });

    // A second STOP is kept but gets no second answer.
    expect(await smsc.sendInbound("27825550301", "STOP")).toBe(0);
    await settled(stopper);
    expect(submitsTo("27825550301").filter((submit) => submit.text === optOutConfirmationText(SHOP))).toHaveLength(1);
    expect((await inboundFrom(stopper)).map((reply) => reply.kind)).toEqual(["stop", "stop"]);
    // And a marketing SMS queued afterwards is refused outright.
    expect((await queueSms(db(), { to: stopper, text: "Hi", kind: "bulk", priority: "bulk" })).ok).toBe(false);
  });

  it("a marketing SMS whose number opted out after it was queued is cancelled by the sender, not sent", async () => {
    await sender?.stop();
    const phone = "+27835550311";
    const offer = await marketing(phone, "Seed potatoes in stock.\nReply STOP to opt out");
    // Opted out behind the outbox's back (as another process might): only the sender's check is left.
    await db().insertInto("sms_opt_outs").values({ phone, source: "staff" }).execute();
    sender = startSmsSender(db(), FAST);
    await settled(phone);
    expect(await row(offer)).toMatchObject({ status: "cancelled", error: SMS_CANCELLED_OPTED_OUT });
    expect(submitsTo("27835550311").filter((submit) => submit.text.startsWith("Seed potatoes"))).toEqual([]);
  });

  it("every usual wording of STOP, English and Afrikaans, cancels the number's queued marketing SMS in its own transaction", async () => {
    await sender?.stop();
    sender = undefined;
    const wordings = [
      "STOP",
      "stop all",
      "UNSUBSCRIBE",
      "Cancel",
      "END",
      "quit!",
      "Opt-out",
      "Stop please",
      "please stop",
      "Stop asseblief",
      "kanselleer",
      "Bedank",
      "stop sms",
    ];
    for (const [index, wording] of wordings.entries()) {
      const phone = `+2772555${String(400 + index).padStart(4, "0")}`;
      const offer = await marketing(phone, "Fencing specials.\nReply STOP to opt out");
      const reply = await recordInbound(db(), { from: phone.slice(1), to: "Donkerhoek", text: wording });
      expect(reply.kind, wording).toBe("stop");
      expect(await row(offer), wording).toMatchObject({ status: "cancelled", error: SMS_CANCELLED_OPTED_OUT });
      expect((await numberMarketingState(db(), phone)).state, wording).toBe("opted_out");
      const answers = await db()
        .selectFrom("sms_messages")
        .select(["body", "priority"])
        .where("to_number", "=", phone)
        .where("kind", "=", OPT_OUT_CONFIRMATION_KIND)
        .execute();
      expect(answers, wording).toEqual([{ body: optOutConfirmationText(SHOP), priority: "transactional" }]);
    }
    // A sentence that merely contains the word is for the inbox, and changes nothing.
    const phone = "+27725550499";
    const offer = await marketing(phone, "Fencing specials.\nReply STOP to opt out");
    const reply = await recordInbound(db(), {
      from: "27725550499",
      to: "Donkerhoek",
      text: "Don't stop the deliveries",
    });
    expect(reply.kind).toBe("other");
    expect(await statusOf(offer)).toBe("queued");
    expect(await inboundFrom(phone)).toEqual([
      { body: "Don't stop the deliveries", kind: "other", is_stop: 0, handled_at: null },
    ]);
    await db().deleteFrom("sms_messages").where("id", "=", offer).execute();
  });
});

describe("YES to the shop's question", () => {
  it("restores the consent of a number that had said STOP, answered once; a YES without a question goes to the inbox", async () => {
    sender ??= startSmsSender(db(), FAST);
    const phone = "+27845550321";
    const userId = randomUUID();
    await db()
      .insertInto("users")
      .values({ id: userId, email: `yes-${userId.slice(0, 8)}@example.com` })
      .execute();
    await proveNumber(db(), userId, phone);
    await db()
      .transaction()
      .execute((trx) => optOut(trx, { phone, source: "sms_reply" }).then(() => undefined));

    const asked = await askForMarketingConsent(db(), "084 555 0321", { actor: { id: userId, email: "x@example.com" } });
    expect(asked).toEqual({ ok: true, id: expect.any(String), message: SMS_CONSENT_QUESTION_SENT });
    await expect.poll(() => statusOf(asked.ok ? asked.id : ""), POLL).toBe("sent");
    expect(submitsTo("27845550321").map((submit) => submit.text)).toEqual([consentQuestionText(SHOP)]);

    expect(await smsc.sendInbound("27845550321", "Ja asseblief")).toBe(0);
    expect(await numberMarketingState(db(), phone)).toMatchObject({ state: "consented", source: "sms_reply" });
    const consent = await db().selectFrom("sms_consents").selectAll().where("phone", "=", phone).executeTakeFirst();
    expect(consent).toMatchObject({ user_id: userId, source: "sms_reply", inbound_id: expect.any(String) });
    expect(await db().selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).execute()).toEqual([]);

    // A second YES is kept, and answered by nothing.
    expect(await smsc.sendInbound("27845550321", "YES")).toBe(0);
    await settled(phone);
    const texts = submitsTo("27845550321").map((submit) => submit.text);
    expect(texts.filter((text) => text === consentConfirmationText(SHOP))).toHaveLength(1);
    expect((await inboundFrom(phone)).map((reply) => reply.kind)).toEqual(["yes", "yes"]);
    const kinds = await db()
      .selectFrom("sms_messages")
      .select("kind")
      .where("to_number", "=", phone)
      .where("kind", "in", [CONSENT_QUESTION_KIND, CONSENT_CONFIRMATION_KIND])
      .orderBy("created_at")
      .execute();
    expect(kinds.map((one) => one.kind)).toEqual([CONSENT_QUESTION_KIND, CONSENT_CONFIRMATION_KIND]);

    // A number the shop never asked: its YES is a reply for the inbox, and consents to nothing.
    expect(await smsc.sendInbound("27845550322", "YES")).toBe(0);
    expect(await inboundFrom("+27845550322")).toEqual([{ body: "YES", kind: "other", is_stop: 0, handled_at: null }]);
    expect(await numberMarketingState(db(), "+27845550322")).toEqual({ state: "none" });
    await settled("+27845550322");
    expect(submitsTo("27845550322").some((submit) => submit.text === consentConfirmationText(SHOP))).toBe(false);
  });

  it("the answer to a STOP asks too (Reply YES to get offers again), for 30 days", async () => {
    const phone = "+27845550331";
    await recordInbound(db(), { from: "27845550331", to: "Donkerhoek", text: "STOP" });
    await expect
      .poll(
        async () =>
          (await db().selectFrom("sms_messages").select("status").where("to_number", "=", phone).execute()).map(
            (one) => one.status,
          ),
        POLL,
      )
      .toEqual(["sent"]);
    // 31 days later a YES is a reply for the inbox.
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await recordInbound(db(), { from: "27845550331", to: "Donkerhoek", text: "yes" }, later)).kind).toBe(
      "other",
    );
    expect((await numberMarketingState(db(), phone)).state).toBe("opted_out");
    // Within them it is the owner's consent.
    expect((await recordInbound(db(), { from: "27845550331", to: "Donkerhoek", text: "Yes please" })).kind).toBe("yes");
    expect((await numberMarketingState(db(), phone)).state).toBe("consented");
  });

  it("the question is limited per number (1 an hour, 3 in 30 days) and refused for a landline or a consenting number", async () => {
    const [hour, month] = CONSENT_QUESTION_LIMITS;
    expect([hour.limit, hour.windowMs, month.limit, month.windowMs]).toEqual([1, 3_600_000, 3, 2_592_000_000]);
    // A day into a 30-day window of the limiter, so every hit below falls in the same one.
    const start = Math.floor(Date.now() / month.windowMs) * month.windowMs + 24 * 3_600_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const ask = (minutes: number) => askForMarketingConsent(db(), "0615550341", { now: at(minutes) });

    expect((await ask(0)).ok).toBe(true);
    // The limiter's sliding window weighs the hour before in full at the start of the next one,
    // so after a question at the start of an hour the next fits two hours on (decision 0087).
    expect(await ask(10)).toEqual({
      ok: false,
      reason: "too_soon",
      message: smsConsentQuestionTooSoonMessage(6600),
      retryAfterSeconds: 6600,
    });
    expect(smsConsentQuestionTooSoonMessage(6600)).toContain("in 2 hours");
    expect((await ask(120)).ok).toBe(true);
    expect((await ask(240)).ok).toBe(true);
    const fourth = await ask(360);
    expect(fourth).toMatchObject({ ok: false, reason: "too_soon" });
    expect(fourth.ok ? 0 : (fourth.retryAfterSeconds ?? 0)).toBeGreaterThan(20 * 24 * 3600);
    const questions = await db()
      .selectFrom("sms_messages")
      .select(["body", "priority"])
      .where("to_number", "=", "+27615550341")
      .where("kind", "=", CONSENT_QUESTION_KIND)
      .execute();
    expect(questions).toEqual(
      Array.from({ length: 3 }, () => ({ body: consentQuestionText(SHOP), priority: "transactional" })),
    );

    expect(await askForMarketingConsent(db(), "012 802 0000")).toEqual({
      ok: false,
      reason: "not_mobile",
      message: SMS_NUMBER_NOT_MOBILE_MESSAGE,
    });
    const userId = randomUUID();
    await db()
      .insertInto("users")
      .values({ id: userId, email: `c-${userId.slice(0, 8)}@example.com` })
      .execute();
    await proveNumber(db(), userId, "+27615550342", { consent: true });
    expect(await askForMarketingConsent(db(), "+27615550342")).toEqual({
      ok: false,
      reason: "already_consented",
      message: SMS_CONSENT_ALREADY_GIVEN,
    });
  });
});
