import { type FeedItem, feedPrice, renderProductFeed } from "./feed";

const channel = { title: "Farm & Garden", link: "https://shop.example", description: "Feed <and> tools" };

const item: FeedItem = {
  wsCode: "WS000001",
  title: `Dairy Meal 16% "High" 50 kg`,
  brand: "Farm & Garden",
  description: "Complete meal & lick for cows",
  link: "https://shop.example/product/WS000001",
  imageLink: "https://shop.example/img/800/products/a.jpg",
  priceCents: 14999,
  salePriceCents: null,
  inStock: true,
};

describe("the product feed", () => {
  it("writes prices with two decimals and the currency", () => {
    expect(feedPrice(14999)).toBe("149.99 ZAR");
    expect(feedPrice(100)).toBe("1.00 ZAR");
    expect(feedPrice(5)).toBe("0.05 ZAR");
    expect(feedPrice(123456789)).toBe("1234567.89 ZAR");
  });

  it("is RSS 2.0 with the Google namespace and escaped text", () => {
    const xml = renderProductFeed(channel, [item]);
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain("<title>Farm &amp; Garden</title>");
    expect(xml).toContain("<description>Feed &lt;and&gt; tools</description>");
    expect(xml).toContain("<g:id>WS000001</g:id>");
    expect(xml).toContain("<title>Dairy Meal 16% &quot;High&quot; 50 kg</title>");
    expect(xml).toContain("<g:price>149.99 ZAR</g:price>");
    expect(xml).toContain("<g:availability>in_stock</g:availability>");
    expect(xml).toContain("<g:condition>new</g:condition>");
    // Google's identifiers: the brand, and no GTIN or MPN said as identifier_exists "no".
    expect(xml).toContain("<g:brand>Farm &amp; Garden</g:brand>");
    expect(xml).toContain("<g:identifier_exists>no</g:identifier_exists>");
    expect(xml).toContain("<g:image_link>https://shop.example/img/800/products/a.jpg</g:image_link>");
    expect(xml).not.toContain("g:sale_price");
  });

  it("adds the sale price for a current special and says when a product is out of stock", () => {
    const xml = renderProductFeed(channel, [{ ...item, salePriceCents: 12000, inStock: false, imageLink: null }]);
    expect(xml).toContain("<g:price>149.99 ZAR</g:price>");
    expect(xml).toContain("<g:sale_price>120.00 ZAR</g:sale_price>");
    expect(xml).toContain("<g:availability>out_of_stock</g:availability>");
    expect(xml).not.toContain("g:image_link");
  });
});
