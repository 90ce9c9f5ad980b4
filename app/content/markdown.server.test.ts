import { renderBlogMarkdown } from "./markdown.server";

function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form|input|svg|math|div|span)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/\s(style|data-[\w-]*)\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
  // Shown as text is harmless; inside a tag it is not.
  const tagsOnly = html.replace(/>[^<]*</g, "><");
  expect(tagsOnly).not.toMatch(/alert\(/);
}

describe("renderBlogMarkdown", () => {
  it("renders headings, emphasis, lists and paragraphs", () => {
    const html = renderBlogMarkdown(
      "## Why protein\n\nA **winter lick** feeds the *rumen*.\n\n- May\n- June\n\n1. One",
    );
    expect(html).toContain("<h2>Why protein</h2>");
    expect(html).toContain("<p>A <strong>winter lick</strong> feeds the <em>rumen</em>.</p>");
    expect(html).toContain("<ul>\n<li>May</li>\n<li>June</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>One</li>\n</ol>");
  });

  it("makes a '#' heading an h2: the article title is the page's only h1", () => {
    expect(renderBlogMarkdown("# Big")).toBe("<h2>Big</h2>\n");
  });

  it.each([
    ["a script block", "Hello\n\n<script>alert(1)</script>\n\nBye"],
    ["inline script", "Hello <script>alert(1)</script> there"],
    ["img onerror", "<img src=x onerror=alert(1)>"],
    ["javascript: link", "[x](javascript:alert(1))"],
    ["mixed-case javascript: link in raw HTML", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD4=)"],
    ["data: image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
    ["svg onload", "<svg onload=alert(1)></svg>"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">'],
    ["form", '<form action="https://evil.example"><input name="p"></form>'],
    ["styled div with data attribute", '<div data-x="1" style="color:red" onclick="alert(1)">text</div>'],
    ["autolink with javascript:", "<javascript:alert(1)>"],
    ["reference link with javascript:", "[x][1]\n\n[1]: javascript:alert(1)"],
  ])("leaves nothing executable: %s", (_name, markdown) => {
    expectInert(renderBlogMarkdown(markdown));
  });

  it("drops script text rather than showing it", () => {
    expect(renderBlogMarkdown("<script>var secret = 1;</script>")).not.toContain("secret");
  });

  it("gives every link rel=noopener, and links that leave the shop noreferrer too", () => {
    const html = renderBlogMarkdown(
      "[feed](/products?category=animal-feed) [vet](https://www.example.org/vets) [mail](mailto:shop@example.com)",
    );
    expect(html).toContain('<a href="/products?category=animal-feed" rel="noopener">feed</a>');
    expect(html).toContain('<a href="https://www.example.org/vets" rel="noopener noreferrer">vet</a>');
    expect(html).toContain('<a href="mailto:shop@example.com" rel="noopener">mail</a>');
    expect(renderBlogMarkdown('<a href="/x" rel="opener" target="_blank">x</a>')).toBe(
      '<p><a href="/x" rel="noopener">x</a></p>\n',
    );
  });

  it("keeps a dangerous link's text but not its address", () => {
    expect(renderBlogMarkdown("[click me](javascript:alert(1))")).toBe('<p><a rel="noopener">click me</a></p>\n');
  });

  it("allows images with their address and alt text, loaded lazily", () => {
    expect(renderBlogMarkdown('![A Jojo tank](/uploads/blog/tank.jpg "Tank")')).toBe(
      '<p><img src="/uploads/blog/tank.jpg" alt="A Jojo tank" title="Tank" loading="lazy" /></p>\n',
    );
  });

  it("shows code as text", () => {
    expect(renderBlogMarkdown("```\n<b>bold</b>\n```")).toBe("<pre><code>&lt;b&gt;bold&lt;/b&gt;\n</code></pre>\n");
  });
});
