import { categoryNameIn, namedIn } from "./category-language";

describe("categoryNameIn", () => {
  it("gives an Afrikaans reader the Afrikaans name when staff gave one", () => {
    expect(categoryNameIn({ name: "Animal Feed", name_af: "Dierevoer" }, "af")).toBe("Dierevoer");
  });

  it("gives an English reader the English name, Afrikaans name or not", () => {
    expect(categoryNameIn({ name: "Animal Feed", name_af: "Dierevoer" }, "en")).toBe("Animal Feed");
    expect(categoryNameIn({ name: "Animal Feed" }, "en")).toBe("Animal Feed");
  });

  it("falls back to the English name when there is no Afrikaans one", () => {
    expect(categoryNameIn({ name: "Animal Feed", name_af: null }, "af")).toBe("Animal Feed");
    expect(categoryNameIn({ name: "Animal Feed", name_af: "  " }, "af")).toBe("Animal Feed");
    expect(categoryNameIn({ name: "Animal Feed" }, "af")).toBe("Animal Feed");
  });
});

describe("namedIn", () => {
  it("names a row for the reader and leaves the Afrikaans column out, the slug as it was", () => {
    const row = { id: "c1", name: "Poultry Feed", name_af: "Pluimveevoer", slug: "poultry-feed" };
    expect(namedIn(row, "af")).toEqual({ id: "c1", name: "Pluimveevoer", slug: "poultry-feed" });
    expect(namedIn(row, "en")).toEqual({ id: "c1", name: "Poultry Feed", slug: "poultry-feed" });
  });
});
