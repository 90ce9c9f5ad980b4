import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { ConfirmationPage } from "~/admin/confirm";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { ProductMediaManager, removeDocumentConfirmation, removeImageConfirmation } from "~/catalog/product-media";
import {
  changeProductMedia,
  loadProductMedia,
  MediaForm,
  type MediaOutcome,
  receiveProductUpload,
} from "~/catalog/product-media.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp, safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Images and document: ${data.media.name}` : "Images and document");

export const handle: AdminHandle = {
  breadcrumb: (data) => {
    const name = (data as { media?: { name: string } } | undefined)?.media?.name;
    return name ? `${name}: images and document` : "Images and document";
  },
};

const here = (productId: string) => `/admin/products/${productId}/media`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const media = await loadProductMedia(db(), params.productId ?? "");
  if (!media) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const returnTo = safeRedirectPath(url.searchParams.get("returnTo"), here(media.productId));
  const confirm = url.searchParams.get("confirm") ?? "";
  const image = confirm.startsWith("image:")
    ? media.images.find((candidate) => `image:${candidate.id}` === confirm)
    : undefined;
  return {
    media,
    returnTo,
    confirming: image
      ? { kind: "image" as const, id: image.id, order: image.order }
      : confirm === "document" && media.document
        ? { kind: "document" as const }
        : null,
  };
}

/**
 * The image manager's and document card's forms. Uploads are multipart and read as they stream
 * in (5 MB an image, 10 MB a PDF); the rest are small forms. Each comes back to where it was
 * sent from (the product's editor or this page) with a toast; a refusal shows on this page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "products");
  const productId = params.productId ?? "";
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  let outcome: MediaOutcome;
  let returnTo: string | undefined;

  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (multipart) {
    // The intent travels in the address too, so an upload refused before its fields are read still gets its own message.
    const isDocument = new URL(request.url).searchParams.get("upload") === "document";
    ({ outcome, returnTo } = await receiveProductUpload(
      db(),
      actor,
      productId,
      request,
      isDocument ? "document" : "image",
      meta,
    ));
  } else {
    const submission = await parseFormSubmission(request, MediaForm);
    if (submission.status !== "success") {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? "Unknown action.";
      return data({ toast: { title: "Not changed", description: message } }, { status: 400 });
    }
    returnTo = typeof submission.payload.returnTo === "string" ? submission.payload.returnTo : undefined;
    outcome = await changeProductMedia(db(), actor, productId, submission.value, meta);
  }
  if (!outcome.ok) return data({ toast: outcome.toast }, { status: outcome.status });
  return redirectWithToast(request, safeRedirectPath(returnTo, here(productId)), {
    ...outcome.toast,
    variant: "success",
  });
}

export default function ProductMediaPage() {
  const { media, returnTo, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (confirming) {
    const confirmation =
      confirming.kind === "image"
        ? removeImageConfirmation(media, confirming, returnTo)
        : removeDocumentConfirmation(media, returnTo);
    return <ConfirmationPage confirmation={confirmation} cancelHref={returnTo} />;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <BackLink to={`/admin/products/${media.productId}`}>Back to the product</BackLink>
      </p>
      <h1 className="text-2xl font-bold">Images and document: {media.name}</h1>
      {actionData ? <Alert title={actionData.toast.title}>{actionData.toast.description}</Alert> : null}
      <ProductMediaManager media={media} returnTo={here(media.productId)} />
    </div>
  );
}
