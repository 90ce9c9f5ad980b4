import { renderToStaticMarkup } from "react-dom/server";
import { InlineStylesheetProvider, StylesheetPrefetch } from "./shop-stylesheet";

describe("the stylesheet prefetch after a first visit", () => {
  it("is a plain prefetch: as=style belongs to preload only (the W3C checker refuses it here)", () => {
    const html = renderToStaticMarkup(
      <InlineStylesheetProvider value="body{}">
        <StylesheetPrefetch href="/build/tailwind.css" />
      </InlineStylesheetProvider>,
    );
    expect(html).toBe('<link rel="prefetch" href="/build/tailwind.css"/>');
  });
});
