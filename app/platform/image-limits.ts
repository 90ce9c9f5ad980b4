/**
 * The most pixels an uploaded picture may have: sharp's own input limit (16,383 × 16,383), stated
 * here so every picture the shop opens (product images and their variants, proofs of payment and
 * their previews) is held to the same one (decision 0062). A PNG or JPEG of far more pixels can
 * be a few hundred kilobytes and still need gigabytes to open.
 */
export const MAX_IMAGE_PIXELS = 16_383 * 16_383;

/** Does a picture of these dimensions fit the limit? Unknown dimensions do not. */
export function withinPixelLimit(size: { width?: number; height?: number }): boolean {
  const { width, height } = size;
  if (!width || !height) return false;
  return width * height <= MAX_IMAGE_PIXELS;
}
