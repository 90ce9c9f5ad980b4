import { englishProductName, productDescriptionIn, productNameIn, productSeoIn } from "./product-language";

const product = {
  product_name: "Layer Mash 40kg",
  website_title: null as string | null,
  name_af: null as string | null,
  short_description: "Complete feed for laying hens.",
  long_description: "For hens from 18 weeks.\n\nFeed ad lib.",
  description_af: null as string | null,
  seo_title: "Layer Mash 40kg for laying hens",
  seo_description: "Buy layer mash in Pretoria East.",
};

describe("productNameIn", () => {
  it("gives an Afrikaans reader the Afrikaans name when staff wrote one", () => {
    expect(productNameIn({ ...product, name_af: "Lêmeel 40kg" }, "af")).toBe("Lêmeel 40kg");
  });

  it("gives an English reader the English name, Afrikaans name or not", () => {
    expect(productNameIn({ ...product, name_af: "Lêmeel 40kg" }, "en")).toBe("Layer Mash 40kg");
    expect(productNameIn({ ...product, website_title: "Layer Mash (40 kg)", name_af: "Lêmeel" }, "en")).toBe(
      "Layer Mash (40 kg)",
    );
  });

  it("falls back to the English name (the website title first) when there is no Afrikaans one", () => {
    expect(productNameIn(product, "af")).toBe("Layer Mash 40kg");
    expect(productNameIn({ ...product, name_af: "   " }, "af")).toBe("Layer Mash 40kg");
    expect(productNameIn({ ...product, website_title: "Layer Mash (40 kg)" }, "af")).toBe("Layer Mash (40 kg)");
    expect(englishProductName({ ...product, website_title: " " })).toBe("Layer Mash 40kg");
  });

  it("shows the Afrikaans name without the spaces around it", () => {
    expect(productNameIn({ ...product, name_af: "  Lêmeel 40kg " }, "af")).toBe("Lêmeel 40kg");
  });
});

describe("productDescriptionIn", () => {
  it("gives an Afrikaans reader the Afrikaans description in place of both English ones", () => {
    expect(productDescriptionIn({ ...product, description_af: "Vir henne van 18 weke." }, "af")).toEqual({
      short: null,
      long: "Vir henne van 18 weke.",
    });
  });

  it("keeps the English descriptions for English readers and where no Afrikaans one was written", () => {
    const english = { short: "Complete feed for laying hens.", long: "For hens from 18 weeks.\n\nFeed ad lib." };
    expect(productDescriptionIn({ ...product, description_af: "Vir henne." }, "en")).toEqual(english);
    expect(productDescriptionIn(product, "af")).toEqual(english);
    expect(productDescriptionIn({ ...product, description_af: "\n " }, "af")).toEqual(english);
  });
});

describe("productSeoIn", () => {
  it("drops the English SEO texts where the page shows the Afrikaans name and description", () => {
    expect(productSeoIn({ ...product, name_af: "Lêmeel", description_af: "Vir henne." }, "af")).toEqual({
      title: null,
      description: null,
    });
    expect(productSeoIn({ ...product, name_af: "Lêmeel" }, "af")).toEqual({
      title: null,
      description: "Buy layer mash in Pretoria East.",
    });
  });

  it("keeps them for English readers and when no Afrikaans text was written", () => {
    const english = { title: "Layer Mash 40kg for laying hens", description: "Buy layer mash in Pretoria East." };
    expect(productSeoIn({ ...product, name_af: "Lêmeel", description_af: "Vir henne." }, "en")).toEqual(english);
    expect(productSeoIn(product, "af")).toEqual(english);
  });
});
