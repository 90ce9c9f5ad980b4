import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LocationEditForm } from "~/account/location-edit-form";
import { CustomerLocationForm, type LocationField, locationFormValues } from "~/account/location-form";
import {
  LOCATION_EDIT_TITLE,
  LOCATION_OUTSIDE_AREA,
  LOCATION_REMOVE,
  LOCATION_REMOVE_CONFIRM,
  LOCATION_REMOVE_TITLE,
  LOCATION_SAVED,
  LOCATION_SAVED_MOVED,
  locationRemoveQuestion,
} from "~/account/messages";
import { requireOwnLocation, updateOwnLocation } from "~/account/saved-locations.server";
import { requireUser } from "~/accounts/auth.server";
import { ConfirmButton } from "~/admin/confirm";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert } from "~/ui/field";

/**
 * A saved delivery location on a real form (issue 44 point 8, decision 0095): its owner edits its
 * name, address, province, postal code, instructions and point on the map; a moved point is priced
 * again. Removing it asks first (/account/locations/{id}/remove without JavaScript).
 */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${LOCATION_EDIT_TITLE} | Donkerhoek Farm Supplies` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { location } = await requireOwnLocation(request, params.locationId);
  return {
    id: location.id,
    name: location.location_name,
    values: locationFormValues(location),
    feeCents: location.delivery_fee_cents,
    distanceKm: location.distance_km,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request);
  const submission = await parseFormSubmission(request, CustomerLocationForm);
  if (submission.status !== "success") {
    const typed = Object.fromEntries(
      Object.entries(submission.payload).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
    );
    return data({ errors: submission.error ?? {}, typed }, { status: 400 });
  }
  const saved = await updateOwnLocation(db(), user.id, params.locationId, submission.value);
  if (!saved.ok) throw notFound();
  const description = saved.outside ? LOCATION_OUTSIDE_AREA : saved.moved ? LOCATION_SAVED_MOVED : undefined;
  return redirectWithToast(
    request,
    "/account",
    { title: LOCATION_SAVED, ...(description ? { description } : {}), variant: saved.outside ? "default" : "success" },
    { status: 303 },
  );
}

export default function EditLocationPage() {
  const { id, name, values, feeCents, distanceKm } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const value = (field: LocationField) => refused?.typed[field] ?? values[field];
  const errorsOf = (field: LocationField) => refused?.errors[field] ?? undefined;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p className="text-sm">
        <Link to="/account">← My Account</Link>
      </p>
      <section
        aria-labelledby="edit-location-title"
        className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h1 id="edit-location-title" className="text-2xl font-bold">
          {LOCATION_EDIT_TITLE}
        </h1>
        <p className="text-sm text-stone-700">
          {feeCents != null ? `Delivery to ${name} costs ${formatRand(feeCents)}` : `${name} has no delivery fee yet`}
          {distanceKm != null ? ` (${distanceKm.toFixed(1)} km from the store).` : "."} Change the point on the map and
          we work the fee out again.
        </p>
        {refused ? (
          <Alert title="Please check the form">Nothing was saved yet: see the notes beside the fields.</Alert>
        ) : null}
        <LocationEditForm value={value} errorsOf={errorsOf} busy={busy} />
      </section>
      <section
        aria-labelledby="remove-location-title"
        className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="remove-location-title" className="text-lg font-semibold">
          {LOCATION_REMOVE}
        </h2>
        <p className="text-sm text-stone-700">{locationRemoveQuestion(name)}</p>
        <ConfirmButton
          label={LOCATION_REMOVE}
          confirmHref={`/account/locations/${encodeURIComponent(id)}/remove`}
          confirmation={{
            title: LOCATION_REMOVE_TITLE,
            message: locationRemoveQuestion(name),
            confirmLabel: LOCATION_REMOVE_CONFIRM,
            action: `/account/locations/${encodeURIComponent(id)}/remove`,
            fields: { intent: "remove" },
          }}
        />
      </section>
    </div>
  );
}
