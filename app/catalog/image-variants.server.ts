import sharp from "sharp";
import { fileExists, readFile, saveFile, streamFile } from "~/platform/storage.server";
import type { ImageWidth } from "./product-images";

const IMMUTABLE = "public, max-age=31536000, immutable";
const RESIZABLE_FOLDERS = ["products/", "categories/", "blog/", "videos/"];

/** `products/abc.webp` at 320 px is stored as `variants/320/products/abc.webp`. */
function variantKey(key: string, width: ImageWidth): string {
  return `variants/${width}/${key.replace(/\.[a-z0-9]+$/i, "")}.webp`;
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
    const resized = await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: width <= 320 ? 70 : 78 })
      .toBuffer();
    await saveFile(target, resized);
  }
  return streamFile(target, request, IMMUTABLE);
}
