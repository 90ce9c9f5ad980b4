/**
 * Pure rules of the image manager: file names from the product's name (spec: a slug of at most
 * 80 characters, a short id and a timestamp) and the order of images (always 1..n).
 */
export function imageFileBase(productName: string, shortId: string, timestamp: number): string {
  const slug = productName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${slug || "product"}-${shortId}-${timestamp}`;
}

/** Ids in their new order after moving one up or down (or to the front); unchanged when it cannot move. */
export function reorder(ids: readonly string[], id: string, move: "up" | "down" | "first"): string[] {
  const index = ids.indexOf(id);
  if (index < 0) return [...ids];
  const next = [...ids];
  next.splice(index, 1);
  const target = move === "first" ? 0 : move === "up" ? Math.max(0, index - 1) : Math.min(ids.length - 1, index + 1);
  next.splice(target, 0, id);
  return next;
}
