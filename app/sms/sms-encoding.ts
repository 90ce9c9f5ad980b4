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
