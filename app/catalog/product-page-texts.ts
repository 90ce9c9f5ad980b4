/**
 * The `catalog` keys a product page shows for what it has (decision 0110, "The weight"): the
 * pictures' and the full-screen viewer's words only with pictures, each review's words only with
 * reviews, the write-review form's only for a signed-in customer who has not reviewed it, the
 * "log in" link only for a visitor. The review action's toasts and errors are put in words on the
 * server, so no page carries them. Keys ending in a dot are prefixes; a key takes its plural forms.
 */
export function productPageTextKeys(page: {
  product: { images: readonly unknown[] };
  reviews: readonly unknown[];
  rating: unknown;
  viewer: { signedIn: boolean; hasReviewed: boolean };
}): string[] {
  const keys = ["crumb.", "product."];
  if (page.product.images.length > 0) keys.push("gallery.", "viewer.");
  keys.push("reviews.count");
  if (page.rating) keys.push("reviews.summary");
  if (page.reviews.length === 0) keys.push("reviews.none");
  else keys.push("reviews.yours", "reviews.pending", "reviews.notPublished", "reviews.response");
  if (!page.viewer.signedIn) keys.push("reviews.logIn");
  else if (!page.viewer.hasReviewed)
    keys.push(
      "reviews.write",
      "reviews.rating",
      "reviews.stars",
      "reviews.text",
      "reviews.submitting",
      "reviews.submit",
    );
  return keys;
}
