/** The product columns the back office's lists search by default: WS code and both names. */
export const PRODUCT_SEARCH_COLUMNS = ["products.ws_code", "products.product_name", "products.website_title"] as const;
