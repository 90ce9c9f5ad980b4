import { packCatalogue, packTexts, translate, unpackCatalogue, unpackTexts } from "./translate";

const messages = {
  site: {
    cart: "Cart ({{count}})",
    rows: "{{count, number}} rows",
    hello: "Hello {{name}}",
    items_one: "{{count}} item",
    items_other: "{{count}} items",
  },
};

describe("translate", () => {
  it("finds a namespace's key and puts its values in", () => {
    expect(translate(messages, "en", "site:hello", { name: "Annelie" })).toBe("Hello Annelie");
    expect(translate(messages, "en", "site:cart", { count: 3 })).toBe("Cart (3)");
  });

  it("picks the plural form by Intl.PluralRules", () => {
    expect(translate(messages, "en", "site:items", { count: 1 })).toBe("1 item");
    expect(translate(messages, "af", "site:items", { count: 2 })).toBe("2 items");
  });

  it("writes a number as Intl does for the language when the text asks (`{{count, number}}`), as given otherwise", () => {
    expect(translate(messages, "en", "site:rows", { count: 1234.5 })).toBe("1\u00a0234,5 rows");
    expect(translate(messages, "af", "site:rows", { count: 1234.5 })).toBe("1\u00a0234,5 rows");
    expect(translate(messages, "en", "site:cart", { count: 1234 })).toBe("Cart (1234)");
  });

  it("shows the key itself when the page lacks it (the catalogue test keeps that from customers)", () => {
    expect(translate(messages, "af", "site:missing")).toBe("site:missing");
    expect(translate(messages, "af", "home:title")).toBe("home:title");
  });

  it("leaves an unknown value's placeholder as it is", () => {
    expect(translate(messages, "en", "site:hello")).toBe("Hello {{name}}");
  });
});

describe("page texts as they travel (packTexts, unpackTexts)", () => {
  it("gives back every text as it was, with '=', newlines, backslashes and values in it", () => {
    const catalogue = {
      plain: "Voeg by mandjie",
      "dotted.key": "a = b, and c=d",
      lines: "Bank: FNB\nAccount: 123",
      slashes: "C:\\n is not a newline \\",
      value: "Save {{percent}}%",
      empty: "",
    };
    expect(unpackCatalogue(packCatalogue(catalogue))).toEqual(catalogue);
    expect(unpackTexts(packTexts({ cart: catalogue, site: { a: "b" } }))).toEqual({
      cart: catalogue,
      site: { a: "b" },
    });
  });

  it("is a line per text, shorter than the texts as JSON", () => {
    const catalogue = { "checkout.heading": "Checkout", "checkout.step": "Step {{step}} of 2" };
    expect(packCatalogue(catalogue)).toBe("checkout.heading=Checkout\ncheckout.step=Step {{step}} of 2");
    expect(packCatalogue(catalogue).length).toBeLessThan(JSON.stringify(catalogue).length);
  });

  it("reads a page's data named messages that is not texts (a staff list's rows) as no texts", () => {
    expect(unpackTexts([{ id: "sms-1", body: "Order placed" }] as unknown as Record<string, string>)).toEqual({});
  });

  it("translates from unpacked texts as from the catalogue", () => {
    const messages = unpackTexts(packTexts({ cart: { items_one: "{{count}} item", items_other: "{{count}} items" } }));
    expect(translate(messages, "en", "cart:items", { count: 2 })).toBe("2 items");
  });
});
