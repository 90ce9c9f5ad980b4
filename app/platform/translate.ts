/**
 * Looking up a customer-facing text in the message catalogues (app/locales/, decision 0110).
 * The catalogues are i18next's JSON format (v4): one flat object per namespace and language,
 * `{{name}}` for a value (`{{name, number}}` written by `Intl`), `key_one`/`key_other` for plurals
 * chosen by `Intl.PluralRules`. Pages look texts up with this module, on the server and in the
 * browser alike, so a page hydrates with the very text it was rendered with and no library travels
 * to the phone (decision 0110 gives the figures); what the server alone writes (e-mails, SMS, the
 * tax invoice, an action's messages) is read by i18next itself (app/locales/translator.server.ts),
 * and app/locales/i18next-agreement.test.ts holds the two to the same answer for every text.
 */
import { type Language, languageTag } from "./language";

/** One namespace's texts in one language. */
export type Catalogue = Readonly<Record<string, string>>;
/** The namespaces a page carries, in its language. */
export type Messages = Readonly<Record<string, Catalogue>>;
export type Values = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(languageTag(language));
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** i18next's interpolation: `{{name}}` puts the value in as given, `{{name, number}}` as `Intl` writes it for the language. */
function interpolate(text: string, values: Values | undefined, language: Language): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (format === "number" && typeof value === "number") return numberFormat(language).format(value);
    return String(value);
  });
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(language));
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * The text of `namespace:key` (a `count` value picks `key_one`/`key_other`), with its values put
 * in. A key the page's catalogues lack comes back as the key itself, visible on the page: the
 * catalogue test (app/locales/catalogues.test.ts) keeps that from reaching a customer.
 */
export function translate(messages: Messages, language: Language, id: string, values?: Values): string {
  const colon = id.indexOf(":");
  const catalogue = messages[id.slice(0, colon)];
  const key = id.slice(colon + 1);
  let text: string | undefined;
  if (catalogue && values && typeof values.count === "number") {
    text = catalogue[`${key}_${pluralCategory(language, values.count)}`] ?? catalogue[`${key}_other`];
  }
  text ??= catalogue?.[key];
  return text === undefined ? id : interpolate(text, values, language);
}

/**
 * A page's texts as they travel in its loader data: one string per namespace, a line
 * `key=value` per text (a newline inside a text written `\n`, a backslash `\\`). Remix's data
 * format spends two references and two quoted strings on each text of an object; one string
 * spends neither, and a purchase's data is about a sixth lighter (decision 0110, "The weight").
 */
export type PageTexts = Readonly<Record<string, string>>;

/** One namespace's texts as a line each (see `PageTexts`). */
export function packCatalogue(catalogue: Catalogue): string {
  return Object.entries(catalogue)
    .map(([key, text]) => `${key}=${text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`)
    .join("\n");
}

/** The namespaces as they travel (see `PageTexts`). */
export function packTexts(messages: Messages): PageTexts {
  return Object.fromEntries(
    Object.entries(messages).map(([namespace, catalogue]) => [namespace, packCatalogue(catalogue)]),
  );
}

/** Unpacked namespaces by their packed string: a page's texts are read on every render. */
const unpacked = new Map<string, Catalogue>();

/** One packed namespace back as texts by key. */
export function unpackCatalogue(packed: string): Catalogue {
  const known = unpacked.get(packed);
  if (known) return known;
  const catalogue: Record<string, string> = {};
  for (const line of packed.split("\n")) {
    const equals = line.indexOf("=");
    if (equals <= 0) continue;
    catalogue[line.slice(0, equals)] = line
      .slice(equals + 1)
      .replace(/\\(\\|n)/g, (_, escaped: string) => (escaped === "n" ? "\n" : "\\"));
  }
  // A page holds a handful; a long visit's pages are not all kept.
  if (unpacked.size >= 64) unpacked.delete(unpacked.keys().next().value as string);
  unpacked.set(packed, catalogue);
  return catalogue;
}

/**
 * The namespaces a page's data brought, as texts by key. Only strings are texts: a staff page's
 * data may use the name `messages` for something else (the SMS log's rows), which reads as none.
 */
export function unpackTexts(texts: PageTexts): Messages {
  return Object.fromEntries(
    Object.entries(texts)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([namespace, packed]) => [namespace, unpackCatalogue(packed)]),
  );
}
