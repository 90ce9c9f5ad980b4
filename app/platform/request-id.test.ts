import { isRequestId, newRequestId, quoteReferenceText, requestIdFor } from "./request-id";

describe("request ids", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("takes Fly's id behind Fly's proxy, and only there", () => {
    const fly = headers({ "fly-request-id": "01JDQ7ZB4M8V9X2K3N5P6R7S8T-jnb" });
    expect(requestIdFor(fly, "fly", () => "made-here")).toBe("01JDQ7ZB4M8V9X2K3N5P6R7S8T-jnb");
    expect(requestIdFor(fly, "none", () => "made-here")).toBe("made-here");
    expect(requestIdFor(fly, "x-forwarded-for", () => "made-here")).toBe("made-here");
  });

  it("makes its own when Fly's is missing or is not an id", () => {
    expect(requestIdFor(headers({}), "fly", () => "made-here")).toBe("made-here");
    expect(requestIdFor(headers({ "fly-request-id": "<script>" }), "fly", () => "made-here")).toBe("made-here");
  });

  it("makes ids of 16 readable characters, different each time", () => {
    const ids = new Set(Array.from({ length: 200 }, newRequestId));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[2-9a-km-z]{16}$/);
      expect(isRequestId(id)).toBe(true);
    }
    expect(quoteReferenceText("abc234def567ghjk")).toBe("Quote this reference: abc234def567ghjk");
  });
});
