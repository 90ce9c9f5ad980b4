import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  LOCATION_FORM_UNREADABLE,
  LOCATION_REMOVE_CONFIRM,
  LOCATION_REMOVE_TITLE,
  LOCATION_REMOVED,
  locationRemoveQuestion,
} from "~/account/messages";
import { removeOwnLocation, requireOwnLocation } from "~/account/saved-locations.server";
import { ConfirmationPage } from "~/admin/confirm";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert } from "~/ui/field";

/**
 * Removing a saved delivery location (decision 0095): GET asks first (the page the edit page's
 * Remove opens without JavaScript), POST removes. Only the owner's location.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${LOCATION_REMOVE_TITLE} | Donkerhoek Farm Supplies` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { location } = await requireOwnLocation(request, params.locationId);
  return { id: location.id, name: location.location_name };
}

const RemoveForm = z.object({ intent: z.literal("remove") });

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = await parseFormSubmission(request, RemoveForm);
  const { user, location } = await requireOwnLocation(request, params.locationId);
  if (submission.status !== "success") return data({ message: LOCATION_FORM_UNREADABLE }, { status: 400 });
  if (!(await removeOwnLocation(db(), user.id, location.id))) throw notFound();
  return redirectWithToast(
    request,
    "/account",
    { title: LOCATION_REMOVED, description: location.location_name, variant: "success" },
    { status: 303 },
  );
}

export default function RemoveLocationPage() {
  const { id, name } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const path = `/account/locations/${encodeURIComponent(id)}`;
  return (
    <div className="mx-auto max-w-lg space-y-3">
      {refused ? <Alert title="Nothing was removed">{refused.message}</Alert> : null}
      <ConfirmationPage
        cancelHref={path}
        confirmation={{
          title: LOCATION_REMOVE_TITLE,
          message: locationRemoveQuestion(name),
          confirmLabel: LOCATION_REMOVE_CONFIRM,
          action: `${path}/remove`,
          fields: { intent: "remove" },
        }}
      />
    </div>
  );
}
