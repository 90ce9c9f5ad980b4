/**
 * The storefront's category and subcategory slug rule: the lowercased name with '&' spelled out
 * as 'and' and spaces turned into hyphens ("Sheep & Goat Feed" -> "sheep-and-goat-feed").
 * Runs of whitespace become one hyphen so a stray double space never yields "a--b".
 */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, " and ")
    .trim()
    .replace(/\s+/g, "-");
}
