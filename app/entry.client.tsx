import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadLinksPlainlyWhenSlow } from "~/platform/plain-links-when-slow";
import { unregisterServiceWorkers } from "~/platform/unregister-service-workers";
import { INLINE_STYLESHEET_ID, InlineStylesheetProvider } from "~/ui/shop-stylesheet";

// Before React listens: on a slow connection links load their pages as new documents.
loadLinksPlainlyWhenSlow(window);

// The accounts spec's start-up: no earlier site's service worker answers for the shop (0073).
void unregisterServiceWorkers(navigator.serviceWorker);

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
