import { showsEftBox } from "./order-display";

/**
 * The rules for a customer's proof of payment (documentation center: EFT with manual
 * verification, uploads up to 5 MB): which orders take one, and which files pass. Pure, so the
 * page, the action and the tests share one reading.
 */

/** 5 MB, counted the way phones and computers show file sizes (1 MB = 1024 × 1024 bytes). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** The longest original file name kept with a proof (it is only shown to staff). */
export const MAX_PROOF_FILENAME = 200;

/** What the file picker offers; the server still checks the content, never the name. */
export const PROOF_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

const PROOF_EXTENSIONS = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
} as const;

export type ProofContentType = keyof typeof PROOF_EXTENSIONS;

export type ProofFileVerdict =
  | { ok: true; contentType: ProofContentType; extension: string }
  | { ok: false; problem: "missing" | "too-large" | "wrong-type" };

/**
 * Judges an uploaded file by its size and by the type its bytes show (`detectedType`, from a
 * content sniffer); the name and the browser's claimed type play no part.
 */
export function judgeProofFile(file: { size: number; detectedType: string | undefined }): ProofFileVerdict {
  if (file.size === 0) return { ok: false, problem: "missing" };
  if (file.size > MAX_PROOF_BYTES) return { ok: false, problem: "too-large" };
  const type = file.detectedType;
  if (!type || !Object.hasOwn(PROOF_EXTENSIONS, type)) return { ok: false, problem: "wrong-type" };
  const contentType = type as ProofContentType;
  return { ok: true, contentType, extension: PROOF_EXTENSIONS[contentType] };
}

/** The file name as the customer's device gave it, without folders, trimmed to fit the column. */
export function proofFilename(name: string | null | undefined): string | null {
  const base = (name ?? "").split(/[/\\]/).pop()?.trim() ?? "";
  return base ? base.slice(0, MAX_PROOF_FILENAME) : null;
}

type ProofOrder = {
  status: string | null;
  paymentMethod: string | null;
  paymentStatus: string | null;
};

/**
 * An order takes a proof while it is an EFT order that is still waiting for its money (or whose
 * payment failed and must be made again), and was not cancelled. Once a proof is in, staff check
 * it; a second one is not taken until they reject the first (payment_failed).
 */
export function acceptsProof(order: ProofOrder): boolean {
  return (
    order.paymentMethod === "eft" &&
    (order.paymentStatus === "pending_payment" || order.paymentStatus === "payment_failed") &&
    order.status !== "cancelled"
  );
}

/**
 * The EFT banking box shows when the method is eft or absent (the spec), and only while the money
 * is still to come: not once the order is paid or refunded, nor on a cancelled order.
 */
export function showsEftDetails(order: ProofOrder): boolean {
  const unpaid = order.paymentStatus !== "paid" && order.paymentStatus !== "refunded";
  return showsEftBox(order.paymentMethod) && unpaid && order.status !== "cancelled";
}

/** "1.2 MB", "340 KB": how big a file is, for the store's e-mail. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
