/**
 * How large a request body may be, decided by the HTTP guard from the headers alone, before a
 * byte of the body is read: one large post must never be buffered whole (the Fly machine has
 * 1 GB). Forms are small; only the upload forms take files, each up to its own limit. The guard's
 * limits leave room above each form's own limit, so a file a little too large still reaches the
 * form and gets its message there (the upload handlers count every byte as it arrives); only a
 * body far too large for any use of the form is refused outright.
 */
const MB = 1024 * 1024;

/** A form: every form of the shop fits, except the long ones named below. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
/** Anything multipart that is not an upload form: a form without files needs no more. */
export const MULTIPART_DEFAULT_LIMIT_BYTES = 64 * 1024;

/** Forms with long texts: the product form (descriptions up to 20 000 characters each, encoded). */
const LONG_FORMS: readonly { path: RegExp; bytes: number }[] = [
  { path: /^\/admin\/products\/[^/]+\/?$/, bytes: 512 * 1024 },
];

/** The upload forms: a proof of payment (5 MB), product images (5 MB), documents (10 MB), product CSVs (10 MB), videos (50 MB with a 5 MB thumbnail). */
const UPLOAD_LIMITS: readonly { path: RegExp; bytes: number }[] = [
  { path: /^\/orders\/[^/]+\/?$/, bytes: 12 * MB },
  { path: /^\/admin\/products\/[^/]+\/media\/?$/, bytes: 24 * MB },
  // A product CSV: 10 MB, counted again as it streams in (app/catalog/csv-import.server.ts).
  { path: /^\/admin\/products\/import\/?$/, bytes: 12 * MB },
  // A video (50 MB) and its thumbnail (5 MB), written to disk as they stream in (decision 0058).
  // With JavaScript, Remix posts to the same address with `.data` added (single fetch).
  { path: /^\/admin\/(video|home-video|about-video)-management(\.data)?\/?$/, bytes: 64 * MB },
];

export function bodyLimitFor(path: string, contentType: string | undefined): number {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "multipart/form-data") {
    return LONG_FORMS.find((form) => form.path.test(path))?.bytes ?? FORM_BODY_LIMIT_BYTES;
  }
  return UPLOAD_LIMITS.find((upload) => upload.path.test(path))?.bytes ?? MULTIPART_DEFAULT_LIMIT_BYTES;
}

export type BodyVerdict = { ok: true } | { ok: false; status: 411 | 413; message: string };

export const LENGTH_REQUIRED_MESSAGE = "Please send the form with its length (Content-Length).";

/**
 * A body must announce its length (browsers always do for forms), so the limit holds before it
 * is read: Node reads exactly Content-Length bytes as the body and no more.
 */
export function judgeBody(request: {
  path: string;
  contentLength: string | undefined;
  contentType: string | undefined;
  chunked: boolean;
}): BodyVerdict {
  if (request.chunked) return { ok: false, status: 411, message: LENGTH_REQUIRED_MESSAGE };
  if (request.contentLength === undefined) return { ok: true };
  const limit = bodyLimitFor(request.path, request.contentType);
  if (Number(request.contentLength) > limit) {
    const megabytes = Math.round((limit / MB) * 10) / 10;
    return {
      ok: false,
      status: 413,
      message: `This form is too large to send (at most ${megabytes} MB). Please go back and send a smaller file.`,
    };
  }
  return { ok: true };
}
