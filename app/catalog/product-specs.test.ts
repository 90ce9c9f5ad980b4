import { translatorFor } from "~/locales/translator.server";
import { certificationList, descriptionParagraphs, productSpecs, type SpecsSource, shortened } from "./product-specs";

const empty: SpecsSource = {
  product_size: null,
  product_unit: null,
  product_volume: null,
  product_length: null,
  product_width: null,
  product_height: null,
  product_diameter: null,
  product_dimension_unit: "MM",
  product_dimensions: null,
  recommended_age: null,
  pet_specific: null,
  certifications: "[]",
  specifications: null,
  is_eco_friendly: 0,
  is_subscription_eligible: 0,
};

const english = translatorFor("en", ["catalog"]);

describe("product specs", () => {
  it("lists nothing for a product with no details", () => {
    expect(productSpecs(empty, english)).toEqual([]);
  });

  it("lists only the fields present, with their units", () => {
    expect(
      productSpecs(
        {
          ...empty,
          product_size: 40,
          product_unit: "kg",
          product_volume: 2500,
          product_length: 1200,
          product_width: 400.5,
          product_height: 300,
          product_diameter: 80,
          recommended_age: "Adult horses",
          pet_specific: "Horses",
          certifications: '["SABS approved", "Organic"]',
          specifications: "Protein 14%\nFibre 30%",
          is_eco_friendly: 1,
          is_subscription_eligible: 1,
        },
        english,
      ),
    ).toEqual([
      { label: "Size", value: "40 kg" },
      { label: "Dimensions", value: "1 200 × 400.5 × 300 mm" },
      { label: "Diameter", value: "80 mm" },
      { label: "Volume", value: "2 500" },
      { label: "Recommended age", value: "Adult horses" },
      { label: "Suitable for", value: "Horses" },
      { label: "Certifications", value: "SABS approved, Organic" },
      { label: "Specifications", value: "Protein 14%\nFibre 30%" },
      { label: "Eco-friendly", value: "Yes" },
      { label: "Subscription", value: "Available on subscription" },
    ]);
  });

  it("prefers the written dimensions, and leaves out the unit 'none'", () => {
    const rows = productSpecs(
      {
        ...empty,
        product_size: 5,
        product_unit: "none",
        product_dimensions: "60 x 40 cm",
        product_length: 600,
      },
      english,
    );
    expect(rows).toEqual([
      { label: "Size", value: "5" },
      { label: "Dimensions", value: "60 x 40 cm" },
    ]);
  });

  it("reads a broken certifications list as none", () => {
    expect(certificationList("not json")).toEqual([]);
    expect(certificationList('{"a":1}')).toEqual([]);
    expect(certificationList('["A", 3, "", "B"]')).toEqual(["A", "B"]);
  });
});

describe("product specs in Afrikaans", () => {
  it("names the fields in Afrikaans and keeps staff's values as written", () => {
    const afrikaans = translatorFor("af", ["catalog"]);
    expect(productSpecs({ ...empty, product_size: 40, product_unit: "kg", is_eco_friendly: 1 }, afrikaans)).toEqual([
      { label: "Grootte", value: "40 kg" },
      { label: "Omgewingsvriendelik", value: "Ja" },
    ]);
  });
});

describe("description paragraphs", () => {
  it("splits plain text on blank lines and keeps single line breaks", () => {
    expect(descriptionParagraphs("First line\nsecond line\n\n\nSecond paragraph  ")).toEqual([
      "First line\nsecond line",
      "Second paragraph",
    ]);
  });

  it("is empty for no text", () => {
    expect(descriptionParagraphs(null)).toEqual([]);
    expect(descriptionParagraphs("  \n ")).toEqual([]);
  });

  it("turns HTML into text, never markup", () => {
    expect(
      descriptionParagraphs("<p>Feed <strong>daily</strong> &amp; keep dry.</p><p>Line<br>two<script>x()</script></p>"),
    ).toEqual(["Feed daily & keep dry.", "Line\ntwo"]);
    expect(descriptionParagraphs("&lt;b&gt; stays text")).toEqual(["<b> stays text"]);
  });
});

describe("shortened", () => {
  it("keeps short text and cuts long text at a word, with an ellipsis", () => {
    expect(shortened("Dust-free  cubes.\n", 160)).toBe("Dust-free cubes.");
    expect(shortened("Feed the herd daily, and keep the bags dry.", 25)).toBe("Feed the herd daily…");
    expect(shortened("Feed the herd daily, and keep the bags dry.", 25).length).toBeLessThanOrEqual(25);
  });
});
