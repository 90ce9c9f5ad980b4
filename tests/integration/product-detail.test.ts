import { randomBytes, randomUUID } from "node:crypto";
import { Kysely, SqliteDialect } from "kysely";
import type { Role } from "~/accounts/roles";
import { openSqlite } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { env } from "~/platform/env.server";
import { saveFile } from "~/platform/storage.server";
import { loader as productLoader } from "~/routes/product.$code";
import { loader as oldAddressLoader } from "~/routes/products.$id";
import { insertSession, insertUser } from "../support/users";

const ORIGIN = "http://localhost:3000";

// The shop's connection, with a counter, so the tests can hold the page to a few queries.
let queries = 0;
const database = new Kysely<DB>({
  dialect: new SqliteDialect({ database: openSqlite(env().DATABASE_PATH) }),
  log: (event) => {
    if (event.level === "query") queries += 1;
  },
});
(globalThis as { __shopDb?: Kysely<DB> }).__shopDb = database;

let sequence = 500000;

async function insertProduct(overrides: Partial<Parameters<typeof productValues>[0]> = {}) {
  sequence += 1;
  const values = productValues({ wsCode: `WS${sequence}`, ...overrides });
  await database.insertInto("products").values(values).execute();
  return values;
}

function productValues(input: {
  wsCode: string;
  active?: boolean;
  categoryId?: string | null;
  subcategoryId?: string | null;
  longDescription?: string | null;
  special?: number | null;
  inStock?: boolean;
  documentUrl?: string | null;
}) {
  return {
    id: randomUUID(),
    ws_code: input.wsCode,
    stock_code: `SC-${input.wsCode}`,
    product_name: `Lucerne Cubes ${input.wsCode}`,
    website_title: null,
    short_description: "Dust-free lucerne cubes for horses.",
    long_description: input.longDescription === undefined ? "Feed daily.\n\nKeep dry." : input.longDescription,
    incl_price_cents: 19999,
    excl_price_cents: 17390,
    special_price_cents: input.special ?? null,
    is_special_discount: input.special ? 1 : 0,
    is_active: input.active === false ? 0 : 1,
    stock_available: input.inStock === false ? 0 : 1,
    category_id: input.categoryId ?? null,
    subcategory_id: input.subcategoryId ?? null,
    product_size: 40,
    product_unit: "kg" as const,
    certifications: JSON.stringify(["SABS approved"]),
    document_url: input.documentUrl ?? null,
    document_title: input.documentUrl ? "Feeding guide" : null,
  };
}

async function insertCategory() {
  const categoryId = randomUUID();
  const subcategoryId = randomUUID();
  const suffix = randomBytes(3).toString("hex");
  await database
    .insertInto("product_categories")
    .values({ id: categoryId, name: `Animal Feed ${suffix}`, slug: `animal-feed-${suffix}` })
    .execute();
  await database
    .insertInto("product_subcategories")
    .values({ id: subcategoryId, category_id: categoryId, name: "Horse Feed", slug: "horse-feed" })
    .execute();
  return { categoryId, subcategoryId, categoryName: `Animal Feed ${suffix}`, categorySlug: `animal-feed-${suffix}` };
}

async function signedInCookie(roles: Role[] = []) {
  const user = await insertUser(database, { roles });
  const cookie = await insertSession(database, user.id);
  return cookie;
}

