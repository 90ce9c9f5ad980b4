import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireStaff } from "~/accounts/auth.server";
import { canAccess } from "~/accounts/roles";
import { ownLineLinkClass } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import {
  type FormValues,
  openedSnapshot,
  type StaleEditReport,
  staleEditMessage,
  staleEditReply,
} from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { FEATURED_TABS } from "~/catalog/featured";
import { guidePath } from "~/documentation/categories";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { readFormData } from "~/platform/forms.server";
import { clientIp, requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { clearProductFeedCache } from "~/seo/feed.server";
import {
  CLOSURE_NOTICE_DAYS,
  MAX_ADDRESS_LINES,
  MAX_CLOSURES,
  MAX_HOURS_ROWS,
  SECTION_TITLES,
  SETTINGS_FIELD_LABELS,
  SETTINGS_SECTIONS,
  type SettingsSection,
} from "~/shop/shop-settings";
import { loadSettingsScreen, saveSettingsSection } from "~/shop/shop-settings.server";
import { formValues, SETTINGS_FORMS, sectionFromForm } from "~/shop/shop-settings-form";
import { Alert, Field, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

const SHOP_SETTINGS_GUIDE = guidePath("shop-settings-guide");

export const meta: MetaFunction = () => adminMeta("Shop settings");

export const handle: AdminHandle = { breadcrumb: "Shop settings" };

const PAGE = "/admin/settings";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "settings");
  const screen = await loadSettingsScreen(db());
  const sections = SETTINGS_SECTIONS.map((section) => {
    const values = formValues(section, screen[section].values);
    return {
      section,
      values,
      /** What the section's form was opened with, for the merge of a refused stale save. */
      opened: openedSnapshot(values as FormValues),
      savedAt: screen[section].savedAt,
      savedBy: screen[section].savedBy,
    };
  });
  return {
    sections,
    links: {
      delivery: canAccess(user.roles, "deliverySettings"),
      bank: canAccess(user.roles, "payments"),
    },
  };
}

type ActionReply = {
  section: SettingsSection;
  result: SubmissionResult<string[]>;
  /** A refused stale save: the version the merged form now stands on, and the per-field notes. */
  seen?: string;
  stale?: StaleEditReport;
};

function isSection(value: unknown): value is SettingsSection {
  return typeof value === "string" && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "settings");
  requireSameOrigin(request);
  const formData = await readFormData(request);
  const section = formData.get("section");
  if (!isSection(section)) {
    throw data("This form names no settings section. Please reload the page and try again.", { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: SETTINGS_FORMS[section] });
  if (submission.status !== "success") {
    return data<ActionReply>({ section, result: submission.reply() }, { status: 400 });
  }
  const seen = String(formData.get("seen") ?? "");
  const outcome = await saveSettingsSection(
    db(),
    { id: user.id, email: user.email },
    section,
    sectionFromForm(section, submission.value as never),
    { seen, ipAddress: clientIp(request) },
  );
  if (outcome.status === "stale") {
    // Someone saved this section since it was opened: show it again merged, theirs where you changed nothing.
    const reply = submission.reply({ formErrors: [staleEditMessage({ by: outcome.by, at: outcome.at })] });
    const { result, stale } = staleEditReply(reply, submission.payload, {
      current: formValues(section, outcome.values as never) as FormValues,
      version: { field: "seen", value: outcome.at },
      labels: SETTINGS_FIELD_LABELS,
    });
    return data<ActionReply>({ section, result, seen: outcome.at, stale }, { status: 409 });
  }
  // The product feed names the shop: built again with the new details.
  if (section === "details") clearProductFeedCache();
  return redirectWithToast(request, `${PAGE}#${section}`, {
    title: `${SECTION_TITLES[section]} saved`,
    description: outcome.changed.length > 0 ? "The shop shows the new settings from now on." : "Nothing had changed.",
    variant: "success",
  });
}

export default function SettingsPage() {
  const { sections, links } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Shop settings</h1>
        <p className="mt-1 text-sm text-stone-700">
          What the shop tells customers about itself and how the back office judges orders and stock. Each part saves on
          its own and shows on the shop at once. What each part does:{" "}
          <Link to={SHOP_SETTINGS_GUIDE} className="underline">
            the Shop Settings Guide
          </Link>{" "}
          in the documentation center.
        </p>
        {links.delivery || links.bank ? (
          <p className="mt-2 text-sm">
            Also: {links.delivery ? <Link to="/admin/delivery-settings">Delivery settings</Link> : null}
            {links.delivery && links.bank ? " · " : null}
            {links.bank ? <Link to="/admin/bank-details">EFT bank details</Link> : null}
          </p>
        ) : null}
        <nav aria-label="Settings sections" className="mt-2 text-sm">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={ownLineLinkClass}>
                  {SECTION_TITLES[section]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {sections.map((entry) => (
        // A save brings new values: a fresh form shows them.
        <SectionForm key={`${entry.section}-${entry.savedAt ?? "never"}`} {...entry} />
      ))}
    </div>
  );
}

