/**
 * Product images are served as WebP in a few widths by /img/{width}/{storage key}, so a phone
 * downloads a 160 or 320 px picture rather than the 800 px original. 360: a product page's main
 * picture on a 360 px phone (334 px across) was the 480 px one, a third more bytes (decision 0085).
 */
export const IMAGE_WIDTHS = [160, 320, 360, 480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The smallest width: Lite mode, thumbnails. */
export const SMALLEST_WIDTH: ImageWidth = 160;

export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

const UPLOADS_PREFIX = "/uploads/";

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The address of an image at a width; images not stored here (or missing) are returned as they are. */
export function imageAtWidth(imageUrl: string | null | undefined, width: ImageWidth): string {
  if (!imageUrl) return PLACEHOLDER_IMAGE;
  if (!imageUrl.startsWith(UPLOADS_PREFIX)) return imageUrl;
  return `/img/${width}/${imageUrl.slice(UPLOADS_PREFIX.length)}`;
}

/** A srcset of the widths up to `maxWidth`; undefined for images we cannot resize. */
export function imageSrcSet(imageUrl: string | null | undefined, maxWidth: ImageWidth = 800): string | undefined {
  if (!imageUrl?.startsWith(UPLOADS_PREFIX)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageAtWidth(imageUrl, width)} ${width}w`)
    .join(", ");
}

/**
 * An image address as a CSS `url()` value, for a picture drawn as a background: quoted, with the
 * characters that could end the string or the declaration escaped.
 */
export function cssImageUrl(address: string): string {
  return `url("${address.replace(/[\\"\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`;
}
