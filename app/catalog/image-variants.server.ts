import sharp from "sharp";
import { concurrencyLimit } from "~/platform/concurrency-limit";
import { STORED_IMAGE_PIXELS } from "~/platform/image-limits";
import { deleteFile, fileExists, readFile, saveFile, storage, streamFile } from "~/platform/storage.server";
import { forgetImageFile } from "./image-presence.server";
import { IMAGE_WIDTHS, type ImageWidth } from "./product-images";

// Every variant is made once and stored, so libvips' operation cache (up to 50 MB, 100
// operations by default) would only hold memory: off for the whole process (decision 0064).
sharp.cache(false);
// One libvips thread a picture, and one picture made at a time in the process (decision 0105): a
// picture of 24 megapixels can take about 100 MB while it is open, and a page of new pictures asks
// for many at once. Each takes 0.1-0.3 s; the others wait their turn.
sharp.concurrency(1);
const pictureSlots = concurrencyLimit(1);

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * How long a browser may keep the placeholder under a picture's own address: a minute at most
 * (issue 46), so a picture uploaded later shows on the next visit, not an hour later. Real
 * pictures keep their year (their keys never change content).
 */
export const PLACEHOLDER_CACHE_CONTROL = "public, max-age=60";
const RESIZABLE_FOLDERS = ["products/", "categories/", "blog/", "videos/"];

type VariantFormat = "webp" | "avif";

/** `products/abc.webp` at 320 px is stored as `variants/320/products/abc.webp` (and `.avif`). */
function variantKey(key: string, width: ImageWidth, format: VariantFormat = "webp"): string {
  return `variants/${width}/${key.replace(/\.[a-z0-9]+$/i, "")}.${format}`;
}

/**
 * AVIF beside each WebP: over the demo catalogue a quarter smaller at 320 px, half at 800 px
 * (decision 0099). The widths a phone draws at two device pixels to the point (a card's 320 px, a
 * product's 360 px) at quality 30: 29% fewer bytes than 45 (1.95 KB against 2.7 KB a card over
 * the demo catalogue; 35 gave 2.2), where each picture pixel is a device pixel on a 400-ppi
 * screen (decision 0101); the 160 px one, which Lite mode draws at twice its size, at 45; the larger ones at 50.
 * Chroma at half resolution as WebP always has it (4:2:0: 3% fewer bytes and faster to make than
 * sharp's default 4:4:4). Effort 4, libvips' default: about 0.1-0.3 s a picture, made once;
 * effort 7 saved 6-9% more for three to four times the time.
 */
export function avifQuality(width: ImageWidth): number {
  if (width === 160) return 45;
  return width <= 360 ? 30 : 50;
}

/** Browsers that decode AVIF say so in an image request's Accept (Chromium, Firefox, Safari 16+). */
export function acceptsAvif(request: Request): boolean {
  return /\bimage\/avif\b/i.test(request.headers.get("Accept") ?? "");
}

/**
 * Phone widths (up to 360 px, shown at about their own size on a phone) at 70, the larger ones
 * that zoom or fill a wide screen at 78. The 360 px picture at 70 is 4.7 KB on average over the
 * demo catalogue, against 5.4 KB at 78 and 7.3 KB for the 480 px one a 360 px phone took before
 * (decision 0085).
 */
export function webpQuality(width: ImageWidth): number {
  return width <= 360 ? 70 : 78;
}

/**
 * `original` is the image's bytes or the path of a file holding them (sharp reads either). Stores
 * the WebP and the AVIF at `width`; where the AVIF is not smaller than the WebP (a flat drawing
 * can be), an empty file stands at its key, and browsers that take AVIF get the WebP.
 */
function storeVariants(original: Buffer | string, key: string, width: ImageWidth): Promise<void> {
  return pictureSlots.run(() => makeVariants(original, key, width));
}

async function makeVariants(original: Buffer | string, key: string, width: ImageWidth): Promise<void> {
  const resized = sharp(original, { limitInputPixels: STORED_IMAGE_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  const [webp, avif] = await Promise.all([
    resized
      .clone()
      .webp({ quality: webpQuality(width) })
      .toBuffer(),
    resized
      .clone()
      .avif({ quality: avifQuality(width), chromaSubsampling: "4:2:0" })
      .toBuffer(),
  ]);
  await saveFile(variantKey(key, width), webp);
  await saveFile(variantKey(key, width, "avif"), avif.length < webp.length ? avif : Buffer.alloc(0));
}

/**
 * Streams the stored image at `width`, making its variants first if they are not there yet: the
 * AVIF to browsers that take it where it is smaller, else the WebP. The answer varies by Accept.
 */
export async function resizedImage(key: string, width: ImageWidth, request: Request): Promise<Response> {
  if (!RESIZABLE_FOLDERS.some((folder) => key.startsWith(folder))) return new Response("Not found", { status: 404 });
  const webp = variantKey(key, width);
  const avif = variantKey(key, width, "avif");
  // Pictures stored before AVIF have their WebP only: both are made again, once.
  if (!(await fileExists(webp)) || !(await fileExists(avif))) {
    let original: Buffer;
    try {
      original = await readFile(key);
    } catch {
      return new Response("Not found", { status: 404 });
    }
    await storeVariants(original, key, width);
  }
  const target = acceptsAvif(request) && ((await storage().size(avif)) ?? 0) > 0 ? avif : webp;
  const response = await streamFile(target, request, IMMUTABLE);
  response.headers.append("Vary", "Accept");
  return response;
}

/** Makes every width the storefront asks for at once, in both formats, when an image is uploaded. */
export async function makeImageVariants(key: string, original: Buffer | string): Promise<void> {
  for (const width of IMAGE_WIDTHS) await storeVariants(original, key, width);
}

/** The stored image and all its variants. */
export async function deleteImageAndVariants(key: string): Promise<void> {
  await deleteFile(key);
  forgetImageFile(key);
  for (const width of IMAGE_WIDTHS) {
    await deleteFile(variantKey(key, width));
    await deleteFile(variantKey(key, width, "avif"));
  }
}
