import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/accounts/password.server";
import { categorySlug } from "../../app/catalog/slugs";
import { ORDER_STATUSES } from "../../app/orders/order-status";
import { createDatabase, type Database } from "../../app/platform/db.server";
import { fileExists } from "../../app/platform/storage.server";
import { addGeneratedProducts, hasDemoData, isDatabaseEmpty, type SeedSummary, seedDemoData } from "./index";

const PASSWORD = "Seed-Test-Password-7";

let db: Database;
let summary: SeedSummary;

beforeAll(async () => {
  const databasePath = process.env.DATABASE_PATH;
  if (!databasePath) throw new Error("DATABASE_PATH is not set; run through vitest");
  db = createDatabase(databasePath);
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDemoData(db, { password: PASSWORD });
}, 60_000);

afterAll(async () => {
  await db.destroy();
});

describe("seedDemoData", () => {
  it("leaves a database that is no longer empty and refuses to seed it twice", async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await hasDemoData(db)).toBe(true);
    await expect(seedDemoData(db, { password: PASSWORD })).rejects.toThrow(/empty database/);
    const products = await db.selectFrom("products").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
    expect(products.n).toBe(summary.products);
  });

  it("creates at least 10 categories, each with 2 to 5 subcategories and slugs per the rule", async () => {
    const categories = await db.selectFrom("product_categories").selectAll().orderBy("display_order").execute();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    for (const category of categories) {
      expect(category.slug).toBe(categorySlug(category.name));
      expect(category.description).toBeTruthy();
      const subcategories = await db
        .selectFrom("product_subcategories")
        .selectAll()
        .where("category_id", "=", category.id)
        .execute();
      expect(subcategories.length).toBeGreaterThanOrEqual(2);
      expect(subcategories.length).toBeLessThanOrEqual(5);
      for (const subcategory of subcategories) expect(subcategory.slug).toBe(categorySlug(subcategory.name));
    }
    const sheepAndGoat = await db
      .selectFrom("product_subcategories")
      .select("slug")
      .where("name", "=", "Sheep & Goat Feed")
      .executeTakeFirstOrThrow();
    expect(sheepAndGoat.slug).toBe("sheep-and-goat-feed");
  });

  it("names every demo category and subcategory in Afrikaans too (issue 49)", async () => {
    for (const table of ["product_categories", "product_subcategories"] as const) {
      const rows = await db.selectFrom(table).select(["name", "name_af"]).execute();
      for (const row of rows) expect(row.name_af?.trim(), row.name).toBeTruthy();
    }
    const feed = await db
      .selectFrom("product_categories")
      .select("name_af")
      .where("name", "=", "Animal Feed")
      .executeTakeFirstOrThrow();
    expect(feed.name_af).toBe("Dierevoer");
  });

  it("creates at least 150 products with WS codes in sequence and unique stock codes", async () => {
    const products = await db.selectFrom("products").select(["ws_code", "stock_code"]).orderBy("ws_code").execute();
    expect(products.length).toBeGreaterThanOrEqual(150);
    products.forEach((product, index) => {
      expect(product.ws_code).toMatch(/^WS\d{6}$/);
      expect(product.ws_code).toBe(`WS${String(index + 1).padStart(6, "0")}`);
    });
    expect(new Set(products.map((product) => product.stock_code)).size).toBe(products.length);
  });

  it("keeps exclusive and inclusive prices consistent at 15% VAT and specials below the shelf price", async () => {
    const products = await db.selectFrom("products").selectAll().execute();
    for (const product of products) {
      expect(product.incl_price_cents).toBeGreaterThan(0);
      expect(product.excl_price_cents).toBe(Math.round(product.incl_price_cents / 1.15));
    }
    const specials = products.filter((product) => product.is_special_discount === 1);
    expect(specials.length).toBeGreaterThanOrEqual(10);
    for (const special of specials) {
      expect(special.special_price_cents).not.toBeNull();
      expect(special.special_price_cents ?? Number.POSITIVE_INFINITY).toBeLessThan(special.incl_price_cents);
    }
    expect(
      products.filter((product) => product.special_price_cents !== null && product.is_special_discount === 0),
    ).toEqual([]);
  });

  it("spreads flags, ratings and states across the catalogue", async () => {
    const products = await db.selectFrom("products").selectAll().execute();
    const count = (predicate: (product: (typeof products)[number]) => boolean) => products.filter(predicate).length;
    expect(count((product) => product.is_top_seller === 1)).toBeGreaterThan(5);
    expect(count((product) => product.is_new_arrival === 1)).toBeGreaterThan(5);
    expect(count((product) => product.is_favorite === 1)).toBeGreaterThan(5);
    expect(count((product) => product.is_eco_friendly === 1)).toBeGreaterThan(5);
    expect(count((product) => product.is_active === 0)).toBeGreaterThanOrEqual(3);
    expect(count((product) => product.stock_available === 0)).toBeGreaterThanOrEqual(3);
    expect(count((product) => product.customer_rating !== null)).toBeGreaterThan(products.length / 2);
    for (const product of products) {
      if (product.customer_rating !== null) {
        expect(product.customer_rating).toBeGreaterThanOrEqual(3);
        expect(product.customer_rating).toBeLessThanOrEqual(5);
      }
      expect(JSON.parse(product.certifications)).toBeInstanceOf(Array);
      expect(product.category_id).not.toBeNull();
      expect(product.subcategory_id).not.toBeNull();
      const sentences = (product.long_description ?? "").split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, product.product_name).toBeGreaterThanOrEqual(2);
    }
    expect(count((product) => JSON.parse(product.certifications).length > 0)).toBeGreaterThan(3);
    expect(count((product) => product.seo_title !== null)).toBeGreaterThan(0);
  });

  it("gives every product a stock level with a matching 'seed' movement", async () => {
    const rows = await db
      .selectFrom("products as p")
      .innerJoin("product_stock_levels as s", "s.product_id", "p.id")
      .innerJoin("stock_movements as m", "m.product_id", "p.id")
      .select(["p.stock_available", "s.quantity", "s.source", "m.reason", "m.old_quantity", "m.new_quantity"])
      .execute();
    expect(rows.length).toBe(summary.products);
    for (const row of rows) {
      expect(row.source).toBe("manual_update");
      expect(row.reason).toBe("seed");
      expect(row.old_quantity).toBe(0);
      expect(row.new_quantity).toBe(row.quantity);
      if (row.stock_available === 0) expect(row.quantity).toBe(0);
      else expect(row.quantity).toBeGreaterThanOrEqual(1);
    }
    expect(rows.filter((row) => row.quantity >= 1 && row.quantity <= 10).length).toBeGreaterThanOrEqual(3);
  });

  it("stores one 800x800 WebP picture per product on disk", async () => {
    const images = await db
      .selectFrom("product_images as i")
      .innerJoin("products as p", "p.id", "i.product_id")
      .select(["i.storage_key", "i.image_url", "i.alt_text", "i.image_order", "i.width", "i.height", "p.product_name"])
      .execute();
    expect(images.length).toBe(summary.products);
    for (const image of images) {
      expect(image.storage_key).toMatch(/^products\/[0-9a-f-]+\.webp$/);
      expect(image.image_url).toBe(`/uploads/${image.storage_key}`);
      expect(image.alt_text).toBe(image.product_name);
      expect(image.image_order).toBe(1);
      expect(await fileExists(image.storage_key ?? "")).toBe(true);
    }
    const first = images[0];
    const uploads = process.env.UPLOADS_DIR ?? "";
    const metadata = await sharp(path.join(uploads, first?.storage_key ?? "")).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 800, height: 800 });
  });

  it("finds the accented conditioner with an accent-free full-text search", async () => {
    const hits = await sql<{ product_name: string }>`
      SELECT p.product_name FROM product_search
      JOIN products p ON p.search_rowid = product_search.rowid
      WHERE product_search MATCH 'creme'`.execute(db);
    expect(hits.rows.map((row) => row.product_name)).toContain("Crème Horse Coat Conditioner 500ml");
  });

  it("creates confirmed users with the right roles and a working password", async () => {
    const users = await db.selectFrom("users").selectAll().execute();
    const roles = await db.selectFrom("user_roles").selectAll().execute();
    const rolesOf = (email: string) => {
      const user = users.find((candidate) => candidate.email === email);
      if (!user) throw new Error(`missing ${email}`);
      return roles
        .filter((role) => role.user_id === user.id)
        .map((role) => role.role)
        .sort();
    };
    expect(rolesOf("customer@example.com")).toEqual([]);
    expect(rolesOf("second.customer@example.com")).toEqual([]);
    expect(rolesOf("admin@example.com")).toEqual(["admin"]);
    expect(rolesOf("superadmin@example.com")).toEqual(["admin", "super_admin"]);
    for (const role of [
      "inventory_manager",
      "order_processor",
      "customer_support",
      "content_manager",
      "financial_officer",
    ] as const) {
      expect(rolesOf(`${role}@example.com`)).toEqual([role]);
    }
    for (const user of users) expect(user.email_confirmed_at).not.toBeNull();
    const customer = users.find((user) => user.email === "customer@example.com");
    expect(customer).toMatchObject({ first_name: "Thandi", last_name: "Mokoena" });
    expect(await verifyPassword(customer?.password_hash ?? null, PASSWORD)).toBe(true);
    expect(await verifyPassword(customer?.password_hash ?? null, "wrong-password")).toBe(false);
    const admin = users.find((user) => user.email === "superadmin@example.com");
    expect(await verifyPassword(admin?.password_hash ?? null, PASSWORD)).toBe(true);
  });

  it("gives the customer a client profile and a default delivery location near Donkerhoek", async () => {
    const profile = await db
      .selectFrom("client_profiles as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select(["c.client_code", "u.email"])
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ client_code: "CL-000001", email: "customer@example.com" });
    const location = await db
      .selectFrom("client_delivery_locations")
      .selectAll()
      .where("is_default", "=", 1)
      .executeTakeFirstOrThrow();
    expect(location.latitude).toBeCloseTo(-25.742, 3);
    expect(location.longitude).toBeCloseTo(28.5347, 3);
  });

  it("creates an order in every status with consistent totals, VAT, items and history", async () => {
    const orders = await db.selectFrom("orders").selectAll().orderBy("order_number").execute();
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of orders) {
      const year = new Date(order.created_at).getUTCFullYear();
      expect(order.order_number).toMatch(new RegExp(`^ORD-${year}-\\d{6}$`));
      expect(order.payment_method).toBe("eft");
      expect(order.total_cents).toBe(order.subtotal_cents + order.shipping_cost_cents - order.discount_amount_cents);
      expect(order.vat_cents).toBe(Math.round((order.total_cents * 15) / 115));
      if (order.fulfilment_method === "delivery") {
        expect(order.shipping_cost_cents).toBeGreaterThan(0);
        expect(order.delivery_address).toBeTruthy();
      } else {
        expect(order.shipping_cost_cents).toBe(0);
      }
      const items = await db.selectFrom("order_items").selectAll().where("order_id", "=", order.id).execute();
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(4);
      for (const item of items) expect(item.item_total_cents).toBe(item.product_price_cents * item.quantity);
      expect(items.reduce((sum, item) => sum + item.item_total_cents, 0)).toBe(order.subtotal_cents);
      const history = await db
        .selectFrom("order_status_history")
        .selectAll()
        .where("order_id", "=", order.id)
        .orderBy("created_at")
        .execute();
      expect(history.at(-1)?.status).toBe(order.status);
      expect(history.at(0)?.status).toBe("pending");
    }
    const byStatus = (status: string) => orders.find((order) => order.status === status);
    expect(byStatus("pending")?.payment_status).toBe("pending_payment");
    expect(byStatus("confirmed")?.payment_status).toBe("proof_uploaded");
    expect(byStatus("delivered")?.payment_status).toBe("paid");
    expect(["refunded", "pending_payment"]).toContain(byStatus("cancelled")?.payment_status);
    expect(new Set(orders.map((order) => order.fulfilment_method))).toEqual(new Set(["collect", "delivery"]));
  });

  it("sets the client-code and order-number counters to the last numbers used", async () => {
    const counters = await db.selectFrom("counters").selectAll().execute();
    expect(counters).toContainEqual({ name: "client_code", value: 1 });
    const orders = await db.selectFrom("orders").select("order_number").execute();
    const byYear = new Map<string, number>();
    for (const { order_number } of orders) {
      const [, year = "", sequence = "0"] = order_number.split("-");
      byYear.set(year, Math.max(byYear.get(year) ?? 0, Number(sequence)));
    }
    for (const [year, last] of byYear) expect(counters).toContainEqual({ name: `order_number:${year}`, value: last });
  });

  it("adds approved and unapproved reviews and pending reviews for the delivered orders", async () => {
    const reviews = await db.selectFrom("product_reviews").selectAll().execute();
    expect(reviews.some((review) => review.is_approved === 1)).toBe(true);
    expect(reviews.some((review) => review.is_approved === 0)).toBe(true);
    const pending = await db
      .selectFrom("pending_reviews as r")
      .innerJoin("orders as o", "o.id", "r.order_id")
      .select(["r.status", "o.status as orderStatus"])
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    for (const review of pending) expect(review).toEqual({ status: "pending", orderStatus: "delivered" });
  });

  it("publishes blog posts, policies, the about page and the video rows", async () => {
    const posts = await db.selectFrom("blog_posts").selectAll().execute();
    expect(posts.filter((post) => post.published === 1).length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((post) => post.published === 0).length).toBeGreaterThanOrEqual(2);
    for (const post of posts) {
      const words = post.content.split(/\s+/).filter((word) => /\w/.test(word)).length;
      expect(post.read_time_minutes).toBe(Math.max(1, Math.ceil(words / 200)));
      expect(JSON.parse(post.tags).length).toBeGreaterThan(0);
      expect(post.published_at === null).toBe(post.published === 0);
    }
    const policies = await db.selectFrom("policies").selectAll().execute();
    const categories = new Set(policies.map((policy) => policy.category));
    for (const category of ["Terms of Service", "Privacy Policy", "Return Policy", "Shipping Policy", "Safety"]) {
      expect(categories).toContain(category);
    }
    expect(policies.filter((policy) => policy.is_active === 0).length).toBe(1);
    expect(policies.find((policy) => policy.category === "Privacy Policy")?.content).toContain("POPIA");
    const about = await db.selectFrom("about_content").selectAll().where("is_active", "=", 1).execute();
    expect(about).toHaveLength(1);
    expect(about[0]?.content).toContain("<h2>");
    const home = await db.selectFrom("home_videos").selectAll().executeTakeFirstOrThrow();
    expect(home).toMatchObject({ name: "Farm tour", active: 1, video_url: null, thumbnail_url: null });
    const aboutVideo = await db.selectFrom("about_videos").selectAll().executeTakeFirstOrThrow();
    expect(aboutVideo.active).toBe(0);
  });
});

