import "../support/seeded-database";
import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import { loader as feedLoader } from "~/routes/products[.]xml";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { clearProductFeedCache } from "~/seo/feed.server";
import { clearSitemapCache } from "~/seo/sitemap.server";
import { escapeXml } from "~/seo/xml";
import { readShopDetails } from "~/shop/shop-settings.server";

const APP_URL = "http://localhost:3000";

/**
 * A small well-formedness check (node has no XML parser): one root, every tag closed in order,
 * attribute values quoted, and no bare '<' or '&' in text.
 */
function assertWellFormedXml(xml: string): { root: string; elements: Map<string, number> } {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, "");
  expect(body).not.toContain("<?");
  const stack: string[] = [];
  const elements = new Map<string, number>();
  let root = "";
  let position = 0;
  // An attribute's value may hold an escaped & (the sitemap's alternates, decision 0110), never a bare one.
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*")*)\s*(\/?)>/g;
  const checkText = (text: string) => {
    expect(text, `bare < in ${JSON.stringify(text)}`).not.toContain("<");
    expect(text, `bare & in ${JSON.stringify(text)}`).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
  };
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    checkText(body.slice(position, match.index));
    position = match.index + match[0].length;
    const [, closing, name = "", , selfClosing] = match;
    if (closing) {
      expect(stack.pop(), `</${name}> closes the wrong element`).toBe(name);
      continue;
    }
    if (stack.length === 0) {
      expect(root, "a second root element").toBe("");
      root = name;
    }
    elements.set(name, (elements.get(name) ?? 0) + 1);
    if (!selfClosing) stack.push(name);
  }
  checkText(body.slice(position));
  expect(stack, "elements left open").toEqual([]);
  expect(body.trim().endsWith(`</${root}>`)).toBe(true);
  return { root, elements };
}

async function fetchText(loader: () => Promise<Response> | Response) {
  const response = await loader();
  return { response, text: await response.text() };
}

let inactive: { id: string; ws_code: string };
let onSpecial: { ws_code: string; incl_price_cents: number; special_price_cents: number };

beforeAll(async () => {
  const products = await db()
    .selectFrom("products")
    .select(["id", "ws_code", "incl_price_cents"])
    .where("is_active", "=", 1)
    .where("incl_price_cents", ">", 1000)
    .orderBy("ws_code")
    .execute();
  const [first, second, third] = products;
  if (!first || !second || !third) throw new Error("demo catalogue too small");
  inactive = first;
  await db().updateTable("products").set({ is_active: 0 }).where("id", "=", first.id).execute();
  // A product name that needs escaping, and one out of stock, on special.
  await db()
    .updateTable("products")
    .set({ website_title: `Horse & Pony <Mix> "Gold"\u0007`, short_description: "<p>Oats &amp; bran\u0000</p>" })
    .where("id", "=", second.id)
    .execute();
  onSpecial = {
    ws_code: third.ws_code,
    incl_price_cents: third.incl_price_cents,
    special_price_cents: third.incl_price_cents - 500,
  };
  await db()
    .updateTable("products")
    .set({ is_special_discount: 1, special_price_cents: onSpecial.special_price_cents, stock_available: 0 })
    .where("id", "=", third.id)
    .execute();
  clearSitemapCache();
  clearProductFeedCache();
});

