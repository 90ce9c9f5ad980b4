/**
 * Helpers for writing XML by hand (sitemap, product feed): small, and nothing a browser needs.
 */

// Characters XML 1.0 does not allow at all: C0 controls except tab, newline and carriage return,
// lone surrogate halves, and U+FFFE/U+FFFF. One of them in a product description would make the
// whole feed unreadable.
const FORBIDDEN_IN_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Removes characters XML cannot carry. */
export function stripControlCharacters(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, "");
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or an attribute value made safe for XML: the five special characters escaped, forbidden ones dropped. */
export function escapeXml(text: string): string {
  return stripControlCharacters(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

const HTML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(Number.parseInt(name.slice(2), 16), entity);
  if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10), entity);
  return HTML_ENTITIES[name.toLowerCase()] ?? entity;
}

function safeCodePoint(codePoint: number, fallback: string): string {
  return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : fallback;
}

/**
 * Text on one line for a feed: control characters dropped, whitespace collapsed, cut at
 * `maxLength` characters on a word boundary where one is near.
 */
export function clipText(input: string | null | undefined, maxLength = Number.POSITIVE_INFINITY): string {
  if (!input) return "";
  const text = stripControlCharacters(input).replace(/\s+/g, " ").trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A description as shopping engines want it: text only. HTML tags (an editor may have pasted
 * some) are removed and entities decoded before clipping.
 */
export function plainText(input: string | null | undefined, maxLength = Number.POSITIVE_INFINITY): string {
  if (!input) return "";
  return clipText(
    input
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity),
    maxLength,
  );
}

/** A stored UTC timestamp as a W3C date (YYYY-MM-DD), as the sitemap protocol's lastmod wants. */
export function w3cDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: ${iso}`);
  return date.toISOString().slice(0, 10);
}

/** The later of two timestamps (either may be missing). */
export function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b;
}
