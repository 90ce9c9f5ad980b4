import { absoluteUrl, priceDecimal, productJsonLd, serializeJsonLd } from "./product-json-ld";

const base = {
  name: "Lucerne Cubes 40 kg",
  wsCode: "WS000012",
  brand: "Epol",
  description: "Dust-free cubes.",
  images: ["https://shop.example/img/800/products/a.webp"],
  priceCents: 14999,
  inStock: true,
  url: "https://shop.example/product/WS000012",
  rating: null,
};

describe("product JSON-LD", () => {
  it("describes the product with its effective price in rand", () => {
    expect(productJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Lucerne Cubes 40 kg",
      sku: "WS000012",
      brand: { "@type": "Brand", name: "Epol" },
      image: ["https://shop.example/img/800/products/a.webp"],
      description: "Dust-free cubes.",
      offers: {
        "@type": "Offer",
        price: "149.99",
        priceCurrency: "ZAR",
        itemCondition: "https://schema.org/NewCondition",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/product/WS000012",
      },
    });
  });

  it("says out of stock, and adds the rating only when there are approved reviews", () => {
    const data = productJsonLd({ ...base, inStock: false, rating: { average: 4.333, count: 3 } });
    expect(data.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.3",
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd({ ...base, rating: { average: 0, count: 0 } })).not.toHaveProperty("aggregateRating");
  });

  it("writes prices as plain decimals", () => {
    expect(priceDecimal(14999)).toBe("149.99");
    expect(priceDecimal(100000)).toBe("1000.00");
    expect(priceDecimal(5)).toBe("0.05");
  });

  it("makes image and page addresses absolute", () => {
    expect(absoluteUrl("https://shop.example", "/img/800/a.webp")).toBe("https://shop.example/img/800/a.webp");
    expect(absoluteUrl("https://shop.example/", "img/800/a.webp")).toBe("https://shop.example/img/800/a.webp");
    expect(absoluteUrl("https://shop.example", "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
  });
});

describe("JSON-LD in a script element", () => {
  it("cannot close the script or open a comment, and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> <!-- & \u2028" };
    const json = serializeJsonLd(value);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).not.toContain("&");
    expect(json).not.toContain("\u2028");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });
});
