import type { Insertable } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../app/platform/db.server";
import type { ProductImages } from "../../app/platform/db-schema";
import { logger } from "../../app/platform/logger.server";
import { type CatalogRows, categoryStyle, insertProducts, productRow, stockRows, wsCode } from "./catalog";
import { CATEGORIES } from "./data/categories";
import { GENERATED_LINES, type GeneratedLine, MULTI_PACKS, RANGES } from "./data/generated-lines";
import type { ProductFlag } from "./data/types";
import { type ImageStyle, productImageRow, type StoredImage, storeProductImages } from "./images";
import { createRandom, daysBefore, insertInBatches, type Random, randToCents } from "./support";

/** Products per transaction: small enough to keep the WAL modest, large enough to stay fast. */
const CHUNK_SIZE = 1_000;

const RANGE_PRICE_FACTOR: Record<string, number> = { Premium: 1.18, Gold: 1.25, Value: 0.88, Pro: 1.1 };

interface UsableLine {
  line: GeneratedLine;
  style: ImageStyle;
  categoryId: string;
  subcategoryIds: Map<string, string>;
  packs: { item: GeneratedLine["items"][number]; pack: GeneratedLine["items"][number]["packs"][number] }[];
  image: StoredImage;
}

async function usableLines(db: Database): Promise<UsableLine[]> {
  const rows = await db
    .selectFrom("product_categories as c")
    .leftJoin("product_subcategories as s", "s.category_id", "c.id")
    .select(["c.id as categoryId", "c.name as categoryName", "s.id as subcategoryId", "s.name as subcategoryName"])
    .execute();
  const lines = GENERATED_LINES.flatMap((line) => {
    const matches = rows.filter((row) => row.categoryName.toLowerCase() === line.category.toLowerCase());
    const first = matches[0];
    const category = CATEGORIES.find((candidate) => candidate.name === line.category);
    if (!first || !category) return [];
    const subcategoryIds = new Map<string, string>();
    for (const row of matches) {
      if (row.subcategoryId && row.subcategoryName)
        subcategoryIds.set(row.subcategoryName.toLowerCase(), row.subcategoryId);
    }
    const packs = line.items.flatMap((item) => item.packs.map((pack) => ({ item, pack })));
    const style: ImageStyle = { ...categoryStyle(category), label: "Co-op range" };
    return [{ line, style, categoryId: first.categoryId, subcategoryIds, packs }];
  });
  if (lines.length === 0) {
    throw new Error("None of the demo categories exist, so there is nothing to generate products into");
  }
  // One picture per category, shared by every generated product in it: thousands of encodes
  // would dominate a benchmark seed and add nothing a benchmark measures.
  const images = await storeProductImages(lines.map(({ line, style }) => ({ title: line.category, style })));
  return lines.map((line, index) => ({ ...line, image: images[index] as StoredImage }));
}

function shelfPrice(base: number, brandIndex: number, range: string): number {
  const factor = (0.92 + (brandIndex % 5) * 0.04) * (RANGE_PRICE_FACTOR[range] ?? 1);
  return randToCents(Math.max(1, Math.floor(base * factor)) + 0.95);
}

function flagsFor(random: Random): ProductFlag[] {
  const flags: ProductFlag[] = [];
  if (random.chance(0.06)) flags.push("top");
  if (random.chance(0.05)) flags.push("new");
  if (random.chance(0.04)) flags.push("fav");
  if (random.chance(0.05)) flags.push("eco");
  return flags;
}

/**
 * The k-th product of a line, walking pack size, then brand, then range, then multi-pack. Past
 * every combination a "Batch n" suffix keeps names distinct, which only huge benchmarks reach.
 */
function nthProduct(usable: UsableLine, k: number) {
  const { line, packs } = usable;
  let rest = k;
  const take = (size: number) => {
    const index = rest % size;
    rest = Math.floor(rest / size);
    return index;
  };
  const { item, pack } = packs[take(packs.length)] as UsableLine["packs"][number];
  const brandIndex = take(line.brands.length);
  const range = RANGES[take(RANGES.length)] ?? "";
  const multi = MULTI_PACKS[take(MULTI_PACKS.length)] ?? { label: "", quantity: 1 };
  const brand = line.brands[brandIndex] ?? "";
  const name =
    [brand, range, item.name, pack.label, multi.label].filter(Boolean).join(" ") +
    (rest > 0 ? ` Batch ${rest + 1}` : "");
  const basePrice = multi.quantity === 1 ? pack.price : pack.price * multi.quantity * 0.95;
  return { name, item, pack, brand, range, price: shelfPrice(basePrice, brandIndex, range) };
}

/**
 * Tops the catalogue up to `targetTotal` products with generated, active, in-stock lines (for
 * benchmarks), continuing the WS code sequence. Returns how many were added.
 */
export async function addGeneratedProducts(db: Database, targetTotal: number, now: Date = new Date()): Promise<number> {
  const existing = await db.selectFrom("products").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  const needed = targetTotal - Number(existing.count);
  if (needed <= 0) return 0;
  const highest = await db
    .selectFrom("products")
    .select(sql<number | null>`max(cast(substr(ws_code, 3) as integer))`.as("highest"))
    .executeTakeFirstOrThrow();
  let sequence = Number(highest.highest ?? 0);
  const lines = await usableLines(db);
  const random = createRandom(targetTotal);

  for (let offset = 0; offset < needed; offset += CHUNK_SIZE) {
    const rows: Pick<CatalogRows, "products" | "stockLevels" | "stockMovements"> = {
      products: [],
      stockLevels: [],
      stockMovements: [],
    };
    const images: Insertable<ProductImages>[] = [];
    for (let index = offset; index < Math.min(needed, offset + CHUNK_SIZE); index++) {
      const usable = lines[index % lines.length] as UsableLine;
      const product = nthProduct(usable, Math.floor(index / lines.length));
      sequence += 1;
      const id = crypto.randomUUID();
      const createdAt = daysBefore(now, random.int(1, 365), random.int(0, 1_400));
      const inclCents = product.price;
      const quantity = random.int(20, 400);
      rows.products.push(
        productRow({
          id,
          wsCode: wsCode(sequence),
          stockCode: `${usable.line.stockPrefix}-G${String(sequence).padStart(6, "0")}`,
          name: product.name,
          short: `${product.item.name}, ${product.pack.label}, from ${product.brand}.`,
          long: `${product.name} from the ${[product.brand, product.range].filter(Boolean).join(" ")} range, stocked for co-op members across Pretoria East. ${usable.line.blurb}`,
          inclCents,
          specialCents: random.chance(0.03) ? Math.round((inclCents * 0.9) / 100) * 100 - 5 : null,
          flags: flagsFor(random),
          isActive: true,
          inStock: true,
          rating: random.chance(0.7) ? Math.round((3 + random.next() * 2) * 10) / 10 : null,
          categoryId: usable.categoryId,
          subcategoryId: usable.subcategoryIds.get(product.item.subcategory.toLowerCase()) ?? null,
          size: product.pack.size ?? null,
          createdAt,
        }),
      );
      const stock = stockRows(id, quantity, createdAt, null);
      rows.stockLevels.push(stock.level);
      rows.stockMovements.push(stock.movement);
      images.push(productImageRow(id, product.name, usable.image, createdAt));
    }
    await db.transaction().execute(async (trx) => {
      await insertProducts(trx, rows);
      await insertInBatches(trx, "product_images", images);
    });
    logger.debug("Generated products", { added: Math.min(needed, offset + CHUNK_SIZE), of: needed });
  }
  return needed;
}
