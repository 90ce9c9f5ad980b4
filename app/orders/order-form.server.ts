import { z } from "zod";
import { readFormData } from "~/platform/forms.server";
import { readUploadForm } from "~/platform/uploads.server";
import { PROOF_TOO_LARGE, PROOF_UNREADABLE, UNKNOWN_ORDER_ACTION } from "./messages";
import { MAX_PROOF_BYTES } from "./proof-file";

/**
 * The forms of an order's page: upload a proof of payment (multipart, with the file) or reorder
 * (a plain form). Both post to /orders/{order_number}.
 */
export const OrderActionForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("upload-proof"), proof: z.instanceof(File).optional() }),
    z.object({ intent: z.literal("reorder") }),
  ],
  { error: UNKNOWN_ORDER_ACTION },
);
export type OrderAction = z.infer<typeof OrderActionForm>;

export type OrderFormResult = { ok: true; value: OrderAction } | { ok: false; message: string };

/**
 * Reads and validates an order form: the proof upload (multipart, read by readUploadForm, which
 * counts the file as it arrives and stops at 5 MB) or reorder (a plain form). The caller has
 * already refused cross-site posts.
 */
export async function readOrderForm(request: Request): Promise<OrderFormResult> {
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (multipart) {
    const upload = await readUploadForm(request, {
      fileField: "proof",
      maxFileBytes: MAX_PROOF_BYTES,
      fields: ["intent"],
    });
    if (!upload.ok) return { ok: false, message: upload.problem === "too-large" ? PROOF_TOO_LARGE : PROOF_UNREADABLE };
    const { file } = upload.form;
    const parsed = OrderActionForm.safeParse({
      intent: upload.form.fields.intent,
      proof: file ? new File([file.bytes], file.filename ?? "proof", { type: file.declaredType }) : undefined,
    });
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: UNKNOWN_ORDER_ACTION };
  }
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch {
    return { ok: false, message: PROOF_UNREADABLE };
  }
  const parsed = OrderActionForm.safeParse({ intent: formData.get("intent"), proof: undefined });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: UNKNOWN_ORDER_ACTION };
}
