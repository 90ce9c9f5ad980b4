/**
 * A slug made from a title, as the spec's policy rule says: lower-cased, characters other than
 * letters, digits, spaces and hyphens removed, spaces to hyphens, repeated hyphens merged. Accents
 * are taken off first (Boerewors Seisoen, café to cafe) and hyphens at either end dropped, so the
 * result is a clean address; blog posts use the same rule.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120)
    .replace(/-$/, "");
}

/** The first of slug, slug-2, slug-3... that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
