/** Blog cards show at most 4 tags (storefront spec, section 9). */
export const BLOG_CARD_TAG_LIMIT = 4;

/**
 * A post's tags as stored (a JSON list, or a comma-separated list from older rows) as clean,
 * distinct strings. Anything unreadable is no tags rather than a broken page.
 */
export function parseTags(stored: string | null | undefined): string[] {
  if (!stored?.trim()) return [];
  let values: unknown[];
  try {
    const parsed: unknown = JSON.parse(stored);
    values = Array.isArray(parsed) ? parsed : [];
  } catch {
    values = stored.split(",");
  }
  const tags = values
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.trim())
    .filter((value) => value !== "");
  return [...new Set(tags)];
}
