import { CATALOGUES } from "~/locales/catalogues.server";
import { unpackTexts } from "~/platform/translate";
import { catalogMessagesFor } from "./catalog-messages.server";

describe("catalogMessagesFor", () => {
  it("gives a page only its groups' texts, in its language", () => {
    const catalog = unpackTexts(catalogMessagesFor("af", ["pagination", "crumb"])).catalog ?? {};
    expect(catalog["pagination.next"]).toBe(CATALOGUES.af.catalog["pagination.next"]);
    expect(catalog["crumb.home"]).toBe("Tuis");
    expect(Object.keys(catalog).every((key) => /^(pagination|crumb)\./.test(key))).toBe(true);
    expect(catalog["list.titleAll"]).toBeUndefined();
  });
});
