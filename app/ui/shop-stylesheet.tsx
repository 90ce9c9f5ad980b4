import { createContext, useContext } from "react";

/**
 * The shop's stylesheet: inlined in the page on a first visit (the browser need not wait a
 * second round trip for it before painting), linked once the browser has it cached (a cookie
 * says so: app/platform/inline-stylesheet.server.ts). The server provides the stylesheet's text
 * when it is to be inlined; the browser, when it hydrates, reads the same text back from the page,
 * so both render the same element and it never changes while the page is open.
 */
const InlineStylesheetContext = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

export const INLINE_STYLESHEET_ID = "shop-css";

/** In the page's head: the inlined stylesheet or the link to it. */
export function ShopStylesheet({ href }: { href: string }) {
  const css = useContext(InlineStylesheetContext);
  if (css === null) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, read from the build on the server.
  return <style id={INLINE_STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * At the end of the body of a page that inlined the stylesheet: fetch the file for the next page,
 * when idle, where every page is a new document: a page sent without scripts (Lite mode, or a
 * browser that ran none: `withoutScripts`), or a browser that does not run them (inside
 * `<noscript>`, which such a browser reads as markup and one running scripts as text). With
 * scripts, the page keeps its inlined stylesheet through every client-side navigation and a
 * purchase needs no second document; a new document after all links the file and fetches it then
 * (decision 0101).
 */
export function StylesheetPrefetch({ href, withoutScripts }: { href: string; withoutScripts: boolean }) {
  const css = useContext(InlineStylesheetContext);
  if (css === null) return null;
  const prefetch = <link rel="prefetch" href={href} />;
  return withoutScripts ? prefetch : <noscript>{prefetch}</noscript>;
}
