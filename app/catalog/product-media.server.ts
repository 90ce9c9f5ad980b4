import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { checkPicturePixels } from "~/platform/image-limits.server";
import { logger } from "~/platform/logger.server";
import { deleteFile, newStorageKey, publicUrl, saveFile } from "~/platform/storage.server";
import { type DiskFile, withSingleUpload } from "~/platform/uploads.server";
import { deleteImageAndVariants, makeImageVariants } from "./image-variants.server";
import {
  DOCUMENT_UPLOADED,
  defaultAltText,
  FILE_TOO_LARGE,
  IMAGE_UPLOAD_FAILED,
  IMAGE_UPLOADED,
  INVALID_FILE_TYPE,
  imageTooManyPixels,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  MAXIMUM_IMAGES,
  NOT_A_PDF,
  PDF_TOO_LARGE,
  PDF_UPLOAD_FAILED,
} from "./product-media-messages";
import { imageFileBase, reorder } from "./product-media-rules";

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };
type Toast = { title: string; description: string };
export type MediaOutcome = { ok: true; toast: Toast } | { ok: false; status: 400 | 404 | 413; toast: Toast };

const IMAGE_TYPES: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** A product's images in order and its document: what the image manager shows. */
export async function loadProductMedia(db: Database, productId: string) {
  const product = await db
    .selectFrom("products")
    .select(["id", "ws_code", "product_name", "website_title", "document_url", "document_title"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) return null;
  const images = await db
    .selectFrom("product_images")
    .select(["id", "image_url", "alt_text", "image_order", "original_filename", "width", "height"])
    .where("product_id", "=", productId)
    .orderBy("image_order")
    .execute();
  return {
    productId: product.id,
    wsCode: product.ws_code,
    name: product.website_title || product.product_name,
    images: images.map((image) => ({
      id: image.id,
      url: image.image_url,
      alt: image.alt_text || defaultAltText(image.image_order),
      order: image.image_order,
      filename: image.original_filename,
      width: image.width,
      height: image.height,
    })),
    document: product.document_url ? { url: product.document_url, title: product.document_title } : null,
  };
}
export type ProductMedia = NonNullable<Awaited<ReturnType<typeof loadProductMedia>>>;

async function touchProduct(db: Database, productId: string) {
  const current = await db.selectFrom("products").select("updated_at").where("id", "=", productId).executeTakeFirst();
  await db
    .updateTable("products")
    .set({ updated_at: nowAfter(current?.updated_at) })
    .where("id", "=", productId)
    .execute();
}

/** Renumbers a product's images 1..n in the order given (spec: after a removal or a move). */
async function renumber(db: Database, ids: readonly string[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable("product_images")
      .set({ image_order: index + 1 })
      .where("id", "=", id)
      .execute();
  }
}

/**
 * Adds an uploaded image (in its temporary file): checked by its content (JPG, PNG or WebP), at
 * most 5 MB, 24 megapixels and 3 a product, stored under a name made from the product's name, with the WebP
 * variants the shop shows made at once from the file. The file is stored first and removed
 * again if the row cannot be written.
 */
export async function addProductImage(
  db: Database,
  actor: Actor,
  productId: string,
  file: DiskFile | null,
  meta: Meta,
): Promise<MediaOutcome> {
  const product = await db
    .selectFrom("products")
    .select(["id", "product_name"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) return { ok: false, status: 404, toast: IMAGE_UPLOAD_FAILED };
  if (!file || file.size === 0) return { ok: false, status: 400, toast: INVALID_FILE_TYPE };
  const detected = await fileTypeFromFile(file.path);
  const extension = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!extension) return { ok: false, status: 400, toast: INVALID_FILE_TYPE };
  const count = await db.selectFrom("product_images").select("id").where("product_id", "=", productId).execute();
  if (count.length >= MAX_IMAGES_PER_PRODUCT) return { ok: false, status: 400, toast: MAXIMUM_IMAGES };

  // Its size from its header, before anything opens it (decision 0105).
  const size = await checkPicturePixels(file.path);
  if (!size.ok) {
    return {
      ok: false,
      status: 400,
      toast: size.problem === "too-many-pixels" ? imageTooManyPixels(size) : INVALID_FILE_TYPE,
    };
  }
  const key = newStorageKey(
    "products",
    extension,
    imageFileBase(product.product_name, randomUUID().slice(0, 8), Date.now()),
  );
  try {
    await saveFile(key, fs.createReadStream(file.path));
    await makeImageVariants(key, file.path);
    const added = await db.transaction().execute(async (trx) => {
      // Counted again inside the transaction: of two uploads at once, the fourth is refused.
      const existing = await trx
        .selectFrom("product_images")
        .select("id")
        .where("product_id", "=", productId)
        .execute();
      if (existing.length >= MAX_IMAGES_PER_PRODUCT) return false;
      const position = existing.length + 1;
      const row = {
        id: randomUUID(),
        product_id: productId,
        image_url: publicUrl(key),
        storage_key: key,
        original_filename: file.filename?.slice(0, 200) ?? null,
        alt_text: defaultAltText(position),
        width: size.width,
        height: size.height,
        image_order: position,
      };
      await trx.insertInto("product_images").values(row).execute();
      await touchProduct(trx, productId);
      await recordAudit(trx, {
        actor,
        action: "product.image.add",
        entityType: "product",
        entityId: productId,
        details: { image: { id: row.id, key, order: position, filename: row.original_filename } },
        ipAddress: meta.ipAddress,
      });
      return true;
    });
    if (!added) {
      await deleteImageAndVariants(key);
      return { ok: false, status: 400, toast: MAXIMUM_IMAGES };
    }
  } catch (error) {
    logger.error("Storing a product image failed", { productId, error: String(error) });
    await deleteImageAndVariants(key);
    return { ok: false, status: 400, toast: IMAGE_UPLOAD_FAILED };
  }
  return { ok: true, toast: IMAGE_UPLOADED };
}

/** The small forms of the image manager and document card (the uploads are multipart). */
export const MediaForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("remove-image"), imageId: z.string().trim().min(1).max(100) }),
    z.object({
      intent: z.literal("move-image"),
      imageId: z.string().trim().min(1).max(100),
      move: z.enum(["up", "down", "first"]),
    }),
    z.object({
      intent: z.literal("alt-text"),
      imageId: z.string().trim().min(1).max(100),
      altText: z.string().trim().max(200, "Please keep the description under 200 characters.").optional(),
    }),
    z.object({
      intent: z.literal("document-title"),
      title: z.string().trim().max(200, "Please keep the title under 200 characters.").optional(),
    }),
    z.object({ intent: z.literal("remove-document") }),
  ],
  { error: "Unknown action." },
);
export type MediaFormValue = z.infer<typeof MediaForm>;

