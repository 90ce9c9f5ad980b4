/**
 * A back-office list's address with some of its query changed (`null` removes a parameter): the
 * search and a larger page are kept, so Edit, Cancel and Load More come back to the same list.
 */
export function listHref(
  page: string,
  list: { search: string; limit: number; defaultLimit: number },
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams();
  if (list.search) params.set("search", list.search);
  if (list.limit !== list.defaultLimit) params.set("limit", String(list.limit));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
