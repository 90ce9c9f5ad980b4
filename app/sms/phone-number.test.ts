import { eftDetailsSentDescription } from "~/orders/messages";
import { SMS_NUMBER_NOT_MOBILE_MESSAGE, SMS_NUMBER_UNREADABLE_MESSAGE } from "./messages";
import { formatPhoneForPeople, formatSouthAfricanMobile, normaliseSouthAfricanMobile } from "./phone-number";

describe("South African cellphone numbers", () => {
  it.each([
    "0821234567",
    "082 123 4567",
    "082-123-4567",
    "+27 82 123 4567",
    "+27821234567",
    "27821234567",
    "0027 82 123 4567",
    "+27 (0)82 123 4567",
    "(082) 123 4567",
    " 082.123.4567 ",
  ])("reads %j as +27821234567", (typed) => {
    expect(normaliseSouthAfricanMobile(typed)).toEqual({ ok: true, number: "+27821234567" });
  });

  it("accepts every cellphone range: 06x, 07x and 081 to 084", () => {
    for (const typed of [
      "060 123 4567",
      "0611234567",
      "071 123 4567",
      "079 123 4567",
      "081 123 4567",
      "084 123 4567",
    ]) {
      expect(normaliseSouthAfricanMobile(typed).ok, typed).toBe(true);
    }
  });

  it("refuses landlines, toll-free and share-call numbers as not reachable by SMS", () => {
    for (const typed of ["012 345 6789", "+27 21 123 4567", "0800 123 456", "086 123 4567", "087 123 4567"]) {
      expect(normaliseSouthAfricanMobile(typed), typed).toEqual({ ok: false, message: SMS_NUMBER_NOT_MOBILE_MESSAGE });
    }
  });

  it("refuses what is not a South African number at all", () => {
    for (const typed of ["", "082 123 456", "082 123 45678", "+44 7700 900123", "+27 082 123 4567", "phone me"]) {
      expect(normaliseSouthAfricanMobile(typed), typed).toEqual({ ok: false, message: SMS_NUMBER_UNREADABLE_MESSAGE });
    }
  });

  it("shows a stored number as people write it", () => {
    expect(formatSouthAfricanMobile("+27821234567")).toBe("082 123 4567");
  });
});

describe("phone numbers on staff screens", () => {
  it("shows a cellphone number however it was typed as 082 123 4567, anything else as typed", () => {
    expect(formatPhoneForPeople("+27 82 555 0101")).toBe("082 555 0101");
    expect(formatPhoneForPeople("0825550101")).toBe("082 555 0101");
    expect(formatPhoneForPeople("+27825550101")).toBe("082 555 0101");
    expect(formatPhoneForPeople(" 012 345 6789 ")).toBe("012 345 6789");
  });

  it("writes the toast after Send EFT details with the national number, never +27", () => {
    expect(eftDetailsSentDescription({ phone: "+27845550321", email: "eft@example.com" })).toBe(
      "Sent by SMS to 084 555 0321 and by e-mail to eft@example.com.",
    );
    expect(eftDetailsSentDescription({ phone: "+27845550321" })).toBe("Sent by SMS to 084 555 0321.");
  });
});
