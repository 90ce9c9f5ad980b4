import { brotliCompressSync, constants } from "node:zlib";
import { db } from "~/platform/db.server";
import * as deliveryRoute from "~/routes/delivery";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { remixApp } from "../support/remix-app";
import { signedInUser, toastAfter } from "../support/route-calls";
import { POLOKWANE, RAYTON } from "./delivery-support";

/**
 * The delivery page as a phone set to Afrikaans reads it (issue 49, decision 0110): before and
 * after "Calculate", a local delivery, collecting, a place outside the area and the refusals,
 * signed out and signed in (saving the location); and the same page in English as before. No
 * geocoder or routing service here: the list of places and straight-line distances.
 */
const handle = remixApp([{ id: "routes/delivery", parentId: "root", path: "delivery", module: deliveryRoute }]);

const calculate = (fields: Record<string, string>) =>
  `/delivery?${new URLSearchParams({ value: "500", load: "medium", ...fields, calculate: "1" })}`;

async function page(path: string, { cookie = "", headers = {}, status = 200 } = {}) {
  const response = await handle(new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie, ...headers } }));
  expect(response.status, path).toBe(status);
  const html = await response.text();
  return { html, text: visibleWords(html) };
}

async function afrikaans(path: string, options: { cookie?: string; status?: number } = {}) {
  const shown = await page(path, { ...options, headers: AFRIKAANS_BROWSER });
  expect(shown.html, path).toContain('<html lang="af-ZA">');
  // A text the loader left out shows as its id ("cart:delivery.results.heading").
  expect(shown.text, path).not.toMatch(/\b(cart|account):[a-z]/);
  return shown;
}
const english = (path: string, options: { cookie?: string; status?: number } = {}) =>
  page(path, { ...options, headers: { "Accept-Language": "en-ZA" } });

function save(fields: Record<string, string>, cookie: string, headers: Record<string, string>) {
  const path = calculate(RAYTON);
  return handle(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: "POST",
      headers: {
        // The same-origin check reads the host, as a browser sends it.
        Host: new URL(TEST_ORIGIN).host,
        Origin: TEST_ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams({
        intent: "save",
        ...RAYTON,
        inputType: "coordinates",
        value: "500",
        load: "medium",
        method: "simple",
        locationName: "Huis",
        ...fields,
      }),
    }),
  );
}

function expectWords(text: string, words: readonly string[]) {
  for (const word of words) expect(text, word).toContain(word);
}

