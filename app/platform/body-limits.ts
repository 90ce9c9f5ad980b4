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

/**
 * The upload forms: a proof of payment (5 MB), product images (5 MB), documents (10 MB), product
 * CSVs (10 MB), a newsletter's image (5 MB, beside its two bodies of text), videos (50 MB with a
 * 5 MB thumbnail).
 */
const UPLOAD_LIMITS: readonly { path: RegExp; bytes: number }[] = [
  { path: /^\/orders\/[^/]+\/?$/, bytes: 12 * MB },
  { path: /^\/admin\/products\/[^/]+\/media\/?$/, bytes: 24 * MB },
  // A product CSV: 10 MB, counted again as it streams in (app/catalog/csv-import-upload.server.ts).
  { path: /^\/admin\/products\/import\/?$/, bytes: 12 * MB },
  { path: /^\/admin\/newsletter-management\/[^/]+\/?$/, bytes: 8 * MB },
  // A video (50 MB) and its thumbnail (5 MB), written to disk as they stream in (decision 0058).
  { path: /^\/admin\/(video|home-video|about-video)-management\/?$/, bytes: 64 * MB },
];

/**
 * The page a request posts to. With JavaScript, Remix sends a form to the page's address with
 * `.data` added (single fetch: `/admin/products/import.data`, and `/_root.data` for the home
 * page): the same form, with the same limit as without JavaScript.
 */
export function formPage(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

export function bodyLimitFor(address: string, contentType: string | undefined): number {
  const path = formPage(address);
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "multipart/form-data") {
    return LONG_FORMS.find((form) => form.path.test(path))?.bytes ?? FORM_BODY_LIMIT_BYTES;
  }
  return UPLOAD_LIMITS.find((upload) => upload.path.test(path))?.bytes ?? MULTIPART_DEFAULT_LIMIT_BYTES;
}

export type BodyVerdict = { ok: true } | { ok: false; status: 411 | 413; message: string };

/**
 * A limit as people read it: whole megabytes as "12 MB", anything smaller in kilobytes ("64 KB",
 * "512 KB"), a part of a megabyte with one decimal ("1.5 MB"). Never "0.1 MB" for 64 KB.
 */
export function formatByteLimit(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = Math.round((bytes / MB) * 10) / 10;
  return `${megabytes} MB`;
}

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
    return {
      ok: false,
      status: 413,
      message: `This form is too large to send (at most ${formatByteLimit(limit)}). Please go back and send a smaller file.`,
    };
  }
  return { ok: true };
}
