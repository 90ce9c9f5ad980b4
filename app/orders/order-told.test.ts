import { translatorFor } from "~/locales/translator.server";
import { orderToldLine, smsHeldLine } from "./order-told";

/** The confirmation's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

describe("how the customer was told of the order", () => {
  it("names each way that was used, and only those", () => {
    const email = "thandi@example.com";
    expect(orderToldLine(en, { smsTo: "082 555 0142", emailTo: email, smsHeld: null }, true)).toBe(
      "We have sent the order and our banking details by SMS to 082 555 0142 and by e-mail to thandi@example.com.",
    );
    expect(orderToldLine(en, { smsTo: "082 555 0142", emailTo: null, smsHeld: null }, true)).toBe(
      "We have sent the order and our banking details by SMS to 082 555 0142.",
    );
    expect(orderToldLine(en, { smsTo: null, emailTo: email, smsHeld: null }, false)).toBe(
      "We have e-mailed the order to thandi@example.com.",
    );
    expect(orderToldLine(en, { smsTo: null, emailTo: null, smsHeld: null }, true)).toBeNull();
  });

  it("says why a chosen SMS did not go", () => {
    expect(smsHeldLine(en, { phone: "083 555 0199", reason: "not_proved" })).toContain("is not proved yet");
    expect(smsHeldLine(en, { phone: "083 555 0199", reason: "limit" })).toContain("went to 083 555 0199 already");
  });
});
