import { renderToStaticMarkup } from "react-dom/server";
import { InlineStylesheetProvider, StylesheetPrefetch } from "./shop-stylesheet";

function prefetch(withoutScripts: boolean, css: string | null = "body{}") {
  return renderToStaticMarkup(
    <InlineStylesheetProvider value={css}>
      <StylesheetPrefetch href="/build/tailwind.css" withoutScripts={withoutScripts} />
    </InlineStylesheetProvider>,
  );
}

describe("the stylesheet prefetch after a first visit", () => {
  it("is a plain prefetch on a page without scripts: as=style belongs to preload only (the W3C checker refuses it here)", () => {
    expect(prefetch(true)).toBe('<link rel="prefetch" href="/build/tailwind.css"/>');
  });

  it("is for browsers that run no scripts only, on a page with scripts (decision 0101)", () => {
    expect(prefetch(false)).toBe('<noscript><link rel="prefetch" href="/build/tailwind.css"/></noscript>');
  });

  it("is not there when the page links the stylesheet", () => {
    expect(prefetch(false, null)).toBe("");
    expect(prefetch(true, null)).toBe("");
  });
});
