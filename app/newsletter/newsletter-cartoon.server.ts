import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { deleteFile, newStorageKey, publicUrl, saveFile } from "~/platform/storage.server";
import type { DiskFile } from "~/platform/uploads.server";

const CARTOON_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * Stores a newsletter's cartoon from its temporary file, checked by its content (not its name or
 * declared type), and returns its storage key and public address; null when the bytes are not an
 * image mail apps show. A save that is then refused removes it again (`removeCartoon`).
 */
export async function storeCartoon(file: DiskFile): Promise<{ key: string; url: string } | null> {
  if (file.size === 0) return null;
  const detected = await fileTypeFromFile(file.path);
  const extension = detected ? CARTOON_TYPES[detected.mime] : undefined;
  if (!extension) return null;
  const key = newStorageKey("newsletter-images", extension);
  await saveFile(key, fs.createReadStream(file.path));
  return { key, url: publicUrl(key) };
}

/** Removes a cartoon stored for a save that was refused, so no picture is kept that nothing shows. */
export async function removeCartoon(stored: { key: string } | null): Promise<void> {
  if (stored) await deleteFile(stored.key);
}
