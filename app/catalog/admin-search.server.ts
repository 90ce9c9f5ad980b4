/**
 * The product columns the back office's lists search by default: WS code and the names (the
 * product name, the website title and the Afrikaans name, issue 49).
 */
export const PRODUCT_SEARCH_COLUMNS = [
  "products.ws_code",
  "products.product_name",
  "products.website_title",
  "products.name_af",
] as const;
