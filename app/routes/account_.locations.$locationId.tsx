import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { accountMessages } from "~/account/account-messages.server";
import { LocationEditForm } from "~/account/location-edit-form";
import { CustomerLocationForm, type LocationField, locationFormValues } from "~/account/location-form";
import { requireOwnLocation, updateOwnLocation } from "~/account/saved-locations.server";
import { requireUser } from "~/accounts/auth.server";
import { ConfirmButton } from "~/admin/confirm";
import { translatedErrors } from "~/locales/reply-words.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { formatDecimal } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert } from "~/ui/field";
import { translateIn, useFormat, useTranslation } from "~/ui/translation";

/**
 * A saved delivery location on a real form (issue 44 point 8, decision 0095): its owner edits its
 * name, address, province, postal code, instructions and point on the map; a moved point is priced
 * again. Removing it asks first (/account/locations/{id}/remove without JavaScript).
 */
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  {
    title: page ? `${translateIn(matches, "account:location.editTitle")} | Donkerhoek Farm Supplies` : "Page not found",
  },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { location } = await requireOwnLocation(request, params.locationId);
  return {
    messages: accountMessages(requestTranslator(request, []).language, [
      "heading",
      "location.",
      "profile.saving",
      "registration.province",
      "picker.",
      "province.",
    ]),
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
  const { t } = requestTranslator(request, ["account"]);
  if (submission.status !== "success") {
    const typed = Object.fromEntries(
      Object.entries(submission.payload).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
    );
    return data({ errors: translatedErrors(submission.error ?? {}, t), typed }, { status: 400 });
  }
  const saved = await updateOwnLocation(db(), user.id, params.locationId, submission.value);
  if (!saved.ok) throw notFound();
  const description = saved.outside
    ? t("account:location.outsideArea")
    : saved.moved
      ? t("account:location.savedMoved")
      : undefined;
  return redirectWithToast(
    request,
    "/account",
    {
      title: t("account:location.saved"),
      ...(description ? { description } : {}),
      variant: saved.outside ? "default" : "success",
    },
    { status: 303 },
  );
}

export default function EditLocationPage() {
  const { id, name, values, feeCents, distanceKm } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const format = useFormat();
  const question = t("account:location.removeQuestion", { name });
  const value = (field: LocationField) => refused?.typed[field] ?? values[field];
  const errorsOf = (field: LocationField) => refused?.errors[field] ?? undefined;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p className="text-sm">
        <Link to="/account">← {t("account:heading")}</Link>
      </p>
      <section
        aria-labelledby="edit-location-title"
        className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h1 id="edit-location-title" className="text-2xl font-bold">
          {t("account:location.editTitle")}
        </h1>
        <p className="text-sm text-stone-700">
          {feeCents != null
            ? t("account:location.fee", { name, fee: format.rand(feeCents) })
            : t("account:location.noFee", { name })}
          {distanceKm != null
            ? ` ${t("account:location.fromStore", { distance: formatDecimal(distanceKm, 1, format.language) })}`
            : "."}{" "}
          {t("account:location.moveHint")}
        </p>
        {refused ? <Alert title={t("account:location.checkForm")}>{t("account:location.nothingSaved")}</Alert> : null}
        <LocationEditForm value={value} errorsOf={errorsOf} busy={busy} />
      </section>
      <section
        aria-labelledby="remove-location-title"
        className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="remove-location-title" className="text-lg font-semibold">
          {t("account:location.remove")}
        </h2>
        <p className="text-sm text-stone-700">{question}</p>
        <ConfirmButton
          label={t("account:location.remove")}
          confirmHref={`/account/locations/${encodeURIComponent(id)}/remove`}
          confirmation={{
            title: t("account:location.removeTitle"),
            message: question,
            confirmLabel: t("account:location.removeConfirm"),
            cancelLabel: t("account:location.cancel"),
            action: `/account/locations/${encodeURIComponent(id)}/remove`,
            fields: { intent: "remove" },
          }}
        />
      </section>
    </div>
  );
}
