import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { tooManyPixelsText } from "~/platform/image-limits";
import { checkPicturePixels } from "~/platform/image-limits.server";
import { deleteFile, newStorageKey, publicUrl, saveFile } from "~/platform/storage.server";
import type { DiskFile } from "~/platform/uploads.server";
import { IMAGE_NOT_AN_IMAGE } from "./newsletter-messages";

const CARTOON_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

export type StoredCartoon = { key: string; url: string };

/**
 * Stores a newsletter's cartoon from its temporary file, checked by its content (not its name or
 * declared type) and by its pixels, read from its header (decision 0105), and returns its storage
 * key and public address, or why it was refused: bytes that are not an image mail apps show, or a
 * picture past the pixel limit (which every reader's phone would have to open). A save that is
 * then refused removes it again (`removeCartoon`).
 */
export async function storeCartoon(
  file: DiskFile,
): Promise<{ ok: true; stored: StoredCartoon } | { ok: false; message: string }> {
  if (file.size === 0) return { ok: false, message: IMAGE_NOT_AN_IMAGE };
  const detected = await fileTypeFromFile(file.path);
  const extension = detected ? CARTOON_TYPES[detected.mime] : undefined;
  if (!extension) return { ok: false, message: IMAGE_NOT_AN_IMAGE };
  const pixels = await checkPicturePixels(file.path);
  if (!pixels.ok) {
    return {
      ok: false,
      message: pixels.problem === "too-many-pixels" ? tooManyPixelsText(pixels) : IMAGE_NOT_AN_IMAGE,
    };
  }
  const key = newStorageKey("newsletter-images", extension);
  await saveFile(key, fs.createReadStream(file.path));
  return { ok: true, stored: { key, url: publicUrl(key) } };
}

/** Removes a cartoon stored for a save that was refused, so no picture is kept that nothing shows. */
export async function removeCartoon(stored: { key: string } | null): Promise<void> {
  if (stored) await deleteFile(stored.key);
}
