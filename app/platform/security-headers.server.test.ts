import {
  applySecurityHeaders,
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
} from "./security-headers.server";

describe("security headers", () => {
  it("makes a different, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("allows scripts only from this site or with the nonce", () => {
    const csp = contentSecurityPolicy("abc123", { development: false, https: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("asks for https only when the shop is served over https", () => {
    expect(contentSecurityPolicy("n", { development: false, https: false })).not.toContain("upgrade-insecure-requests");
    expect(baseSecurityHeaders({ https: true })["Strict-Transport-Security"]).toContain("max-age=");
    expect(baseSecurityHeaders({ https: false })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("sets the fixed headers, and a script-free CSP on responses without a nonce", () => {
    const plain = applySecurityHeaders(new Headers());
    expect(plain.get("X-Content-Type-Options")).toBe("nosniff");
    expect(plain.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = applySecurityHeaders(new Headers(), { nonce: "n" });
    expect(page.get("Content-Security-Policy")).toContain("'nonce-n'");
    expect(page.get("Permissions-Policy")).toContain("geolocation=(self)");
  });
});

describe("static file headers", () => {
  it("carry nosniff, and HSTS only over https", async () => {
    const { staticFileSecurityHeaders } = await import("./security-headers.server");
    expect(staticFileSecurityHeaders({ https: false })).toEqual({ "X-Content-Type-Options": "nosniff" });
    expect(staticFileSecurityHeaders({ https: true })["Strict-Transport-Security"]).toContain("max-age=");
  });
});
