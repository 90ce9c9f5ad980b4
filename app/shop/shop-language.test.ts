import {
  DEFAULT_FEATURES,
  DEFAULT_HOME_SETTINGS,
  DEFAULT_SHOP_HOURS,
  defaultShopDetails,
  hoursIn,
  publicShop,
  textIn,
} from "./shop-settings";
import { HomeSettings, ShopDetails, ShopHours } from "./shop-settings-schemas";

// Which of the shop's staff-written texts a customer reads (issue 49): the tagline, the store hours and the welcome.

describe("textIn", () => {
  it("gives an Afrikaans reader the Afrikaans form when staff wrote one, else the English", () => {
    expect(textIn("Feed and fencing", "Voer en heinings", "af")).toBe("Voer en heinings");
    expect(textIn("Feed and fencing", "", "af")).toBe("Feed and fencing");
    expect(textIn("Feed and fencing", "   ", "af")).toBe("Feed and fencing");
    expect(textIn("Feed and fencing", undefined, "af")).toBe("Feed and fencing");
  });

  it("always gives an English reader the English", () => {
    expect(textIn("Feed and fencing", "Voer en heinings", "en")).toBe("Feed and fencing");
  });
});

describe("hoursIn", () => {
  const rows = [
    { days: "Monday to Friday", hours: "8:00-17:00", daysAf: "Maandag tot Vrydag", hoursAf: "8:00-17:00" },
    { days: "Sunday", hours: "closed", daysAf: "", hoursAf: "" },
    { days: "Saturday", hours: "8:00-13:00", daysAf: "Saterdag", hoursAf: " " },
  ];

  it("gives an Afrikaans reader each row in Afrikaans where staff wrote both parts, never half of each", () => {
    expect(hoursIn(rows, "af")).toEqual([
      { days: "Maandag tot Vrydag", hours: "8:00-17:00" },
      { days: "Sunday", hours: "closed" },
      { days: "Saturday", hours: "8:00-13:00" },
    ]);
  });

  it("gives an English reader the rows as written, without the Afrikaans", () => {
    expect(hoursIn(rows, "en")).toEqual([
      { days: "Monday to Friday", hours: "8:00-17:00" },
      { days: "Sunday", hours: "closed" },
      { days: "Saturday", hours: "8:00-13:00" },
    ]);
  });
});

describe("publicShop", () => {
  const input = {
    details: defaultShopDetails({ email: "shop@example.com", vatNumber: "4000000000" }),
    hours: DEFAULT_SHOP_HOURS,
    home: DEFAULT_HOME_SETTINGS,
    features: DEFAULT_FEATURES,
    location: { latitude: -25.7, longitude: 28.4 },
    today: "2026-11-29",
  };

  it("shows the demo shop's tagline, hours and welcome in Afrikaans to an Afrikaans reader", () => {
    const shop = publicShop({ ...input, language: "af" });
    expect(shop.tagline).toBe("Voer, vee- en troeteldiergoed, hardeware en tuingoed sedert 1987");
    expect(shop.hours[0]).toEqual({ days: "Maandag tot Vrydag", hours: "8:00-17:00" });
    expect(shop.hours[2]).toEqual({ days: "Sondag", hours: "gesluit" });
    expect(shop.welcome.title).toBe("Welkom by Donkerhoek Farm Supplies");
    expect(shop.welcome.text).toMatch(/^Ons aanlyn katalogus groei nog\./);
  });

  it("shows them as before to an English reader, and when no language is given", () => {
    for (const shop of [publicShop({ ...input, language: "en" }), publicShop(input)]) {
      expect(shop.tagline).toBe("Feed, livestock and pet supplies, hardware and garden goods since 1987");
      expect(shop.hours).toEqual([
        { days: "Monday to Friday", hours: "8:00-17:00" },
        { days: "Saturday", hours: "8:00-13:00" },
        { days: "Sunday", hours: "closed" },
        { days: "Public holidays", hours: "8:00-13:00, closed on Christian holidays" },
      ]);
      expect(shop.welcome.title).toBe("Welcome to Donkerhoek Farm Supplies");
    }
  });

  it("reads sections saved before the Afrikaans forms existed: the English for everyone", () => {
    const details = ShopDetails.parse({ ...input.details, taglineAf: undefined });
    const hours = ShopHours.parse({ hours: [{ days: "Sunday", hours: "closed" }], closures: [] });
    const home = HomeSettings.parse({ welcomeTitle: "Hello", welcomeText: "Come in.", featuredTabs: [] });
    expect(details.taglineAf).toBe("");
    const shop = publicShop({ ...input, details, hours, home, language: "af" });
    expect(shop.tagline).toBe(input.details.tagline);
    expect(shop.hours).toEqual([{ days: "Sunday", hours: "closed" }]);
    expect(shop.welcome).toMatchObject({ title: "Hello", text: "Come in." });
  });
});
