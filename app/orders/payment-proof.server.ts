import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { type CurrentUser, displayName } from "~/accounts/users.server";
import type { ServerTranslate } from "~/locales/translator.server";
import { type Database, nowIso } from "~/platform/db.server";
import { formatDateTime, formatRand } from "~/platform/format";
import { MAX_IMAGE_EXAMPLE, MAX_IMAGE_MEGAPIXELS, pictureDimensions } from "~/platform/image-limits";
import { checkPicturePixels } from "~/platform/image-limits.server";
import { logger } from "~/platform/logger.server";
import { sendEmail } from "~/platform/mailer.server";
import { deleteFile, newStorageKey, saveFile } from "~/platform/storage.server";
import type { DiskFile } from "~/platform/uploads.server";
import { shopNotificationEmail } from "~/shop/shop-settings.server";
import { PROOF_UPLOADED_NOTE } from "./messages";
import { displayOrderNumber } from "./order-display";
import { adminOrderUrl } from "./order-emails.server";
import { orderNewsFor, sendOrderSms } from "./order-news.server";
import type { OrderDetail } from "./orders.server";
import { acceptsProof, judgeProofFile, type ProofContentType, proofFilename, readableSize } from "./proof-file";

/** Proofs live in a folder the /uploads route refuses to serve: only staff may see them. */
export const PROOFS_FOLDER = "payment-proofs";

/** The customer's words for a refused file (`orders` namespace, in the request's language). */
const PROBLEM_MESSAGES = {
  missing: "orders:proof.missing",
  "too-large": "orders:proof.tooLarge",
  "wrong-type": "orders:proof.wrongType",
} as const;

const TYPE_NAMES: Record<ProofContentType, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPG",
  "image/png": "PNG",
};

type ProofOrder = Pick<
  OrderDetail,
  "id" | "orderNumber" | "status" | "paymentMethod" | "paymentStatus" | "totalCents" | "createdAt"
>;

export type ProofOutcome = { ok: true } | { ok: false; message: string };

function storeEmailText(order: ProofOrder, customer: CurrentUser, file: { name: string | null; summary: string }) {
  return [
    "A customer uploaded a proof of payment. It waits for verification.",
    "",
    `Order: ${displayOrderNumber(order.orderNumber)}`,
    `Customer: ${displayName(customer)} <${customer.email}>`,
    `Amount: ${formatRand(order.totalCents)}`,
    `Ordered: ${formatDateTime(order.createdAt)}`,
    `File: ${file.name ?? "(no name)"} (${file.summary})`,
    "",
    "Please check that the money is in the bank account, then verify or reject the proof in the back office,",
    "where it is kept with the order's payment proofs (it is not attached to this e-mail):",
    adminOrderUrl(order.orderNumber),
  ].join("\n");
}

/**
 * Takes a customer's proof of payment for an unpaid EFT order: checks the file by its content,
 * stores it, records it (proof row, payment status proof_uploaded, a status-history line) and
 * tells the store by e-mail, the records and the e-mail in one transaction. The file is saved
 * first and removed again if the records cannot be written, so no stray file is left behind.
 */
export async function uploadPaymentProof(
  db: Database,
  order: ProofOrder,
  customer: CurrentUser,
  file: DiskFile | undefined,
  /** The customer's language's `t` with the `orders` namespace: the refusals are theirs to read. */
  t: ServerTranslate,
): Promise<ProofOutcome> {
  if (!acceptsProof(order)) {
    return {
      ok: false,
      message: t(
        order.paymentStatus === "proof_uploaded" ? "orders:proof.alreadyUploaded" : "orders:proof.notExpected",
      ),
    };
  }
  if (!file || file.size === 0) return { ok: false, message: t("orders:proof.missing") };
  const size = file.size;
  // Only the first bytes are read to tell the type; the file is streamed into storage.
  const detected = await fileTypeFromFile(file.path);
  const verdict = judgeProofFile({ size, detectedType: detected?.mime });
  if (!verdict.ok) return { ok: false, message: t(PROBLEM_MESSAGES[verdict.problem]) };
  if (verdict.contentType !== "application/pdf") {
    // A picture is held to every upload's pixel limit: its header says its size, without decoding it.
    const pixels = await checkPicturePixels(file.path);
    if (!pixels.ok) {
      return {
        ok: false,
        message:
          pixels.problem === "too-many-pixels"
            ? t("orders:proof.tooManyPixels", {
                size: pictureDimensions(pixels),
                megapixels: String(MAX_IMAGE_MEGAPIXELS),
                example: MAX_IMAGE_EXAMPLE,
              })
            : t("orders:proof.wrongType"),
      };
    }
  }

  const key = newStorageKey(PROOFS_FOLDER, verdict.extension);
  const filename = proofFilename(file.filename);
  await saveFile(key, fs.createReadStream(file.path));
  let recorded: boolean;
  try {
    recorded = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      // The status is checked again here: of two uploads sent at once, only one is taken.
      const updated = await trx
        .updateTable("orders")
        .set({ payment_status: "proof_uploaded", updated_at: now })
        .where("id", "=", order.id)
        .where("payment_method", "=", "eft")
        .where("payment_status", "in", ["pending_payment", "payment_failed"])
        .where("status", "!=", "cancelled")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx
        .insertInto("payment_proofs")
        .values({
          id: randomUUID(),
          order_id: order.id,
          user_id: customer.id,
          storage_key: key,
          original_filename: filename,
          content_type: verdict.contentType,
          size_bytes: size,
          status: "pending",
          created_at: now,
        })
        .execute();
      await trx
        .insertInto("order_status_history")
        .values({
          id: randomUUID(),
          order_id: order.id,
          status: order.status,
          payment_status: "proof_uploaded",
          note: PROOF_UPLOADED_NOTE,
          changed_by_id: customer.id,
          created_at: now,
        })
        .execute();
      await sendEmail(trx, {
        to: await shopNotificationEmail(trx),
        subject: `Proof of payment for ${displayOrderNumber(order.orderNumber)}`,
        text: storeEmailText(order, customer, {
          name: filename,
          summary: `${TYPE_NAMES[verdict.contentType]}, ${readableSize(size)}`,
        }),
        kind: "payment-proof-uploaded",
      });
      // The customer hears it arrived by SMS when they chose SMS (there is no e-mail for it).
      const news = await orderNewsFor(trx, order.id);
      if (news) await sendOrderSms(trx, news, { event: "proof_received" });
      return true;
    });
  } catch (error) {
    await deleteFile(key);
    throw error;
  }
  if (!recorded) {
    await deleteFile(key);
    return { ok: false, message: t("orders:proof.alreadyUploaded") };
  }
  logger.info("Proof of payment uploaded", { order: order.orderNumber, size });
  return { ok: true };
}
