import { askAboutSearch, nothingMatches, quotedList, shelfLabel, wordsLeftOut } from "./search-messages";
import { whatsAppMessageUrl } from "./search-notices";

describe("the search page's texts", () => {
  it("names each word left out, quoted", () => {
    expect(quotedList(["xyzzy"])).toBe("“xyzzy”");
    expect(quotedList(["a", "b"])).toBe("“a” or “b”");
    expect(quotedList(["a", "b", "c"])).toBe("“a”, “b” or “c”");
    expect(wordsLeftOut(["xyzzy"])).toBe("Nothing matches “xyzzy”, so these are the results for the other words.");
  });

  it("names a subcategory with its category, a category alone", () => {
    const category = { name: "Workwear & Boots", slug: "workwear-and-boots" };
    expect(shelfLabel({ category, subcategory: { name: "Boots", slug: "boots" } })).toBe("Boots (Workwear & Boots)");
    expect(shelfLabel({ category, subcategory: null })).toBe("Workwear & Boots");
  });

  it("mentions the filters only when they narrow the list", () => {
    expect(nothingMatches({ search: "xyzzy", narrowed: false })).toBe("Nothing matches “xyzzy”. Try other words.");
    expect(nothingMatches({ search: "xyzzy", narrowed: true })).toMatch(
      /^Nothing matches “xyzzy” with these filters\./,
    );
    expect(nothingMatches({ search: "", narrowed: true })).toMatch(/^Nothing matches with these filters\./);
  });

  it("carries the search to WhatsApp, and offers no link without a number", () => {
    const url = whatsAppMessageUrl("https://wa.me/27820000000", askAboutSearch("hoender & voer"));
    expect(new URL(url).searchParams.get("text")).toBe(
      "Hello, do you have “hoender & voer”? I searched the online shop and found nothing.",
    );
    expect(whatsAppMessageUrl("", "anything")).toBe("");
  });
});
