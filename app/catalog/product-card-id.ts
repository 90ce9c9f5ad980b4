/**
 * A product card's `id` on a list: the heart's no-JavaScript redirect ends at `#<id>`, so the
 * person comes back to the card they pressed, not to the top of the page (issue 46).
 */
export function productCardId(productId: string): string {
  return `product-${productId}`;
}
