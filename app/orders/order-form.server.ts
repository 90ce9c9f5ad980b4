import { z } from "zod";
import type { ServerTranslate } from "~/locales/translator.server";
import { readFormData } from "~/platform/forms.server";
import { type DiskFile, readSingleUpload } from "~/platform/uploads.server";
import { MAX_PROOF_BYTES } from "./proof-file";

/**
 * The forms of an order's page: upload a proof of payment (multipart, with the file) or reorder
 * (a plain form). Both post to /orders/{order_number}.
 */
export const OrderActionForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("upload-proof"), proof: z.custom<DiskFile>().optional() }),
    z.object({ intent: z.literal("reorder") }),
  ],
  { error: "orders:unknownAction" },
);
export type OrderAction = z.infer<typeof OrderActionForm>;

export type OrderFormResult =
  | { ok: true; value: OrderAction; cleanup(): Promise<void> }
  | { ok: false; message: string };

const nothingToRemove = async () => undefined;

/**
 * Reads and validates an order form: the proof upload (multipart, written to a temporary file
 * as it arrives and refused past 5 MB) or reorder (a plain form). The caller has already refused
 * cross-site posts, and calls `cleanup()` once it is done with the proof, whatever happened; a
 * refused form leaves no temporary file behind.
 */
export async function readOrderForm(request: Request, t: ServerTranslate): Promise<OrderFormResult> {
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (multipart) {
    const upload = await readSingleUpload(request, {
      fileField: "proof",
      maxFileBytes: MAX_PROOF_BYTES,
      fields: ["intent"],
    });
    if (!upload.ok)
      return {
        ok: false,
        message: t(upload.problem === "too-large" ? "orders:proof.tooLarge" : "orders:proof.unreadable"),
      };
    const { fields, file, cleanup } = upload.form;
    const parsed = OrderActionForm.safeParse({ intent: fields.intent, proof: file ?? undefined });
    if (parsed.success) return { ok: true, value: parsed.data, cleanup };
    await cleanup();
    return { ok: false, message: t("orders:unknownAction") };
  }
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch {
    return { ok: false, message: t("orders:proof.unreadable") };
  }
  const parsed = OrderActionForm.safeParse({ intent: formData.get("intent"), proof: undefined });
  return parsed.success
    ? { ok: true, value: parsed.data, cleanup: nothingToRemove }
    : { ok: false, message: t("orders:unknownAction") };
}
