import { classifyReply } from "./inbound-keywords";
import {
  consentConfirmationText,
  consentQuestionText,
  gsmShopName,
  optOutConfirmationText,
  signedText,
} from "./reply-texts";
import { smsLayout } from "./sms-encoding";

const TEXTS = [optOutConfirmationText, consentConfirmationText, consentQuestionText];

describe("the shop's SMS about marketing consent", () => {
  it("start with the shop's name and say what the law expects", () => {
    expect(optOutConfirmationText("Donkerhoek Farm Supplies")).toBe(
      "Donkerhoek Farm Supplies: you will get no more marketing SMS from us. Order news still comes. Reply YES to get offers again.",
    );
    expect(consentConfirmationText("Donkerhoek Farm Supplies")).toBe(
      "Donkerhoek Farm Supplies: thank you, you will get our offers by SMS. Reply STOP to stop.",
    );
    expect(consentQuestionText("Donkerhoek Farm Supplies")).toBe(
      "Donkerhoek Farm Supplies: reply YES to get our offers and specials by SMS. Reply STOP to stop at any time.",
    );
  });

  it.each([
    "Donkerhoek Farm Supplies",
    "Boerê Koöperasie",
    "Ma’s “Plaas” Winkel — Bronkhorstspruit",
    "🐄🐄🐄",
    "Die Baie Lang Naam van die Boere Koöperasie van Bronkhorstspruit, Cullinan en Omliggende Gebiede (Edms) Bpk",
  ])("are one GSM-7 part whatever the name: %j", (name) => {
    for (const text of TEXTS) {
      expect(smsLayout(text(name))).toMatchObject({ encoding: "gsm7", parts: 1 });
    }
  });

  it("write the name in the GSM alphabet", () => {
    expect(gsmShopName("Boerê Koöperasie")).toBe("Boere Koöperasie");
    expect(gsmShopName("Ma’s “Plaas” Winkel — Bronkhorstspruit")).toBe('Ma\'s "Plaas" Winkel - Bronkhorstspruit');
    expect(gsmShopName(" 🐄 ")).toBe("The shop");
    expect(gsmShopName("Donkerhoek\n  Farm")).toBe("Donkerhoek Farm");
  });

  it("shorten a name too long for one part", () => {
    const text = signedText("A".repeat(200), "reply YES.");
    expect(text).toBe(`${"A".repeat(148)}: reply YES.`);
    expect(smsLayout(text).units).toBe(160);
  });
});

describe("the same SMS in Afrikaans (issue 49)", () => {
  it.each([
    "Donkerhoek Farm Supplies",
    "Die Baie Lang Naam van die Boere Koöperasie van Bronkhorstspruit, Cullinan en Omliggende Gebiede (Edms) Bpk",
  ])("are one GSM-7 part, signed, for %s", (name) => {
    for (const text of TEXTS) {
      const afrikaans = text(name, "af");
      expect(afrikaans).not.toBe(text(name));
      expect(smsLayout(afrikaans)).toMatchObject({ encoding: "gsm7", parts: 1 });
    }
  });

  it("ask for the words the shop understands: JA to agree, STOP to stop", () => {
    expect(optOutConfirmationText("Donkerhoek Farm Supplies", "af")).toBe(
      "Donkerhoek Farm Supplies: jy kry nie meer bemarkings-SMS'e van ons nie. Bestellingnuus kom steeds. Antwoord JA om weer aanbiedinge te kry.",
    );
    expect(consentQuestionText("Donkerhoek Farm Supplies", "af")).toContain("Antwoord STOP");
    expect(classifyReply("JA")).toBe("yes");
    expect(classifyReply("STOP")).toBe("stop");
  });
});
