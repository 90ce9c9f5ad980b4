/**
 * How an SMS is encoded and how many parts it takes (3GPP TS 23.038 and 23.040):
 * - GSM 03.38 (the 7-bit default alphabet) when every character is in it: 160 characters in one
 *   SMS, 153 per part when split (the concatenation header takes the rest). Characters of the
 *   extension table (^ { } \ [ ~ ] | € and form feed) are sent as an escape and the character,
 *   so they count as two, and a pair is never split between parts.
 * - UCS-2 otherwise (any accent outside the GSM alphabet, Afrikaans ŉ, curly quotes, emoji): 70
 *   16-bit units in one SMS, 67 per part. Characters outside the Basic Multilingual Plane (most
 *   emoji) take two units (a UTF-16 surrogate pair, as phones send them) and are never split.
 */

export type SmsEncoding = "gsm7" | "ucs2";

export type SmsLayout = {
  encoding: SmsEncoding;
  /** Septets (GSM) or 16-bit units (UCS-2) the whole text takes. */
  units: number;
  /** The number of SMS the aggregator charges for. */
  parts: number;
  /** Units one part may hold: 160/70 for a single SMS, 153/67 for each part of a long one. */
  perPart: number;
  /** The text of each part, in order (one element for a single SMS). */
  segments: string[];
};

/** The basic GSM 03.38 alphabet (without the escape at 0x1B). */
export const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each is sent as ESC and a second septet. */
export const GSM_EXTENSION = "\f^{}\\[~]|€";

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export const SINGLE_GSM = 160;
export const PART_GSM = 153;
export const SINGLE_UCS2 = 70;
export const PART_UCS2 = 67;

function gsmSeptets(character: string): number | null {
  if (basic.has(character)) return 1;
  if (extension.has(character)) return 2;
  return null;
}

/** True when the whole text can be sent in the GSM 7-bit alphabet. */
export function fitsGsm(text: string): boolean {
  for (const character of text) if (gsmSeptets(character) === null) return false;
  return true;
}

/** Splits the text into parts of at most `limit` units, never splitting one character's units. */
function split(characters: { text: string; units: number }[], limit: number): string[] {
  const segments: string[] = [];
  let current = "";
  let used = 0;
  for (const { text, units } of characters) {
    if (used + units > limit) {
      segments.push(current);
      current = "";
      used = 0;
    }
    current += text;
    used += units;
  }
  segments.push(current);
  return segments;
}

export function smsLayout(text: string): SmsLayout {
  const gsm = fitsGsm(text);
  // for...of walks code points, so a surrogate pair stays one character of two units.
  const characters = Array.from(text, (character) => ({
    text: character,
    units: gsm ? (gsmSeptets(character) as number) : character.length,
  }));
  const units = characters.reduce((sum, character) => sum + character.units, 0);
  const single = gsm ? SINGLE_GSM : SINGLE_UCS2;
  const perPartLong = gsm ? PART_GSM : PART_UCS2;
  const encoding: SmsEncoding = gsm ? "gsm7" : "ucs2";
  if (units <= single) return { encoding, units, parts: 1, perPart: single, segments: [text] };
  const segments = split(characters, perPartLong);
  return { encoding, units, parts: segments.length, perPart: perPartLong, segments };
}

/*
 * The characters that force UCS-2, named, and their plain GSM stand-ins (decision 0091). A phone
 * keyboard or a word processor puts typographic characters in a message (a curly apostrophe, a
 * long dash, an ellipsis, a non-breaking space): one is enough to make the whole SMS Unicode,
 * which takes 70 characters a part instead of 160. The composer names them and offers to replace
 * those that have a plain stand-in; emoji, other scripts and letters such as Afrikaans ê or ë
 * (their plain letter would change the word) are named but left as they are.
 */

type Known = { name: string; plain: string | null };

/** Typographic characters with their readable name and plain stand-in ("" drops an invisible one). */
const KNOWN: Record<string, Known> = {
  "\u2018": { name: "curly opening quote", plain: "'" },
  "\u2019": { name: "curly apostrophe", plain: "'" },
  "\u201A": { name: "low single quote", plain: "'" },
  "\u201B": { name: "reversed single quote", plain: "'" },
  "\u2032": { name: "prime", plain: "'" },
  "\u00B4": { name: "acute accent", plain: "'" },
  "`": { name: "backtick", plain: "'" },
  "\u2039": { name: "single angle quote", plain: "'" },
  "\u203A": { name: "single angle quote", plain: "'" },
  "\u201C": { name: "curly opening double quote", plain: '"' },
  "\u201D": { name: "curly closing double quote", plain: '"' },
  "\u201E": { name: "low double quote", plain: '"' },
  "\u201F": { name: "reversed double quote", plain: '"' },
  "\u2033": { name: "double prime", plain: '"' },
  "\u00AB": { name: "opening angle quotes", plain: '"' },
  "\u00BB": { name: "closing angle quotes", plain: '"' },
  "\u2010": { name: "hyphen", plain: "-" },
  "\u2011": { name: "non-breaking hyphen", plain: "-" },
  "\u2012": { name: "figure dash", plain: "-" },
  "\u2013": { name: "short dash", plain: "-" },
  "\u2014": { name: "long dash", plain: "-" },
  "\u2015": { name: "horizontal bar", plain: "-" },
  "\u2212": { name: "minus sign", plain: "-" },
  "\u2022": { name: "bullet", plain: "-" },
  "\u00B7": { name: "middle dot", plain: "." },
  "\u2026": { name: "ellipsis", plain: "..." },
  "\u00D7": { name: "multiplication sign", plain: "x" },
  "\u2122": { name: "trade mark sign", plain: "TM" },
  "\u00AE": { name: "registered sign", plain: "(R)" },
  "\u00A9": { name: "copyright sign", plain: "(C)" },
  "\u0149": { name: "Afrikaans ŉ", plain: "'n" },
  "\t": { name: "tab", plain: " " },
  "\u00A0": { name: "non-breaking space", plain: " " },
  "\u2002": { name: "wide space", plain: " " },
  "\u2003": { name: "wide space", plain: " " },
  "\u2007": { name: "figure space", plain: " " },
  "\u2008": { name: "punctuation space", plain: " " },
  "\u2009": { name: "thin space", plain: " " },
  "\u200A": { name: "hair space", plain: " " },
  "\u202F": { name: "narrow non-breaking space", plain: " " },
  "\u3000": { name: "wide space", plain: " " },
  "\u2028": { name: "line separator", plain: "\n" },
  "\u2029": { name: "paragraph separator", plain: "\n" },
  "\u200B": { name: "zero-width space", plain: "" },
  "\u2060": { name: "word joiner", plain: "" },
  "\uFEFF": { name: "zero-width no-break space", plain: "" },
  "\u00AD": { name: "soft hyphen", plain: "" },
};

