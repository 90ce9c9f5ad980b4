import { Form } from "@remix-run/react";
import { type Confirmation, ConfirmButton } from "~/admin/confirm";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { imageAtWidth } from "./product-images";
import type { ProductMedia } from "./product-media.server";
import { IMAGE_GUIDELINES, MAX_IMAGES_PER_PRODUCT } from "./product-media-messages";

const smallButton = `${secondaryButtonClass} px-2 py-1 text-sm`;

export function mediaAction(productId: string): string {
  return `/admin/products/${productId}/media`;
}

export function removeImageConfirmation(
  media: Pick<ProductMedia, "productId">,
  image: { id: string; order: number },
  returnTo: string,
): Confirmation {
  return {
    title: "Remove image",
    message: `Remove image ${image.order}? The file is deleted and the other images are renumbered.`,
    confirmLabel: "Remove",
    action: mediaAction(media.productId),
    fields: { intent: "remove-image", imageId: image.id, returnTo },
  };
}

export function removeDocumentConfirmation(media: Pick<ProductMedia, "productId">, returnTo: string): Confirmation {
  return {
    title: "Remove document",
    message: "Remove the PDF document? Customers will no longer find it on the product page.",
    confirmLabel: "Remove",
    action: mediaAction(media.productId),
    fields: { intent: "remove-document", returnTo },
  };
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The image manager and PDF document card (back-office spec, product edit form): up to three
 * images, the first the main one, each with its description, moved up or down or removed; and
 * one PDF with a title. Every button is a small form, so all of it works without JavaScript;
 * every form comes back to `returnTo`.
 */
export function ProductMediaManager({ media, returnTo }: { media: ProductMedia; returnTo: string }) {
  const action = mediaAction(media.productId);
  const full = media.images.length >= MAX_IMAGES_PER_PRODUCT;
  const confirmBase = `${action}?${new URLSearchParams({ returnTo })}`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="images-heading" className="space-y-3 rounded-md border border-stone-200 p-3">
        <h2 id="images-heading" className="text-lg font-semibold">
          Images ({media.images.length} of {MAX_IMAGES_PER_PRODUCT})
        </h2>
        <ul className="list-inside list-disc text-sm text-stone-700">
          {IMAGE_GUIDELINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {media.images.length === 0 ? <p className="text-sm">No images yet: the shop shows a placeholder.</p> : null}
        <ol className="grid gap-3 sm:grid-cols-3">
          {media.images.map((image, index) => (
            <li key={image.id} className="space-y-2 rounded-md border border-stone-200 p-2">
              <img
                src={imageAtWidth(image.url, 320)}
                alt={image.alt}
                width={320}
                height={320}
                loading="lazy"
                className="aspect-square w-full rounded bg-stone-100 object-cover"
              />
              <p className="text-sm font-semibold">
                {index === 0 ? "Main image" : `Image ${image.order}`}
                {image.width && image.height ? (
                  <span className="font-normal text-stone-600">
                    {" "}
                    · {image.width}×{image.height}
                  </span>
                ) : null}
              </p>
              <Form method="post" action={action} className="space-y-1">
                <Hidden fields={{ intent: "alt-text", imageId: image.id, returnTo }} />
                <label htmlFor={`alt-${image.id}`} className="block text-xs font-medium">
                  Description (alt text) of image {image.order}
                </label>
                <div className="flex gap-1">
                  <input
                    id={`alt-${image.id}`}
                    name="altText"
                    defaultValue={image.alt}
                    maxLength={200}
                    className={inputClass}
                  />
                  <button type="submit" className={smallButton}>
                    Save
                  </button>
                </div>
              </Form>
              <div className="flex flex-wrap gap-1">
                {index > 0 ? (
                  <Form method="post" action={action}>
                    <Hidden fields={{ intent: "move-image", imageId: image.id, move: "up", returnTo }} />
                    <button type="submit" className={smallButton} aria-label={`Move image ${image.order} up`}>
                      Move up
                    </button>
                  </Form>
                ) : null}
                {index < media.images.length - 1 ? (
                  <Form method="post" action={action}>
                    <Hidden fields={{ intent: "move-image", imageId: image.id, move: "down", returnTo }} />
                    <button type="submit" className={smallButton} aria-label={`Move image ${image.order} down`}>
                      Move down
                    </button>
                  </Form>
                ) : null}
                <ConfirmButton
                  label="Remove"
                  confirmation={removeImageConfirmation(media, image, returnTo)}
                  confirmHref={`${confirmBase}&confirm=image:${image.id}`}
                />
              </div>
            </li>
          ))}
        </ol>
        {full ? (
          <p className="text-sm">This product has {MAX_IMAGES_PER_PRODUCT} images: remove one to add another.</p>
        ) : (
          <Form
            method="post"
            action={`${action}?upload=image`}
            encType="multipart/form-data"
            className="flex flex-wrap items-end gap-2"
          >
            <Hidden fields={{ intent: "upload-image", returnTo }} />
            <div className="min-w-0 max-w-full">
              <label htmlFor="image-file" className="block text-sm font-medium">
                Add an image (JPG, PNG or WebP, up to 5 MB)
              </label>
              {/* No wider than the screen: a file field's own width sticks out of a 320 px phone. */}
              <input
                id="image-file"
                name="image"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                required
                className="block w-full max-w-full text-sm"
              />
            </div>
            <button type="submit" className={primaryButtonClass}>
              Upload image
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="document-heading" className="space-y-3 rounded-md border border-stone-200 p-3">
        <h2 id="document-heading" className="text-lg font-semibold">
          PDF document
        </h2>
        {media.document ? (
          <div className="space-y-2">
            <p className="text-sm">
              <a href={media.document.url} target="_blank" rel="noreferrer">
                {media.document.title || "Product document"} (PDF)
              </a>
            </p>
            <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
              <Hidden fields={{ intent: "document-title", returnTo }} />
              <div className="min-w-0 flex-1">
                <label htmlFor="document-title" className="block text-sm font-medium">
                  Document title
                </label>
                <input
                  id="document-title"
                  name="title"
                  defaultValue={media.document.title ?? ""}
                  maxLength={200}
                  className={inputClass}
                />
              </div>
              <button type="submit" className={smallButton}>
                Save title
              </button>
            </Form>
            <ConfirmButton
              label="Remove document"
              confirmation={removeDocumentConfirmation(media, returnTo)}
              confirmHref={`${confirmBase}&confirm=document`}
            />
          </div>
        ) : (
          <p className="text-sm">No document yet.</p>
        )}
        <Form method="post" action={`${action}?upload=document`} encType="multipart/form-data" className="space-y-2">
          <Hidden fields={{ intent: "upload-document", returnTo }} />
          <div>
            <label htmlFor="document-file" className="block text-sm font-medium">
              {media.document ? "Replace the PDF (up to 10 MB)" : "Upload a PDF (up to 10 MB)"}
            </label>
            <input
              id="document-file"
              name="document"
              type="file"
              accept="application/pdf"
              required
              className="block w-full max-w-full text-sm"
            />
          </div>
          <div>
            <label htmlFor="new-document-title" className="block text-sm font-medium">
              PDF title (optional)
            </label>
            <input id="new-document-title" name="title" maxLength={200} className={inputClass} />
          </div>
          <button type="submit" className={primaryButtonClass}>
            Upload PDF
          </button>
        </Form>
      </section>
    </div>
  );
}
