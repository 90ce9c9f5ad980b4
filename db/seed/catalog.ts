import type { Insertable } from "kysely";
import { categorySlug } from "../../app/catalog/slugs";
import type { Database } from "../../app/platform/db.server";
import type {
  ProductCategories,
  ProductStockLevels,
  ProductSubcategories,
  Products,
  StockMovements,
} from "../../app/platform/db-schema";
import { CATEGORIES } from "./data/categories";
import { CATEGORY_KEYWORDS } from "./data/category-keywords";
import { CATEGORY_NAMES_AF } from "./data/category-names-af";
import { ANIMAL_PRODUCTS } from "./data/products-animals";
import { FARM_PRODUCTS } from "./data/products-farm";
import type { CategorySeed, ProductFlag, ProductSeed, ProductUnit } from "./data/types";
import type { ImageStyle } from "./images";
import { daysBefore, exclusiveOfVat, insertInBatches, randToCents, type SeedContext } from "./support";

export const HAND_WRITTEN_PRODUCTS: readonly ProductSeed[] = [...ANIMAL_PRODUCTS, ...FARM_PRODUCTS];

/** What other seed modules need to know about a product without re-reading the database. */
export interface SeededProduct {
  id: string;
  name: string;
  wsCode: string;
  stockCode: string;
  /** What a customer pays per unit today: the special price while it applies. */
  unitPriceCents: number;
  isActive: boolean;
  inStock: boolean;
  createdAt: string;
  imageStyle: ImageStyle;
}

export interface CatalogRows {
  categories: Insertable<ProductCategories>[];
  subcategories: Insertable<ProductSubcategories>[];
  products: Insertable<Products>[];
  stockLevels: Insertable<ProductStockLevels>[];
  stockMovements: Insertable<StockMovements>[];
  seeded: SeededProduct[];
}

export interface CategoryIds {
  categoryId: string;
  subcategoryId: string;
  style: ImageStyle;
}

export function wsCode(sequence: number): string {
  return `WS${String(sequence).padStart(6, "0")}`;
}

export function categoryStyle(category: CategorySeed): ImageStyle {
  return { background: category.background, accent: category.accent, icon: category.icon, label: category.name };
}

export function buildCategories(ctx: SeedContext): {
  categories: Insertable<ProductCategories>[];
  subcategories: Insertable<ProductSubcategories>[];
  bySubcategory: Map<string, CategoryIds>;
} {
  const categories: Insertable<ProductCategories>[] = [];
  const subcategories: Insertable<ProductSubcategories>[] = [];
  const bySubcategory = new Map<string, CategoryIds>();
  const createdAt = daysBefore(ctx.now, 400);
  CATEGORIES.forEach((category, index) => {
    const categoryId = crypto.randomUUID();
    categories.push({
      id: categoryId,
      name: category.name,
      name_af: CATEGORY_NAMES_AF[category.name] ?? null,
      slug: categorySlug(category.name),
      description: category.description,
      keywords: CATEGORY_KEYWORDS[category.name] ?? "",
      image_url: null,
      display_order: index + 1,
      created_at: createdAt,
      updated_at: createdAt,
    });
    category.subcategories.forEach((subcategory, subIndex) => {
      const subcategoryId = crypto.randomUUID();
      subcategories.push({
        id: subcategoryId,
        category_id: categoryId,
        name: subcategory.name,
        name_af: CATEGORY_NAMES_AF[subcategory.name] ?? null,
        slug: categorySlug(subcategory.name),
        description: subcategory.description,
        keywords: CATEGORY_KEYWORDS[subcategory.name] ?? "",
        display_order: subIndex + 1,
        created_at: createdAt,
        updated_at: createdAt,
      });
      bySubcategory.set(subcategory.name, { categoryId, subcategoryId, style: categoryStyle(category) });
    });
  });
  return { categories, subcategories, bySubcategory };
}

export interface ProductRowInput {
  id: string;
  wsCode: string;
  stockCode: string;
  name: string;
  websiteTitle?: string | null;
  short: string;
  long: string;
  inclCents: number;
  specialCents?: number | null;
  flags?: readonly ProductFlag[];
  isActive: boolean;
  inStock: boolean;
  rating: number | null;
  categoryId: string | null;
  subcategoryId: string | null;
  size?: readonly [number, ProductUnit] | null;
  seo?: ProductSeed["seo"] | null;
  certifications?: readonly string[];
  specifications?: string | null;
  recommendedAge?: string | null;
  petSpecific?: string | null;
  createdAt: string;
}

