import { randomUUID } from "node:crypto";
import { registerClient } from "~/accounts/client-registration.server";
import { db } from "~/platform/db.server";
import * as accountRoute from "~/routes/account";
import * as dataRoute from "~/routes/account_.data";
import * as locationRoute from "~/routes/account_.locations.$locationId";
import * as removeLocationRoute from "~/routes/account_.locations.$locationId_.remove";
import * as phoneRoute from "~/routes/account_.phone";
import * as clientRegistrationRoute from "~/routes/client-registration";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { remixApp } from "../support/remix-app";
import { insertSession, insertUser } from "../support/users";

/**
 * Issue 49: the customer's own pages (My Account, the personal data, a saved delivery location,
 * proving a cellphone, client registration) in Afrikaans for a browser that asks for it, and as
 * before in English; the language chosen on My Account kept on the account and in the cookie.
 */
const handle = remixApp([
  { id: "routes/account", parentId: "root", path: "account", module: accountRoute },
  { id: "routes/account_.data", parentId: "root", path: "account/data", module: dataRoute },
  {
    id: "routes/account_.locations.$locationId",
    parentId: "root",
    path: "account/locations/:locationId",
    module: locationRoute,
  },
  {
    id: "routes/account_.locations.$locationId_.remove",
    parentId: "root",
    path: "account/locations/:locationId/remove",
    module: removeLocationRoute,
  },
  { id: "routes/account_.phone", parentId: "root", path: "account/phone", module: phoneRoute },
  { id: "routes/client-registration", parentId: "root", path: "client-registration", module: clientRegistrationRoute },
]);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`${TEST_ORIGIN}${path}`, { headers }));
  return { status: response.status, html: await response.text(), response };
}

async function customer() {
  const user = await insertUser(db());
  const cookie = await insertSession(db(), user.id);
  const locationId = randomUUID();
  await db()
    .insertInto("client_delivery_locations")
    .values({
      id: locationId,
      user_id: user.id,
      location_name: "Plaas Rietfontein",
      address_line_1: "Plot 7",
      city: "Rayton",
      province: "Western Cape",
      latitude: -25.742,
      longitude: 28.5347,
      delivery_fee_cents: 123_450,
      distance_km: 12.5,
      is_default: 1,
    })
    .execute();
  return { ...user, cookie, locationId };
}

/** What the customer typed or owns, written by no translator: left out before looking for English words. */
function customersOwn(user: { email: string }) {
  return [user.email, "Sipho", "Dlamini", "Plaas Rietfontein", "Plot 7", "Rayton", "Donkerhoek Farm Supplies"];
}

