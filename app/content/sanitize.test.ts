import { ABOUT_ALLOWED_ATTRIBUTES, ABOUT_ALLOWED_TAGS, isSafeMediaUrl, sanitizeAboutHtml } from "./sanitize";

/** Nothing in the output can run: no script-capable element, handler, style or dangerous URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form|input|button|svg|math|noscript|template)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/\s(style|data-[\w-]*|xlink:href|action|formaction|srcdoc)\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
  // Shown as text is harmless; inside a tag it is not.
  const tagsOnly = html.replace(/>[^<]*</g, "><");
  expect(tagsOnly).not.toMatch(/alert\(/);
}

const XSS_PAYLOADS: Array<[name: string, html: string]> = [
  ["script element", "<script>alert(1)</script>"],
  ["script with src", '<script src="https://evil.example/x.js"></script>'],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["javascript: link", '<a href="javascript:alert(1)">click</a>'],
  ["mixed-case javascript: link", '<a href="JaVaScRiPt:alert(1)">click</a>'],
  ["javascript: with an entity-encoded tab", '<a href="java&#09;script:alert(1)">click</a>'],
  ["javascript: with an encoded first letter", '<a href="&#106;avascript:alert(1)">click</a>'],
  ["javascript: after leading spaces", '<a href="   javascript:alert(1)">click</a>'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">click</a>'],
  ["svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
  ["svg with script inside", "<svg><script>alert(1)</script></svg>"],
  ["iframe", '<iframe src="https://evil.example/">x</iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object", '<object data="evil.swf"><param name="a" value="b">alert(1)</object>'],
  ["embed", '<embed src="evil.swf" type="application/x-shockwave-flash">'],
  ["form and input", '<form action="https://evil.example"><input name="card" value="x"></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">go</button>'],
  ["data and style attributes", '<div data-x="1" style="background:url(javascript:alert(1))">text</div>'],
  ["data: image", '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ["data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ["math with xlink:href", '<math><mi xlink:href="javascript:alert(1)">m</mi></math>'],
  ["unclosed nested tags", "<p><strong>bold <em>both <script>alert(1)"],
  ["a tag split by a script tag", "<<script>script>alert(1)<</script>/script>"],
  ["noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["style element", "<style>@import 'https://evil.example/x.css';</style>"],
  ["template", "<template><img src=x onerror=alert(1)></template>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="javascript:alert(1)//">'],
  ["event handler in an allowed tag", '<p onclick="alert(1)" onmouseover="alert(1)">hi</p>'],
];

describe("sanitizeAboutHtml", () => {
  it.each(XSS_PAYLOADS)("leaves nothing executable: %s", (_name, payload) => {
    expectInert(sanitizeAboutHtml(payload));
  });

  it("drops script and style text instead of showing it", () => {
    expect(sanitizeAboutHtml("<p>Before</p><script>var secret = 1;</script><style>p{}</style><p>After</p>")).toBe(
      "<p>Before</p><p>After</p>",
    );
  });

  it("keeps the text of a removed harmless wrapper", () => {
    expect(sanitizeAboutHtml("<section><p>Kept</p></section><font>Also kept</font>")).toBe("<p>Kept</p>Also kept");
  });

  it("keeps every allowed tag", () => {
    for (const tag of ABOUT_ALLOWED_TAGS) {
      const html = tag === "br" || tag === "img" ? `<${tag} />` : `<${tag}>x</${tag}>`;
      expect(sanitizeAboutHtml(html)).toBe(html);
    }
  });

  it("keeps the allowed attributes and drops the rest", () => {
    expect(ABOUT_ALLOWED_ATTRIBUTES).toEqual(["href", "src", "alt", "title", "class", "id"]);
    expect(
      sanitizeAboutHtml(
        '<a href="/products" title="Shop" class="btn" id="shop" target="_blank" rel="opener" data-track="1">Shop</a>',
      ),
    ).toBe('<a href="/products" title="Shop" class="btn" id="shop">Shop</a>');
    expect(sanitizeAboutHtml('<img src="/uploads/store.jpg" alt="The store" width="10" loading="eager">')).toBe(
      '<img src="/uploads/store.jpg" alt="The store" />',
    );
  });

  it("keeps web, mail, phone and relative links", () => {
    const html =
      '<a href="https://example.com/a">a</a><a href="http://example.com">b</a><a href="mailto:shop@example.com">c</a><a href="tel:+27128020000">d</a><a href="/about#team">e</a><a href="products?x=1">f</a>';
    expect(sanitizeAboutHtml(html)).toBe(html);
  });

  it("keeps the seeded about page's structure", () => {
    const html =
      "<p>Since 1987.</p>\n<h2>Owned by members</h2>\n<ul>\n<li><strong>Animal feed</strong> for cattle.</li>\n</ul>";
    expect(sanitizeAboutHtml(html)).toBe(html);
  });
});

describe("isSafeMediaUrl", () => {
  it("accepts site paths and web addresses", () => {
    expect(isSafeMediaUrl("/uploads/videos/history.mp4")).toBe(true);
    expect(isSafeMediaUrl("https://cdn.example.com/v.mp4")).toBe(true);
  });

  it("rejects missing, script, data and protocol-relative addresses", () => {
    for (const url of [
      null,
      undefined,
      "",
      "  ",
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:video/mp4;base64,AAAA",
      "//evil.example/v.mp4",
      "/\\evil.example",
      "ftp://example.com/v.mp4",
      "https://exa mple.com",
    ]) {
      expect(isSafeMediaUrl(url)).toBe(false);
    }
  });
});
