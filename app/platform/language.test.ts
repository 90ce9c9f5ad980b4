import {
  addressIn,
  canonicalIn,
  chooseLanguage,
  languageFromAcceptLanguage,
  languageSetCookie,
  languageSwitchHref,
  languageTag,
  withoutLanguage,
} from "./language";

describe("the browser's Accept-Language", () => {
  it.each([
    ["af", "af"],
    ["af-ZA", "af"],
    ["AF-za,en;q=0.8", "af"],
    ["en-ZA,en;q=0.9,af;q=0.8", "en"],
    ["en-GB,af;q=0.9", "en"],
    ["nl,af;q=0.7,en;q=0.5", "af"],
    ["en;q=0.4,af;q=0.6", "af"],
    ["af;q=0,en", "en"],
  ])("%s gives %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([null, undefined, "", "*", "nl-NL,de;q=0.8", "afr", "af;q=abc"])("%s names neither language", (header) => {
    expect(languageFromAcceptLanguage(header)).toBeNull();
  });
});

describe("the page's language", () => {
  const facts = { url: "/products", cookie: null, acceptLanguage: null };

  it("is English on a first visit that says nothing", () => {
    expect(chooseLanguage(facts)).toEqual({ language: "en", from: "default" });
  });

  it("follows Accept-Language on a first visit", () => {
    expect(chooseLanguage({ ...facts, acceptLanguage: "af-ZA,af;q=0.9" })).toEqual({ language: "af", from: "browser" });
  });

  it("follows the cookie over the browser", () => {
    expect(chooseLanguage({ ...facts, cookie: "css=x; lang=en", acceptLanguage: "af" })).toEqual({
      language: "en",
      from: "cookie",
    });
    expect(chooseLanguage({ ...facts, cookie: "lang=af" })).toEqual({ language: "af", from: "cookie" });
  });

  it("ignores a cookie it does not know", () => {
    expect(chooseLanguage({ ...facts, cookie: "lang=fr", acceptLanguage: "af" }).language).toBe("af");
    expect(chooseLanguage({ ...facts, cookie: "xlang=af" }).language).toBe("en");
  });

  it("follows the address's ?lang over everything", () => {
    expect(chooseLanguage({ url: "/products?lang=af", cookie: "lang=en", acceptLanguage: "en" })).toEqual({
      language: "af",
      from: "query",
    });
    expect(
      chooseLanguage({ url: "https://shop.example/?lang=en", cookie: "lang=af", acceptLanguage: "af" }).language,
    ).toBe("en");
  });

  it("names the tags of South Africa", () => {
    expect(languageTag("af")).toBe("af-ZA");
    expect(languageTag("en")).toBe("en-ZA");
  });
});

describe("addresses", () => {
  it("gives the English page the bare address and the Afrikaans one ?lang=af, keeping the query", () => {
    expect(addressIn("/products?page=2&lang=af", "en")).toBe("/products?page=2");
    expect(addressIn("/products?page=2", "af")).toBe("/products?page=2&lang=af");
    expect(addressIn("/", "af")).toBe("/?lang=af");
    expect(withoutLanguage("/?lang=en")).toBe("/");
  });

  it("links the switch to /language with the page to come back to, without its ?lang", () => {
    const href = languageSwitchHref("af", "/products?search=voer&lang=en");
    const url = new URL(href, "http://shop.invalid");
    expect(url.pathname).toBe("/language");
    expect(url.searchParams.get("to")).toBe("af");
    expect(url.searchParams.get("back")).toBe("/products?search=voer");
  });

  it("keeps the choice a year, Secure over https", () => {
    expect(languageSetCookie("af", false)).toBe("lang=af; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect(languageSetCookie("en", true)).toMatch(/^lang=en; .*; Secure$/);
  });
});

describe("canonical links", () => {
  it("name the Afrikaans variant itself, and the English page as before", () => {
    expect(canonicalIn("https://shop.example/products?category=poultry", "?lang=af&page=2")).toBe(
      "https://shop.example/products?category=poultry&lang=af",
    );
    expect(canonicalIn("https://shop.example/blog", "")).toBe("https://shop.example/blog");
    expect(canonicalIn("https://shop.example/blog", "?lang=en")).toBe("https://shop.example/blog");
    expect(canonicalIn("/product/WS000012", "?lang=af")).toBe("/product/WS000012?lang=af");
  });
});
