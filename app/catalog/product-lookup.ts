/**
 * How the product page finds its product (storefront spec, "Product detail lookup"): a value that
 * looks like a UUID is an id, anything else a ws_code, and an empty value finds nothing. The
 * canonical address is always /product/{ws_code}.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Longer values cannot be a ws_code or an id, so they are not worth a query. */
const MAX_LOOKUP_LENGTH = 64;

export type ProductLookup = { by: "id"; id: string } | { by: "ws_code"; wsCode: string };

export function productLookup(value: string | null | undefined): ProductLookup | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || trimmed.length > MAX_LOOKUP_LENGTH) return null;
  // Ids are stored in lower case (crypto.randomUUID), so an upper-case UUID still finds its product.
  if (UUID_PATTERN.test(trimmed)) return { by: "id", id: trimmed.toLowerCase() };
  return { by: "ws_code", wsCode: trimmed };
}

export function canonicalProductPath(wsCode: string): string {
  return `/product/${encodeURIComponent(wsCode)}`;
}

/**
 * The address to send a visitor to when they asked for the product by another name (its id, a
 * lower-case code, the old /products/{id} address), keeping the query string; null when the
 * requested address is already the canonical one.
 */
export function canonicalRedirect(requestUrl: URL, wsCode: string): string | null {
  const canonical = canonicalProductPath(wsCode);
  if (requestUrl.pathname === canonical) return null;
  return `${canonical}${requestUrl.search}`;
}
