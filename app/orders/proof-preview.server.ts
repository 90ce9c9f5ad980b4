import sharp from "sharp";
import type { Database } from "~/platform/db.server";
import { STORED_IMAGE_PIXELS } from "~/platform/image-limits";
import { logger } from "~/platform/logger.server";
import { fileExists, readFile, saveFile, streamFile } from "~/platform/storage.server";
import { PROOFS_FOLDER } from "./payment-proof.server";

/**
 * Proofs of payment as staff open them (decision 0062): the original as the customer sent it,
 * and for a picture a preview made here, so the order page never makes the staff browser open a
 * photo of millions of pixels. Both are kept with the proofs, in the folder /uploads/* refuses,
 * and served only by the proof routes after the orders area's role check, never cached.
 */

/** The longest side of a preview, in pixels: enough to read a bank slip on the order page. */
export const PREVIEW_MAX_SIDE = 1200;

const NEVER_CACHED = "private, no-store";

export type StaffProof = { storageKey: string; contentType: string };

/** A proof of the order in the address; null when the order has no such proof. */
export async function findProofForStaff(
  db: Database,
  orderNumber: string,
  proofId: string,
): Promise<StaffProof | null> {
  const proof = await db
    .selectFrom("payment_proofs as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.storage_key", "p.content_type"])
    .where("p.id", "=", proofId)
    .where("o.order_number", "=", orderNumber)
    .executeTakeFirst();
  return proof ? { storageKey: proof.storage_key, contentType: proof.content_type } : null;
}

/** The proof as it was sent, shown in the browser (a PDF in its viewer, a picture whole). */
export async function originalProofResponse(proof: StaffProof, request: Request): Promise<Response> {
  const response = await streamFile(proof.storageKey, request, NEVER_CACHED);
  response.headers.set("Content-Type", proof.contentType);
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Content-Disposition", "inline");
  return response;
}

/** `payment-proofs/abc.png`'s preview is `payment-proofs/previews/abc.webp`. */
export function previewKey(storageKey: string): string {
  const base = (storageKey.split("/").pop() ?? "").replace(/\.[a-z0-9]+$/i, "");
  return `${PROOFS_FOLDER}/previews/${base}.webp`;
}

/**
 * A picture proof's preview: a WebP at most PREVIEW_MAX_SIDE on its longest side, made by sharp
 * from the stored original on first request (within the pixel limit, turned as the photo's
 * orientation says) and kept beside it. A PDF has none; a stored picture sharp cannot open
 * (one sent before the pixel limit) answers 422, and the page's link to the original still works.
 */
export async function proofPreviewResponse(proof: StaffProof, request: Request): Promise<Response> {
  if (!proof.contentType.startsWith("image/")) return new Response("A PDF has no preview", { status: 404 });
  const key = previewKey(proof.storageKey);
  if (!(await fileExists(key))) {
    let original: Buffer;
    try {
      original = await readFile(proof.storageKey);
    } catch {
      return new Response("Proof not found", { status: 404 });
    }
    let preview: Buffer;
    try {
      preview = await sharp(original, { limitInputPixels: STORED_IMAGE_PIXELS })
        .rotate()
        .resize({ width: PREVIEW_MAX_SIDE, height: PREVIEW_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    } catch (error) {
      logger.warn("A proof of payment could not be previewed", { key: proof.storageKey, error: String(error) });
      return new Response("This picture cannot be previewed: open the original", { status: 422 });
    }
    await saveFile(key, preview);
  }
  const response = await streamFile(key, request, NEVER_CACHED);
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}
