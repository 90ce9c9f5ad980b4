/** The spec's slug rule for a new document: lowercase, only letters, digits, spaces and hyphens
 * kept, each run of whitespace one hyphen, repeated hyphens collapsed. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** What a stored slug may contain (spec 5): lowercase letters, numbers and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * A heading's anchor id: the slug of its text, without hyphens at either end (an id "-intro"
 * reads badly in an address), and "section" when nothing is left.
 */
export function headingSlug(text: string): string {
  return slugFromTitle(text.trim()).replace(/^-+|-+$/g, "") || "section";
}
