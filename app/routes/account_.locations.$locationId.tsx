import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  CustomerLocationForm,
  type LocationField,
  locationFormValues,
  UNKNOWN_PROVINCE,
} from "~/account/location-form";
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
import { ownLocation, updateOwnLocation } from "~/account/saved-locations.server";
import { requireUser } from "~/accounts/auth.server";
import { SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { ConfirmButton } from "~/admin/confirm";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

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
  const user = await requireUser(request);
  const location = await ownLocation(db(), user.id, params.locationId);
  if (!location) throw notFound();
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

function TextInput({
  name,
  label,
  value,
  errors,
  hint,
  required,
  autoComplete,
  placeholder,
}: {
  name: LocationField;
  label: string;
  value: string;
  errors: string[] | undefined;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = `location-${name}`;
  return (
    <Field id={id} label={label} errors={errors} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

export default function EditLocationPage() {
  const { id, name, values, feeCents, distanceKm } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const value = (field: LocationField) => refused?.typed[field] ?? values[field];
  const errorsOf = (field: LocationField) => refused?.errors[field] ?? undefined;
  const province = value("province");
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
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="save" />
          <TextInput
            name="locationName"
            label="Location name"
            value={value("locationName")}
            errors={errorsOf("locationName")}
            hint="For example Home, or the farm's name."
            required
          />
          <TextInput
            name="addressLine1"
            label="Address line 1"
            value={value("addressLine1")}
            errors={errorsOf("addressLine1")}
            autoComplete="address-line1"
            required
          />
          <TextInput
            name="addressLine2"
            label="Address line 2 (optional)"
            value={value("addressLine2")}
            errors={errorsOf("addressLine2")}
            autoComplete="address-line2"
          />
          <TextInput
            name="city"
            label="Town or suburb"
            value={value("city")}
            errors={errorsOf("city")}
            autoComplete="address-level2"
          />
          <Field id="location-province" label="Province" errors={errorsOf("province")}>
            <select
              id="location-province"
              name="province"
              defaultValue={province}
              aria-invalid={errorsOf("province")?.length ? true : undefined}
              aria-describedby={errorsOf("province")?.length ? "location-province-error" : undefined}
              className={inputClass}
            >
              <option value={UNKNOWN_PROVINCE}>Not given</option>
              {SOUTH_AFRICAN_PROVINCES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <TextInput
            name="postalCode"
            label="Postal code (optional)"
            value={value("postalCode")}
            errors={errorsOf("postalCode")}
            autoComplete="postal-code"
            placeholder="1020"
          />
          <Field
            id="location-deliveryInstructions"
            label="Instructions for the driver (optional)"
            errors={errorsOf("deliveryInstructions")}
          >
            <textarea
              id="location-deliveryInstructions"
              name="deliveryInstructions"
              rows={3}
              defaultValue={value("deliveryInstructions")}
              className={inputClass}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-800">Point on the map (GPS coordinates)</legend>
            <p className="text-xs text-stone-600">
              Where we deliver, for example your farm gate. To move it, open a map app on your phone, press and hold on
              the spot, and copy the two numbers it shows: latitude first, then longitude.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                name="latitude"
                label="Latitude"
                value={value("latitude")}
                errors={errorsOf("latitude")}
                placeholder="-25.7420"
                required
              />
              <TextInput
                name="longitude"
                label="Longitude"
                value={value("longitude")}
                errors={errorsOf("longitude")}
                placeholder="28.5347"
                required
              />
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? "Saving..." : "Save location"}
            </button>
            <Link to="/account" className={secondaryButtonClass}>
              Back without saving
            </Link>
          </div>
        </Form>
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
