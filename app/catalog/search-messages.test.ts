import { translatorFor } from "~/locales/translator.server";
import { askAboutSearch, nothingMatches, quotedList, shelfLabel, wordsLeftOut } from "./search-messages";
import { whatsAppMessageUrl } from "./search-notices";

const english = translatorFor("en", ["catalog"]);
const afrikaans = translatorFor("af", ["catalog"]);

describe("the search page's texts", () => {
  it("names each word left out, quoted", () => {
    expect(quotedList(["xyzzy"], english)).toBe("“xyzzy”");
    expect(quotedList(["a", "b"], english)).toBe("“a” or “b”");
    expect(quotedList(["a", "b", "c"], english)).toBe("“a”, “b” or “c”");
    expect(wordsLeftOut(["xyzzy"], english)).toBe(
      "Nothing matches “xyzzy”, so these are the results for the other words.",
    );
  });

  it("names a subcategory with its category, a category alone", () => {
    const category = { name: "Workwear & Boots", slug: "workwear-and-boots" };
    expect(shelfLabel({ category, subcategory: { name: "Boots", slug: "boots" } })).toBe("Boots (Workwear & Boots)");
    expect(shelfLabel({ category, subcategory: null })).toBe("Workwear & Boots");
  });

  it("mentions the filters only when they narrow the list", () => {
    expect(nothingMatches({ search: "xyzzy", narrowed: false }, english)).toBe(
      "Nothing matches “xyzzy”. Try other words.",
    );
    expect(nothingMatches({ search: "xyzzy", narrowed: true }, english)).toMatch(
      /^Nothing matches “xyzzy” with these filters\./,
    );
    expect(nothingMatches({ search: "", narrowed: true }, english)).toMatch(/^Nothing matches with these filters\./);
  });

  it("carries the search to WhatsApp, and offers no link without a number", () => {
    const url = whatsAppMessageUrl("https://wa.me/27820000000", askAboutSearch("hoender & voer", english));
    expect(new URL(url).searchParams.get("text")).toBe(
      "Hello, do you have “hoender & voer”? I searched the online shop and found nothing.",
    );
    expect(whatsAppMessageUrl("", "anything")).toBe("");
  });
});

describe("the search page's texts in Afrikaans", () => {
  it("says the same in Afrikaans, with the typed words quoted as typed", () => {
    expect(quotedList(["a", "b", "c"], afrikaans)).toBe("“a”, “b” of “c”");
    expect(wordsLeftOut(["xyzzy"], afrikaans)).toBe(
      "Niks pas by “xyzzy” nie, so hier is die resultate vir die ander woorde.",
    );
    expect(nothingMatches({ search: "xyzzy", narrowed: false }, afrikaans)).toBe(
      "Niks pas by “xyzzy” nie. Probeer ander woorde.",
    );
    expect(askAboutSearch("hoender", afrikaans)).toBe(
      "Hallo, het julle “hoender”? Ek het in die aanlyn winkel gesoek en niks gekry nie.",
    );
  });
});
