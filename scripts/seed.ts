import { parseArgs } from "node:util";
import { createDatabase } from "../app/platform/db.server";
import { env } from "../app/platform/env.server";
import { logger } from "../app/platform/logger.server";
import { migrateToLatest } from "../db/migrator";
import { addGeneratedProducts, hasDemoData, isDatabaseEmpty, seedDemoData } from "../db/seed";

const USAGE = "Usage: tsx scripts/seed.ts [--products N] [--force]";

function readOptions(): { products?: number; force: boolean } {
  const { values } = parseArgs({
    options: { products: { type: "string" }, force: { type: "boolean", default: false } },
    strict: true,
  });
  if (values.products === undefined) return { force: values.force };
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1) throw new Error("--products needs a whole number above 0");
  return { products, force: values.force };
}

let options: { products?: number; force: boolean };
try {
  options = readOptions();
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error), { usage: USAGE });
  process.exit(2);
}

const { DATABASE_PATH, SEED_PASSWORD } = env();
const db = createDatabase(DATABASE_PATH);
try {
  await migrateToLatest(db);
  if (await isDatabaseEmpty(db)) {
    const summary = await seedDemoData(db, { password: SEED_PASSWORD, products: options.products });
    logger.info(`Seeded demo data into ${DATABASE_PATH}`, { ...summary });
  } else if (options.force) {
    logger.error(
      `Refusing to seed ${DATABASE_PATH}: it already has users or products, and seeding again would duplicate them. ` +
        "Delete the database file (and the uploads folder) or set DATABASE_PATH to a new file, then run the seed again. " +
        "To add benchmark products to the demo data, use --products N without --force.",
    );
    process.exitCode = 1;
  } else if (options.products !== undefined) {
    if (!(await hasDemoData(db))) {
      logger.error(
        `Refusing to add generated products to ${DATABASE_PATH}: it holds data that was not made by this seed.`,
      );
      process.exitCode = 1;
    } else {
      const started = performance.now();
      const added = await addGeneratedProducts(db, options.products);
      logger.info(
        added > 0
          ? `Added ${added} generated products; the catalogue now has ${options.products}`
          : `The catalogue already has ${options.products} or more products; nothing added`,
        { durationMs: Math.round(performance.now() - started) },
      );
    }
  } else {
    logger.info(`${DATABASE_PATH} already has data; nothing seeded`);
  }
} catch (error) {
  logger.error("Seeding failed", { error: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
} finally {
  await db.destroy();
}
