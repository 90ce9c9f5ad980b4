import { hashPassword } from "../../app/accounts/password.server";
import type { Database } from "../../app/platform/db.server";
import { buildCatalog, insertCatalog } from "./catalog";
import { seedContent } from "./content";
import { addGeneratedProducts } from "./generated";
import { productImageRow, storeProductImages } from "./images";
import { seedOrders } from "./orders";
import { createContext, insertInBatches } from "./support";
import { seedUsers } from "./users";

export { addGeneratedProducts } from "./generated";

// A type alias rather than an interface so a summary can go straight into a logger's details.
export type SeedSummary = {
  categories: number;
  subcategories: number;
  /** Every product in the catalogue after seeding, hand-written and generated. */
  products: number;
  generatedProducts: number;
  productImages: number;
  users: number;
  orders: number;
  blogPosts: number;
  policies: number;
  reviews: number;
  pendingReviews: number;
  durationMs: number;
};

export interface SeedOptions {
  /** The demo users' password (SEED_PASSWORD). */
  password: string;
  /**
   * The total number of products wanted. The hand-written catalogue is always seeded; any
   * shortfall is made up with generated products.
   */
  products?: number;
}

/** Empty means no users and no products: a fresh install that demo data may be poured into. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const user = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (user) return false;
  const product = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  return !product;
}

/**
 * True when this database was filled by seedDemoData: only the seed records stock movements
 * with the reason 'seed', so real shop data is never mistaken for demo data.
 */
export async function hasDemoData(db: Database): Promise<boolean> {
  const movement = await db
    .selectFrom("stock_movements")
    .select("id")
    .where("reason", "=", "seed")
    .limit(1)
    .executeTakeFirst();
  return Boolean(movement);
}

/**
 * Fills an empty database with the co-op's demo catalogue, content, users and orders. Throws
 * on a database that already has users or products rather than duplicating them.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  if (!(await isDatabaseEmpty(db))) {
    throw new Error("The database already has users or products; demo data is only seeded into an empty database.");
  }
  const ctx = createContext();
  const catalog = buildCatalog(ctx);

  // Both are slow for different reasons (argon2 on purpose, image encoding by nature) and
  // neither touches the database, so they run side by side before the one transaction.
  const [passwordHash, images] = await Promise.all([
    hashPassword(options.password),
    storeProductImages(catalog.seeded.map((product) => ({ title: product.name, style: product.imageStyle }))),
  ]);
  const imageRows = catalog.seeded.map((product, index) => {
    const image = images[index];
    if (!image) throw new Error(`No image was generated for ${product.wsCode}`);
    return productImageRow(product.id, product.name, image, product.createdAt);
  });

  const { users, content, orders } = await db.transaction().execute(async (trx) => {
    const users = await seedUsers(trx, ctx, passwordHash);
    await insertCatalog(trx, catalog);
    await insertInBatches(trx, "product_images", imageRows);
    const content = await seedContent(trx, ctx, users.users);
    const orders = await seedOrders(trx, ctx, users, catalog.seeded);
    return { users, content, orders };
  });

  const generatedProducts =
    options.products && options.products > catalog.products.length
      ? await addGeneratedProducts(db, options.products, ctx.now)
      : 0;

  return {
    categories: catalog.categories.length,
    subcategories: catalog.subcategories.length,
    products: catalog.products.length + generatedProducts,
    generatedProducts,
    productImages: imageRows.length + generatedProducts,
    users: users.count,
    orders: orders.orders,
    blogPosts: content.blogPosts,
    policies: content.policies,
    reviews: orders.reviews,
    pendingReviews: orders.pendingReviews,
    durationMs: Math.round(performance.now() - started),
  };
}