const ACCENTS: Record<string, string> = {
  "\u0300": "grave accent",
  "\u0301": "acute accent",
  "\u0302": "circumflex",
  "\u0303": "tilde",
  "\u0304": "macron",
  "\u0306": "breve",
  "\u0307": "dot above",
  "\u0308": "diaeresis",
  "\u030A": "ring",
  "\u030B": "double acute accent",
  "\u030C": "caron",
  "\u0323": "dot below",
  "\u0327": "cedilla",
  "\u0328": "ogonek",
};

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Greek}/u, "Greek letter"],
  [/\p{Script=Cyrillic}/u, "Cyrillic letter"],
  [/\p{Script=Arabic}/u, "Arabic letter"],
  [/\p{Script=Hebrew}/u, "Hebrew letter"],
  [/\p{Script=Devanagari}/u, "Devanagari letter"],
  [/\p{Script=Han}/u, "Chinese character"],
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, "Japanese character"],
  [/\p{Script=Hangul}/u, "Korean character"],
  [/\p{Script=Thai}/u, "Thai letter"],
];

export type UnicodeCharacter = {
  /** The character as the reader sees it (an emoji with its skin tone is one). */
  character: string;
  /** A readable name: "curly apostrophe", "e with circumflex", "emoji". */
  name: string;
  /** How often it occurs in the text. */
  count: number;
  /** The plain GSM stand-in ("" drops it), or null when there is none. */
  plain: string | null;
  /** False for spaces and invisible characters, which are shown by their name only. */
  visible: boolean;
};

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (segment) => segment.segment);
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

function nameOf(character: string): Known & { visible: boolean } {
  const known = KNOWN[character];
  if (known) return { ...known, visible: !/^[\s\u200B\u2060\uFEFF\u00AD]$/u.test(character) };
  // A letter and its accent typed as two characters (as some keyboards and Macs write é): the
  // one-character form may be in the GSM alphabet.
  const composed = character.normalize("NFC");
  if (composed !== character && fitsGsm(composed))
    return { name: `${composed} written as two characters`, plain: composed, visible: true };
  if (/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(character))
    return { name: "emoji", plain: null, visible: true };
  const [base = "", ...marks] = Array.from(composed.normalize("NFD"));
  if (/^[A-Za-z]$/.test(base) && marks.length > 0 && marks.every((mark) => ACCENTS[mark]))
    return { name: `${base} with ${marks.map((mark) => ACCENTS[mark]).join(" and ")}`, plain: null, visible: true };
  for (const [script, name] of SCRIPTS) if (script.test(character)) return { name, plain: null, visible: true };
  if (/^\p{Z}$/u.test(character)) return { name: `space (${codePoint(character)})`, plain: " ", visible: false };
  if (/^\p{C}+$/u.test(character))
    return { name: `invisible character (${codePoint(character)})`, plain: "", visible: false };
  if (/\p{L}/u.test(character)) return { name: `letter ${codePoint(character)}`, plain: null, visible: true };
  return { name: `symbol ${codePoint(character)}`, plain: null, visible: true };
}

function isGsmGrapheme(character: string): boolean {
  for (const single of character) if (gsmSeptets(single) === null) return false;
  return true;
}

/**
 * The characters of a text that are outside the GSM alphabet (each makes the whole SMS UCS-2),
 * in the order they first occur, each once with how often it occurs, its name and its plain
 * stand-in when it has one.
 */
export function unicodeCharacters(text: string): UnicodeCharacter[] {
  const found = new Map<string, UnicodeCharacter>();
  for (const character of graphemesOf(text)) {
    if (isGsmGrapheme(character)) continue;
    const seen = found.get(character);
    if (seen) seen.count++;
    else found.set(character, { character, count: 1, ...nameOf(character) });
  }
  return [...found.values()];
}

/** The text with every character that has a plain GSM stand-in replaced by it; the rest left as it is. */
export function withPlainCharacters(text: string): string {
  return graphemesOf(text)
    .map((character) => (isGsmGrapheme(character) ? character : (nameOf(character).plain ?? character)))
    .join("");
}
