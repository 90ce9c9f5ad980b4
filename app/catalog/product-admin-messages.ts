/** The back-office spec's product messages, word for word, and ours where it is silent. */
export const PRODUCT_UPDATED = { title: "Product Updated", description: "Product has been successfully updated." };
export const ZERO_PRICES_WARNING =
  "Warning: Product has zero prices. This should only occur for transport/service items.";
export const INCL_BELOW_EXCL_ERROR = "Error: Inclusive price should not be lower than exclusive price.";
export const PRODUCT_NAME_REQUIRED = "Product name is required";
export const ERROR_UPDATING_PRODUCT = "Error updating product";
export const NO_PRODUCTS_FOUND = "No Products Found";
export const TRY_ADJUSTING = "Try adjusting your search criteria";
export const START_BY_UPLOADING = "Start by uploading your product CSV or adding your first product";
export const PRICE_MESSAGE = "Please enter an amount of 0 or more, for example 1234.50.";
export const NUMBER_MESSAGE = "Please enter a number of 0 or more.";
export const WS_CODE_FORMAT = "The WS code is WS followed by digits, for example WS001234.";
export const STOCK_CODE_REQUIRED = "Stock code is required";
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 300;

export function failedToUpdateProduct(message: string): string {
  return `Failed to update product: ${message}`;
}

export function wsCodeTaken(wsCode: string): string {
  return `Another product already has the WS code ${wsCode}.`;
}

export function subcategoryNotInCategory(subcategory: string, category: string): string {
  return `${subcategory} is not a subcategory of ${category}. Choose one of its subcategories, or none.`;
}

/** The optional Afrikaans texts (issue 49): shown to customers who read Afrikaans, when set. */
export const AFRIKAANS_NAME_LABEL = "Afrikaans name (optional)";
export const AFRIKAANS_NAME_HINT = "Shown instead of the name to customers reading the shop in Afrikaans.";
export const AFRIKAANS_DESCRIPTION_LABEL = "Afrikaans description (optional)";
export const AFRIKAANS_DESCRIPTION_HINT =
  "Shown to customers reading in Afrikaans instead of the short and long descriptions.";

/** The product list's filter for products filed nowhere yet (a bulk run's "not filed" link to them). */
export const NO_CATEGORY_FILTER = { value: "none", label: "No category" } as const;