describe("the delivery page in Afrikaans", () => {
  it("asks for the place in Afrikaans before a calculation", async () => {
    const { html, text } = await afrikaans("/delivery");
    expect(html).toContain('<html lang="af-ZA">');
    expectWords(text, [
      "Afleweringsfooie en jou afleweringsplek",
      "1. Jou plek",
      "Blaai deur alle dorpe en voorstede",
      "Of tik GPS-koördinate",
      "2. Bestelling en vrag",
      "Middelmatig (50-200 kg)",
      "Bereken afleweringskeuses",
      "Afleweringsinligting",
      "Besigheidsure: Maandag tot Vrydag 08:00-17:00",
      // How the fee is worked out: a multiplier as Afrikaans writes a decimal.
      "Volgens terrein is die afstandskoste x1,2 vir 'n plaas",
    ]);
    expect(englishInterfaceWords(html)).toEqual([]);
    // The results' texts travel only with a calculation (the hydration data carries the page's texts).
    expect(html).toContain("delivery.details.calculate");
    expect(html).not.toContain("hoe die fooi optel");
    expect((await afrikaans(calculate(RAYTON))).html).toContain("hoe die fooi optel");
  });

  it("shows collecting at the store, free, beside a delivery quote for a town", async () => {
    const { html, text } = await afrikaans("/delivery?deliveryTo=Rayton");
    expectWords(text, ["Aflewering na ", "Haal by die winkel af", "Gratis", "Eenvoudige afstand"]);
    expect(englishInterfaceWords(html, ["Rayton"])).toEqual([]);
  });

  it("prices a local delivery in Afrikaans, and asks a visitor to sign in to save it", async () => {
    const { html, text } = await afrikaans(calculate(RAYTON));
    expectWords(text, [
      "Plek gekies",
      "GPS-punt (-25.742, 28.5347)",
      "Jou afleweringskeuses",
      "Berekening klaar",
      "4 afleweringskeuses bereken",
      "Eenvoudige afstand",
      "Volgens terrein",
      "Volgens vrag",
      "Premiumdiens",
      "Afstand maal die tarief per kilometer",
      "R 210,00",
      "R 415,00",
      "Gekies",
      "Kies hierdie een",
      "Eenvoudige afstand: hoe die fooi optel",
      "Geprys op 10,5 km ( reguit lyn ).",
      "10,5 km teen R20/km",
      "Afleweringsfooi",
      "Terrein: landelik (Plaas of GPS-punt: grond- en plaaspaaie).",
      "Stoor afleweringsplek",
      "Teken asseblief in om jou afleweringsplek te stoor en verder te bestel.",
      "Teken in of skep 'n rekening .",
    ]);
    expect(html).toContain('aria-label="Kies Premiumdiens"');
    // "Send Feedback": the e-mail the customer sends the store with the quote, in the same words.
    expect(html).toContain(encodeURIComponent("Terugvoer oor afleweringskwotasie"));
    expect(html).toContain(encodeURIComponent("Eenvoudige afstand: R\u00a0210,00"));
    expect(text).not.toContain("R 210.00");
    expect(englishInterfaceWords(html)).toEqual([]);
  });

  it("names the places it finds, and says so when it finds none, in Afrikaans", async () => {
    const found = await afrikaans("/delivery?place=cullinan");
    expectWords(found.text, ["Plekke wat pas by “cullinan”: kies joune", "Pretoria East, Gauteng · sowat 13,6 km"]);
    // Place and area names are the shop's list, as written.
    expect(englishInterfaceWords(found.html, ["Pretoria East"])).toEqual([]);
    const none = await afrikaans("/delivery?place=Polokwane");
    expect(none.text).toContain("Niks gevind vir “Polokwane” nie.");
    expect(englishInterfaceWords(none.html, ["Polokwane"])).toEqual([]);
  });

  it("refuses a place outside the delivery area in Afrikaans", async () => {
    const { html, text } = await afrikaans(calculate(POLOKWANE));
    expectWords(text, [
      "Buite afleweringsgebied",
      "Jammer, ons lewer net binne 100 km van ons winkel af langs beskikbare roetes.",
      "Geprys op 232,1 km ( reguit lyn ).",
    ]);
    expect(englishInterfaceWords(html)).toEqual([]);
  });

  it("gives its refusals in Afrikaans: a bulk load too small, no place, coordinates that are not numbers", async () => {
    const bulk = await afrikaans(calculate({ ...RAYTON, load: "bulk", value: "100" }));
    expectWords(bulk.text, [
      "Aflewering nie moontlik nie",
      "Grootmaatvragte (500 kg en meer) word afgelewer vir bestellings van R2000 of meer.",
    ]);
    expect(englishInterfaceWords(bulk.html)).toEqual([]);

    const nowhere = await afrikaans(calculate({}), { status: 400 });
    expectWords(nowhere.text, ["Geen plek nie", "Kies asseblief eers jou plek"]);
    expect(englishInterfaceWords(nowhere.html)).toEqual([]);

    const typo = await afrikaans(calculate({ lat: "abc", lng: "28.5" }), { status: 400 });
    expectWords(typo.text, ["Ongeldige koördinate", "Tik asseblief geldige breedte- en lengtegrade in."]);
    expect(englishInterfaceWords(typo.html)).toEqual([]);

    const load = await afrikaans(calculate({ ...RAYTON, load: "huge" }), { status: 400 });
    expectWords(load.text, ["Kyk asseblief na jou keuses", "Kies asseblief 'n soort vrag"]);
    expect(englishInterfaceWords(load.html)).toEqual([]);
  });

  it("lets a signed-in customer save the location in Afrikaans, and refuses a save in Afrikaans", async () => {
    const customer = await signedInUser();
    const before = await afrikaans(calculate(RAYTON), { cookie: customer.cookie });
    expectWords(before.text, [
      "3. Stoor afleweringsplek",
      `Word vir jou rekening (${customer.email}) gestoor met die fooi vir Eenvoudige afstand`,
      "Naam van die plek",
      "Afleweringsinstruksies (opsioneel)",
      "Wil jy bestel? Stoor hierdie plek en gaan dan na die kassa : daar word aflewering vir jou mandjie geprys.",
    ]);
    expect(before.html).toContain('placeholder="bv. Huis of Werk"');
    expect(englishInterfaceWords(before.html, [customer.email])).toEqual([]);

    const unnamed = await save({ locationName: " " }, customer.cookie, AFRIKAANS_BROWSER);
    expect(unnamed.status).toBe(400);
    const refused = await unnamed.text();
    expect(visibleWords(refused)).toContain("Naam van die plek nodig");
    expect(englishInterfaceWords(refused, [customer.email])).toEqual([]);

    const saved = await save({}, customer.cookie, AFRIKAANS_BROWSER);
    expect(saved.status).toBe(302);
    expect(await toastAfter(saved, customer.cookie)).toEqual({
      title: "Plek gestoor",
      description: "Huis is gestoor met 'n afleweringsfooi van R\u00a0210,00 (Eenvoudige afstand).",
      variant: "success",
    });
    const row = await db()
      .selectFrom("client_delivery_locations")
      .select(["location_name", "delivery_fee_cents", "delivery_method"])
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location_name: "Huis", delivery_fee_cents: 21000, delivery_method: "simple" });

    // The page after the save, with the toast, still in Afrikaans.
    const after = await afrikaans(calculate(RAYTON), { cookie: cookiePair(saved) || customer.cookie });
    expect(after.text).toContain("Huis is gestoor met 'n afleweringsfooi van R 210,00 (Eenvoudige afstand).");
  });

  it("refuses a visitor's save in Afrikaans", async () => {
    const response = await save({}, "", AFRIKAANS_BROWSER);
    expect(response.status).toBe(401);
    // The page asks the visitor to sign in (the save form is for a signed-in customer) ...
    const html = await response.text();
    expect(visibleWords(html)).toContain("Teken asseblief in om jou afleweringsplek te stoor");
    expect(englishInterfaceWords(html)).toEqual([]);
    // ... and the action's answer is in Afrikaans too.
    const request = formPost(calculate(RAYTON), { intent: "save", ...RAYTON, method: "simple", locationName: "Huis" });
    for (const [name, value] of Object.entries(AFRIKAANS_BROWSER)) request.headers.set(name, value);
    const answer = await asResponse(() => deliveryRoute.action({ request, params: {}, context: {} }));
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { save: unknown }).save).toEqual({
      title: "Kan nie stoor nie",
      message: "Teken asseblief eers in en bereken die fooie",
    });
  });

  it("keeps the English page as it was", async () => {
    const customer = await signedInUser();
    const local = await english(calculate(RAYTON), { cookie: customer.cookie });
    expect(local.html).toContain('<html lang="en-ZA">');
    expectWords(local.text, [
      "Location Set",
      "GPS point (-25.742, 28.5347)",
      "Your delivery options",
      "Calculations Complete",
      "4 delivery options calculated",
      "Simple Distance",
      "R 210.00",
      "Selected",
      "Choose this option",
      "Simple Distance: how the fee adds up",
      "Priced on 10.5 km ( straight line ).",
      "10.5 km x R20/km",
      "Terrain: rural (Farm or GPS point: gravel and farm roads).",
      "Terrain Adjusted is the distance charge x1.2 for a farm or GPS point",
      "3. Save Delivery Location",
      `Saved for your account (${customer.email}) with the Simple Distance fee; saving again replaces it.`,
      "Location name",
      "Placing an order? Save this location, then go on to checkout : delivery there is priced for your cart.",
    ]);
    const visitor = await english(calculate(RAYTON));
    expectWords(visitor.text, [
      "Please log in to save your delivery location and proceed with ordering.",
      "Log in or create an account .",
    ]);
    const outside = await english(calculate(POLOKWANE));
    expectWords(outside.text, [
      "Delivery Area Limit",
      "Sorry, we only deliver within 100km of our shop via available routes.",
      "Outside delivery area",
    ]);
    const found = await english("/delivery?place=cullinan");
    expectWords(found.text, ["Places matching “cullinan”: pick yours", "Pretoria East, Gauteng · about 13.6 km"]);
    const none = await english(calculate({}), { status: 400 });
    expectWords(none.text, [
      "No Location",
      "Please choose your location first: search for your address or town, or enter GPS coordinates.",
    ]);

    const saved = await save({ locationName: "Home" }, customer.cookie, { "Accept-Language": "en-ZA" });
    expect(await toastAfter(saved, customer.cookie)).toEqual({
      title: "Location Saved",
      description: "Home is saved with a delivery fee of R\u00a0210.00 (Simple Distance).",
      variant: "success",
    });
  });

  // Issue 49: a page in Afrikaans weighs within 3% of the English one: the document's bytes are
  // held to that here. Compressed, brotli's dictionary favours English words (decision 0110's
  // table: 1.7-6.4% on the other pages); after a calculation the page measured 1.045 (1.054 with
  // the packed page texts of main at 8811e4e), so it is held to 6%.
  it("weighs about what the English page weighs, after a calculation", async () => {
    const size = (html: string) =>
      brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const customer = await signedInUser();
    for (const path of [calculate(RAYTON), calculate(POLOKWANE)]) {
      const en = await english(path, { cookie: customer.cookie });
      const af = await afrikaans(path, { cookie: customer.cookie });
      const bytes = Buffer.byteLength(af.html) / Buffer.byteLength(en.html);
      const compressed = size(af.html) / size(en.html);
      console.info(
        `${path}: bytes ratio ${bytes.toFixed(4)}, brotli 5 ratio ${compressed.toFixed(4)} (${size(en.html)} B, ${size(af.html)} B)`,
      );
      expect(bytes, path).toBeLessThan(1.03);
      expect(compressed, path).toBeLessThan(1.06);
    }
  });
});
