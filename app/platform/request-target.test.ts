import { BAD_HOST_MESSAGE, isForbiddenMethod, judgeRequestTarget, NOT_FOUND_PATH } from "./request-target";

describe("judgeRequestTarget", () => {
  it("hands on an ordinary address as it is", () => {
    for (const url of ["/", "/products?q=lucerne+bale", "/products/hay-bale-15kg", "/search?q=%E2%82%AC5", "//"])
      expect(judgeRequestTarget(url, "shop.example")).toEqual({ kind: "ok", url });
  });

  it("sends a backslash, a bad percent-encoding or a control character to the not-found page", () => {
    for (const url of [
      "/%5c",
      "/%5C",
      "/%5c%5c",
      "/products/%5c",
      "/%E0%A4%A",
      "/products/%E0%A4%A",
      "/%ZZ",
      "/%00",
      "/a%0d%0aSet-Cookie:x=1",
      "/\\evil.example",
    ])
      expect(judgeRequestTarget(url, "shop.example")).toEqual({ kind: "not-found", url: NOT_FOUND_PATH });
  });

  it("leaves a bad percent-encoding in the query to the page that reads it", () => {
    expect(judgeRequestTarget("/products?q=%E0%A4%A", "shop.example")).toEqual({
      kind: "ok",
      url: "/products?q=%E0%A4%A",
    });
  });

  it("takes an absolute target's path and query, never its host", () => {
    expect(judgeRequestTarget("http://evil.example/products?q=x", "shop.example")).toEqual({
      kind: "ok",
      url: "/products?q=x",
    });
    expect(judgeRequestTarget("*", "shop.example")).toEqual({ kind: "not-found", url: NOT_FOUND_PATH });
  });

  it("refuses a Host header that names no host", () => {
    for (const host of ["exa mple", "[::1", "a/b", "user@shop.example", "shop.example?x"])
      expect(judgeRequestTarget("/", host)).toEqual({ kind: "bad-host", message: BAD_HOST_MESSAGE });
    for (const host of ["shop.example", "localhost:3000", "[::1]:8080", "127.0.0.1"])
      expect(judgeRequestTarget("/", host).kind).toBe("ok");
  });

  it("knows the methods a Request cannot carry", () => {
    for (const method of ["TRACE", "trace", "TRACK", "CONNECT"]) expect(isForbiddenMethod(method)).toBe(true);
    for (const method of ["GET", "HEAD", "POST", "OPTIONS", "PROPFIND"]) expect(isForbiddenMethod(method)).toBe(false);
  });
});
