/**
 * schema.org Product data for search engines, written into the page as JSON-LD. Plain module:
 * the page renders it on the server and again when it hydrates.
 */
export type ProductJsonLdInput = {
  name: string;
  wsCode: string;
  /** The maker's brand, or the shop's name where none is known. */
  brand: string;
  description: string | null;
  /** Absolute image addresses. */
  images: string[];
  priceCents: number;
  inStock: boolean;
  /** The product's absolute canonical address. */
  url: string;
  /** From approved reviews only; null when there are none. */
  rating: { average: number; count: number } | null;
};

/** 14999 cents -> "149.99": schema.org prices are plain decimals with a point. */
export function priceDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A site-relative address made absolute on `origin`; absolute ones are kept as they are. */
export function absoluteUrl(origin: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return `${origin.replace(/\/$/, "")}${address.startsWith("/") ? "" : "/"}${address}`;
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    sku: input.wsCode,
    brand: { "@type": "Brand", name: input.brand },
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.description ? { description: input.description } : {}),
    offers: {
      "@type": "Offer",
      price: priceDecimal(input.priceCents),
      priceCurrency: "ZAR",
      itemCondition: "https://schema.org/NewCondition",
      availability: input.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: input.url,
    },
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: (Math.round(input.rating.average * 10) / 10).toFixed(1),
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON for inside a <script> element. A product name containing "</script>" must not end the
 * element, so '<', '>' and '&' are written as \u escapes (still the same JSON), and so are the
 * line separators that older parsers treat as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
