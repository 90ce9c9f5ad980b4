/**
 * The most pixels an uploaded picture may have (issue 47.7, decision 0105): 24 megapixels, a
 * 6000 × 4000 camera photo or any phone photo at its usual 12 megapixels (4000 × 3000). Every
 * picture upload (product images, newsletter cartoons, video thumbnails, proofs of payment) reads
 * the dimensions from the file's header, which decodes nothing, and refuses a picture past it
 * before it is stored or opened: a PNG of 30000 × 30000 pixels is about 100 KB and would need
 * 3.6 GB to open, and even the old limit, sharp's own 16,383 × 16,383 (decision 0062), needed
 * about 1 GB, three times the memory the shop runs in.
 */
export const MAX_IMAGE_MEGAPIXELS = 24;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** A size at the limit, as the refusals give it for an example. */
export const MAX_IMAGE_EXAMPLE = "6000 × 4000";

/**
 * Pictures already stored before the limit was lowered (a product image, a proof) are still
 * opened up to sharp's own limit when their variants or previews are made, so none stops showing.
 */
export const STORED_IMAGE_PIXELS = 16_383 * 16_383;

/** Does a picture of these dimensions fit the limit? Unknown dimensions do not. */
export function withinPixelLimit(size: { width?: number; height?: number }): boolean {
  const { width, height } = size;
  if (!width || !height) return false;
  return width * height <= MAX_IMAGE_PIXELS;
}

/** "30000 × 30000": a picture's size as the refusals give it. */
export function pictureDimensions(size: { width: number; height: number }): string {
  return `${size.width} × ${size.height}`;
}

/**
 * The sentence every pixel refusal ends with, after its own title: what the picture was and what
 * to send instead.
 */
export function tooManyPixelsText(size: { width: number; height: number }): string {
  return `This picture is too large: ${pictureDimensions(size)} pixels. Please select one of at most ${MAX_IMAGE_MEGAPIXELS} megapixels (for example ${MAX_IMAGE_EXAMPLE}).`;
}
