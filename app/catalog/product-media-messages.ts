import { tooManyPixelsText } from "~/platform/image-limits";

/** The back-office spec's image and document messages (title, description), word for word. */
export const INVALID_FILE_TYPE = { title: "Invalid file type", description: "Please select an image file" };
export const FILE_TOO_LARGE = { title: "File too large", description: "Please select an image smaller than 5MB" };
export const MAXIMUM_IMAGES = {
  title: "Maximum images reached",
  description: "You can only upload up to 3 images per product",
};
export const IMAGE_UPLOAD_FAILED = { title: "Upload failed", description: "Failed to upload image. Please try again." };
export const IMAGE_DELETE_FAILED = { title: "Delete failed", description: "Failed to remove image. Please try again." };
export const IMAGE_UPLOADED = { title: "Image uploaded", description: "The image is on the product page now." };
export const NOT_A_PDF = { title: "Upload failed", description: "Please upload a PDF file" };
export const PDF_TOO_LARGE = { title: "Upload failed", description: "Please upload a PDF file smaller than 10MB" };
export const PDF_UPLOAD_FAILED = { title: "Upload failed", description: "Failed to upload PDF document" };
export const DOCUMENT_UPLOADED = {
  title: "Document uploaded",
  description: "Customers find it under the product's documents.",
};
export const TITLE_UPDATE_FAILED = { title: "Update failed", description: "The document title could not be saved." };

/** A picture past the pixel limit (decision 0105), titled as the spec's 'File too large' is. */
export const imageTooManyPixels = (size: { width: number; height: number }) => ({
  title: "Image too large",
  description: tooManyPixelsText(size),
});

export const MAX_IMAGES_PER_PRODUCT = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The spec sets no limit for PDFs; 10 MB holds any data sheet (docs/decisions/0029). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const IMAGE_GUIDELINES = ["800x800 minimum", "JPG/PNG/WebP", "The first image is the main one"];

export function defaultAltText(position: number): string {
  return `Product image ${position}`;
}
