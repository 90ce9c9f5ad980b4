import { hashToken, isWellFormedToken, newToken } from "./tokens.server";

describe("e-mailed link tokens", () => {
  it("are 43 link-safe characters and never repeat", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(encodeURIComponent(token)).toBe(token);
      expect(isWellFormedToken(token)).toBe(true);
    }
  });

  it("are stored as their SHA-256 hash, never as themselves", () => {
    const token = newToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
    expect(hashToken(newToken())).not.toBe(hash);
    // The known SHA-256 of "abc", so the hash is the standard one and not some other digest.
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("refuses anything that is not a token we could have made", () => {
    for (const bad of [undefined, null, 42, "", "short", `${newToken()}x`, `${"a".repeat(42)}/`, "../etc/passwd"]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});
