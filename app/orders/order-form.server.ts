import { type UploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { z } from "zod";
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

/** Room for the boundaries, part headers and the intent field around a file at the limit. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_PROOF_BYTES + FORM_OVERHEAD_BYTES;

/** The fields the forms send; anything else in a multipart body is read past, never kept. */
const KNOWN_FIELDS = new Set(["intent", "proof"]);

class BodyTooLarge extends Error {}

/**
 * Keeps the known fields in memory, counting every byte of the body as it streams in and
 * stopping the moment the whole exceeds the limit: at most about 5 MB is ever held, however the
 * body is sent (Content-Length can be left out).
 */
function boundedUploadHandler(): UploadHandler {
  let received = 0;
  return async ({ name, filename, contentType, data }) => {
    const keep = KNOWN_FIELDS.has(name);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of data) {
      received += chunk.byteLength;
      if (received > MAX_BODY_BYTES) throw new BodyTooLarge();
      // Unread parts would be buffered by the parser, so unknown ones are read and dropped.
      if (keep) chunks.push(chunk as Uint8Array<ArrayBuffer>);
    }
    if (!keep) return undefined;
    if (typeof filename === "string") return new File(chunks, filename, { type: contentType });
    return Buffer.concat(chunks).toString("utf8");
  };
}

export type OrderFormResult = { ok: true; value: OrderAction } | { ok: false; message: string };

/**
 * Reads and validates an order form. The caller has already refused cross-site posts. A body
 * that announces far more than a proof may weigh is refused before a byte of it is read.
 */
export async function readOrderForm(request: Request): Promise<OrderFormResult> {
  const announced = Number(request.headers.get("Content-Length") ?? 0);
  if (announced > MAX_BODY_BYTES) return { ok: false, message: PROOF_TOO_LARGE };

  let formData: FormData;
  try {
    const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
    formData = multipart
      ? await unstable_parseMultipartFormData(request, boundedUploadHandler())
      : await request.formData();
  } catch (error) {
    return { ok: false, message: error instanceof BodyTooLarge ? PROOF_TOO_LARGE : PROOF_UNREADABLE };
  }
  // A proof sent as text rather than a file is no file at all.
  const proof = formData.get("proof");
  const parsed = OrderActionForm.safeParse({
    intent: formData.get("intent"),
    proof: proof instanceof File ? proof : undefined,
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: UNKNOWN_ORDER_ACTION };
}