const GONE = {
  title: "Not changed",
  description: "That image is no longer there: someone may have removed it. The list below is up to date.",
};

/** Removes, moves or describes an image, or titles or removes the document, with its audit row. */
export async function changeProductMedia(
  db: Database,
  actor: Actor,
  productId: string,
  form: MediaFormValue,
  meta: Meta,
): Promise<MediaOutcome> {
  const filesToDelete: string[] = [];
  let documentToDelete: string | null = null;
  const outcome = await db.transaction().execute(async (trx): Promise<MediaOutcome> => {
    const product = await trx
      .selectFrom("products")
      .select(["id", "document_url", "document_title"])
      .where("id", "=", productId)
      .executeTakeFirst();
    if (!product)
      return { ok: false, status: 404, toast: { title: "Not found", description: "That product no longer exists." } };
    const images = await trx
      .selectFrom("product_images")
      .select(["id", "storage_key", "image_order", "alt_text"])
      .where("product_id", "=", productId)
      .orderBy("image_order")
      .execute();
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(trx, {
        actor,
        action,
        entityType: "product",
        entityId: productId,
        details,
        ipAddress: meta.ipAddress,
      });

    switch (form.intent) {
      case "remove-image": {
        const image = images.find((candidate) => candidate.id === form.imageId);
        if (!image) return { ok: false, status: 400, toast: GONE };
        await trx.deleteFrom("product_images").where("id", "=", image.id).execute();
        await renumber(
          trx,
          images.filter((candidate) => candidate.id !== image.id).map((candidate) => candidate.id),
        );
        if (image.storage_key) filesToDelete.push(image.storage_key);
        await audit("product.image.remove", {
          image: { id: image.id, key: image.storage_key, order: image.image_order },
        });
        await touchProduct(trx, productId);
        return { ok: true, toast: { title: "Image removed", description: "The other images were renumbered." } };
      }
      case "move-image": {
        if (!images.some((candidate) => candidate.id === form.imageId)) return { ok: false, status: 400, toast: GONE };
        const before = images.map((image) => image.id);
        const after = reorder(before, form.imageId, form.move);
        await renumber(trx, after);
        await audit("product.image.reorder", { order: { from: before, to: after } });
        await touchProduct(trx, productId);
        return {
          ok: true,
          toast: {
            title: "Order saved",
            description: after[0] === form.imageId ? "This is the main image now." : "The images were reordered.",
          },
        };
      }
      case "alt-text": {
        const image = images.find((candidate) => candidate.id === form.imageId);
        if (!image) return { ok: false, status: 400, toast: GONE };
        const altText = form.altText || defaultAltText(image.image_order);
        await trx.updateTable("product_images").set({ alt_text: altText }).where("id", "=", image.id).execute();
        await audit("product.image.alt", {
          changes: { alt_text: { from: image.alt_text, to: altText } },
          image: image.id,
        });
        await touchProduct(trx, productId);
        return {
          ok: true,
          toast: { title: "Description saved", description: "Screen readers and slow connections show it." },
        };
      }
      case "document-title": {
        if (!product.document_url)
          return {
            ok: false,
            status: 400,
            toast: { title: "Update failed", description: "This product has no document yet." },
          };
        const title = form.title || null;
        await trx
          .updateTable("products")
          .set({ document_title: title, updated_at: nowIso() })
          .where("id", "=", productId)
          .execute();
        await audit("product.document.title", {
          changes: { document_title: { from: product.document_title, to: title } },
        });
        return {
          ok: true,
          toast: { title: "Document title saved", description: title ?? "The document has no title now." },
        };
      }
      case "remove-document": {
        if (!product.document_url)
          return {
            ok: false,
            status: 400,
            toast: { title: "Not changed", description: "This product has no document." },
          };
        await trx
          .updateTable("products")
          .set({ document_url: null, document_title: null, updated_at: nowIso() })
          .where("id", "=", productId)
          .execute();
        await audit("product.document.remove", {
          before: { document_url: product.document_url, document_title: product.document_title },
        });
        documentToDelete = product.document_url;
        return { ok: true, toast: { title: "Document removed", description: "The product page no longer offers it." } };
      }
    }
  });
  // Files go only after the records are gone, so a failure never leaves a row without its file.
  for (const key of filesToDelete) await deleteImageAndVariants(key);
  if (documentToDelete) await deleteStoredDocument(documentToDelete);
  return outcome;
}

