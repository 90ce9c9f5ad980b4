import { randomUUID } from "node:crypto";
import { moveStock } from "~/catalog/stock.server";
import { holdExpiredNote } from "~/orders/hold-messages";
import { expireHold } from "~/orders/stock-hold.server";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import * as accountRoute from "~/routes/account";
import * as phoneRoute from "~/routes/account_.phone";
import * as cellphoneRoute from "~/routes/login_.cellphone";
import * as orderRoute from "~/routes/orders.$orderNumber";
import { codeWords } from "~/sms/code-words.server";
import { optOut } from "~/sms/opt-outs.server";
import { TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER, catalogueIdsIn, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { insertOrder } from "../support/orders";
import { remixApp } from "../support/remix-app";
import { signedInUser } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

/**
 * Issue 49, around phones, the account and orders: the refusals of a cellphone number and of a
 * one-time code (/login/cellphone, /account/phone), the answers of My Account's "SMS my phone the
 * question", the loyalty reasons the shop writes, and why the shop cancelled an unpaid order, in
 * Afrikaans for a browser that asks for it, and in English as before (the specifications' words).
 * Pages are read as a browser without JavaScript gets them: the whole document, a form's answer
 * rendered in it.
 */
const handle = remixApp([
  { id: "routes/account", parentId: "root", path: "account", module: accountRoute },
  { id: "routes/account_.phone", parentId: "root", path: "account/phone", module: phoneRoute },
  { id: "routes/login_.cellphone", parentId: "root", path: "login/cellphone", module: cellphoneRoute },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: orderRoute },
]);

const ENGLISH_BROWSER = { "Accept-Language": "en-ZA,en;q=0.9" };
type Headers = Record<string, string>;

const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

async function page(path: string, headers: Headers) {
  const response = await handle(new Request(`${TEST_ORIGIN}${path}`, { headers }));
  const html = await response.text();
  // Every text the page shows is among those its loader sent (a missing one shows its id).
  expect(catalogueIdsIn(html)).toEqual([]);
  return { status: response.status, html, text: visibleWords(html) };
}

/** A form posted without JavaScript: the page again with its answer, or a redirect. */
async function postForm(path: string, fields: Record<string, string>, headers: Headers) {
  const response = await handle(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: "POST",
      headers: {
        Host: "localhost:3000",
        Origin: TEST_ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams(fields),
    }),
  );
  const html = await response.text();
  expect(catalogueIdsIn(html)).toEqual([]);
  return { response, status: response.status, html, text: visibleWords(html) };
}

let numberSeq = 6_120_000;
/** A cellphone number no other test uses, as typed and in E.164. */
const freshNumber = () => {
  numberSeq += 1;
  return { typed: `083 ${String(numberSeq).slice(0, 3)} ${String(numberSeq).slice(3)}`, e164: `+2783${numberSeq}` };
};

/** The code in the newest SMS to the number (in whichever language it was sent). */
async function codeSentTo(e164: string): Promise<string> {
  const sms = await db()
    .selectFrom("sms_messages")
    .select("body")
    .where("to_number", "=", e164)
    .where("kind", "=", "phone-code")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)?.[1] ?? "";
}

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

