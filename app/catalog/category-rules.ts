import { categorySlug } from "./slugs";

/**
 * A slug for a new category or subcategory: the storefront's rule applied to the name, with
 * "-2", "-3"... when another already has it. Slugs are made once, when the record is created,
 * and never change with the name, so links to the category keep working.
 */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = categorySlug(name) || "category";
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Names and descriptions are trimmed; an empty description is stored as null (spec). */
export function cleanDescription(description: string | undefined | null): string | null {
  const trimmed = description?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