/** The loader's answer, or the Response it threw (redirects, 404). */
async function page(path: string, cookie?: string) {
  const url = new URL(path, ORIGIN);
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const code = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  try {
    return await productLoader({ request, params: { code }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function oldAddress(path: string, cookie?: string): Promise<Response> {
  const url = new URL(path, ORIGIN);
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    await oldAddressLoader({
      request,
      params: { id: decodeURIComponent(url.pathname.split("/")[2] ?? "") },
      context: {},
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("The old address never answers with a page");
}

function expectStatus(result: unknown, status: number): Response {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(status);
  return response;
}

function expectPage(result: Awaited<ReturnType<typeof page>>) {
  if (result instanceof Response) throw new Error(`Expected the page, got ${result.status}`);
  return result;
}

describe("finding the product", () => {
  it("shows the product at /product/{ws_code}, with breadcrumb names, effective price and specs", async () => {
    const category = await insertCategory();
    const product = await insertProduct({ ...category, special: 14999, documentUrl: "/uploads/documents/guide.pdf" });
    const result = expectPage(await page(`/product/${product.ws_code}`));
    expect(result.product).toMatchObject({
      id: product.id,
      wsCode: product.ws_code,
      stockCode: product.stock_code,
      name: product.product_name,
      priceCents: 14999,
      inclPriceCents: 19999,
      isSpecial: true,
      savingCents: 5000,
      stockAvailable: true,
      isActive: true,
      category: { name: category.categoryName, slug: category.categorySlug },
      subcategory: { name: "Horse Feed", slug: "horse-feed" },
      description: ["Feed daily.", "Keep dry."],
      document: { url: "/uploads/documents/guide.pdf", title: "Feeding guide" },
    });
    expect(result.product.specs).toEqual([
      { label: "Size", value: "40 kg" },
      { label: "Certifications", value: "SABS approved" },
    ]);
    expect(result.canonicalPath).toBe(`/product/${product.ws_code}`);
    expect(result.origin).toBe("http://localhost:3000");
  });

  it("finds the code in any case, and sends a lower-case address to the canonical one with 301", async () => {
    const product = await insertProduct();
    const response = expectStatus(await page(`/product/${product.ws_code.toLowerCase()}?ref=mail`), 301);
    expect(response.headers.get("Location")).toBe(`/product/${product.ws_code}?ref=mail`);
  });

  it("finds a product by its UUID and redirects to /product/{ws_code}", async () => {
    const product = await insertProduct();
    const response = expectStatus(await page(`/product/${product.id}`), 301);
    expect(response.headers.get("Location")).toBe(`/product/${product.ws_code}`);
    const upper = expectStatus(await page(`/product/${product.id.toUpperCase()}`), 301);
    expect(upper.headers.get("Location")).toBe(`/product/${product.ws_code}`);
  });

  it("redirects the old /products/{id} address with 301, keeping the query string", async () => {
    const product = await insertProduct();
    const response = await oldAddress(`/products/${product.id}?utm_source=reviews&x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/product/${product.ws_code}?utm_source=reviews&x=1`);
    expect((await oldAddress(`/products/${randomUUID()}`)).status).toBe(404);
  });

  it("answers 404 for an unknown code, an unknown UUID and an empty value", async () => {
    expectStatus(await page("/product/WS999999"), 404);
    expectStatus(await page(`/product/${randomUUID()}`), 404);
    expectStatus(await page("/product/%20"), 404);
    expectStatus(await page(`/product/${"W".repeat(200)}`), 404);
  });

  it("orders the pictures by image_order, and never offers one whose file is missing", async () => {
    const product = await insertProduct();
    for (const name of ["a", "b", "c"]) await saveFile(`products/${name}.webp`, Buffer.from("picture"));
    for (const [order, name] of [
      [3, "c"],
      [1, "a"],
      [4, "gone"],
      [2, "b"],
    ] as const) {
      await database
        .insertInto("product_images")
        .values({
          id: randomUUID(),
          product_id: product.id,
          image_url: `/uploads/products/${name}.webp`,
          alt_text: order === 2 ? null : `Picture ${name}`,
          image_order: order,
          width: 800,
          height: 600,
        })
        .execute();
    }
    const result = expectPage(await page(`/product/${product.ws_code}`));
    expect(result.product.images.map((image) => image.url)).toEqual([
      "/uploads/products/a.webp",
      "/uploads/products/b.webp",
      "/uploads/products/c.webp",
    ]);
    expect(result.product.images[1]).toMatchObject({ alt: `${product.product_name} (2)`, width: 800, height: 600 });
  });

  it("turns an HTML description into text and says when there is none", async () => {
    const html = await insertProduct({ longDescription: "<p>Feed <b>daily</b></p><script>alert(1)</script>" });
    expect(expectPage(await page(`/product/${html.ws_code}`)).product.description).toEqual(["Feed daily"]);
    const none = await insertProduct({ longDescription: null });
    expect(expectPage(await page(`/product/${none.ws_code}`)).product.description).toEqual([]);
  });

  it("shows an out-of-stock product as such", async () => {
    const product = await insertProduct({ inStock: false });
    expect(expectPage(await page(`/product/${product.ws_code}`)).product.stockAvailable).toBe(false);
  });

  it("never offers a document link that is not a web address", async () => {
    const product = await insertProduct({ documentUrl: "javascript:alert(1)" });
    expect(expectPage(await page(`/product/${product.ws_code}`)).product.document).toBeNull();
  });

  it("reads the product with its pictures and categories in one query, and its reviews in one", async () => {
    const category = await insertCategory();
    const product = await insertProduct(category);
    queries = 0;
    expectPage(await page(`/product/${product.ws_code}`));
    expect(queries).toBe(2);
  });
});

describe("inactive products", () => {
  it("are not found by visitors, customers, or staff who did not ask for them", async () => {
    const product = await insertProduct({ active: false });
    expectStatus(await page(`/product/${product.ws_code}`), 404);
    expectStatus(await page(`/product/${product.ws_code}?includeInactive=true`), 404);
    expectStatus(await page(`/product/${product.ws_code}?includeInactive=true`, await signedInCookie()), 404);
    expectStatus(
      await page(`/product/${product.ws_code}?includeInactive=true`, await signedInCookie(["content_manager"])),
      404,
    );
    expectStatus(await page(`/product/${product.ws_code}`, await signedInCookie(["admin"])), 404);
    expectStatus(await page(`/product/${product.ws_code}?includeInactive=yes`, await signedInCookie(["admin"])), 404);
    expect((await oldAddress(`/products/${product.id}`)).status).toBe(404);
  });

  it("are shown to the staff who manage products asking with ?includeInactive=true, marked inactive", async () => {
    const product = await insertProduct({ active: false });
    for (const roles of [["admin"], ["super_admin"], ["inventory_manager"]] satisfies Role[][]) {
      const cookie = await signedInCookie(roles);
      const result = expectPage(await page(`/product/${product.ws_code}?includeInactive=true`, cookie));
      expect(result.product.isActive).toBe(false);
      const byId = expectStatus(await page(`/product/${product.id}?includeInactive=true`, cookie), 301);
      expect(byId.headers.get("Location")).toBe(`/product/${product.ws_code}?includeInactive=true`);
      const old = await oldAddress(`/products/${product.id}?includeInactive=true`, cookie);
      expect(old.status).toBe(301);
      expect(old.headers.get("Location")).toBe(`/product/${product.ws_code}?includeInactive=true`);
    }
  });
});
