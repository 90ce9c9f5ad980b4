import { MESSAGES_SAVED, SMS_PHONE_REQUIRED } from "~/account/messages";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/account";
import { SMS_NUMBER_NOT_MOBILE_MESSAGE, SMS_NUMBER_UNREADABLE_MESSAGE } from "~/sms/messages";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

// "Messages from the shop" on the account screen (issue 32): the order news channel, the
// cellphone for SMS, and offers by SMS, a consent of its own (POPIA section 69).

type Refusal = { intent: string | null; result: { error?: Record<string, string[] | null> } };

const save = (cookie: string, fields: Record<string, string>) =>
  post(action, "/account", { intent: "messages", ...fields }, cookie);

const userRow = (id: string) =>
  db()
    .selectFrom("users")
    .select(["phone", "order_news_channel", "sms_marketing_consent_at", "sms_marketing_consent_source"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
const optOut = (phone: string) =>
  db().selectFrom("sms_opt_outs").select(["source"]).where("phone", "=", phone).executeTakeFirst();
const audit = (userId: string) =>
  db()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "entity_type"])
    .where("actor_id", "=", userId)
    .orderBy("created_at")
    .orderBy("rowid" as never)
    .execute();

describe("messages from the shop on the account screen", () => {
  it("refuses a number that is not a South African cellphone, and SMS or offers without a number, at the field", async () => {
    const user = await signedInUser();
    for (const [fields, message] of [
      [{ newsChannel: "sms", newsPhone: "012 345 6789" }, SMS_NUMBER_NOT_MOBILE_MESSAGE],
      [{ newsChannel: "both", newsPhone: "12345" }, SMS_NUMBER_UNREADABLE_MESSAGE],
      [{ newsChannel: "sms", newsPhone: "" }, SMS_PHONE_REQUIRED],
      [{ newsChannel: "email", newsPhone: "", offersBySms: "on" }, SMS_PHONE_REQUIRED],
    ] as const) {
      const response = await save(user.cookie, fields);
      expect(response.status).toBe(400);
      expect(await json<Refusal>(response)).toMatchObject({
        intent: "messages",
        result: { error: { newsPhone: [message] } },
      });
    }
    expect(await userRow(user.id)).toMatchObject({
      phone: null,
      order_news_channel: "email",
      sms_marketing_consent_at: null,
    });
  });

  it("saves SMS news and the offers consent with its date and source; opting out records an opt-out, opting in again removes it; all audited", async () => {
    const user = await signedInUser();
    const saved = await save(user.cookie, { newsChannel: "both", newsPhone: "+27 (0)82 555 0142", offersBySms: "on" });
    expect(saved.status).toBe(303);
    expect(await toastAfter(saved, user.cookie)).toMatchObject({ title: MESSAGES_SAVED });
    expect(await userRow(user.id)).toMatchObject({
      phone: "082 555 0142",
      order_news_channel: "both",
      sms_marketing_consent_at: expect.any(String),
      sms_marketing_consent_source: "account",
    });
    const page = await json<{ messages: unknown }>(await get(loader, "/account", user.cookie));
    expect(page.messages).toMatchObject({ newsChannel: "both", smsPhone: "082 555 0142", offersBySms: true });

    // Out: the consent goes and the number is opted out (source customer).
    expect((await save(user.cookie, { newsChannel: "sms", newsPhone: "082 555 0142" })).status).toBe(303);
    expect(await userRow(user.id)).toMatchObject({
      order_news_channel: "sms",
      sms_marketing_consent_at: null,
      sms_marketing_consent_source: null,
    });
    expect(await optOut("+27825550142")).toEqual({ source: "customer" });

    // In again: the opt-out is removed.
    expect((await save(user.cookie, { newsChannel: "sms", newsPhone: "082 555 0142", offersBySms: "on" })).status).toBe(
      303,
    );
    expect(await optOut("+27825550142")).toBeUndefined();
    expect((await userRow(user.id)).sms_marketing_consent_source).toBe("account");
    expect((await audit(user.id)).map((entry) => entry.action)).toEqual([
      "sms.marketing_consent",
      "sms.marketing_consent_withdrawn",
      "sms.opt_out",
      "sms.marketing_consent",
    ]);
  });

  it("saving again without a change writes no audit entry", async () => {
    const user = await signedInUser();
    await save(user.cookie, { newsChannel: "email", newsPhone: "" });
    await save(user.cookie, { newsChannel: "email", newsPhone: "" });
    expect(await audit(user.id)).toEqual([]);
  });
});
