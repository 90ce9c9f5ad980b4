import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { accountMessages } from "~/account/account-messages.server";
import { removeOwnLocation, requireOwnLocation } from "~/account/saved-locations.server";
import { ConfirmationPage } from "~/admin/confirm";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

/**
 * Removing a saved delivery location (decision 0095): GET asks first (the page the edit page's
 * Remove opens without JavaScript), POST removes. Only the owner's location.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  {
    title: page
      ? `${translateIn(matches, "account:location.removeTitle")} | Donkerhoek Farm Supplies`
      : "Page not found",
  },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { location } = await requireOwnLocation(request, params.locationId);
  const messages = accountMessages(requestTranslator(request, []).language, [
    "location.removeTitle",
    "location.removeQuestion",
    "location.removeConfirm",
    "location.cancel",
    "location.nothingRemoved",
  ]);
  return { id: location.id, name: location.location_name, messages };
}

const RemoveForm = z.object({ intent: z.literal("remove") });

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = await parseFormSubmission(request, RemoveForm);
  const { user, location } = await requireOwnLocation(request, params.locationId);
  const { t } = requestTranslator(request, ["account"]);
  if (submission.status !== "success") return data({ message: t("account:location.formUnreadable") }, { status: 400 });
  if (!(await removeOwnLocation(db(), user.id, location.id))) throw notFound();
  return redirectWithToast(
    request,
    "/account",
    { title: t("account:location.removed"), description: location.location_name, variant: "success" },
    { status: 303 },
  );
}

export default function RemoveLocationPage() {
  const { id, name } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const path = `/account/locations/${encodeURIComponent(id)}`;
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg space-y-3">
      {refused ? <Alert title={t("account:location.nothingRemoved")}>{refused.message}</Alert> : null}
      <ConfirmationPage
        cancelHref={path}
        confirmation={{
          title: t("account:location.removeTitle"),
          message: t("account:location.removeQuestion", { name }),
          confirmLabel: t("account:location.removeConfirm"),
          cancelLabel: t("account:location.cancel"),
          action: `${path}/remove`,
          fields: { intent: "remove" },
        }}
      />
    </div>
  );
}
