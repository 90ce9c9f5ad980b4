import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CATALOGUES } from "./catalogues.server";

/**
 * The catalogues stay whole (decision 0110): every English text has its Afrikaans one, no
 * catalogue holds a key the code never asks for, and the code asks for no key English lacks.
 */

/** Texts that are the same words in both languages; any other Afrikaans text equal to its English one is untranslated. */
const SAME_IN_BOTH = new Set(["site:nav.blog", "card:was", "cart:checkout.news.sms", "cart:eft.bank"]);

/** i18next's own option names, which a value named in a text would override. */
const I18NEXT_OPTIONS = new Set([
  "lng",
  "lngs",
  "ns",
  "context",
  "defaultValue",
  "replace",
  "ordinal",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "fallbackLng",
  "keyPrefix",
]);

const namespaces = Object.keys(CATALOGUES.en) as (keyof typeof CATALOGUES.en)[];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const source = sourceFiles("app")
  .map((path) => readFileSync(path, "utf8"))
  .join("\n");
const namespacePattern = namespaces.join("|");
/** Ids written out whole: "site:footer.hours". */
const usedIds = new Set(
  [...source.matchAll(new RegExp(`["'\`]((?:${namespacePattern}):[A-Za-z0-9_.-]+)["'\`]`, "g"))].map(
    (match) => match[1] as string,
  ),
);
/** Ids made in a template: `home:tab.${id}` uses every key that starts "tab.". */
const usedPrefixes = [...source.matchAll(new RegExp(`\`((?:${namespacePattern}):[A-Za-z0-9_.-]*)\\$\\{`, "g"))].map(
  (match) => match[1] as string,
);

function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, "");
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)]
    .map((match) => (match[2] ? `${match[1]}, ${match[2]}` : (match[1] as string)))
    .sort();
}

describe("the message catalogues", () => {
  it.each(namespaces)("%s: every English text has an Afrikaans one with the same values, and no more", (namespace) => {
    const english: Record<string, string> = CATALOGUES.en[namespace];
    const afrikaans: Record<string, string> = CATALOGUES.af[namespace];
    expect(Object.keys(afrikaans).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = afrikaans[key] ?? "";
      expect(translated.trim(), `${namespace}:${key}`).not.toBe("");
      expect(placeholders(translated), `${namespace}:${key}`).toEqual(placeholders(text));
      // i18next reads these names as its own options (`lng` picks a language): a text's value may not use one.
      expect(
        placeholders(text).filter((name) => I18NEXT_OPTIONS.has(name.split(",")[0] ?? "")),
        `${namespace}:${key}`,
      ).toEqual([]);
      if (!SAME_IN_BOTH.has(`${namespace}:${key}`)) {
        expect(translated, `${namespace}:${key} is still in English`).not.toBe(text);
      }
    }
  });

  it.each(namespaces)("%s: every key is used by the code", (namespace) => {
    const unused = Object.keys(CATALOGUES.en[namespace])
      .map((key) => `${namespace}:${baseKey(key)}`)
      .filter((id) => !usedIds.has(id) && !usedPrefixes.some((prefix) => id.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it("has every key the code asks for", () => {
    const missing = [...usedIds].filter((id) => {
      const [namespace, key] = id.split(":") as [keyof typeof CATALOGUES.en, string];
      const english: Record<string, string> = CATALOGUES.en[namespace];
      return english[key] === undefined && english[`${key}_other`] === undefined;
    });
    expect(missing).toEqual([]);
  });
});
