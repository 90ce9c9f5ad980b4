import { isRouteErrorResponse } from "@remix-run/react";
import { logger } from "./logger.server";

/**
 * What Remix hands on when a request did not go as planned: a Response a loader or action threw
 * (as an error response, with its status), or a real failure. A 4xx is the sender's doing (a
 * form that is not a form, a page that is not there, a refusal): it is no error of the shop's,
 * and a fuzzer or a bot must not fill the log with ERROR lines. It is logged at info; a 5xx or
 * anything else thrown is logged at error.
 */
export function isClientError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    if (inner instanceof Error) return inner.message;
    return typeof error.data === "string" ? error.data : JSON.stringify(error.data);
  }
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/**
 * Remix's note, passed to handleError, on a `?_data=` request (the data requests of Remix before
 * single fetch, asked for by an old page or a bot): the request is answered all the same, so it is
 * no error (decision 0102).
 */
const OLD_DATA_REQUEST = /^Warning: Single fetch-enabled apps should not be making \?_data requests/;

/** Logs what went wrong with a request at the level it deserves (entry.server.tsx's handleError). */
export function logRequestError(error: unknown, request: Request): void {
  // A visitor who went away (a closed tab, a new navigation) is nothing to report.
  if (request.signal.aborted) return;
  if (error instanceof Error && OLD_DATA_REQUEST.test(error.message)) {
    logger.debug("Old-style data request (?_data)", { path: new URL(request.url).pathname });
    return;
  }
  const details = {
    method: request.method,
    path: new URL(request.url).pathname,
    status: isRouteErrorResponse(error) ? error.status : 500,
    error: errorText(error),
  };
  if (isClientError(error)) logger.info("Request refused", details);
  else logger.error("Request failed", details);
}
