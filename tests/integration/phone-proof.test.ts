import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { outbox } from "~/platform/mailer.server";
import * as accountRoute from "~/routes/account";
import * as phoneRoute from "~/routes/account_.phone";
import { codeWords } from "~/sms/code-words.server";
import { CODES_CEILING_SUBJECT } from "~/sms/messages";
import { CODE_LIFETIME_MS, CODE_LIMITS } from "~/sms/phone-code-rules";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

const OFFERS_NUMBER_OPTED_OUT = translatorFor("en", ["account"])("account:error.offersNumberOptedOut");
// The refusals and the toast as an English reader gets them (the `sms` and `account` catalogues).
const {
  codeExpired: CODE_EXPIRED,
  codesPaused: CODES_PAUSED,
  resendTooSoon: codeResendTooSoon,
  tooManyCodes,
  wrongCode,
} = codeWords("en");
const numberProved = (number: string) => translatorFor("en", ["account"])("account:phone.proved", { number });

// Proving a cellphone number with a one-time code (issue 43, decision 0089), through the page's
// loader and action as a browser would post them; the code is read from the SMS the shop queued.

type Refusal = { result: { error?: Record<string, string[] | null> } };

let numberSeq = 5_550_100;
const freshNumber = () => {
  numberSeq += 1;
  return { typed: `082 ${String(numberSeq).slice(0, 3)} ${String(numberSeq).slice(3)}`, e164: `+2782${numberSeq}` };
};

const send = (cookie: string, phone: string, extra: Record<string, string> = {}) =>
  post(phoneRoute.action, "/account/phone", { intent: "send", phone, ...extra }, cookie);
const verify = (cookie: string, code: string, extra: Record<string, string> = {}) =>
  post(phoneRoute.action, "/account/phone", { intent: "verify", code, ...extra }, cookie);

/** The code in the newest SMS to the number, as the phone shows it. */
async function codeSentTo(e164: string): Promise<string> {
  const sms = await db()
    .selectFrom("sms_messages")
    .select(["body", "kind"])
    .where("to_number", "=", e164)
    .orderBy("created_at", "desc")
    .orderBy("rowid" as never, "desc")
    .executeTakeFirstOrThrow();
  expect(sms.kind).toBe("phone-code");
  const code = /your code is (\d{6})\./.exec(sms.body)?.[1];
  if (!code) throw new Error(`No code in "${sms.body}"`);
  return code;
}

const proofOf = (phone: string) =>
  db().selectFrom("phone_proofs").select(["user_id", "source"]).where("phone", "=", phone).executeTakeFirst();
const codesTo = async (phone: string) =>
  (await db().selectFrom("sms_messages").select("id").where("to_number", "=", phone).execute()).length;

afterEach(() => {
  vi.useRealTimers();
});

