import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadLinksPlainlyWhenSlow } from "~/platform/plain-links-when-slow";
import { unregisterServiceWorkers } from "~/platform/unregister-service-workers";
import { noteRequestId } from "~/ui/request-id";
import { INLINE_STYLESHEET_ID, InlineStylesheetProvider } from "~/ui/shop-stylesheet";

// Before React listens: on a slow connection links load their pages as new documents.
loadLinksPlainlyWhenSlow(window);

// The accounts spec's start-up: no earlier site's service worker answers for the shop (0073).
void unregisterServiceWorkers(navigator.serviceWorker);

// The id of each data request (its response's X-Request-Id), for an error page after a navigation
// in the browser to quote (app/ui/request-id.tsx, decision 0102).
const browserFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>) => {
  const response = await browserFetch(...args);
  if (new URL(response.url || "/", window.location.href).pathname.endsWith(".data"))
    noteRequestId(response.headers.get("X-Request-Id"));
  return response;
};

// The stylesheet the server inlined (first visit), read back from the page so that hydration
// renders the very same <style>; null when the page linked it.
const inlinedCss = document.getElementById(INLINE_STYLESHEET_ID)?.innerHTML ?? null;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <InlineStylesheetProvider value={inlinedCss}>
        <RemixBrowser />
      </InlineStylesheetProvider>
    </StrictMode>,
  );
});
