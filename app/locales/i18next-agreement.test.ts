import { LANGUAGES, type Language } from "~/platform/language";
import { translate, type Values } from "~/platform/translate";
import { CATALOGUES } from "./catalogues.server";
import { translatorFor } from "./translator.server";

/**
 * Pages look their texts up with `translate()`, the server's e-mails, SMS and answers with
 * i18next (decision 0110): for every text of every catalogue, in both languages, with its values
 * filled in (plurals at 1, 2 and 12 345), the two must give the same words.
 */
function valuesFor(text: string, count: number): Values {
  const values: Record<string, string | number> = {};
  for (const match of text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)) {
    const name = match[1] as string;
    values[name] = name === "count" ? count : `⟨${name}⟩`;
  }
  return values;
}

describe("the page's lookup and i18next", () => {
  it.each(LANGUAGES)("give the same text for every key in %s", (language: Language) => {
    const t = translatorFor(language, []);
    let compared = 0;
    for (const [namespace, catalogue] of Object.entries(CATALOGUES[language])) {
      const messages = { [namespace]: catalogue };
      const keys = new Set(Object.keys(catalogue).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")));
      for (const key of keys) {
        const id = `${namespace}:${key}`;
        const text =
          (catalogue as Record<string, string>)[key] ?? (catalogue as Record<string, string>)[`${key}_other`] ?? "";
        for (const count of [1, 2, 12345]) {
          const values: Record<string, string | number> = { ...valuesFor(text, count) };
          if (/\{\{\s*count/.test(text) || (catalogue as Record<string, string>)[`${key}_other`]) values.count = count;
          expect(translate(messages, language, id, values), `${id} (${count})`).toBe(t(id, values));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("passes words that are not a catalogue's id through as they are, as a page does", () => {
    for (const words of ["Unknown favourites action.", "Phone: not a number", "Plain words"]) {
      expect(translatorFor("af", [])(words)).toBe(words);
      expect(translate({}, "af", words)).toBe(words);
    }
  });

  it("shows a missing text's id, as a page does", () => {
    expect(translatorFor("af", [])("cart:no.such.key")).toBe("cart:no.such.key");
    expect(translate({}, "af", "cart:no.such.key")).toBe("cart:no.such.key");
  });
});
