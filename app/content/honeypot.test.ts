import { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot";

describe("the contact forms' honeypot", () => {
  it("lets a form through when the hidden field is missing or empty", () => {
    expect(isHoneypotFilled({ name: "Thandi" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "   " })).toBe(false);
  });

  it("catches a form whose hidden field was filled in", () => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "x" })).toBe(true);
  });

  it("catches the field sent more than once or as a file, which no person's browser does", () => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: ["", ""] })).toBe(true);
  });
});
