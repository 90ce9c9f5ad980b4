import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/account";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

const MESSAGES_SAVED = translatorFor("en", ["account"])("account:toast.messagesSaved");

// "Messages from the shop" on the account screen (issues 32 and 43): the order news channel and
// offers by SMS, a consent that belongs to the number proved on the account (decision 0089).

const save = (cookie: string, fields: Record<string, string>) =>
  post(action, "/account", { intent: "messages", ...fields }, cookie);

const channelOf = async (id: string) =>
  (await db().selectFrom("users").select("order_news_channel").where("id", "=", id).executeTakeFirstOrThrow())
    .order_news_channel;
const consentOf = (phone: string) =>
  db().selectFrom("sms_consents").select(["user_id", "source"]).where("phone", "=", phone).executeTakeFirst();
const audit = (userId: string) =>
  db()
    .selectFrom("audit_log")
    .select(["action", "entity_type", "entity_id"])
    .where("actor_id", "=", userId)
    .orderBy("created_at")
    .orderBy("rowid" as never)
    .execute();

type Messages = {
  messagePreferences: { newsChannel: string; proved: { phone: string } | null; marketing: { state: string } };
};

describe("messages from the shop on the account screen", () => {
  it("without a proved number: the channel is kept, SMS wait for a proof, and the screen says so", async () => {
    const user = await signedInUser();
    const saved = await save(user.cookie, { newsChannel: "sms" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account/phone?next=%2Faccount");
    expect(await channelOf(user.id)).toBe("sms");
    const page = await json<Messages>(await get(loader, "/account", user.cookie));
    expect(page.messagePreferences).toMatchObject({ newsChannel: "sms", proved: null, marketing: { state: "none" } });
  });

  it("with a proved number: saves SMS news and the number's consent with its source, withdraws it, all audited", async () => {
    const user = await signedInUser();
    await proveNumber(db(), user.id, "+27825550142");
    const saved = await save(user.cookie, { newsChannel: "both", offersBySms: "on" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account");
    expect(await toastAfter(saved, user.cookie)).toMatchObject({ title: MESSAGES_SAVED });
    expect(await channelOf(user.id)).toBe("both");
    expect(await consentOf("+27825550142")).toEqual({ user_id: user.id, source: "account" });
    const page = await json<Messages>(await get(loader, "/account", user.cookie));
    expect(page.messagePreferences).toMatchObject({
      newsChannel: "both",
      proved: { phone: "082 555 0142" },
      marketing: { state: "consented" },
    });

    expect((await save(user.cookie, { newsChannel: "sms" })).status).toBe(303);
    expect(await consentOf("+27825550142")).toBeUndefined();
    expect((await audit(user.id)).map((entry) => [entry.action, entry.entity_id])).toEqual([
      ["sms.marketing_consent", "+27825550142"],
      ["sms.marketing_consent_withdrawn", "+27825550142"],
    ]);
  });

  it("a save that keeps the channel and offers as they are writes no audit entry", async () => {
    const user = await signedInUser();
    await proveNumber(db(), user.id, "+27825550143");
    await save(user.cookie, { newsChannel: "email" });
    await save(user.cookie, { newsChannel: "email" });
    expect(await audit(user.id)).toEqual([]);
  });
});
