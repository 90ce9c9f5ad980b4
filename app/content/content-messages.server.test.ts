import { unpackTexts } from "~/platform/translate";
import { contentMessages } from "./content-messages.server";

describe("a content page's texts", () => {
  it("are the keys under the page's prefixes only, in its language", () => {
    const about = unpackTexts(contentMessages("af", ["about."])).content ?? {};
    expect(about["about.video"]).toBe("Ons video");
    expect(Object.keys(about).every((key) => key.startsWith("about."))).toBe(true);
    expect(about["policies.title"]).toBeUndefined();
    expect(unpackTexts(contentMessages("en", ["tools."])).content?.["tools.comingSoon"]).toBe(
      "Agri Tools & Calculators - Coming Soon!",
    );
  });
});