function SectionForm({
  section,
  values,
  opened,
  savedAt,
  savedBy,
}: {
  section: SettingsSection;
  values: Record<string, unknown>;
  opened: string;
  savedAt: string | null;
  savedBy: string | null;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && isSendingForm(navigation) && navigation.formData?.get("section") === section;
  const mine = actionData && "section" in actionData && actionData.section === section ? actionData : undefined;
  const reply = mine?.result;
  const [form, fields] = useForm<FormShape>({
    id: `settings-${section}`,
    lastResult: reply,
    defaultValue: values as FormShape,
    shouldRevalidate: "onBlur",
  });
  const headingId = `${section}-title`;
  return (
    <section id={section} aria-labelledby={headingId} className="space-y-3 border-t border-stone-200 pt-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {SECTION_TITLES[section]}
        </h2>
        <p className="text-sm text-stone-600">
          {savedAt
            ? `Last saved ${formatDateTime(savedAt)}${savedBy ? ` by ${savedBy}` : ""}.`
            : "Never changed: the shop's first settings."}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="section" value={section} />
        <input type="hidden" name="seen" value={mine?.stale ? (mine.seen ?? "") : (savedAt ?? "")} />
        <OpenedValues snapshot={mine?.stale?.opened ?? opened} />
        {form.errors?.length ? (
          <Alert title="Nothing was saved">
            <ul>
              {form.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Alert>
        ) : reply?.status === "error" ? (
          <Alert title={`Please check the ${SECTION_TITLES[section].toLowerCase()}`}>
            Nothing was saved. The values to correct are marked below.
          </Alert>
        ) : null}
        <StaleEditNotes notes={mine?.stale} />
        <SectionFields section={section} fields={fields} />
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? "Saving..." : `Save ${SECTION_TITLES[section].toLowerCase()}`}
        </button>
      </Form>
    </section>
  );
}

type FormShape = Record<string, string | string[] | undefined>;
type Fields = ReturnType<typeof useForm<FormShape>>[1];
type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

function TextArea({
  field,
  label,
  hint,
  rows,
  lang,
}: {
  field: AnyField;
  label: string;
  hint?: ReactNode;
  rows: number;
  /** The language staff write in here, when not the screen's English. */
  lang?: string;
}) {
  return (
    <Field id={field.id} label={label} errors={field.errors} hint={hint}>
      <textarea {...getTextareaProps(field)} rows={rows} lang={lang} className={inputClass} key={field.key} />
    </Field>
  );
}

function Checkbox({ field, label, hint }: { field: AnyField; label: string; hint: string }) {
  return (
    <div className="flex items-start gap-2">
      <input
        {...getInputProps(field, { type: "checkbox" })}
        className="mt-1 rounded border-stone-400 text-brand-700"
        key={field.key}
      />
      <label htmlFor={field.id} className="text-sm">
        <span className="font-medium">{label}</span>
        <span className="block text-stone-600">{hint}</span>
      </label>
    </div>
  );
}

function SectionFields({ section, fields }: { section: SettingsSection; fields: Fields }) {
  const field = (name: string) => fields[name] as AnyField;
  switch (section) {
    case "details":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={field("name")} label="Shop name" hint="In the header, page titles and e-mails." />
          <TextField field={field("legalName")} label="Legal name" hint="On tax invoices and in the footer." />
          <TextField field={field("tagline")} label="Tagline" hint="Under the name on the home page. Optional." />
          <TextField
            field={field("taglineAf")}
            label="Tagline in Afrikaans (optional)"
            lang="af"
            hint="Shown instead to customers reading the shop in Afrikaans."
          />
          <TextArea
            field={field("address")}
            label="Address"
            rows={MAX_ADDRESS_LINES}
            hint={`One line per row, at most ${MAX_ADDRESS_LINES}.`}
          />
          <TextField field={field("phone")} label="Phone" type="tel" />
          <TextField field={field("whatsapp")} label="WhatsApp" type="tel" hint="Empty: no WhatsApp links." />
          <TextField field={field("email")} label="Customer e-mail" type="email" hint="Shown on the site." />
          <TextField
            field={field("ordersEmail")}
            label="Notifications e-mail"
            type="email"
            hint="Receives new orders, proofs of payment, messages and bank-detail changes."
          />
          <TextField
            field={field("vatNumber")}
            label="VAT number"
            inputMode="numeric"
            hint="On tax invoices: 10 digits starting with 4."
          />
        </div>
      );
    case "hours":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextArea
            field={field("hours")}
            label="Store hours"
            rows={MAX_HOURS_ROWS - 2}
            hint={`One line per row: the days, a colon, the hours ("Saturday: 8:00-13:00"). At most ${MAX_HOURS_ROWS}.`}
          />
          <TextArea
            field={field("closures")}
            label="Holidays and closures"
            rows={6}
            hint={`One per line: the date, then the note ("2026-12-25 Christmas Day: closed"). Shown from ${CLOSURE_NOTICE_DAYS} days before; at most ${MAX_CLOSURES}.`}
          />
          <TextArea
            field={field("hoursAf")}
            label="Hours in Afrikaans (optional)"
            rows={MAX_HOURS_ROWS - 2}
            lang="af"
            hint='Shown instead to customers reading in Afrikaans: one line for each line of store hours, in the same order ("Saterdag: 8:00-13:00").'
          />
        </div>
      );
    case "home": {
      const tabs = field("featuredTabs");
      return (
        <div className="space-y-3">
          <TextField field={field("welcomeTitle")} label="Welcome title" />
          <TextArea
            field={field("welcomeText")}
            label="Welcome text"
            rows={3}
            hint="The first-visit welcome on the home page (switched on or off under Features)."
          />
          <TextField
            field={field("welcomeTitleAf")}
            label="Welcome title in Afrikaans (optional)"
            lang="af"
            hint="Shown instead to customers reading in Afrikaans."
          />
          <TextArea
            field={field("welcomeTextAf")}
            label="Welcome text in Afrikaans (optional)"
            rows={3}
            lang="af"
            hint="Shown instead to customers reading in Afrikaans."
          />
          <fieldset className="space-y-1" aria-describedby={tabs.errors?.length ? `${tabs.id}-error` : undefined}>
            <legend className="text-sm font-medium text-stone-800">Featured Products tabs on the home page</legend>
            {getCollectionProps(tabs, { type: "checkbox", options: FEATURED_TABS.map((tab) => tab.id) }).map(
              (props) => (
                <div key={props.key} className="flex items-center gap-2">
                  <input {...props} key={props.key} className="rounded border-stone-400 text-brand-700" />
                  <label htmlFor={props.id} className="flex min-h-6 items-center text-sm">
                    {FEATURED_TABS.find((tab) => tab.id === props.value)?.label}
                  </label>
                </div>
              ),
            )}
            <p className="text-xs text-stone-600">None chosen: the home page has no Featured Products section.</p>
          </fieldset>
        </div>
      );
    }
    case "thresholds":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            field={field("lowStock")}
            label="Low stock at or below"
            type="number"
            hint="Products with this many or fewer (and more than 0) show as Low Stock in the back office."
          />
          <TextField
            field={field("proofWarningHours")}
            label="Flag a waiting proof of payment after (hours)"
            type="number"
            hint="We promise customers to verify within 24 hours: the dashboard flags proofs waiting longer than this."
          />
          <TextField
            field={field("smsPartPriceCents")}
            label="Price of one SMS part (cents)"
            type="number"
            hint="What the SMS aggregator charges per part: the bulk SMS screen estimates a send's cost with it."
          />
          <TextField
            field={field("eftHoldHours")}
            label="Hold an unpaid EFT order for (hours)"
            type="number"
            hint="An EFT order with no payment or proof by then is cancelled, its stock goes back on sale and the customer is told. A proof waiting to be checked stops the clock."
          />
          <TextField
            field={field("counterHoldDays")}
            label="Hold a 'pay when you collect' order for (days)"
            type="number"
            hint="An order to pay at the counter that is not collected and paid by then is cancelled the same way."
          />
        </div>
      );
    case "features":
      return (
        <div className="space-y-2">
          <Checkbox
            field={field("welcomeDialog")}
            label="Welcome for first-time visitors"
            hint="The welcome on the home page, until the visitor dismisses it."
          />
          <Checkbox
            field={field("newsletterSignup")}
            label="Newsletter sign-up"
            hint="The sign-up form in the footer; off, no new addresses are taken (subscribers stay)."
          />
          <Checkbox
            field={field("payAtCounter")}
            label="Offer 'Pay when you collect' at checkout"
            hint="For orders to collect, the customer may choose to pay at the counter (cash or card) instead of by EFT. Off: EFT only. Orders already placed keep their way to pay."
          />
        </div>
      );
  }
}