describe("proving a cellphone number", () => {
  it("sends a code by SMS, counts wrong tries, and proves the number on the account when it is typed back", async () => {
    const user = await signedInUser();
    const number = freshNumber();
    const sent = await send(user.cookie, number.typed, { next: "/cart/checkout", for: "checkout" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/account/phone?next=%2Fcart%2Fcheckout&for=checkout");
    const page = await json<{ pending: { phone: string } | null; proved: string | null }>(
      await get(phoneRoute.loader, "/account/phone?next=%2Fcart%2Fcheckout&for=checkout", user.cookie),
    );
    expect(page).toMatchObject({ pending: { phone: number.typed }, proved: null });

    const code = await codeSentTo(number.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await verify(user.cookie, wrong);
    expect(refused.status).toBe(400);
    expect((await json<Refusal>(refused)).result.error).toEqual({ code: [wrongCode(4)] });
    expect(await proofOf(number.e164)).toBeUndefined();

    // Typed with a space, as people do.
    const proved = await verify(user.cookie, `${code.slice(0, 3)} ${code.slice(3)}`, {
      next: "/cart/checkout",
      for: "checkout",
    });
    expect(proved.status).toBe(303);
    expect(proved.headers.get("Location")).toBe("/cart/checkout");
    expect(await toastAfter(proved, user.cookie)).toMatchObject({ title: numberProved(number.typed) });
    expect(await proofOf(number.e164)).toEqual({ user_id: user.id, source: "checkout" });
    const row = await db().selectFrom("users").select("phone").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.phone).toBe(number.typed);
    const audit = await db().selectFrom("audit_log").select("action").where("actor_id", "=", user.id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(["sms.number_proved"]);
    // The code is used up.
    expect((await json<Refusal>(await verify(user.cookie, code))).result.error).toEqual({ code: [CODE_EXPIRED] });
  });

  it("ends a code after five wrong tries, and after ten minutes", async () => {
    const user = await signedInUser();
    const number = freshNumber();
    await send(user.cookie, number.typed);
    const code = await codeSentTo(number.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[][] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      messages.push((await json<Refusal>(await verify(user.cookie, wrong))).result.error?.code ?? []);
    expect(messages).toEqual([[wrongCode(4)], [wrongCode(3)], [wrongCode(2)], [wrongCode(1)], [CODE_EXPIRED]]);
    expect((await json<Refusal>(await verify(user.cookie, code))).result.error).toEqual({ code: [CODE_EXPIRED] });
    expect(await proofOf(number.e164)).toBeUndefined();

    const late = await signedInUser();
    const other = freshNumber();
    await send(late.cookie, other.typed);
    const lateCode = await codeSentTo(other.e164);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CODE_LIFETIME_MS + 1000 });
    expect((await json<Refusal>(await verify(late.cookie, lateCode))).result.error).toEqual({ code: [CODE_EXPIRED] });
    expect(await proofOf(other.e164)).toBeUndefined();
  });

  it("keeps one live code per number: a second within a minute is refused, a newer one replaces the older", async () => {
    const user = await signedInUser();
    const number = freshNumber();
    await send(user.cookie, number.typed);
    const first = await codeSentTo(number.e164);
    const again = await send(user.cookie, number.typed);
    expect(again.status).toBe(429);
    expect((await json<Refusal>(again)).result.error).toEqual({ "": [expect.stringMatching(/^We sent a code/)] });
    expect(await codesTo(number.e164)).toBe(1);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect((await send(user.cookie, number.typed)).status).toBe(303);
    const second = await codeSentTo(number.e164);
    expect(await codesTo(number.e164)).toBe(2);
    if (first !== second)
      expect((await json<Refusal>(await verify(user.cookie, first))).result.error?.code?.[0]).toMatch(
        /^That code is not right/,
      );
    expect((await verify(user.cookie, second)).status).toBe(303);
    expect(codeResendTooSoon(1)).toContain("1 second,");
  });

  it("refuses what is not a South African cellphone at the field, and needs a signed-in person", async () => {
    const user = await signedInUser();
    const landline = await send(user.cookie, "012 802 0000");
    expect(landline.status).toBe(400);
    expect((await json<Refusal>(landline)).result.error?.phone?.[0]).toMatch(/not a South African cellphone/);
    const anonymous = await get(phoneRoute.loader, "/account/phone");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Faccount%2Fphone/);
  });
});

describe("the limits on codes", () => {
  it("sends a number at most three codes an hour, whoever asks", async () => {
    freezeClockInsideRateWindow(24 * 60 * 60 * 1000);
    const number = freshNumber();
    const answers: number[] = [];
    for (let asker = 0; asker < 4; asker++) {
      const user = await signedInUser();
      answers.push((await send(user.cookie, number.typed)).status);
      // The next asker comes after the minute between codes.
      vi.setSystemTime(Date.now() + 61_000);
    }
    expect(answers).toEqual([303, 303, 303, 429]);
    expect(await codesTo(number.e164)).toBe(3);
    const user = await signedInUser();
    const refused = await json<Refusal>(await send(user.cookie, number.typed));
    expect(refused.result.error?.[""]?.[0]).toMatch(
      /^Too many codes have been asked for\. Please try again in \d+ minutes/,
    );
  });

  it("sends one account at most five codes an hour, to any numbers", async () => {
    freezeClockInsideRateWindow(24 * 60 * 60 * 1000);
    const user = await signedInUser();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await send(user.cookie, freshNumber().typed)).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(tooManyCodes(3600)).toContain("60 minutes");
  });

  it("pauses every code at the shop's daily ceiling, and tells the admins once", async () => {
    freezeClockInsideRateWindow(24 * 60 * 60 * 1000);
    // The state after a day's ceiling of codes: the shop's counter is full.
    const [ceiling] = CODE_LIMITS.shop;
    const windowStart = new Date(Math.floor(Date.now() / ceiling.windowMs) * ceiling.windowMs).toISOString();
    await db()
      .insertInto("rate_limits")
      .values({
        key: `phone-code:shop:${ceiling.windowMs}`,
        window_started_at: windowStart,
        hits: ceiling.limit,
        previous_hits: 0,
      })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({ hits: ceiling.limit, window_started_at: windowStart }),
      )
      .execute();
    const first = freshNumber();
    const refused = await send((await signedInUser()).cookie, first.typed);
    expect(refused.status).toBe(429);
    expect((await json<Refusal>(refused)).result.error).toEqual({ "": [CODES_PAUSED] });
    expect((await send((await signedInUser()).cookie, freshNumber().typed)).status).toBe(429);
    expect(await codesTo(first.e164)).toBe(0);
    const mails = (await outbox(db())).filter((mail) => mail.subject === CODES_CEILING_SUBJECT);
    expect(mails).toHaveLength(1);
  });
});