describe("proving a cellphone on /account/phone: the refusals in the page's language", () => {
  it("in Afrikaans: a number that is no cellphone's, a second code too soon, a wrong code, an empty one", async () => {
    const user = await signedInUser();
    const headers = { ...AFRIKAANS_BROWSER, Cookie: user.cookie, "X-Forwarded-For": ip() };

    const unreadable = await postForm("/account/phone", { intent: "send", phone: "12345" }, headers);
    expect(unreadable.status).toBe(400);
    expect(unreadable.html).toContain('<html lang="af-ZA"');
    expect(unreadable.text).toContain(
      "Tik asseblief 'n Suid-Afrikaanse selfoonnommer in, bv. 082 123 4567 of +27 82 123 4567",
    );
    const landline = await postForm("/account/phone", { intent: "send", phone: "012 345 6789" }, headers);
    expect(landline.text).toContain(
      "Dit is nie 'n Suid-Afrikaanse selfoonnommer nie (dié begin met 06, 07 of 081 tot 084): 'n SMS kan dit nie bereik nie.",
    );

    const number = freshNumber();
    expect((await postForm("/account/phone", { intent: "send", phone: number.typed }, headers)).status).toBe(303);
    const again = await postForm("/account/phone", { intent: "send", phone: number.typed }, headers);
    expect(again.status).toBe(429);
    expect(again.text).toMatch(
      /Ons het minder as 'n minuut gelede 'n kode na dié nommer gestuur\. Wag asseblief \d+ sekondes?, of tik die kode wat jy gekry het\./,
    );

    const code = await codeSentTo(number.e164);
    const wrong = await postForm("/account/phone", { intent: "verify", code: wrongOf(code) }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Dié kode is nie reg nie. Jy het nog 4 probeerslae.");
    const empty = await postForm("/account/phone", { intent: "verify", code: "" }, headers);
    expect(empty.text).toContain("Tik asseblief die kode van 6 syfers uit die SMS.");
    expect(englishInterfaceWords(wrong.html, [user.email, "Donkerhoek Farm Supplies"])).toEqual([]);

    // The right code proves it: the toast in Afrikaans on the page it goes back to.
    const proved = await postForm("/account/phone", { intent: "verify", code }, headers);
    expect(proved.status).toBe(303);
    const after = await page("/account", { ...headers, Cookie: proved.response.headers.get("Set-Cookie") ?? "" });
    expect(after.text).toContain(`Jou selfoon ${number.typed} is bewys: SMS'e van die winkel kan dit bereik.`);
  });

  it("in English, the same refusals word for word as before", async () => {
    const user = await signedInUser();
    const headers = { ...ENGLISH_BROWSER, Cookie: user.cookie, "X-Forwarded-For": ip() };
    const unreadable = await postForm("/account/phone", { intent: "send", phone: "12345" }, headers);
    expect(unreadable.html).toContain('<html lang="en-ZA"');
    expect(unreadable.text).toContain(
      "Please enter a South African cellphone number, e.g. 082 123 4567 or +27 82 123 4567",
    );
    const landline = await postForm("/account/phone", { intent: "send", phone: "012 345 6789" }, headers);
    expect(landline.text).toContain(
      "This is not a South African cellphone number (they start with 06, 07 or 081 to 084): an SMS cannot reach it.",
    );
    const number = freshNumber();
    await postForm("/account/phone", { intent: "send", phone: number.typed }, headers);
    const again = await postForm("/account/phone", { intent: "send", phone: number.typed }, headers);
    expect(again.text).toMatch(
      /We sent a code to this number less than a minute ago\. Please wait \d+ seconds?, or type the code you got\./,
    );
    const code = await codeSentTo(number.e164);
    const wrong = await postForm("/account/phone", { intent: "verify", code: wrongOf(code) }, headers);
    expect(wrong.text).toContain("That code is not right. You have 4 tries left.");
  });
});

describe("signing in with a cellphone code (/login/cellphone): the refusals in the page's language", () => {
  // No SMS account in the tests: the code goes to the e-mail address typed (decision 0097).
  async function codeMailedTo(email: string) {
    const mail = await db()
      .selectFrom("outgoing_emails")
      .select("text_body")
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(mail.text_body)?.[1] ?? "";
  }

  it("in Afrikaans: an unreadable number, then a wrong code and an empty one", async () => {
    const headers = { ...AFRIKAANS_BROWSER, "X-Forwarded-For": ip() };
    const email = `selfoon-af-${randomUUID()}@example.com`;
    const unreadable = await postForm("/login/cellphone", { intent: "send", phone: "12345", email }, headers);
    expect(unreadable.status).toBe(400);
    expect(unreadable.html).toContain('<html lang="af-ZA"');
    expect(unreadable.text).toContain("Tik asseblief 'n Suid-Afrikaanse selfoonnommer in");

    const sent = await postForm("/login/cellphone", { intent: "send", phone: freshNumber().typed, email }, headers);
    expect(sent.status).toBe(303);
    const session = (sent.response.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "").split(";")[0];
    const withSession = { ...headers, Cookie: session ?? "" };
    const code = await codeMailedTo(email);
    const wrong = await postForm("/login/cellphone", { intent: "verify", code: wrongOf(code) }, withSession);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Dié kode is nie reg nie. Jy het nog 4 probeerslae.");
    const empty = await postForm("/login/cellphone", { intent: "verify", code: "abc" }, withSession);
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Tik asseblief die kode van 6 syfers uit die SMS.");
    expect(englishInterfaceWords(empty.html, ["Donkerhoek Farm Supplies"])).toEqual([]);
  });

  it("in English, as before", async () => {
    const headers = { ...ENGLISH_BROWSER, "X-Forwarded-For": ip() };
    const email = `cellphone-en-${randomUUID()}@example.com`;
    const sent = await postForm("/login/cellphone", { intent: "send", phone: freshNumber().typed, email }, headers);
    const session = (sent.response.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "").split(";")[0];
    const withSession = { ...headers, Cookie: session ?? "" };
    const code = await codeMailedTo(email);
    const wrong = await postForm("/login/cellphone", { intent: "verify", code: wrongOf(code) }, withSession);
    expect(wrong.text).toContain("That code is not right. You have 4 tries left.");
    const empty = await postForm("/login/cellphone", { intent: "verify", code: "abc" }, withSession);
    expect(empty.text).toContain("Please type the 6-digit code from the SMS.");
  });
});

describe("the limits' refusals, in both languages", () => {
  it("words the waits as each language does", () => {
    const af = codeWords("af");
    const en = codeWords("en");
    expect(en.tooManyCodes(3600)).toBe(
      "Too many codes have been asked for. Please try again in 60 minutes, or get your order news by e-mail meanwhile.",
    );
    expect(af.tooManyCodes(3600)).toBe(
      "Te veel kodes is gevra. Probeer asseblief weer oor 60 minute, of kry solank jou bestellingnuus per e-pos.",
    );
    expect(en.tooManyCodes(30)).toContain("in 1 minute,");
    expect(af.tooManyCodes(30)).toContain("oor 1 minuut,");
    expect(en.tooManyCodes(7200)).toContain("in 2 hours,");
    expect(af.tooManyCodes(7200)).toContain("oor 2 uur,");
    expect(en.codesPaused).toBe(
      "We cannot send codes right now. Please try again later; your order news comes by e-mail meanwhile.",
    );
    expect(af.codesPaused).toContain("Ons kan nou nie kodes stuur nie.");
    expect(en.resendTooSoon(1)).toContain("Please wait 1 second,");
    expect(af.resendTooSoon(1)).toContain("Wag asseblief 1 sekonde,");
    expect(en.wrongCode(1)).toBe("That code is not right. You have 1 try left.");
    expect(af.wrongCode(1)).toBe("Dié kode is nie reg nie. Jy het nog 1 probeerslag.");
    expect(en.codeExpired).toBe(
      "This code no longer works (codes last 10 minutes and 5 tries). Please ask for a new one.",
    );
    expect(af.codeExpired).toBe(
      "Dié kode werk nie meer nie (kodes hou 10 minute en 5 probeerslae). Vra asseblief 'n nuwe een.",
    );
    expect(en.consentTooSoon(6600)).toContain("or ask again in 2 hours.");
    expect(af.consentTooSoon(6600)).toContain("of vra weer oor 2 uur.");
    expect(en.consentTooSoon(3 * 86_400)).toContain("or ask again in 3 days.");
    expect(af.consentTooSoon(3 * 86_400)).toContain("of vra weer oor 3 dae.");
  });
});

describe("My Account's 'SMS my phone the question'", () => {
  /** A customer whose proved cellphone replied STOP: the page offers to SMS it the question. */
  async function optedOutCustomer() {
    const user = await signedInUser();
    const number = freshNumber();
    await proveNumber(db(), user.id, number.e164);
    await optOut(db(), { phone: number.e164, source: "sms_reply" });
    return { ...user, number };
  }

  it("answers in Afrikaans: the toast once the question is on its way, the refusal of a second one", async () => {
    const user = await optedOutCustomer();
    const headers = { ...AFRIKAANS_BROWSER, Cookie: user.cookie, "X-Forwarded-For": ip() };
    const before = await page("/account", headers);
    expect(before.text).toContain("SMS die vraag na my foon");

    const asked = await postForm("/account", { intent: "ask-consent" }, headers);
    expect(asked.status).toBe(303);
    const after = await page("/account", { ...headers, Cookie: asked.response.headers.get("Set-Cookie") ?? "" });
    expect(after.html).toContain('<html lang="af-ZA"');
    expect(after.text).toContain(
      "Ons het 'n SMS na die nommer gestuur: antwoord JA daarop om ons aanbiedinge per SMS te kry.",
    );
    const questions = await db()
      .selectFrom("sms_messages")
      .select("kind")
      .where("to_number", "=", user.number.e164)
      .where("kind", "=", "consent-question")
      .execute();
    expect(questions).toHaveLength(1);

    const again = await postForm("/account", { intent: "ask-consent" }, headers);
    expect(again.status).toBe(429);
    // The hour's limit answers with the time left on it: an hour, or 2 hours just past a whole one.
    expect(again.text).toMatch(
      /Ons het dié nommer onlangs die vraag gestuur\. Antwoord asseblief JA op daardie SMS, of vra weer oor ('n|2) uur\./,
    );
  });

  it("answers in English as before", async () => {
    const user = await optedOutCustomer();
    const headers = { ...ENGLISH_BROWSER, Cookie: user.cookie, "X-Forwarded-For": ip() };
    const asked = await postForm("/account", { intent: "ask-consent" }, headers);
    const after = await page("/account", { ...headers, Cookie: asked.response.headers.get("Set-Cookie") ?? "" });
    expect(after.text).toContain("We sent an SMS to the number: reply YES to it to get our offers by SMS.");
    const again = await postForm("/account", { intent: "ask-consent" }, headers);
    expect(again.text).toMatch(
      /We sent this number the question recently\. Please reply YES to that SMS, or ask again in (an hour|2 hours)\./,
    );
  });
});

describe("the loyalty points' reasons on My Account", () => {
  it("shows the shop's 'Review Bonus' as Resensiebonus in Afrikaans, as it is in English; a reason staff typed as written", async () => {
    const user = await signedInUser();
    await db()
      .insertInto("loyalty_points")
      .values([
        { id: randomUUID(), user_id: user.id, points: 10, reason: "Review Bonus" },
        { id: randomUUID(), user_id: user.id, points: 5, reason: "Dankie vir die skou" },
      ])
      .execute();
    const afrikaans = await page("/account", { ...AFRIKAANS_BROWSER, Cookie: user.cookie });
    expect(afrikaans.text).toContain("Resensiebonus");
    expect(afrikaans.text).not.toContain("Review Bonus");
    expect(afrikaans.text).toContain("Dankie vir die skou");
    const english = await page("/account", { ...ENGLISH_BROWSER, Cookie: user.cookie });
    expect(english.text).toContain("Review Bonus");
  });
});

describe("an unpaid order the shop cancelled when its hold ran out", () => {
  async function expiredOrder() {
    const user = await signedInUser();
    const product = {
      id: randomUUID(),
      ws_code: `WS7${numberSeq}`,
      stock_code: `SP-${numberSeq}`,
      incl_price_cents: 9_900,
    };
    numberSeq += 1;
    await db()
      .insertInto("products")
      .values({ ...product, product_name: "Lucerne Bale" })
      .execute();
    await moveStock(db(), { productId: product.id, to: 20, reason: "stock_take", userId: null, reference: null });
    const order = await insertOrder(db(), { userId: user.id, lines: [{ productId: product.id, quantity: 1 }] });
    const holdUntil = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await db().updateTable("orders").set({ hold_until: holdUntil }).where("id", "=", order.id).execute();
    expect(await expireHold(db(), { orderId: order.id, holdUntil })).toBe("cancelled");
    return { user, order, holdUntil };
  }

  it("says why on the order page in Afrikaans, and as the history holds it in English", async () => {
    const { user, order, holdUntil } = await expiredOrder();
    // The history keeps the English note staff read.
    const note = await db()
      .selectFrom("order_status_history")
      .select("note")
      .where("order_id", "=", order.id)
      .where("status", "=", "cancelled")
      .executeTakeFirstOrThrow();
    expect(note.note).toBe(holdExpiredNote(formatDateTime(holdUntil)));

    const afrikaans = await page(`/orders/${order.orderNumber}`, { ...AFRIKAANS_BROWSER, Cookie: user.cookie });
    expect(afrikaans.status).toBe(200);
    expect(afrikaans.html).toContain('<html lang="af-ZA"');
    expect(afrikaans.text).toContain(
      `Gekanselleer: nie teen ${formatDateTime(holdUntil, "af")} betaal nie, die einde van die tyd wat ons 'n onbetaalde bestelling hou. Die items is weer te koop.`,
    );
    expect(englishInterfaceWords(afrikaans.html, ["Lucerne Bale", user.email, "Donkerhoek Farm Supplies"])).toEqual([]);

    const english = await page(`/orders/${order.orderNumber}`, { ...ENGLISH_BROWSER, Cookie: user.cookie });
    expect(english.text).toContain(holdExpiredNote(formatDateTime(holdUntil)));
  });

  it("an order cancelled otherwise shows no such line, and its page carries no such text", async () => {
    const user = await signedInUser();
    const product = {
      id: randomUUID(),
      ws_code: `WS8${numberSeq}`,
      stock_code: `SQ-${numberSeq}`,
      incl_price_cents: 5_000,
    };
    numberSeq += 1;
    await db()
      .insertInto("products")
      .values({ ...product, product_name: "Salt Lick" })
      .execute();
    const order = await insertOrder(db(), {
      userId: user.id,
      lines: [{ productId: product.id, quantity: 1 }],
      status: "cancelled",
    });
    const { html } = await page(`/orders/${order.orderNumber}`, { ...AFRIKAANS_BROWSER, Cookie: user.cookie });
    expect(html).not.toContain('data-testid="hold-expired"');
    expect(html).not.toContain("onbetaalde bestelling hou");
  });
});
