import { CATALOGUES } from "~/locales/catalogues.server";
import { catalogMessagesFor } from "./catalog-messages.server";

describe("catalogMessagesFor", () => {
  it("gives a page only its groups' texts, in its language", () => {
    const { catalog } = catalogMessagesFor("af", ["pagination", "crumb"]) as { catalog: Record<string, string> };
    expect(catalog["pagination.next"]).toBe(CATALOGUES.af.catalog["pagination.next"]);
    expect(catalog["crumb.home"]).toBe("Tuis");
    expect(Object.keys(catalog).every((key) => /^(pagination|crumb)\./.test(key))).toBe(true);
    expect(catalog["list.titleAll"]).toBeUndefined();
  });
});
