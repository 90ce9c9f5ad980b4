import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import {
  type DeliverySettingsFields,
  DeliverySettingsForm,
  deliverySettingsConstraint,
  settingsFromSubmission,
} from "~/delivery/delivery-settings-form.server";
import {
  loadDeliverySettingsScreen,
  resetDeliverySettings,
  saveDeliverySettings,
} from "~/delivery/settings-admin.server";
import {
  DEFAULT_SAMPLE_DISTANCE,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  SAMPLE_DISTANCE_FIELD,
  settingsFormValues,
} from "~/delivery/settings-fields";
import { settingsPreview } from "~/delivery/settings-preview";
import { guidePath } from "~/documentation/categories";
import { db } from "~/platform/db.server";
import { formatDateTime, formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

const DELIVERY_SETTINGS_GUIDE = guidePath("delivery-settings-guide");

export const meta: MetaFunction = () => adminMeta("Delivery settings");

export const handle: AdminHandle = { breadcrumb: "Delivery settings" };

const PAGE = "/admin/delivery-settings";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "deliverySettings");
  const { settings, savedAt } = await loadDeliverySettingsScreen(db());
  return {
    values: { ...settingsFormValues(settings), [SAMPLE_DISTANCE_FIELD.name]: String(DEFAULT_SAMPLE_DISTANCE) },
    preview: settingsPreview(DEFAULT_SAMPLE_DISTANCE, settings),
    savedAt,
    constraint: deliverySettingsConstraint,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, DeliverySettingsForm);
  const user = await requireStaff(request, "deliverySettings");
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null }, { status: 400 });
  }
  const actor = { id: user.id, email: user.email };
  if (submission.value.intent === "reset") {
    await resetDeliverySettings(db(), actor, clientIp(request));
    return redirectWithToast(request, PAGE, {
      title: "Delivery settings reset",
      description: "Every delivery setting is back to its default.",
      variant: "success",
    });
  }
  const { settings, sampleDistance } = settingsFromSubmission(submission.value);
  if (submission.value.intent === "preview") {
    return data({ result: submission.reply(), preview: settingsPreview(sampleDistance, settings) });
  }
  await saveDeliverySettings(db(), actor, settings, { ipAddress: clientIp(request) });
  return redirectWithToast(request, PAGE, {
    title: "Delivery settings saved",
    description: "New quotes use these values from now on.",
    variant: "success",
  });
}

const GROUPS = [...new Set(NUMBER_FIELDS.map((field) => field.group))];

export default function DeliverySettingsPage() {
  const { savedAt } = useLoaderData<typeof loader>();
  // A save or reset brings new values: a fresh form shows them.
  return <SettingsForm key={savedAt ?? "defaults"} />;
}

function SettingsForm() {
  const { values, preview: savedPreview, savedAt, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && isSendingForm(navigation) ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<DeliverySettingsFields>({
    id: "delivery-settings",
    lastResult: actionData?.result,
    defaultValue: values,
    constraint,
    shouldRevalidate: "onBlur",
  });
  // After a refused Preview the table would show other values than the form: it waits for valid ones.
  const preview = actionData ? actionData.preview : savedPreview;
  const field = (name: string) => fields[name as keyof typeof fields];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Delivery settings</h1>
        <p className="mt-1 text-sm text-stone-700">
          Every number a delivery fee depends on. How each is used:{" "}
          <Link to={DELIVERY_SETTINGS_GUIDE} className="underline">
            the Delivery Settings Guide
          </Link>{" "}
          in the documentation center. {savedAt ? `Last saved ${formatDateTime(savedAt)}.` : "These are the defaults."}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        {form.errors?.length ? <Alert title="Please check the settings">{form.errors.join(" ")}</Alert> : null}
        {actionData && actionData.result.status === "error" ? (
          <Alert title="Please check the settings">Some values are not valid; they are marked below.</Alert>
        ) : null}
        {GROUPS.map((group) => (
          <fieldset key={group} className="space-y-3 rounded-md border border-stone-200 p-3">
            <legend className="px-1 font-semibold">{group}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {NUMBER_FIELDS.filter((item) => item.group === group).map((item) => {
                const meta = field(item.name);
                if (!meta) return null;
                return (
                  <Field key={item.name} id={meta.id} label={item.label} errors={meta.errors}>
                    <input
                      {...getInputProps(meta, { type: "text" })}
                      key={meta.key}
                      inputMode="decimal"
                      className={inputClass}
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        ))}
        <fieldset className="space-y-2 rounded-md border border-stone-200 p-3">
          <legend className="px-1 font-semibold">Feature flags</legend>
          {FLAG_FIELDS.map((flag) => {
            const meta = field(flag.name);
            if (!meta) return null;
            return (
              <div key={flag.name} className="flex items-start gap-2">
                <input
                  {...getInputProps(meta, { type: "checkbox", value: "on" })}
                  key={meta.key}
                  className="mt-1 rounded border-stone-300 text-brand-700"
                />
                <label htmlFor={meta.id} className="text-sm">
                  {flag.label}
                </label>
              </div>
            );
          })}
        </fieldset>
        <fieldset className="space-y-3 rounded-md border border-stone-200 p-3">
          <legend className="px-1 font-semibold">Preview</legend>
          <p className="text-sm text-stone-700">
            What a delivery of this distance costs with the values above. Preview saves nothing.
          </p>
          {(() => {
            const meta = field(SAMPLE_DISTANCE_FIELD.name);
            return meta ? (
              <Field id={meta.id} label={SAMPLE_DISTANCE_FIELD.label} errors={meta.errors}>
                <input
                  {...getInputProps(meta, { type: "number" })}
                  key={meta.key}
                  min={SAMPLE_DISTANCE_FIELD.min}
                  max={SAMPLE_DISTANCE_FIELD.max}
                  step="any"
                  className={`${inputClass} max-w-40`}
                />
              </Field>
            ) : null;
          })()}
          {preview ? (
            <table className="w-full text-sm" data-testid="settings-preview">
              <caption className="text-left text-stone-700">Fees at {preview.distanceKm} km</caption>
              <thead>
                <tr className="border-b border-stone-200 text-left">
                  <th className="py-1">Method</th>
                  <th className="py-1">For</th>
                  <th className="py-1 text-right">Fee</th>
                  <th className="py-1 pl-2">Note</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={`${row.method}-${row.variant}`} className="border-b border-stone-100">
                    <td className="py-1">{row.method}</td>
                    <td className="py-1">{row.variant}</td>
                    <td className="py-1 text-right tabular-nums">{formatRand(row.fee * 100)}</td>
                    <td className="py-1 pl-2 text-red-800">{row.note ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm">Correct the values above to see the preview.</p>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="preview" className={secondaryButtonClass} disabled={Boolean(busy)}>
            {busy === "preview" ? "Working out..." : "Preview"}
          </button>
          <button type="submit" name="intent" value="save" className={primaryButtonClass} disabled={Boolean(busy)}>
            {busy === "save" ? "Saving..." : "Save settings"}
          </button>
        </div>
      </Form>
      <Form method="post" className="border-t border-stone-200 pt-4">
        <p className="text-sm text-stone-700">Put every delivery setting back to the shop's defaults.</p>
        <button
          type="submit"
          name="intent"
          value="reset"
          className={`${secondaryButtonClass} mt-2`}
          disabled={Boolean(busy)}
        >
          {busy === "reset" ? "Resetting..." : "Reset to defaults"}
        </button>
      </Form>
    </div>
  );
}
