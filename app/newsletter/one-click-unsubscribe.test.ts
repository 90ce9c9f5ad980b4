import { describe, expect, it } from "vitest";
import { isOneClickBody, mayBeOneClickUnsubscribe } from "./one-click-unsubscribe";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("RFC 8058 one-click unsubscribe", () => {
  it("is a form POST to the unsubscribe address with its token, nothing else", () => {
    const urlencoded = "application/x-www-form-urlencoded";
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe?token=abc", urlencoded)).toBe(true);
    expect(
      mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe?token=abc", "multipart/form-data; boundary=x"),
    ).toBe(true);
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe", urlencoded)).toBe(false);
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe?token=", urlencoded)).toBe(false);
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe.data?token=abc", urlencoded)).toBe(false);
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe/x?token=abc", urlencoded)).toBe(false);
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter?token=abc", urlencoded)).toBe(false);
    expect(mayBeOneClickUnsubscribe("POST", "/newsletter/unsubscribe?token=abc", "application/json")).toBe(false);
    expect(mayBeOneClickUnsubscribe("PUT", "/newsletter/unsubscribe?token=abc", urlencoded)).toBe(false);
  });

  it("has the one field List-Unsubscribe=One-Click as its body", () => {
    expect(isOneClickBody(form([["List-Unsubscribe", "One-Click"]]))).toBe(true);
    expect(isOneClickBody(form([]))).toBe(false);
    expect(isOneClickBody(form([["token", "abc"]]))).toBe(false);
    expect(isOneClickBody(form([["List-Unsubscribe", "one-click"]]))).toBe(false);
    expect(
      isOneClickBody(
        form([
          ["List-Unsubscribe", "One-Click"],
          ["token", "abc"],
        ]),
      ),
    ).toBe(false);
  });
});
