import type { Insertable } from "kysely";
import sharp from "sharp";
import type { ProductImages } from "../../app/platform/db-schema";
import { newStorageKey, publicUrl, saveFile } from "../../app/platform/storage.server";
import type { IconName } from "./data/types";
import { mapWithConcurrency } from "./support";

/**
 * Product pictures drawn at seed time from SVG, so a fresh install needs no downloads and every
 * product card has an image of the right size.
 */

export const IMAGE_SIZE = 800;
const TEXT_WIDTH = 700;
// A little above the measured average, so wide glyphs (W, M, digits) never touch the edge.
const GLYPH_WIDTH_EM = 0.64;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
/** Two cores share image encoding with the database work; more in flight only queues in libvips. */
const CONCURRENCY = 4;

export interface ImageStyle {
  background: string;
  accent: string;
  icon: IconName;
  /** The small caption above the picture, usually the category name. */
  label: string;
}

export interface StoredImage {
  storageKey: string;
  url: string;
}

// Each icon is drawn in a 200 x 200 box; the caller scales and centres it.
const ICONS: Record<IconName, (accent: string) => string> = {
  "feed-bag": (a) => `
    <path d="M38 70 Q26 190 48 200 H152 Q174 190 162 70 Z" fill="${a}"/>
    <path d="M58 70 L74 26 H126 L142 70 Z" fill="${a}" fill-opacity="0.8"/>
    <rect x="56" y="62" width="88" height="14" rx="7" fill="#fff" fill-opacity="0.7"/>
    <path d="M100 170 V106" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
    <g fill="#fff" fill-opacity="0.85">
      <ellipse cx="90" cy="118" rx="8" ry="14" transform="rotate(-30 90 118)"/>
      <ellipse cx="110" cy="118" rx="8" ry="14" transform="rotate(30 110 118)"/>
      <ellipse cx="90" cy="140" rx="8" ry="14" transform="rotate(-30 90 140)"/>
      <ellipse cx="110" cy="140" rx="8" ry="14" transform="rotate(30 110 140)"/>
      <ellipse cx="100" cy="100" rx="7" ry="13"/>
    </g>`,
  paw: (a) => `
    <g fill="${a}">
      <ellipse cx="100" cy="140" rx="50" ry="42"/>
      <ellipse cx="42" cy="86" rx="20" ry="26" transform="rotate(-20 42 86)"/>
      <ellipse cx="78" cy="50" rx="20" ry="27" transform="rotate(-8 78 50)"/>
      <ellipse cx="122" cy="50" rx="20" ry="27" transform="rotate(8 122 50)"/>
      <ellipse cx="158" cy="86" rx="20" ry="26" transform="rotate(20 158 86)"/>
    </g>`,
  "health-cross": (a) => `
    <circle cx="100" cy="100" r="92" fill="${a}"/>
    <path d="M80 40 H120 V80 H160 V120 H120 V160 H80 V120 H40 V80 H80 Z" fill="#fff"/>`,
  egg: (a) => `
    <ellipse cx="72" cy="116" rx="48" ry="64" fill="${a}"/>
    <ellipse cx="138" cy="124" rx="44" ry="58" fill="${a}" fill-opacity="0.7"/>
    <ellipse cx="58" cy="90" rx="10" ry="18" fill="#fff" fill-opacity="0.5"/>`,
  horseshoe: (a) => `
    <path d="M46 30 V110 A54 54 0 0 0 154 110 V30" fill="none" stroke="${a}" stroke-width="36" stroke-linecap="round"/>
    <g fill="#fff">
      <circle cx="46" cy="58" r="6"/><circle cx="46" cy="100" r="6"/><circle cx="62" cy="140" r="6"/>
      <circle cx="154" cy="58" r="6"/><circle cx="154" cy="100" r="6"/><circle cx="138" cy="140" r="6"/>
    </g>`,
  hammer: (a) => `
    <rect x="88" y="60" width="24" height="136" rx="10" fill="${a}" fill-opacity="0.75" transform="rotate(35 100 100)"/>
    <path d="M40 30 H150 Q168 30 168 48 V70 H40 Z" fill="${a}" transform="rotate(35 100 100)"/>`,
  sprout: (a) => `
    <path d="M100 196 V92" stroke="${a}" stroke-width="12" stroke-linecap="round"/>
    <path d="M100 110 C100 60 60 36 14 42 C18 92 56 118 100 110 Z" fill="${a}"/>
    <path d="M100 92 C102 46 136 16 186 18 C184 68 146 96 100 92 Z" fill="${a}" fill-opacity="0.75"/>
    <rect x="40" y="186" width="120" height="12" rx="6" fill="${a}" fill-opacity="0.5"/>`,
  fence: (a) => `
    <g fill="${a}">
      <path d="M18 196 V52 L38 28 L58 52 V196 Z"/>
      <path d="M80 196 V52 L100 28 L120 52 V196 Z"/>
      <path d="M142 196 V52 L162 28 L182 52 V196 Z"/>
    </g>
    <g stroke="${a}" stroke-width="8" stroke-opacity="0.7">
      <line x1="0" y1="86" x2="200" y2="86"/>
      <line x1="0" y1="146" x2="200" y2="146"/>
    </g>`,
  "water-drop": (a) => `
    <path d="M100 6 C74 58 36 98 36 136 A64 64 0 0 0 164 136 C164 98 126 58 100 6 Z" fill="${a}"/>
    <path d="M70 138 A32 32 0 0 0 100 170" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-opacity="0.7"/>`,
  boot: (a) => `
    <path d="M50 14 H118 V118 L176 142 Q194 150 194 170 V190 H28 V150 Q28 138 42 130 Z" fill="${a}"/>
    <rect x="28" y="174" width="166" height="16" fill="#000" fill-opacity="0.25"/>
    <rect x="50" y="14" width="68" height="14" fill="#fff" fill-opacity="0.4"/>`,
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Greedy word wrap against an estimated glyph width (bold sans averages about 0.62 em). */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size at which the title fits in three lines. */
export function layoutTitle(title: string): { fontSize: number; lines: string[] } {
  for (const fontSize of [64, 56, 48, 42]) {
    const lines = wrapWords(title, Math.floor(TEXT_WIDTH / (fontSize * GLYPH_WIDTH_EM)));
    if (lines.length <= 3) return { fontSize, lines };
  }
  const fontSize = 36;
  return { fontSize, lines: wrapWords(title, Math.floor(TEXT_WIDTH / (fontSize * GLYPH_WIDTH_EM))).slice(0, 3) };
}

export function productImageSvg(title: string, style: ImageStyle): string {
  const { fontSize, lines } = layoutTitle(title);
  const lineHeight = Math.round(fontSize * 1.2);
  const firstBaseline = 545 + Math.round(((3 - lines.length) * lineHeight) / 2);
  const text = lines
    .map(
      (line, index) =>
        `<text x="400" y="${firstBaseline + index * lineHeight}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${style.background}"/>
      <stop offset="1" stop-color="${style.accent}" stop-opacity="0.28"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="${style.background}"/>
  <rect width="800" height="800" fill="url(#bg)"/>
  <text x="60" y="84" font-family="${FONT}" font-size="26" font-weight="bold" letter-spacing="3" fill="${style.accent}">${escapeXml(style.label.toUpperCase())}</text>
  <circle cx="400" cy="290" r="180" fill="#fff" fill-opacity="0.55"/>
  <g transform="translate(280 170) scale(1.2)">${ICONS[style.icon](style.accent)}</g>
  <g font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#2f261b">${text}</g>
  <text x="400" y="764" text-anchor="middle" font-family="${FONT}" font-size="22" letter-spacing="4" fill="${style.accent}" fill-opacity="0.8">DONKERHOEK FARM SUPPLIES</text>
</svg>`;
}

export async function renderProductImage(title: string, style: ImageStyle): Promise<Buffer> {
  // Low effort: flat artwork compresses well anyway, and it halves the encode time.
  return sharp(Buffer.from(productImageSvg(title, style)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

export async function storeProductImages(
  jobs: readonly { title: string; style: ImageStyle }[],
): Promise<StoredImage[]> {
  return mapWithConcurrency(jobs, CONCURRENCY, async ({ title, style }) => {
    const storageKey = newStorageKey("products", "webp");
    await saveFile(storageKey, await renderProductImage(title, style));
    return { storageKey, url: publicUrl(storageKey) };
  });
}

export function productImageRow(
  productId: string,
  altText: string,
  image: StoredImage,
  createdAt: string,
): Insertable<ProductImages> {
  return {
    id: crypto.randomUUID(),
    product_id: productId,
    image_url: image.url,
    storage_key: image.storageKey,
    seo_image_url: null,
    seo_image_name: null,
    original_filename: null,
    alt_text: altText,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    image_order: 1,
    created_at: createdAt,
  };
}

/** A small bank-confirmation screenshot, standing in for a customer's uploaded proof of payment. */
export async function renderPaymentProof(lines: readonly string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, index) =>
        `<text x="40" y="${110 + index * 44}" font-family="${FONT}" font-size="26" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
  <rect width="600" height="420" fill="#ffffff"/>
  <rect width="600" height="64" fill="#1d4e89"/>
  <text x="40" y="42" font-family="${FONT}" font-size="26" font-weight="bold" fill="#fff">Payment notification</text>
  ${text}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
