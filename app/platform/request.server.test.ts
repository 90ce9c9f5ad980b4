import { DOT_SEGMENT_TARGETS, hostileRedirectTargets } from "../../tests/support/redirect-corpus";
import { clientIp, isCrossSiteRequest, safeRedirectPath } from "./request.server";

const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/login", { method: "POST", headers: { Host: "localhost:3000", ...headers } });

describe("isCrossSiteRequest", () => {
  it("lets reads through whatever their origin", () => {
    expect(
      isCrossSiteRequest(new Request("http://localhost:3000/", { headers: { Origin: "https://evil.example" } })),
    ).toBe(false);
  });

  it("accepts posts from this host, from APP_URL, and from clients that send no Origin", () => {
    expect(isCrossSiteRequest(post({ Origin: "http://localhost:3000" }))).toBe(false);
    // TLS ends at the proxy: the browser says https while the app sees http.
    expect(isCrossSiteRequest(post({ Origin: "https://localhost:3000" }))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });

  it("refuses posts from another site, an opaque origin, or marked cross-site by the browser", () => {
    expect(isCrossSiteRequest(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "not a url" }))).toBe(true);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/orders?page=2", "/orders?page=2"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["orders", "/"],
    [null, "/"],
    // Browsers drop tabs and line breaks: "/\t/evil" would become "//evil".
    ["/\t/evil.example/phish", "/"],
    ["/\n/evil.example", "/"],
    ["/\r\n/evil.example", "/"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/products\\..\\evil", "/"],
    ["/\u0000", "/"],
    ["/\u007f", "/"],
    ["/ok#section", "/ok#section"],
    ["/./orders", "/orders"],
  ])("%j -> %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it("uses the fallback given", () => {
    expect(safeRedirectPath(undefined, "/admin")).toBe("/admin");
  });
});

describe("clientIp", () => {
  it("takes the address the HTTP guard worked out, and ignores what the client says otherwise", () => {
    expect(
      clientIp(
        new Request("http://x/", {
          headers: { "x-shop-client-address": "196.25.1.1", "Fly-Client-IP": "41.1.1.1", "X-Forwarded-For": "9.9.9.9" },
        }),
      ),
    ).toBe("196.25.1.1");
  });

  it("without the guard (tests), applies TRUST_PROXY to the headers", () => {
    // The tests trust X-Forwarded-For (test-env.ts): the hop a proxy would have added.
    expect(clientIp(new Request("http://x/", { headers: { "X-Forwarded-For": "41.2.2.2, 10.0.0.1" } }))).toBe(
      "10.0.0.1",
    );
    expect(clientIp(new Request("http://x/"))).toBe("local");
  });
});

describe("safeRedirectPath against generated hostile targets", () => {
  const targets = hostileRedirectTargets();
  // Pages the target may be used on: a browser resolves a Location or an href against the page.
  const pages = ["https://shop.example/", "https://shop.example/admin/products/42?returnTo=x#top"];

  it("is fed a large corpus", () => {
    expect(targets.length).toBeGreaterThanOrEqual(500);
  });

  it("never gives a result that a browser would resolve off the site", () => {
    const offSite: string[] = [];
    for (const target of [...targets, ...DOT_SEGMENT_TARGETS]) {
      const result = safeRedirectPath(target, "/fallback");
      for (const page of pages) {
        // WHATWG URL is the browsers' own parser: tabs and newlines dropped, backslashes read as
        // slashes, dot segments removed, hosts normalised.
        if (new URL(result, page).origin !== "https://shop.example")
          offSite.push(`${JSON.stringify(target)} -> ${result}`);
      }
      // A header cannot carry control characters, and a link should not carry what browsers drop.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point.
      if (/[\u0000-\u001f\u007f\\]/.test(result))
        offSite.push(`${JSON.stringify(target)} -> ${JSON.stringify(result)}`);
    }
    expect(offSite).toEqual([]);
  });

  it("refuses each dot-segment target that tidies into another site", () => {
    for (const target of DOT_SEGMENT_TARGETS) expect(safeRedirectPath(target, "/fallback"), target).toBe("/fallback");
  });

  it("still keeps a path on the site whose dot segments are harmless", () => {
    expect(safeRedirectPath("/products/../orders?page=2")).toBe("/orders?page=2");
    expect(safeRedirectPath("/products//42")).toBe("/products//42");
  });
});
