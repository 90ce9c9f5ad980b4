import type { TrustProxy } from "./client-address";

/**
 * Every request's id (issue 47.4, decision 0102): the HTTP guard gives each request one, passes
 * it to the app in REQUEST_ID_HEADER (overwriting any the client sent), sends it back in the
 * response's X-Request-Id and writes it in the request's access line; an error page shows it, so a
 * customer or a clerk can quote it and the log line is found by it. Behind Fly's proxy it is
 * Fly's own (Fly-Request-Id), so Fly's edge logs and the shop's agree; elsewhere it is made here.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** The words an error page shows with the id (customer and back-office pages alike). */
export function quoteReferenceText(id: string): string {
  return `Quote this reference: ${id}`;
}

const WELL_FORMED = /^[A-Za-z0-9._:-]{6,100}$/;

/** 16 characters a person can read out: no 0/O or 1/l to confuse. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** Fly's id when Fly's proxy is the one in front (it sets the header), else a new one. */
export function requestIdFor(
  header: (name: string) => string | null | undefined,
  trust: TrustProxy,
  generate: () => string = newRequestId,
): string {
  if (trust === "fly") {
    const fly = header("fly-request-id")?.trim();
    if (fly && WELL_FORMED.test(fly)) return fly;
  }
  return generate();
}

/** Whether a value read back from a page or a response is an id (not a stranger's text). */
export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && WELL_FORMED.test(value);
}
