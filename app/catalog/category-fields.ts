/** The category and subcategory edit form's values for a record as stored. */
export function categoryFormValues(record: {
  name: string;
  nameAf: string | null;
  description: string | null;
  keywords: string;
  displayOrder: number;
}): { name: string; nameAf: string; description: string; keywords: string; displayOrder: string } {
  return {
    name: record.name,
    nameAf: record.nameAf ?? "",
    description: record.description ?? "",
    keywords: record.keywords,
    displayOrder: String(record.displayOrder),
  };
}

/** The edit form's fields as its labels name them, for the notes of a refused stale save. */
export const CATEGORY_FIELD_LABELS = {
  name: "Name",
  nameAf: "Afrikaans name",
  description: "Description",
  keywords: "Keywords",
  displayOrder: "Display order",
};
