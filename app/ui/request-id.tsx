import { createContext, useContext } from "react";
import { isRequestId, quoteReferenceText } from "~/platform/request-id";

/**
 * The request's id on an error page (decision 0102), for a customer or a clerk to quote. The
 * server renders it from the request (entry.server.tsx provides it), so a page without JavaScript
 * has it. The browser, hydrating that page, reads the same id back from the page; after a
 * navigation in the browser that failed, it shows the id of that navigation's data request
 * (entry.client.tsx notes it from the response's X-Request-Id).
 */
const RequestIdContext = createContext<string | null>(null);

export const RequestIdProvider = RequestIdContext.Provider;

const REFERENCE_ATTRIBUTE = "data-request-id";

let latestInBrowser: string | null = null;

/** The id of the browser's latest data request (entry.client.tsx). */
export function noteRequestId(id: string | null): void {
  if (isRequestId(id)) latestInBrowser = id;
}

function idInBrowser(): string | null {
  if (latestInBrowser) return latestInBrowser;
  const shown = document.querySelector(`[${REFERENCE_ATTRIBUTE}]`)?.getAttribute(REFERENCE_ATTRIBUTE);
  return isRequestId(shown) ? shown : null;
}

/** "Quote this reference: ..." under an error page's words (`text`, in the page's language); nothing when no id is known. */
export function RequestReference({ text = quoteReferenceText }: { text?: (id: string) => string } = {}) {
  const fromServer = useContext(RequestIdContext);
  const id = fromServer ?? (typeof document === "undefined" ? null : idInBrowser());
  if (!id) return null;
  return (
    <p className="mt-2 text-stone-700" {...{ [REFERENCE_ATTRIBUTE]: id }}>
      {text(id)}
    </p>
  );
}