const DOCUMENTS_FOLDER = "documents";

async function deleteStoredDocument(url: string) {
  const prefix = `${publicUrl("")}`;
  if (url.startsWith(`${prefix}${DOCUMENTS_FOLDER}/`)) await deleteFile(url.slice(prefix.length));
}

/**
 * Stores a PDF (checked by content, streamed from its temporary file) as the product's document,
 * replacing any earlier one.
 */
export async function setProductDocument(
  db: Database,
  actor: Actor,
  productId: string,
  upload: { file: DiskFile | null; title: string | undefined },
  meta: Meta,
): Promise<MediaOutcome> {
  const product = await db
    .selectFrom("products")
    .select(["id", "product_name", "document_url", "document_title"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) return { ok: false, status: 404, toast: PDF_UPLOAD_FAILED };
  if (!upload.file || upload.file.size === 0) return { ok: false, status: 400, toast: NOT_A_PDF };
  const detected = await fileTypeFromFile(upload.file.path);
  if (detected?.mime !== "application/pdf") return { ok: false, status: 400, toast: NOT_A_PDF };
  const key = newStorageKey(
    DOCUMENTS_FOLDER,
    "pdf",
    imageFileBase(product.product_name, randomUUID().slice(0, 8), Date.now()),
  );
  const title = upload.title?.trim().slice(0, 200) || null;
  try {
    await saveFile(key, fs.createReadStream(upload.file.path));
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("products")
        .set({ document_url: publicUrl(key), document_title: title, updated_at: nowIso() })
        .where("id", "=", productId)
        .execute();
      await recordAudit(trx, {
        actor,
        action: "product.document.set",
        entityType: "product",
        entityId: productId,
        details: {
          changes: {
            document_url: { from: product.document_url, to: publicUrl(key) },
            document_title: { from: product.document_title, to: title },
          },
          filename: upload.file?.filename ?? null,
        },
        ipAddress: meta.ipAddress,
      });
    });
  } catch (error) {
    logger.error("Storing a product document failed", { productId, error: String(error) });
    await deleteFile(key);
    return { ok: false, status: 400, toast: PDF_UPLOAD_FAILED };
  }
  if (product.document_url) await deleteStoredDocument(product.document_url);
  return { ok: true, toast: DOCUMENT_UPLOADED };
}

/**
 * An image or document upload from the image manager (5 MB an image, 10 MB a PDF): read as it
 * streams in to a temporary file, which is removed again whatever happens, and stored. Also says
 * where the form asked to go back to.
 */
export async function receiveProductUpload(
  db: Database,
  actor: Actor,
  productId: string,
  request: Request,
  kind: "image" | "document",
  meta: Meta,
): Promise<{ outcome: MediaOutcome; returnTo: string | undefined }> {
  const isDocument = kind === "document";
  const options = {
    fileField: kind,
    maxFileBytes: isDocument ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES,
    fields: ["intent", "returnTo", "title"],
  };
  return withSingleUpload(request, options, async (upload) => {
    if (!upload.ok) {
      const tooLarge = upload.problem === "too-large";
      const toast = isDocument
        ? tooLarge
          ? PDF_TOO_LARGE
          : PDF_UPLOAD_FAILED
        : tooLarge
          ? FILE_TOO_LARGE
          : IMAGE_UPLOAD_FAILED;
      return { outcome: { ok: false, status: tooLarge ? 413 : 400, toast }, returnTo: undefined };
    }
    const { fields, file } = upload.form;
    const outcome = isDocument
      ? await setProductDocument(db, actor, productId, { file, title: fields.title }, meta)
      : await addProductImage(db, actor, productId, file, meta);
    return { outcome, returnTo: fields.returnTo };
  });
}