describe("the customer's own pages in Afrikaans", () => {
  it("shows My Account in Afrikaans, amounts and distances as Afrikaans writes them", async () => {
    const user = await customer();
    const { status, html } = await page("/account", { ...AFRIKAANS_BROWSER, Cookie: user.cookie });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    const text = visibleWords(html);
    for (const afrikaans of [
      "My rekening",
      "Profiel",
      "Voornaam",
      "Stoor profiel",
      "Boodskappe van die winkel",
      "Verander wagwoord",
      "Lojaliteitspunte",
      "Gestoorde afleweringsplek",
      "Wes-Kaap",
      "Afleweringsfooi:",
      "R 1 234,50",
      "12,5 km",
      "Jou persoonlike inligting",
      "Skrap my rekening",
      "Taal van die winkel, e-posse en SMS'e",
    ]) {
      expect(text, afrikaans).toContain(afrikaans);
    }
    expect(englishInterfaceWords(html, customersOwn(user))).toEqual([]);
    // The language choice: the page's language chosen.
    expect(html).toMatch(/<input[^>]*name="language"[^>]*type="radio"[^>]*checked=""[^>]*value="af"\/>/);
  });

  it("shows the personal data, a saved location, its removal and the phone page in Afrikaans", async () => {
    const user = await customer();
    const headers = { ...AFRIKAANS_BROWSER, Cookie: user.cookie };
    const pages = [
      ["/account/data", ["Jou persoonlike inligting", "Voornaam", "Afleweringsplekke", "Laai af as 'n JSON-lêer"]],
      [
        `/account/locations/${user.locationId}`,
        ["Wysig jou afleweringsplek", "Naam van die plek", "Dorp of voorstad", "Wes-Kaap", "Stoor plek"],
      ],
      [
        `/account/locations/${user.locationId}/remove`,
        ["Verwyder hierdie afleweringsplek?", "Ja, verwyder dit", "Kanselleer"],
      ],
      ["/account/phone", ["Bewys jou selfoonnommer", "Selfoonnommer", "Stuur vir my 'n kode", "Terug na My rekening"]],
    ] as const;
    for (const [path, afrikaans] of pages) {
      const { status, html } = await page(path, headers);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<html lang="af-ZA">');
      const text = visibleWords(html);
      for (const words of afrikaans) expect(text, `${path}: ${words}`).toContain(words);
      // The personal data page shows the export's own values (status codes, the role names) as stored.
      expect(englishInterfaceWords(html, customersOwn(user)), path).toEqual([]);
    }
  });

  it("shows client registration in Afrikaans, and answers its refusals in Afrikaans", async () => {
    const { status, html } = await page("/client-registration", AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    const text = visibleWords(html);
    for (const afrikaans of ["Kliëntregistrasie", "Stap 1 van 2: Persoonlike inligting", "Voornaam", "Volgende"]) {
      expect(text, afrikaans).toContain(afrikaans);
    }
    // The terms box (app/accounts/accept-terms-field.tsx) is the sign-in pages' part of issue 49.
    const termsBox = "I accept the Terms of Service and the Privacy Policy";
    expect(englishInterfaceWords(html, ["Donkerhoek Farm Supplies", termsBox])).toEqual([]);

    const request = formPost("/client-registration", { intent: "next", lastName: "Botha" });
    request.headers.set("Accept-Language", AFRIKAANS_BROWSER["Accept-Language"]);
    const refused = await asResponse(() => clientRegistrationRoute.action({ request, params: {}, context: {} }));
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    expect(answer).toContain("Vul asseblief hierdie verpligte velde in: Voornaam, E-posadres, Wagwoord");
    expect(answer).toContain("Voornaam is nodig");
  });

  it("still reads My Account and client registration in English", async () => {
    const user = await customer();
    const account = await page("/account", { Cookie: user.cookie });
    expect(account.html).toContain('<html lang="en-ZA">');
    const text = visibleWords(account.html);
    for (const english of ["My Account", "Save profile", "Messages from the shop", "Delivery fee:", "R 1 234.50"]) {
      expect(text, english).toContain(english);
    }
    expect(text).toContain("12.5 km");
    const registration = visibleWords((await page("/client-registration")).html);
    expect(registration).toContain("Step 1 of 2: Personal Information");
  });
});

describe("the language chosen on My Account", () => {
  it("is kept on the account and in the cookie when the profile is saved, without JavaScript", async () => {
    const user = await customer();
    const save = (language: string) =>
      asResponse(() =>
        accountRoute.action({
          request: formPost(
            "/account",
            { intent: "profile", firstName: "Sipho", lastName: "Dlamini", language },
            user.cookie,
          ),
          params: {},
          context: {},
        }),
      );
    const saved = await save("af");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account");
    const row = await db().selectFrom("users").select("language").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe("af");
    const langCookie = saved.headers.getSetCookie().find((cookie) => cookie.startsWith("lang="));
    expect(langCookie).toMatch(/^lang=af;/);

    // The next page, with the cookie the browser now holds (and an English browser), is in Afrikaans.
    const next = await page("/account", { "Accept-Language": "en-ZA", Cookie: `${cookiePair(saved)}; lang=af` });
    expect(next.html).toContain('<html lang="af-ZA">');
    expect(visibleWords(next.html)).toContain("Profiel opgedateer");

    // And back to English the same way.
    const back = await save("en");
    expect(back.status).toBe(303);
    const after = await db().selectFrom("users").select("language").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(after.language).toBe("en");
    expect(back.headers.getSetCookie().some((cookie) => cookie.startsWith("lang=en;"))).toBe(true);
  });
});

describe("an account made by client registration", () => {
  it("reads the language of the page it was made on", async () => {
    const person = (email: string) => ({
      firstName: "Anna",
      lastName: "Botha",
      email,
      companyName: undefined,
      phone: undefined,
      vatNumber: undefined,
      preferredContactMethod: "email" as const,
      passwordHash: "$argon2id$stand-in",
      passwordChecked: true as const,
    });
    const location = {
      intent: "submit" as const,
      locationName: "Plaas",
      addressLine1: "Plot 9",
      addressLine2: undefined,
      city: "Rayton",
      province: "Gauteng" as const,
      postalCode: "1001",
      latitude: -25.742,
      longitude: 28.5347,
      deliveryInstructions: undefined,
    };
    const languageOf = async (email: string) =>
      (await db().selectFrom("users").select("language").where("email", "=", email).executeTakeFirstOrThrow()).language;

    const afrikaans = `anna-${randomUUID().slice(0, 8)}@example.com`;
    expect(await registerClient(db(), person(afrikaans), location, "af")).toMatchObject({ created: true });
    expect(await languageOf(afrikaans)).toBe("af");
    const english = `anna-${randomUUID().slice(0, 8)}@example.com`;
    expect(await registerClient(db(), person(english), location, "en")).toMatchObject({ created: true });
    expect(await languageOf(english)).toBe("en");
  });
});
