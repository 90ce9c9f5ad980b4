import { createOneTimeToken } from "~/accounts/one-time-tokens.server";
import { db } from "~/platform/db.server";
import * as acceptInvitation from "~/routes/accept-invitation";
import * as authCallback from "~/routes/auth.callback";
import * as forgotPassword from "~/routes/forgot-password";
import * as login from "~/routes/login";
import * as cellphone from "~/routes/login_.cellphone";
import * as logout from "~/routes/logout";
import * as register from "~/routes/register";
import * as resetPassword from "~/routes/reset-password";
import * as unlockSignIn from "~/routes/unlock-sign-in";
import { TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { remixApp } from "../support/remix-app";
import { insertSession, insertUser } from "../support/users";

/**
 * Getting in, in Afrikaans (issue 49, decision 0110): every sign-in, registration and password
 * page as a browser that asks for Afrikaans gets it, the refusals and field errors in Afrikaans,
 * and an account made from an Afrikaans page reads Afrikaans. The English pages read as before.
 */
const handle = remixApp([
  { id: "routes/login", parentId: "root", path: "login", module: login },
  { id: "routes/login_.cellphone", parentId: "root", path: "login/cellphone", module: cellphone },
  { id: "routes/register", parentId: "root", path: "register", module: register },
  { id: "routes/forgot-password", parentId: "root", path: "forgot-password", module: forgotPassword },
  { id: "routes/reset-password", parentId: "root", path: "reset-password", module: resetPassword },
  { id: "routes/unlock-sign-in", parentId: "root", path: "unlock-sign-in", module: unlockSignIn },
  { id: "routes/accept-invitation", parentId: "root", path: "accept-invitation", module: acceptInvitation },
  { id: "routes/logout", parentId: "root", path: "logout", module: logout },
  { id: "routes/auth.callback", parentId: "root", path: "auth/callback", module: authCallback },
]);

type Headers = Record<string, string>;

async function page(path: string, headers: Headers = {}) {
  const response = await handle(new Request(`${TEST_ORIGIN}${path}`, { headers }));
  return { status: response.status, html: await response.text() };
}

/** A form posted from the page without JavaScript: the answer is the page again, or a redirect. */
async function postForm(path: string, fields: Record<string, string>, headers: Headers = {}) {
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
  return { response, html: await response.text() };
}

const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/** Addresses typed by people (e-mails) are no interface words; the test takes them out. */
function expectAfrikaans(html: string, words: string[], typed: string[] = []) {
  expect(html).toContain('<html lang="af-ZA"');
  const text = visibleWords(html);
  for (const word of words) expect(text, word).toContain(word);
  // A key the page's loader left out shows as the key itself.
  expect(text).not.toMatch(/signin:/);
  expect(englishInterfaceWords(html, typed)).toEqual([]);
}

describe("the sign-in pages in Afrikaans", () => {
  it("/login, with the message another page asked for", async () => {
    const { status, html } = await page("/login?message=checkout&redirectTo=%2Fcart%2Fcheckout", AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(html, [
      "Teken in",
      "Welkom terug.",
      "Teken asseblief in om af te reken.",
      "E-pos",
      "Wagwoord",
      "Onthou my vir 30 dae",
      "Teken in met 'n SMS-kode (geen wagwoord)",
      "Wagwoord vergeet?",
      "Skep 'n rekening",
    ]);
    expect(html).toContain("<title>Teken in | ");
  });

  it("/login/cellphone, for signing in and for checking out", async () => {
    const signIn = await page("/login/cellphone", AFRIKAANS_BROWSER);
    expectAfrikaans(signIn.html, ["Teken in met jou selfoon", "Selfoonnommer", "Stuur vir my 'n kode"]);
    const checkout = await page("/login/cellphone?for=checkout", AFRIKAANS_BROWSER);
    expectAfrikaans(checkout.html, ["Reken af met jou selfoon", "Jou naam", "E-pos"]);
  });

  it("/register, both steps", async () => {
    const choose = await page("/register", AFRIKAANS_BROWSER);
    expectAfrikaans(choose.html, [
      "Skep 'n rekening",
      "Volledige registrasie",
      "Basiese rekening",
      "Reeds geregistreer?",
    ]);
    const basic = await page("/register?type=basic", AFRIKAANS_BROWSER);
    expectAfrikaans(basic.html, [
      "Skep 'n basiese rekening",
      "Voornaam",
      "Van",
      "Ten minste 12 karakters",
      "Een hoofletter",
      "Bevestig wagwoord",
      "Ek aanvaar die diensbepalings en die privaatheidsbeleid",
      "Skep rekening",
    ]);
  });

  it("/forgot-password and its answer", async () => {
    const form = await page("/forgot-password", AFRIKAANS_BROWSER);
    expectAfrikaans(form.html, ["Wagwoord vergeet?", "Stuur e-pos", "Terug na inteken"]);
    const email = `vergeet-${Date.now()}@example.com`;
    const sent = await postForm("/forgot-password", { email }, { ...AFRIKAANS_BROWSER, "X-Forwarded-For": ip() });
    expect(sent.response.status).toBe(200);
    expectAfrikaans(sent.html, ["Kyk in jou e-pos", `As ${email} 'n rekening het`, "Probeer weer"], [email]);
  });

  it("/reset-password, /unlock-sign-in, /accept-invitation and the e-mail confirmation", async () => {
    const user = await insertUser(db());
    const owner = { userId: user.id, email: user.email };
    const reset = await page(
      `/reset-password?token=${await createOneTimeToken(db(), "reset_password", owner)}`,
      AFRIKAANS_BROWSER,
    );
    expectAfrikaans(reset.html, ["Kies 'n nuwe wagwoord", "Nuwe wagwoord", "Bevestig nuwe wagwoord", "Stoor wagwoord"]);
    const unlock = await page(
      `/unlock-sign-in?token=${await createOneTimeToken(db(), "unlock_sign_in", owner)}`,
      AFRIKAANS_BROWSER,
    );
    expectAfrikaans(unlock.html, ["Teken in op hierdie toestel", "Laat hierdie toestel inteken"], [user.email]);
    const invitation = await page(
      `/accept-invitation?token=${await createOneTimeToken(db(), "invitation", owner)}`,
      AFRIKAANS_BROWSER,
    );
    expectAfrikaans(invitation.html, ["Aanvaar jou uitnodiging", `Kies 'n wagwoord vir ${user.email}.`], [user.email]);
    const confirm = await page(
      `/auth/callback?token=${await createOneTimeToken(db(), "confirm_email", owner)}`,
      AFRIKAANS_BROWSER,
    );
    expectAfrikaans(confirm.html, ["Bevestig jou e-posadres", "Bevestig my e-posadres"], [user.email]);
  });

  it("/logout, signed in", async () => {
    const user = await insertUser(db());
    const cookie = await insertSession(db(), user.id);
    const { html } = await page("/logout", { ...AFRIKAANS_BROWSER, Cookie: cookie });
    expectAfrikaans(html, ["Teken uit", `Jy is ingeteken as ${user.email}.`], [user.email]);
  });

  it("says why a sign-in failed in Afrikaans", async () => {
    const user = await insertUser(db());
    const { response, html } = await postForm(
      "/login",
      { email: user.email, password: "Verkeerde-Wagwoord-1" },
      { ...AFRIKAANS_BROWSER, "X-Forwarded-For": ip() },
    );
    expect(response.status).toBe(400);
    expectAfrikaans(html, ["Kon nie inteken nie", "Kyk asseblief jou e-pos en wagwoord."], [user.email]);
  });

  it("gives the registration form's field errors in Afrikaans", async () => {
    const { response, html } = await postForm(
      "/register?type=basic",
      {
        firstName: "",
        lastName: "Botha",
        email: "nie-'n-adres",
        phone: "12345",
        password: "kort",
        confirmPassword: "korter",
      },
      { ...AFRIKAANS_BROWSER, "X-Forwarded-For": ip() },
    );
    expect(response.status).toBe(400);
    expectAfrikaans(html, [
      "Voornaam is nodig",
      "Tik asseblief 'n geldige e-posadres in",
      "Tik asseblief 'n Suid-Afrikaanse foonnommer in",
      "Maak asseblief seker jou wagwoord voldoen aan al die vereistes",
      "Wagwoorde stem nie ooreen nie",
      "Aanvaar asseblief die diensbepalings en privaatheidsbeleid",
    ]);
  });
});

describe("a new account reads the language of the page it was made on", () => {
  const languageOf = async (email: string) =>
    (await db().selectFrom("users").select("language").where("email", "=", email).executeTakeFirstOrThrow()).language;

  it("registration from an Afrikaans page: 'af'; from an English one: 'en'", async () => {
    const fields = {
      firstName: "Anna",
      lastName: "Botha",
      password: "Veld-Kraal-2026",
      confirmPassword: "Veld-Kraal-2026",
      acceptTerms: "on",
    };
    const afrikaans = `anna-${Date.now()}@example.com`;
    const made = await postForm(
      "/register?type=basic",
      { ...fields, email: afrikaans },
      { ...AFRIKAANS_BROWSER, "X-Forwarded-For": ip() },
    );
    expect(made.response.status).toBe(302);
    expect(await languageOf(afrikaans)).toBe("af");

    const english = `anne-${Date.now()}@example.com`;
    await postForm("/register?type=basic", { ...fields, email: english }, { "X-Forwarded-For": ip() });
    expect(await languageOf(english)).toBe("en");
  });

  it("the language chosen with the footer's switch (the cookie) counts too", async () => {
    const email = `koekie-${Date.now()}@example.com`;
    await postForm(
      "/register?type=basic",
      {
        firstName: "Koos",
        lastName: "Venter",
        email,
        password: "Veld-Kraal-2026",
        confirmPassword: "Veld-Kraal-2026",
        acceptTerms: "on",
      },
      { Cookie: "lang=af", "X-Forwarded-For": ip() },
    );
    expect(await languageOf(email)).toBe("af");
  });

  it("a cellphone sign-up (the code by e-mail, with no SMS account) from an Afrikaans page: 'af'", async () => {
    const email = `selfoon-${Date.now()}@example.com`;
    const headers = { ...AFRIKAANS_BROWSER, "X-Forwarded-For": ip() };
    const sent = await postForm("/login/cellphone", { intent: "send", phone: "082 555 7301", email }, headers);
    expect(sent.response.status).toBe(303);
    const session = (sent.response.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "").split(";")[0];
    const mail = await db()
      .selectFrom("outgoing_emails")
      .select("text_body")
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(mail.text_body)?.[1] ?? "";
    const signedIn = await postForm(
      "/login/cellphone",
      { intent: "verify", code },
      { ...headers, Cookie: session ?? "" },
    );
    expect(signedIn.response.status).toBe(303);
    expect(await languageOf(email)).toBe("af");
  });
});

/**
 * Uncompressed, an Afrikaans sign-in page is within 3% of the English one. Compressed (brotli 5,
 * as the guard sends it) these small pages are 3-4% heavier: brotli's built-in dictionary holds
 * English words, and the header and footer alone (the root's `site` texts) make about 165 of the
 * 190-210 bytes on a 5 KB page (measured with the `signin` texts left in English, 28 November
 * 2026: /login 1.031, /login/cellphone 1.032). This guard keeps the sign-in texts from adding
 * more than that; decision 0110 leaves to issue 49's owner which measure the 3% means.
 */
describe("the weight of the sign-in pages in Afrikaans", () => {
  it("is within 3% of the English page, and within 5% compressed as the guard sends it", async () => {
    const { brotliCompressSync, constants } = await import("node:zlib");
    const size = (html: string) =>
      brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const ratios: Record<string, number> = {};
    for (const path of ["/login", "/register?type=basic", "/login/cellphone", "/forgot-password"]) {
      // A first visit: scripts, so the hydration data carries the page's texts.
      const english = await page(path, { "Accept-Language": "en-ZA" });
      const afrikaans = await page(path, { "Accept-Language": "af-ZA" });
      const ratio = size(afrikaans.html) / size(english.html);
      console.info(
        `${path}: English ${english.html.length} B (${size(english.html)} B brotli 5), Afrikaans ${afrikaans.html.length} B (${size(afrikaans.html)} B brotli 5), ratio ${ratio.toFixed(4)}`,
      );
      ratios[path] = ratio;
      expect(afrikaans.html.length / english.html.length, path).toBeLessThan(1.03);
    }
    for (const [path, ratio] of Object.entries(ratios)) expect(ratio, path).toBeLessThan(1.05);
  });
});

describe("the English pages read as before", () => {
  it("/login and /register?type=basic", async () => {
    const loginPage = await page("/login");
    expect(loginPage.html).toContain('<html lang="en-ZA"');
    expect(visibleWords(loginPage.html)).not.toMatch(/signin:/);
    expect(loginPage.html).toContain("<title>Sign in | ");
    const text = visibleWords(loginPage.html);
    for (const words of [
      "Welcome back. Sign in to order, track orders and leave reviews.",
      "Remember me for 30 days",
      "Sign In",
      "Sign in with a code by SMS (no password)",
      "Forgot your password?",
      "New here? Create an account",
    ]) {
      expect(text, words).toContain(words);
    }
    const basic = visibleWords((await page("/register?type=basic")).html);
    for (const words of [
      "Create a basic account",
      "At least 12 characters",
      "One symbol (such as ! @ # ?)",
      "I accept the Terms of Service and the Privacy Policy",
      "Create account",
    ]) {
      expect(basic, words).toContain(words);
    }
  });
});
