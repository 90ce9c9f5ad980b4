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
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://shop.example/</loc><lastmod>2026-01-02</lastmod></url>");
    expect(xml).toContain(
      "<loc>https://shop.example/products?category=horse-feed&amp;subcategory=pony-cubes</loc><lastmod>2026-01-03</lastmod>",
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("is an empty urlset when there is nothing to list", () => {
    expect(renderSitemap([], "https://shop.example")).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
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
