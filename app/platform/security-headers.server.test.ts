import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers.server";

describe("security headers", () => {
  it("makes a different, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("allows scripts only from this site or with the nonce", () => {
    const csp = contentSecurityPolicy("abc123", { development: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("sets the fixed headers, HSTS only in production, and a script-free CSP without a nonce", () => {
    const production = applySecurityHeaders(new Headers(), { production: true });
    expect(production.get("X-Content-Type-Options")).toBe("nosniff");
    expect(production.get("Strict-Transport-Security")).toContain("max-age=");
    expect(production.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const development = applySecurityHeaders(new Headers(), { production: false, nonce: "n" });
    expect(development.get("Strict-Transport-Security")).toBeNull();
    expect(development.get("Content-Security-Policy")).toContain("'nonce-n'");
    expect(development.get("Permissions-Policy")).toContain("geolocation=(self)");
  });
});
