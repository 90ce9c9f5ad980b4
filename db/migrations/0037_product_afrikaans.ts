import { type Kysely, sql } from "kysely";

/*
 * Issue 49, point 5 (docs/decisions/0110): a product may carry an Afrikaans name and description,
 * shown to Afrikaans readers when present; staff's names and descriptions stay as written.
 *
 * The search (0033) finds a product by either name: the Afrikaans name joins the English one in
 * product_search's name column (so it ranks as a name) and the Afrikaans description joins the
 * descriptions. The triggers that write the index are made again with the new columns, and the
 * index is rebuilt (there are no Afrikaans texts yet, but the rows are written the new way).
 */
const groups = (row: string) => `trim(
        coalesce((SELECT name FROM product_categories WHERE id = ${row}.category_id), '') || ' ' ||
        coalesce((SELECT name FROM product_subcategories WHERE id = ${row}.subcategory_id), '') || ' ' ||
        coalesce(${row}.brand, ''))`;

const indexRow = (row: string, withAfrikaans: boolean) =>
  sql.raw(`${row}.search_rowid,
        ${withAfrikaans ? `${row}.product_name || ' ' || coalesce(${row}.name_af, '')` : `${row}.product_name`},
        ${row}.ws_code || ' ' || ${row}.stock_code,
        ${groups(row)},
        coalesce(${row}.short_description, '') || ' ' || coalesce(${row}.long_description, '')${
          withAfrikaans ? ` || ' ' || coalesce(${row}.description_af, '')` : ""
        }`);

const bump = sql.raw("UPDATE search_state SET generation = generation + 1 WHERE id = 1;");

async function indexTriggers(db: Kysely<unknown>, withAfrikaans: boolean): Promise<void> {
  for (const name of [
    "product_search_insert",
    "product_search_update",
    "product_categories_search_rename",
    "product_subcategories_search_rename",
  ]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(name)}`.execute(db);
  }
  await sql`DELETE FROM product_search`.execute(db);
  await sql`INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("p", withAfrikaans)} FROM products p`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
      INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("new", withAfrikaans)};
      ${bump}
    END`.execute(db);
  // Only a change to a searched column touches the index, so price and stock updates stay cheap.
  const searched = withAfrikaans ? sql.raw(", name_af, description_af") : sql.raw("");
  await sql`
    CREATE TRIGGER product_search_update
    AFTER UPDATE OF product_name, short_description, long_description, ws_code, stock_code, category_id,
      subcategory_id, brand, is_active${searched} ON products BEGIN
      DELETE FROM product_search WHERE rowid = old.search_rowid;
      INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("new", withAfrikaans)};
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
          SELECT ${indexRow("p", withAfrikaans)} FROM products p WHERE p.${sql.raw(column)} = new.id;
        ${bump}
      END`.execute(db);
  }
  await sql`${bump}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN name_af TEXT`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN description_af TEXT`.execute(db);
  await indexTriggers(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await indexTriggers(db, false);
  await sql`ALTER TABLE products DROP COLUMN description_af`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN name_af`.execute(db);
}
