import { PLACEHOLDER_IMAGE } from "./product-images";

/** A picture that failed to load shows the placeholder instead (its srcset would win over src). */
export function showPlaceholder(image: HTMLImageElement): void {
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  image.removeAttribute("srcset");
  image.src = PLACEHOLDER_IMAGE;
}