describe("addGeneratedProducts (the --products N benchmark mode)", () => {
  it("tops the catalogue up to the requested total with active, in-stock products", async () => {
    const before = summary.products;
    const added = await addGeneratedProducts(db, 400);
    expect(added).toBe(400 - before);

    const products = await db.selectFrom("products").select(["ws_code", "is_active", "stock_available"]).execute();
    expect(products).toHaveLength(400);
    expect(new Set(products.map((product) => product.ws_code)).size).toBe(400);
    const generated = products.filter((product) => product.ws_code > `WS${String(before).padStart(6, "0")}`);
    expect(generated).toHaveLength(added);
    for (const product of generated) expect(product).toMatchObject({ is_active: 1, stock_available: 1 });

    const missingStock = await db
      .selectFrom("products as p")
      .leftJoin("product_stock_levels as s", "s.product_id", "p.id")
      .select("p.id")
      .where("s.id", "is", null)
      .execute();
    expect(missingStock).toEqual([]);

    // Generated products share one picture per category rather than one each.
    const keys = await db.selectFrom("product_images").select("storage_key").distinct().execute();
    expect(keys.length).toBeLessThanOrEqual(before + 10);
    for (const { storage_key } of keys) expect(await fileExists(storage_key ?? "")).toBe(true);
    const imageRows = await db
      .selectFrom("product_images")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(imageRows.n).toBe(400);
  });

  it("adds nothing when the catalogue is already big enough", async () => {
    expect(await addGeneratedProducts(db, 400)).toBe(0);
    expect(await addGeneratedProducts(db, 10)).toBe(0);
  });
});
