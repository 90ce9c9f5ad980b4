import "../support/seeded-database";
import { db } from "~/platform/db.server";
import * as homeRoute from "~/routes/_index";
import * as languageRoute from "~/routes/language";
import * as productRoute from "~/routes/product.$code";
import * as productsRoute from "~/routes/products._index";
import { DOT_SEGMENT_TARGETS, hostileRedirectTargets } from "../support/redirect-corpus";
import { remixApp } from "../support/remix-app";
import { insertSession, insertUser } from "../support/users";

/**
 * Issue 49's groundwork (decision 0110): the language of a first visit, the footer's switch, and
 * what a page in either language says of itself (html lang, hreflang alternates).
 */
const handle = remixApp([
  { id: "routes/_index", parentId: "root", path: "", module: homeRoute },
  { id: "routes/language", parentId: "root", path: "language", module: languageRoute },
  { id: "routes/product.$code", parentId: "root", path: "product/:code", module: productRoute },
  { id: "routes/products._index", parentId: "root", path: "products", module: productsRoute },
]);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers }));
  return { response, html: await response.text() };
}

/** The page's words as a reader sees them (tags, scripts and styles left out). */
function words(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the shop in Afrikaans and English", () => {
  it("answers a browser that asks for Afrikaans in Afrikaans, with both languages' addresses", async () => {
    const { response, html } = await page("/", { "Accept-Language": "af-ZA,af;q=0.9,en;q=0.5" });
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    expect(html).toContain('<link rel="alternate" hrefLang="en-ZA" href="http://localhost:3000/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="af-ZA" href="http://localhost:3000/?lang=af"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/"/>');
    const text = words(html);
    // The header, the footer, the home page and its cards.
    for (const afrikaans of [
      "Soek produkte",
      "Mandjie (0)",
      "Teken in",
      "Produkte",
      "Winkelure",
      "Besoek of kontak ons",
      "Beleide en meer",
      "Skakel Lite-modus aan (spaar data)",
      "Plaasnuus per e-pos",
      "Alles vir die plaas, die tuin en jou diere",
      "Voeg by mandjie",
      "Pryse sluit 15% BTW in.",
    ]) {
      expect(text, afrikaans).toContain(afrikaans);
    }
    // English interface words that must not be there.
    for (const english of [
      "Add to cart",
      "Store hours",
      "Sign in",
      "Search products",
      "Policies and more",
      "Subscribe",
    ]) {
      expect(text, english).not.toContain(english);
    }
    expect(response.headers.get("Vary")).toMatch(/Accept-Language/);
  });

  it("answers in English by default, and offers the switch to Afrikaans as a plain link", async () => {
    const { html } = await page("/?tab=new");
    expect(html).toContain('<html lang="en-ZA">');
    const text = words(html);
    expect(text).toContain("Add to cart");
    expect(text).toContain("Store hours");
    expect(text).not.toContain("Voeg by mandjie");
    expect(html).toContain('href="/language?to=af&amp;back=%2F%3Ftab%3Dnew"');
  });

  it("follows the cookie over the browser, and ?lang=af over both", async () => {
    expect((await page("/", { Cookie: "lang=en", "Accept-Language": "af" })).html).toContain('<html lang="en-ZA">');
    expect((await page("/", { Cookie: "lang=af" })).html).toContain('<html lang="af-ZA">');
    const asked = await page("/?lang=af", { Cookie: "lang=en" });
    expect(asked.html).toContain('<html lang="af-ZA">');
    // A page asked for in a language keeps the visitor in it: links carry no ?lang.
    expect(asked.response.headers.get("Set-Cookie")).toMatch(/(^|, )lang=af; Path=\//);
    expect((await page("/?lang=af", { Cookie: "lang=af" })).response.headers.get("Set-Cookie") ?? "").not.toMatch(
      /lang=/,
    );
    expect((await page("/")).response.headers.get("Set-Cookie") ?? "").not.toMatch(/lang=/);
  });

  it("switches by a GET: remembers the choice and goes back to the same page, on this site only", async () => {
    const switched = await handle(new Request("http://localhost:3000/language?to=af&back=%2F%3Ftab%3Dnew"));
    expect(switched.status).toBe(303);
    expect(switched.headers.get("Location")).toBe("/?tab=new");
    expect(switched.headers.get("Set-Cookie")).toMatch(/^lang=af; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);

    for (const back of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const refused = await handle(
        new Request(`http://localhost:3000/language?to=en&back=${encodeURIComponent(back)}`),
      );
      expect(refused.headers.get("Location"), back).toBe("/");
    }
    for (const back of [...hostileRedirectTargets(), ...DOT_SEGMENT_TARGETS]) {
      const response = await handle(
        new Request(`http://localhost:3000/language?to=af&back=${encodeURIComponent(back)}`),
      );
      const location = response.headers.get("Location") ?? "";
      expect(response.status, back).toBe(303);
      expect(new URL(location, "http://localhost:3000").origin, back).toBe("http://localhost:3000");
      expect(location, back).toMatch(/^\/(?![/\\])/);
    }
    // A ?lang on the way back would outvote the new choice: it goes.
    const withLang = await handle(new Request("http://localhost:3000/language?to=en&back=%2F%3Flang%3Daf"));
    expect(withLang.headers.get("Location")).toBe("/");
    // An unknown language changes nothing.
    const unknown = await handle(new Request("http://localhost:3000/language?to=fr&back=%2F"));
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("keeps a signed-in customer's choice on the account, for the e-mails and SMS sent later", async () => {
    const user = await insertUser(db());
    const cookie = await insertSession(db(), user.id);
    const language = async () =>
      (await db().selectFrom("users").select("language").where("id", "=", user.id).executeTakeFirstOrThrow()).language;
    expect(await language()).toBe("en");
    const switched = await handle(
      new Request("http://localhost:3000/language?to=af&back=%2Fproducts", { headers: { Cookie: cookie } }),
    );
    expect(switched.status).toBe(303);
    expect(await language()).toBe("af");
    await handle(new Request("http://localhost:3000/language?to=en&back=%2F", { headers: { Cookie: cookie } }));
    expect(await language()).toBe("en");
  });
});

describe("the Afrikaans variant's own address", () => {
  it("is the canonical address of a product and of a list asked for with ?lang=af", async () => {
    const product = await db()
      .selectFrom("products")
      .select("ws_code")
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    const afrikaans = await page(`/product/${product.ws_code}?lang=af`);
    expect(afrikaans.response.status).toBe(200);
    expect(afrikaans.html).toContain('<html lang="af-ZA">');
    expect(afrikaans.html).toContain(
      `<link rel="canonical" href="http://localhost:3000/product/${product.ws_code}?lang=af"/>`,
    );
    const english = await page(`/product/${product.ws_code}`, { Cookie: "lang=af" });
    // A reader who chose Afrikaans reads it at the English address, whose canonical stays English.
    expect(english.html).toContain('<html lang="af-ZA">');
    expect(english.html).toContain(`<link rel="canonical" href="http://localhost:3000/product/${product.ws_code}"/>`);
    const list = await page("/products?lang=af");
    expect(list.html).toContain('<link rel="canonical" href="http://localhost:3000/products?lang=af"/>');
  });
});

describe("the weight of a page in Afrikaans", () => {
  it("is within 3% of the same page in English, and within 5% once compressed as the guard sends it", async () => {
    const { brotliCompressSync, constants } = await import("node:zlib");
    const size = (html: string) =>
      brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    // A first visit (scripts, so the hydration data with the page's texts), and a later page of a
    // browser that ran no script (the stylesheet's cookie without `js`: no scripts, no data).
    // The page's whole weight (document, stylesheet, scripts, pictures) is the bench's
    // (`npm run bench -- --languages`, decision 0110); here the document alone: its bytes within
    // 3%, and compressed within 5%, since brotli's built-in dictionary knows English words and
    // no Afrikaans ones.
    for (const [visit, cookie] of [
      ["first visit", ""],
      ["without scripts", "css=x"],
    ]) {
      const english = await page("/", { "Accept-Language": "en-ZA", Cookie: cookie as string });
      const afrikaans = await page("/", { "Accept-Language": "af-ZA", Cookie: cookie as string });
      const bytes = Buffer.byteLength(afrikaans.html) / Buffer.byteLength(english.html);
      const ratio = size(afrikaans.html) / size(english.html);
      console.info(
        `home page, ${visit}: English ${english.html.length} B (${size(english.html)} B brotli 5), Afrikaans ${afrikaans.html.length} B (${size(afrikaans.html)} B brotli 5), ratio ${bytes.toFixed(4)} (${ratio.toFixed(4)} compressed)`,
      );
      expect(bytes, visit).toBeLessThan(1.03);
      expect(ratio, visit).toBeLessThan(1.05);
      expect(ratio, visit).toBeGreaterThan(0.97);
    }
  });
});
