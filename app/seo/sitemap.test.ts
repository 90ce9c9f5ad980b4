import { categoryListingPath, productPath, renderSitemap } from "./sitemap";

describe("the sitemap document", () => {
  it("lists absolute, escaped addresses with W3C dates in the sitemaps.org namespace", () => {
    const xml = renderSitemap(
      [
        { path: "/", lastmod: "2026-01-02T10:00:00.000Z" },
        { path: categoryListingPath("horse-feed", "pony-cubes"), lastmod: "2026-01-03T23:30:00.000Z" },
      ],
      "https://shop.example",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://shop.example/</loc><lastmod>2026-01-02</lastmod><xhtml:link");
    expect(xml).toContain(
      "<loc>https://shop.example/products?category=horse-feed&amp;subcategory=pony-cubes</loc><lastmod>2026-01-03</lastmod>",
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("is an empty urlset when there is nothing to list", () => {
    expect(renderSitemap([], "https://shop.example")).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>',
    );
  });
});

describe("the sitemap in both languages (decision 0110)", () => {
  it("lists each page in English and Afrikaans, each naming both and x-default", () => {
    const xml = renderSitemap(
      [{ path: "/products?category=poultry", lastmod: "2026-01-02T10:00:00.000Z" }],
      "https://s.example",
    );
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-ZA" href="https://s.example/products?category=poultry"/>' +
      '<xhtml:link rel="alternate" hreflang="af-ZA" href="https://s.example/products?category=poultry&amp;lang=af"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/products?category=poultry"/>';
    expect(xml).toContain(
      `<url><loc>https://s.example/products?category=poultry</loc><lastmod>2026-01-02</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://s.example/products?category=poultry&amp;lang=af</loc><lastmod>2026-01-02</lastmod>${alternates}</url>`,
    );
  });
});

describe("addresses in the sitemap", () => {
  it("uses the product's canonical address", () => {
    expect(productPath("WS000123")).toBe("/product/WS000123");
  });

  it("encodes slugs as the product list reads them", () => {
    expect(categoryListingPath("sheep-and-goat-feed")).toBe("/products?category=sheep-and-goat-feed");
    expect(categoryListingPath("a&b c")).toBe("/products?category=a%26b+c");
  });
});
