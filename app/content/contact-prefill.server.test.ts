import { contactPrefill, PREFILL_MAX_LENGTH } from "./contact-prefill.server";
import { CONTACT_FORM_ANCHOR, contactHrefWith } from "./contact-texts";

const prefill = (query: string) => contactPrefill(new URLSearchParams(query)).message;

describe("the contact form's prefilled message", () => {
  it("is the message in the address, trimmed", () => {
    expect(prefill("message=%20Do%20you%20have%20lucerne%3F%20")).toBe("Do you have lucerne?");
  });

  it("is empty without one", () => {
    expect(prefill("")).toBe("");
    expect(prefill("subject=x")).toBe("");
  });

  it("is cut to its limit and loses control characters, keeping line breaks", () => {
    expect(prefill(`message=${"a".repeat(10_000)}`)).toHaveLength(PREFILL_MAX_LENGTH);
    expect(prefill(`message=${encodeURIComponent("one\u0000two\r\nthree\u001b")}`)).toBe("onetwo\nthree");
  });

  it("takes the first of repeated messages", () => {
    expect(prefill("message=first&message=second")).toBe("first");
  });

  it("round-trips through the link the search page makes", () => {
    const text = "Hello, do you have “hoender & voer”? 100%";
    const href = contactHrefWith(text);
    expect(href.endsWith(`#${CONTACT_FORM_ANCHOR}`)).toBe(true);
    const url = new URL(href, "http://shop.test");
    expect(url.pathname).toBe("/contact");
    expect(contactPrefill(url.searchParams).message).toBe(text);
  });
});
