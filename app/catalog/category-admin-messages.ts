/** The back-office spec's category messages, word for word, and ours where it is silent. */
export const CATEGORY_NAME_REQUIRED = "Category name is required.";
export const SUBCATEGORY_NAME_AND_PARENT_REQUIRED = "Subcategory name and parent category are required.";
export const SUBCATEGORY_NAME_REQUIRED = "Subcategory name is required.";
export const FAILED_TO_CREATE_CATEGORY = "Failed to create category";
export const FAILED_TO_CREATE_SUBCATEGORY = "Failed to create subcategory";
export const FAILED_TO_UPDATE_CATEGORY = "Failed to update category";
export const FAILED_TO_UPDATE_SUBCATEGORY = "Failed to update subcategory";
export const FAILED_TO_DELETE_CATEGORY = "Failed to delete category. It may be in use by products.";
export const FAILED_TO_DELETE_SUBCATEGORY = "Failed to delete subcategory. It may be in use by products.";
export const CATEGORY_HAS_SUBCATEGORIES =
  "This category still has subcategories. Delete them, or move their products, before deleting the category.";
export const CATEGORY_NOT_FOUND = "That category no longer exists. It may have been deleted by someone else.";
export const SUBCATEGORY_NOT_FOUND = "That subcategory no longer exists. It may have been deleted by someone else.";
/** The Afrikaans name (issue 49, migration 0038): optional, shown to customers reading in Afrikaans. */
// The label leaves "name" out, so "Name" still names one field only (the screen's tests find fields by label).
export const AFRIKAANS_NAME_LABEL = "In Afrikaans (optional)";
export const AFRIKAANS_NAME_HINT =
  "The name customers reading the shop in Afrikaans see instead, e.g. Dierevoer. Empty: they see the name above.";
export const AFRIKAANS_NAME_TOO_LONG = "Please keep the Afrikaans name under 100 characters.";
export const DISPLAY_ORDER_MESSAGE = "Display order must be a whole number from 0 to 9999.";

export function categoryNameTaken(name: string): string {
  return `A category named "${name}" already exists.`;
}

export function subcategoryNameTaken(name: string): string {
  return `This category already has a subcategory named "${name}".`;
}