/** Every product row carries every column, so rows from any source can share one batch insert. */
export function productRow(input: ProductRowInput): Insertable<Products> {
  const flags = new Set(input.flags ?? []);
  const isSpecial = input.specialCents != null && input.specialCents < input.inclCents;
  return {
    id: input.id,
    ws_code: input.wsCode,
    stock_code: input.stockCode,
    sage_code: null,
    product_name: input.name,
    website_title: input.websiteTitle ?? null,
    short_description: input.short,
    long_description: input.long,
    external_description: null,
    seo_title: input.seo?.title ?? null,
    seo_description: input.seo?.description ?? null,
    seo_keywords: input.seo?.keywords ?? null,
    incl_price_cents: input.inclCents,
    excl_price_cents: exclusiveOfVat(input.inclCents),
    special_price_cents: isSpecial ? (input.specialCents ?? null) : null,
    sage_price_excl_cents: null,
    sage_price_incl_cents: null,
    last_price_update: input.createdAt,
    is_active: input.isActive ? 1 : 0,
    stock_available: input.inStock ? 1 : 0,
    is_special_discount: isSpecial ? 1 : 0,
    is_seasonal_special: flags.has("seasonal") ? 1 : 0,
    is_new_arrival: flags.has("new") ? 1 : 0,
    is_top_seller: flags.has("top") ? 1 : 0,
    is_favorite: flags.has("fav") ? 1 : 0,
    is_eco_friendly: flags.has("eco") ? 1 : 0,
    is_subscription_eligible: flags.has("subscription") ? 1 : 0,
    customer_rating: input.rating,
    category_id: input.categoryId,
    subcategory_id: input.subcategoryId,
    auto_category_assigned: 0,
    auto_subcategory_assigned: 0,
    product_volume: null,
    product_size: input.size?.[0] ?? null,
    product_unit: input.size?.[1] ?? null,
    product_length: null,
    product_width: null,
    product_height: null,
    product_diameter: null,
    product_dimension_unit: "MM",
    product_dimensions: null,
    recommended_age: input.recommendedAge ?? null,
    pet_specific: input.petSpecific ?? null,
    certifications: JSON.stringify(input.certifications ?? []),
    specifications: input.specifications ?? null,
    document_url: null,
    document_title: null,
    created_at: input.createdAt,
    updated_at: input.createdAt,
  };
}

export function stockRows(
  productId: string,
  quantity: number,
  at: string,
  userId: string | null,
): { level: Insertable<ProductStockLevels>; movement: Insertable<StockMovements> } {
  return {
    level: {
      id: crypto.randomUUID(),
      product_id: productId,
      quantity,
      source: "manual_update",
      last_updated: at,
      updated_by_id: userId,
    },
    movement: {
      id: crypto.randomUUID(),
      product_id: productId,
      user_id: userId,
      reason: "seed",
      reference: "Opening stock",
      old_quantity: 0,
      new_quantity: quantity,
      created_at: at,
    },
  };
}

function openingQuantity(ctx: SeedContext, product: ProductSeed): number {
  if (product.outOfStock) return 0;
  if (product.lowStock) return ctx.random.int(1, 10);
  return ctx.random.int(12, 400);
}

function rating(ctx: SeedContext, product: ProductSeed): number | null {
  if (product.rating !== undefined) return product.rating;
  // A brand-new line has had no time to collect reviews; most others have some.
  if (product.flags?.includes("new") || !ctx.random.chance(0.85)) return null;
  return Math.round((3 + ctx.random.next() * 2) * 10) / 10;
}

function createdAt(ctx: SeedContext, product: ProductSeed): string {
  const days = product.flags?.includes("new") ? ctx.random.int(2, 25) : ctx.random.int(35, 300);
  return daysBefore(ctx.now, days, ctx.random.int(0, 600));
}

export function buildCatalog(ctx: SeedContext): CatalogRows {
  const { categories, subcategories, bySubcategory } = buildCategories(ctx);
  const rows: CatalogRows = {
    categories,
    subcategories,
    products: [],
    stockLevels: [],
    stockMovements: [],
    seeded: [],
  };
  HAND_WRITTEN_PRODUCTS.forEach((product, index) => {
    const ids = bySubcategory.get(product.subcategory);
    if (!ids) throw new Error(`Product ${product.stockCode} names an unknown subcategory: ${product.subcategory}`);
    const id = crypto.randomUUID();
    const code = wsCode(index + 1);
    const quantity = openingQuantity(ctx, product);
    const added = createdAt(ctx, product);
    const inclCents = randToCents(product.price);
    const specialCents = product.special === undefined ? null : randToCents(product.special);
    rows.products.push(
      productRow({
        ...product,
        id,
        wsCode: code,
        inclCents,
        specialCents,
        isActive: !product.inactive,
        inStock: quantity > 0,
        rating: rating(ctx, product),
        categoryId: ids.categoryId,
        subcategoryId: ids.subcategoryId,
        createdAt: added,
      }),
    );
    // Opening stock is recorded by the system, not by a member of staff.
    const stock = stockRows(id, quantity, added, null);
    rows.stockLevels.push(stock.level);
    rows.stockMovements.push(stock.movement);
    rows.seeded.push({
      id,
      name: product.name,
      wsCode: code,
      stockCode: product.stockCode,
      unitPriceCents: specialCents ?? inclCents,
      isActive: !product.inactive,
      inStock: quantity > 0,
      createdAt: added,
      imageStyle: ids.style,
    });
  });
  return rows;
}

export async function insertCatalog(db: Database, rows: Omit<CatalogRows, "seeded">): Promise<void> {
  await insertInBatches(db, "product_categories", rows.categories);
  await insertInBatches(db, "product_subcategories", rows.subcategories);
  await insertProducts(db, rows);
}

/** Products and their stock rows; shared with the generated-catalogue top-up. */
export async function insertProducts(
  db: Database,
  rows: Pick<CatalogRows, "products" | "stockLevels" | "stockMovements">,
): Promise<void> {
  await insertInBatches(db, "products", rows.products);
  await insertInBatches(db, "product_stock_levels", rows.stockLevels);
  await insertInBatches(db, "stock_movements", rows.stockMovements);
}