describe("a number's proof and consent belong to its owner", () => {
  it("another account that proves the number takes it; the first loses the proof and the consent it gave", async () => {
    const first = await signedInUser();
    const number = freshNumber();
    await proveNumber(db(), first.id, number.e164, { consent: true });
    const second = await signedInUser();
    await send(second.cookie, number.typed);
    expect((await verify(second.cookie, await codeSentTo(number.e164))).status).toBe(303);
    expect(await proofOf(number.e164)).toMatchObject({ user_id: second.id });
    expect(await db().selectFrom("sms_consents").select("phone").where("phone", "=", number.e164).execute()).toEqual(
      [],
    );
    const moved = await db()
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("action", "=", "sms.number_proof_moved")
      .where("entity_id", "=", first.id)
      .execute();
    expect(moved).toHaveLength(1);
  });

  it("no account can undo a STOP: ticking offers for a proved number that opted out changes nothing", async () => {
    const user = await signedInUser();
    const number = freshNumber();
    await db().insertInto("sms_opt_outs").values({ phone: number.e164, source: "sms_reply" }).execute();
    await send(user.cookie, number.typed, { offers: "on" });
    expect((await verify(user.cookie, await codeSentTo(number.e164), { offers: "on" })).status).toBe(303);
    const ticked = await post(
      accountRoute.action,
      "/account",
      { intent: "messages", newsChannel: "sms", offersBySms: "on" },
      user.cookie,
    );
    expect(ticked.status).toBe(400);
    expect((await json<Refusal>(ticked)).result.error).toEqual({ offersBySms: [OFFERS_NUMBER_OPTED_OUT] });
    expect(await db().selectFrom("sms_opt_outs").select("source").where("phone", "=", number.e164).execute()).toEqual([
      { source: "sms_reply" },
    ]);
    expect(await db().selectFrom("sms_consents").select("phone").where("phone", "=", number.e164).execute()).toEqual(
      [],
    );
    const page = await json<{ messagePreferences: { marketing: { state: string } } }>(
      await get(accountRoute.loader, "/account", user.cookie),
    );
    expect(page.messagePreferences.marketing.state).toBe("opted_out");
  });

  it("offers ticked on the way to proving count once the number is proved", async () => {
    const user = await signedInUser();
    const number = freshNumber();
    const saved = await post(
      accountRoute.action,
      "/account",
      { intent: "messages", newsChannel: "both", offersBySms: "on" },
      user.cookie,
    );
    // No proved number: the choice is kept and the person is sent to prove one, offers carried.
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account/phone?next=%2Faccount&offers=on");
    expect(await db().selectFrom("sms_consents").select("phone").where("user_id", "=", user.id).execute()).toEqual([]);
    await send(user.cookie, number.typed, { next: "/account", offers: "on" });
    await verify(user.cookie, await codeSentTo(number.e164), { next: "/account", offers: "on" });
    expect(
      await db().selectFrom("sms_consents").select(["phone", "source"]).where("user_id", "=", user.id).execute(),
    ).toEqual([{ phone: number.e164, source: "account" }]);
    const page = await json<{
      messagePreferences: { newsChannel: string; proved: { phone: string }; marketing: unknown };
    }>(await get(accountRoute.loader, "/account", user.cookie));
    expect(page.messagePreferences).toMatchObject({
      newsChannel: "both",
      proved: { phone: number.typed },
      marketing: { state: "consented", source: "account" },
    });

    // Unticking withdraws the number's consent: no opt-out is recorded (that is the phone's STOP).
    await post(accountRoute.action, "/account", { intent: "messages", newsChannel: "both" }, user.cookie);
    expect(await db().selectFrom("sms_consents").select("phone").where("phone", "=", number.e164).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom("sms_opt_outs").select("phone").where("phone", "=", number.e164).execute()).toEqual(
      [],
    );
  });
});
