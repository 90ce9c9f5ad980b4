import { type Kysely, sql } from "kysely";
import { STARTING_SYNONYMS } from "./data/search-synonyms-start";

/*
 * Issue 45 (docs/decisions/0098): search that finds what a farmer types.
 *
 * product_search replaces products_fts (0002). It is contentless (the products table holds the
 * text) and keeps four columns so ranking can tell where a word matched: the name, the codes, the
 * groups (category, subcategory and brand names) and the descriptions. The porter tokenizer folds
 * endings (boots/boot, feeders/feeder, fencing/fence); accents and case fold as before. Triggers keep
 * it true on every write to a product and on a category's or subcategory's new name, and bump
 * search_state.generation so the server knows its word list (for typos) is out of date.
 *
 * search_synonyms: the words staff keep (two-way sets and one-way words with their targets).
 * search_misses: searches that found nothing, a row per shop day and folded query, kept 30 days.
 */
const groups = (row: string) => `trim(
        coalesce((SELECT name FROM product_categories WHERE id = ${row}.category_id), '') || ' ' ||
        coalesce((SELECT name FROM product_subcategories WHERE id = ${row}.subcategory_id), '') || ' ' ||
        coalesce(${row}.brand, ''))`;

const indexRow = (row: string) =>
  sql.raw(`${row}.search_rowid, ${row}.product_name,
        ${row}.ws_code || ' ' || ${row}.stock_code,
        ${groups(row)},
        coalesce(${row}.short_description, '') || ' ' || coalesce(${row}.long_description, '')`);

const bump = sql.raw("UPDATE search_state SET generation = generation + 1 WHERE id = 1;");

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of ["products_fts_update", "products_fts_delete", "products_fts_insert"]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(name)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS products_fts`.execute(db);

  await sql`
    CREATE VIRTUAL TABLE product_search USING fts5 (
      name, codes, groups, description,
      content = '', contentless_delete = 1,
      tokenize = 'porter unicode61 remove_diacritics 2',
      prefix = '2 3'
    )`.execute(db);
  await sql`
    CREATE TABLE search_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      generation INTEGER NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`INSERT INTO search_state (id, generation) VALUES (1, 0)`.execute(db);

  await sql`INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("p")} FROM products p`.execute(
    db,
  );

  await sql`
    CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
      INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("new")};
      ${bump}
    END`.execute(db);
  await sql`
    CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
      DELETE FROM product_search WHERE rowid = old.search_rowid;
      ${bump}
    END`.execute(db);
  // Only a change to a searched column touches the index, so price and stock updates stay cheap.
  await sql`
    CREATE TRIGGER product_search_update
    AFTER UPDATE OF product_name, short_description, long_description, ws_code, stock_code, category_id,
      subcategory_id, brand, is_active ON products BEGIN
      DELETE FROM product_search WHERE rowid = old.search_rowid;
      INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("new")};
      ${bump}
    END`.execute(db);
  for (const [table, column] of [
    ["product_categories", "category_id"],
    ["product_subcategories", "subcategory_id"],
  ] as const) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_search_rename`)} AFTER UPDATE OF name ON ${sql.table(table)} BEGIN
        DELETE FROM product_search WHERE rowid IN (SELECT search_rowid FROM products WHERE ${sql.raw(column)} = new.id);
        INSERT INTO product_search (rowid, name, codes, groups, description)
          SELECT ${indexRow("p")} FROM products p WHERE p.${sql.raw(column)} = new.id;
        ${bump}
      END`.execute(db);
    // The shelves a search names (their slugs, order, and which exist) are read with the word list.
    for (const event of ["INSERT", "DELETE", "UPDATE OF slug, display_order"]) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_search_${event.split(" ")[0]?.toLowerCase()}`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN
          ${bump}
        END`.execute(db);
    }
  }

  await sql`
    CREATE TABLE search_synonyms (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('two_way', 'one_way')),
      words TEXT NOT NULL CHECK (length(words) BETWEEN 1 AND 500),
      targets TEXT NOT NULL DEFAULT '' CHECK (length(targets) <= 500),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      CHECK ((kind = 'two_way' AND targets = '') OR (kind = 'one_way' AND targets <> ''))
    )`.execute(db);
  for (const event of ["INSERT", "UPDATE", "DELETE"]) {
    await sql`
      CREATE TRIGGER ${sql.raw(`search_synonyms_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON search_synonyms BEGIN
        ${bump}
      END`.execute(db);
  }
  for (const entry of STARTING_SYNONYMS) {
    await sql`
      INSERT INTO search_synonyms (id, kind, words, targets)
      VALUES (${crypto.randomUUID()}, ${entry.kind}, ${entry.words.join(", ")},
        ${entry.kind === "one_way" ? entry.targets.join(", ") : ""})`.execute(db);
  }

  await sql`
    CREATE TABLE search_misses (
      day TEXT NOT NULL,
      query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
      searches INTEGER NOT NULL DEFAULT 1 CHECK (searches >= 1),
      last_searched_at TEXT NOT NULL,
      PRIMARY KEY (day, query)
    ) WITHOUT ROWID`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "search_synonyms_insert",
    "search_synonyms_update",
    "search_synonyms_delete",
    "product_categories_search_rename",
    "product_subcategories_search_rename",
    "product_categories_search_insert",
    "product_categories_search_delete",
    "product_categories_search_update",
    "product_subcategories_search_insert",
    "product_subcategories_search_delete",
    "product_subcategories_search_update",
    "product_search_update",
    "product_search_delete",
    "product_search_insert",
  ]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(name)}`.execute(db);
  }
  for (const table of ["search_misses", "search_synonyms", "search_state", "product_search"]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`
    CREATE VIRTUAL TABLE products_fts USING fts5 (
      product_name, short_description, long_description, ws_code, stock_code,
      content = 'products', content_rowid = 'search_rowid',
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`INSERT INTO products_fts (products_fts) VALUES ('rebuild')`.execute(db);
  await sql`
    CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts (rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES (new.search_rowid, new.product_name, new.short_description, new.long_description, new.ws_code, new.stock_code);
    END`.execute(db);
  await sql`
    CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_fts (products_fts, rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES ('delete', old.search_rowid, old.product_name, old.short_description, old.long_description, old.ws_code, old.stock_code);
    END`.execute(db);
  await sql`
    CREATE TRIGGER products_fts_update
    AFTER UPDATE OF product_name, short_description, long_description, ws_code, stock_code ON products BEGIN
      INSERT INTO products_fts (products_fts, rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES ('delete', old.search_rowid, old.product_name, old.short_description, old.long_description, old.ws_code, old.stock_code);
      INSERT INTO products_fts (rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES (new.search_rowid, new.product_name, new.short_description, new.long_description, new.ws_code, new.stock_code);
    END`.execute(db);
}
