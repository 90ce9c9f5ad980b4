import { type Kysely, sql } from "kysely";

/*
 * Issue 49 (docs/decisions/0110): a category and a subcategory may carry an Afrikaans name
 * (`name_af`), shown to Afrikaans readers wherever the shop names it; staff's names stay as
 * written and stay the English readers'.
 *
 * The search (0033) finds a product by its category's and subcategory's names (product_search's
 * groups column): the Afrikaans names join the English ones there, so a search for "dierevoer"
 * finds the animal feed. The triggers that write the index are made again with the new columns
 * (0037's, with the groups reading both names and a category's rename firing on either name),
 * and the index is rebuilt.
 */
const groups = (row: string, withAfrikaans: boolean) => {
  const names = (table: string, column: string) =>
    withAfrikaans
      ? `coalesce((SELECT name || ' ' || coalesce(name_af, '') FROM ${table} WHERE id = ${row}.${column}), '')`
      : `coalesce((SELECT name FROM ${table} WHERE id = ${row}.${column}), '')`;
  return `trim(
        ${names("product_categories", "category_id")} || ' ' ||
        ${names("product_subcategories", "subcategory_id")} || ' ' ||
        coalesce(${row}.brand, ''))`;
};

const indexRow = (row: string, withAfrikaans: boolean) =>
  sql.raw(`${row}.search_rowid,
        ${row}.product_name || ' ' || coalesce(${row}.name_af, ''),
        ${row}.ws_code || ' ' || ${row}.stock_code,
        ${groups(row, withAfrikaans)},
        coalesce(${row}.short_description, '') || ' ' || coalesce(${row}.long_description, '') || ' ' || coalesce(${row}.description_af, '')`);

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
  await sql`
    CREATE TRIGGER product_search_update
    AFTER UPDATE OF product_name, short_description, long_description, ws_code, stock_code, category_id,
      subcategory_id, brand, is_active, name_af, description_af ON products BEGIN
      DELETE FROM product_search WHERE rowid = old.search_rowid;
      INSERT INTO product_search (rowid, name, codes, groups, description) SELECT ${indexRow("new", withAfrikaans)};
      ${bump}
    END`.execute(db);
  const renamed = withAfrikaans ? sql.raw("name, name_af") : sql.raw("name");
  for (const [table, column] of [
    ["product_categories", "category_id"],
    ["product_subcategories", "subcategory_id"],
  ] as const) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_search_rename`)} AFTER UPDATE OF ${renamed} ON ${sql.table(table)} BEGIN
        DELETE FROM product_search WHERE rowid IN (SELECT search_rowid FROM products WHERE ${sql.raw(column)} = new.id);
        INSERT INTO product_search (rowid, name, codes, groups, description)
          SELECT ${indexRow("p", withAfrikaans)} FROM products p WHERE p.${sql.raw(column)} = new.id;
        ${bump}
      END`.execute(db);
  }
  await sql`${bump}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_categories ADD COLUMN name_af TEXT`.execute(db);
  await sql`ALTER TABLE product_subcategories ADD COLUMN name_af TEXT`.execute(db);
  await indexTriggers(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await indexTriggers(db, false);
  await sql`ALTER TABLE product_subcategories DROP COLUMN name_af`.execute(db);
  await sql`ALTER TABLE product_categories DROP COLUMN name_af`.execute(db);
}