describe("robots.txt", () => {
  it("is plain text that keeps crawlers out of private pages and names the sitemap and the feed", async () => {
    const { response, text } = await fetchText(robotsLoader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const lines = text.split("\n");
    for (const line of [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin/",
      "Disallow: /login",
      "Disallow: /register",
      "Disallow: /forgot-password",
      "Disallow: /reset-password",
      "Crawl-delay: 1",
      `Sitemap: ${APP_URL}/sitemap.xml`,
      `Sitemap: ${APP_URL}/products.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });
});

describe("the sitemap", () => {
  it("is a well-formed sitemaps.org urlset with a loc and a W3C lastmod for every url", async () => {
    const { response, text } = await fetchText(sitemapLoader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const { root, elements } = assertWellFormedXml(text);
    expect(root).toBe("urlset");
    expect(text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = elements.get("url") ?? 0;
    expect(urls).toBeGreaterThan(150);
    expect(elements.get("loc")).toBe(urls);
    expect(elements.get("lastmod")).toBe(urls);
    for (const [, loc] of text.matchAll(/<loc>([^<]*)<\/loc>/g)) expect(loc?.startsWith(`${APP_URL}/`)).toBe(true);
    for (const [, date] of text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists home, the static pages, and every active product at its canonical address with its date", async () => {
    const { text } = await fetchText(sitemapLoader);
    for (const path of ["/", "/products", "/specials", "/about", "/blog", "/policies", "/contact", "/tools"]) {
      expect(text).toContain(`<loc>${APP_URL}${path}</loc>`);
    }
    const products = await db()
      .selectFrom("products")
      .select(["ws_code", "updated_at"])
      .where("is_active", "=", 1)
      .execute();
    for (const product of products) {
      expect(text).toContain(
        `<url><loc>${APP_URL}/product/${product.ws_code}</loc><lastmod>${product.updated_at.slice(0, 10)}</lastmod><xhtml:link`,
      );
    }
    expect(text).not.toContain(`/product/${inactive.ws_code}<`);
  });

  it("lists category and subcategory pages that have products, with & escaped", async () => {
    const { text } = await fetchText(sitemapLoader);
    const categories = await db()
      .selectFrom("product_categories as c")
      .innerJoin("products as p", "p.category_id", "c.id")
      .where("p.is_active", "=", 1)
      .select("c.slug")
      .distinct()
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    for (const { slug } of categories) expect(text).toContain(`<loc>${APP_URL}/products?category=${slug}</loc>`);
    expect(text).toMatch(
      /<loc>http:\/\/localhost:3000\/products\?category=[a-z0-9-]+&amp;subcategory=[a-z0-9-]+<\/loc>/,
    );
  });

  it("lists published blog posts and active policies only", async () => {
    const { text } = await fetchText(sitemapLoader);
    const posts = await db().selectFrom("blog_posts").select(["slug", "published"]).execute();
    expect(posts.some((post) => post.published === 0)).toBe(true);
    for (const post of posts) {
      const entry = `<loc>${APP_URL}/blog/${post.slug}</loc>`;
      if (post.published) expect(text).toContain(entry);
      else expect(text).not.toContain(entry);
    }
    const policies = await db().selectFrom("policies").select(["slug", "is_active"]).execute();
    expect(policies.some((policy) => policy.is_active === 0)).toBe(true);
    for (const policy of policies) {
      const entry = `<loc>${APP_URL}/policy/${policy.slug}</loc>`;
      if (policy.is_active) expect(text).toContain(entry);
      else expect(text).not.toContain(entry);
    }
  });

  it("is built once per five minutes: a new product appears only after the cache is emptied", async () => {
    await fetchText(sitemapLoader);
    const wsCode = "WS999001";
    await db()
      .insertInto("products")
      .values({
        id: randomUUID(),
        ws_code: wsCode,
        stock_code: "NEW-1",
        product_name: "New arrival",
        incl_price_cents: 9900,
      })
      .execute();
    expect((await fetchText(sitemapLoader)).text).not.toContain(`/product/${wsCode}<`);
    clearSitemapCache();
    expect((await fetchText(sitemapLoader)).text).toContain(`/product/${wsCode}<`);
    clearProductFeedCache();
  });
});

describe("the product feed", () => {
  it("is well-formed RSS 2.0 in Google's namespace, one item per active product with a price", async () => {
    const { response, text } = await fetchText(feedLoader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const { root, elements } = assertWellFormedXml(text);
    expect(root).toBe("rss");
    expect(text).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const priced = await db()
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("is_active", "=", 1)
      .where("incl_price_cents", ">", 0)
      .executeTakeFirstOrThrow();
    expect(elements.get("item")).toBe(priced.count);
    expect(elements.get("g:id")).toBe(priced.count);
    expect(elements.get("g:condition")).toBe(priced.count);
    expect(text).not.toContain(`<g:id>${inactive.ws_code}</g:id>`);
  });

  it("prices every item as '149.99 ZAR', with availability and an absolute link and image", async () => {
    const { text } = await fetchText(feedLoader);
    const prices = [...text.matchAll(/<g:price>([^<]*)<\/g:price>/g)].map(([, price]) => price);
    expect(prices.length).toBeGreaterThan(100);
    for (const price of prices) expect(price).toMatch(/^\d+\.\d{2} ZAR$/);
    for (const [, link] of text.matchAll(/<link>([^<]*)<\/link>/g)) expect(link?.startsWith(`${APP_URL}/`)).toBe(true);
    const images = [...text.matchAll(/<g:image_link>([^<]*)<\/g:image_link>/g)].map(([, image]) => image);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^https?:\/\//);
    expect(images.some((image) => image?.startsWith(`${APP_URL}/img/800/`))).toBe(true);
    for (const [, availability] of text.matchAll(/<g:availability>([^<]*)<\/g:availability>/g)) {
      expect(["in_stock", "out_of_stock"]).toContain(availability);
    }
  });

  it("shows a current special's sale price beside the normal price, and says when it is out of stock", async () => {
    const { text } = await fetchText(feedLoader);
    const item = text.split("<item>").find((part) => part.includes(`<g:id>${onSpecial.ws_code}</g:id>`)) ?? "";
    const rand = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")} ZAR`;
    expect(item).toContain(`<g:price>${rand(onSpecial.incl_price_cents)}</g:price>`);
    expect(item).toContain(`<g:sale_price>${rand(onSpecial.special_price_cents)}</g:sale_price>`);
    expect(item).toContain("<g:availability>out_of_stock</g:availability>");
    expect(item).toContain(`<link>${APP_URL}/product/${onSpecial.ws_code}</link>`);
  });

  it("names every item's brand (the one staff set, else the shop's name) and says it has no GTIN or MPN", async () => {
    await db().updateTable("products").set({ brand: "Epol" }).where("ws_code", "=", onSpecial.ws_code).execute();
    clearProductFeedCache();
    const { text, elements } = await fetchText(feedLoader).then(({ text }) => ({ text, ...assertWellFormedXml(text) }));
    expect(elements.get("g:brand")).toBe(elements.get("item"));
    expect(elements.get("g:identifier_exists")).toBe(elements.get("item"));
    const items = text.split("<item>").slice(1);
    for (const item of items) expect(item).toContain("<g:identifier_exists>no</g:identifier_exists>");
    const special = items.find((part) => part.includes(`<g:id>${onSpecial.ws_code}</g:id>`)) ?? "";
    expect(special).toContain("<g:brand>Epol</g:brand>");
    const { name } = await readShopDetails(db());
    expect(items.filter((item) => item.includes(`<g:brand>${escapeXml(name)}</g:brand>`))).toHaveLength(
      items.length - 1,
    );
  });

  it("escapes names and strips markup and control characters from descriptions", async () => {
    const { text } = await fetchText(feedLoader);
    expect(text).toContain("<title>Horse &amp; Pony &lt;Mix&gt; &quot;Gold&quot;</title>");
    expect(text).toContain("<description>Oats &amp; bran</description>");
    expect(text).not.toContain("\u0007");
    expect(text).not.toContain("\u0000");
  });
});
