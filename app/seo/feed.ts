import { escapeXml } from "./xml";

/** One product as shopping engines read it (Google Merchant Center's RSS 2.0 with the g: namespace). */
export type FeedItem = {
  wsCode: string;
  title: string;
  /** The maker's brand, or the shop's name where none is known. */
  brand: string;
  description: string;
  /** Absolute address of the product page. */
  link: string;
  /** Absolute address of the 800 px image; null when the product has no picture. */
  imageLink: string | null;
  priceCents: number;
  /** Set only while a special is current. */
  salePriceCents: number | null;
  inStock: boolean;
};

export type FeedChannel = { title: string; link: string; description: string };

export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

/** Google's limits on a title and a description. */
export const FEED_TITLE_MAX = 150;
export const FEED_DESCRIPTION_MAX = 5000;

/** "149.99 ZAR": the amount with two decimals and the ISO currency code. */
export function feedPrice(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest} ZAR`;
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

function renderItem(item: FeedItem): string {
  const lines = [
    element("g:id", item.wsCode),
    element("title", item.title),
    element("description", item.description),
    element("link", item.link),
    ...(item.imageLink ? [element("g:image_link", item.imageLink)] : []),
    element("g:price", feedPrice(item.priceCents)),
    ...(item.salePriceCents !== null ? [element("g:sale_price", feedPrice(item.salePriceCents))] : []),
    element("g:availability", item.inStock ? "in_stock" : "out_of_stock"),
    element("g:condition", "new"),
    element("g:brand", item.brand),
    // No GTIN or MPN is kept for any product: Google's rule for that is identifier_exists "no".
    element("g:identifier_exists", "no"),
  ];
  return ["    <item>", ...lines.map((line) => `      ${line}`), "    </item>"].join("\n");
}

/** The RSS 2.0 product feed document. */
export function renderProductFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.link)}`,
    `    ${element("description", channel.description)}`,
    ...items.map(renderItem),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
