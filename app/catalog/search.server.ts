import { type RawBuilder, type SqlBool, sql } from "kysely";
import { logger } from "~/platform/logger.server";
import { ftsMatchQuery, matchesWholeWords } from "./search-terms";

/**
 * Product search over the products_fts index (product_name, short_description,
 * long_description, ws_code, stock_code; accents and case folded). Every term must match a
 * whole word in one of those columns.
 */
export function inSearchIndex(terms: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`"products"."search_rowid" IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsMatchQuery(terms)})`;
}

export type SearchedColumns = {
  product_name: string;
  short_description: string | null;
  long_description: string | null;
  ws_code: string;
  stock_code: string;
};

/**
 * The spec's second pass: results are filtered again by a whole-word, case-insensitive match on
 * the searched columns. The index already matched whole words, so this pass runs over one page
 * of rows only and is expected to keep them all; a dropped row means the index and the check
 * fold some text differently, which is worth a warning.
 */
export function keepWholeWordMatches<Row extends SearchedColumns>(rows: Row[], terms: readonly string[]): Row[] {
  const kept = rows.filter((row) =>
    matchesWholeWords(
      [row.product_name, row.short_description, row.long_description, row.ws_code, row.stock_code].join(" "),
      terms,
    ),
  );
  if (kept.length < rows.length) {
    logger.warn("Search index matched products the whole-word check did not", {
      terms,
      dropped: rows.filter((row) => !kept.includes(row)).map((row) => row.ws_code),
    });
  }
  return kept;
}
