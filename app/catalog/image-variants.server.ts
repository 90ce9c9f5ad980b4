import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "~/platform/image-limits";
import { deleteFile, fileExists, readFile, saveFile, streamFile } from "~/platform/storage.server";
import { forgetImageFile } from "./image-presence.server";
import { IMAGE_WIDTHS, type ImageWidth } from "./product-images";

// Every variant is made once and stored, so libvips' operation cache (up to 50 MB, 100
// operations by default) would only hold memory: off for the whole process (decision 0064).
sharp.cache(false);

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * How long a browser may keep the placeholder under a picture's own address: a minute at most
 * (issue 46), so a picture uploaded later shows on the next visit, not an hour later. Real
 * pictures keep their year (their keys never change content).
 */
export const PLACEHOLDER_CACHE_CONTROL = "public, max-age=60";
const RESIZABLE_FOLDERS = ["products/", "categories/", "blog/", "videos/"];

/** `products/abc.webp` at 320 px is stored as `variants/320/products/abc.webp`. */
function variantKey(key: string, width: ImageWidth): string {
  return `variants/${width}/${key.replace(/\.[a-z0-9]+$/i, "")}.webp`;
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

/** `original` is the image's bytes or the path of a file holding them (sharp reads either). */
async function storeVariant(original: Buffer | string, key: string, width: ImageWidth): Promise<void> {
  const resized = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: webpQuality(width) })
    .toBuffer();
  await saveFile(variantKey(key, width), resized);
}

/** Streams the stored image at `width`, making the WebP variant first if it is not there yet. */
export async function resizedImage(key: string, width: ImageWidth, request: Request): Promise<Response> {
  if (!RESIZABLE_FOLDERS.some((folder) => key.startsWith(folder))) return new Response("Not found", { status: 404 });
  const target = variantKey(key, width);
  if (!(await fileExists(target))) {
    let original: Buffer;
    try {
      original = await readFile(key);
    } catch {
      return new Response("Not found", { status: 404 });
    }
    await storeVariant(original, key, width);
  }
  return streamFile(target, request, IMMUTABLE);
}

/** Makes every width the storefront asks for at once, when an image is uploaded. */
export async function makeImageVariants(key: string, original: Buffer | string): Promise<void> {
  for (const width of IMAGE_WIDTHS) await storeVariant(original, key, width);
}

/** The stored image and all its variants. */
export async function deleteImageAndVariants(key: string): Promise<void> {
  await deleteFile(key);
  forgetImageFile(key);
  for (const width of IMAGE_WIDTHS) await deleteFile(variantKey(key, width));
}
