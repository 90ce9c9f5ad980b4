import { robotsTxt } from "./robots";

describe("robots.txt", () => {
  it("allows everything but the private pages, slows crawlers down and names the sitemap and feed", () => {
    expect(robotsTxt("https://shop.example").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin/",
      "Disallow: /login",
      "Disallow: /register",
      "Disallow: /forgot-password",
      "Disallow: /reset-password",
      "Disallow: /language",
      "Crawl-delay: 1",
      "",
      "Sitemap: https://shop.example/sitemap.xml",
      "# Product feed (RSS 2.0 for shopping engines), also read as a sitemap:",
      "Sitemap: https://shop.example/products.xml",
      "",
    ]);
  });
});
