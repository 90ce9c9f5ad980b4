import { type SqlBool, sql } from "kysely";

/**
 * "The text appears in any of these columns", for the back office's search boxes: a plain
 * substring match (case-insensitive for ASCII, as SQLite's LIKE is), with % and _ in the text
 * taken literally. The column names are ours, never the visitor's.
 */
export function containsText(search: string, columns: readonly string[]) {
  const like = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const tests = columns.map((column) => sql`${sql.ref(column)} LIKE ${like} ESCAPE '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
}
