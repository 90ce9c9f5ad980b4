import { renderToStaticMarkup } from "react-dom/server";
import { PolicyContent, parsePolicyContent } from "./policy-content";

describe("parsePolicyContent", () => {
  it("turns lines starting with #, ## and ### into headings", () => {
    expect(parsePolicyContent("# One\n## Two\n### Three\nText")).toEqual([
      { kind: "heading", level: 1, text: "One" },
      { kind: "heading", level: 2, text: "Two" },
      { kind: "heading", level: 3, text: "Three" },
      { kind: "paragraph", lines: ["Text"] },
    ]);
  });

  it("needs a space after the hashes, and at most three", () => {
    expect(parsePolicyContent("#1 priority\n#### Four\n##\nC# and F#")).toEqual([
      { kind: "paragraph", lines: ["#1 priority", "#### Four", "##", "C# and F#"] },
    ]);
  });

  it("splits paragraphs at blank lines and keeps the lines within one", () => {
    expect(parsePolicyContent("First line\nsecond line\n\n\nNext paragraph\r\n## Head\nAfter")).toEqual([
      { kind: "paragraph", lines: ["First line", "second line"] },
      { kind: "paragraph", lines: ["Next paragraph"] },
      { kind: "heading", level: 2, text: "Head" },
      { kind: "paragraph", lines: ["After"] },
    ]);
  });

  it("drops a first heading that only repeats the title", () => {
    expect(parsePolicyContent("# Privacy Policy\nWe respect your privacy.", "Privacy Policy")).toEqual([
      { kind: "paragraph", lines: ["We respect your privacy."] },
    ]);
    expect(parsePolicyContent("# Our promise\nText", "Privacy Policy")[0]).toEqual({
      kind: "heading",
      level: 1,
      text: "Our promise",
    });
  });
});

describe("PolicyContent", () => {
  it("renders '#' as h2, '##' as h3 and '###' as h4 below the page's h1, and text as paragraphs", () => {
    const html = renderToStaticMarkup(
      <PolicyContent content={"# Terms\n## Prices\nAll prices include VAT.\nOn every item.\n### Note\nEnd"} />,
    );
    expect(html).toBe(
      '<div class="space-y-3 leading-relaxed"><h2 class="mt-6 text-xl font-bold">Terms</h2>' +
        '<h3 class="mt-5 text-lg font-semibold">Prices</h3>' +
        "<p><span>All prices include VAT.</span><span><br/>On every item.</span></p>" +
        '<h4 class="mt-4 font-semibold">Note</h4><p><span>End</span></p></div>',
    );
  });

  it("makes the content's top heading level h2 once a repeated title is dropped", () => {
    const html = renderToStaticMarkup(
      <PolicyContent
        content={"# Delivery Policy\n## Where we deliver\nWithin 100 km.\n### Fees\nBy distance."}
        title="Delivery Policy"
      />,
    );
    expect(html).not.toContain("Delivery Policy");
    expect(html).toContain('<h2 class="mt-6 text-xl font-bold">Where we deliver</h2>');
    expect(html).toContain('<h3 class="mt-5 text-lg font-semibold">Fees</h3>');
  });

  it("never renders HTML from the content", () => {
    const html = renderToStaticMarkup(
      <PolicyContent content={"## <img src=x onerror=alert(1)>\n<script>alert(1)</script>\n<b>bold</b>"} />,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
