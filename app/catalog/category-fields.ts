/** The category and subcategory edit form's values for a record as stored. */
export function categoryFormValues(record: {
  name: string;
  description: string | null;
  keywords: string;
  displayOrder: number;
}): { name: string; description: string; keywords: string; displayOrder: string } {
  return {
    name: record.name,
    description: record.description ?? "",
    keywords: record.keywords,
    displayOrder: String(record.displayOrder),
  };
}

/** The edit form's fields as its labels name them, for the notes of a refused stale save. */
export const CATEGORY_FIELD_LABELS = {
  name: "Name",
  description: "Description",
  keywords: "Keywords",
  displayOrder: "Display order",
};
