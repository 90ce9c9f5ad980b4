import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { AboutForm, loadAboutForEditing, saveAboutContent } from "~/content/about-admin.server";
import { contentActor } from "~/content/blog-admin-actor.server";
import { ABOUT_FIELD_LABELS, ABOUT_SAVE_FAILED, ABOUT_SAVED } from "~/content/messages";
import { sanitizeAboutHtml } from "~/content/sanitize";
import { SanitizedHtml } from "~/content/sanitized-html";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

export const meta: MetaFunction = () => adminMeta("About Page Management");

export const handle: AdminHandle = { breadcrumb: "About Page" };

const PAGE = "/admin/about-management";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "about");
  const tab = new URL(request.url).searchParams.get("tab") === "preview" ? "preview" : "edit";
  const about = await loadAboutForEditing(db());
  const opened = about ? openedSnapshot({ title: about.title, content: about.content }) : null;
  return { about, opened, tab };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "about");
  const submission = await parseFormSubmission(request, AboutForm);
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply(),
        preview: null,
        message: null,
        currentUpdatedAt: null,
        stale: null as StaleEditReport | null,
      },
      { status: 400 },
    );
  }
  if (submission.value.intent === "preview") {
    const preview = { title: submission.value.title, html: sanitizeAboutHtml(submission.value.content) };
    return data({ result: submission.reply(), preview, message: null, currentUpdatedAt: null, stale: null });
  }
  const outcome = await saveAboutContent(db(), contentActor(user), submission.value, { ipAddress: clientIp(request) });
  if (!outcome.ok) {
    // Someone saved since the page was opened: show it again merged, theirs where you changed nothing.
    const { result, stale } = staleEditReply(submission.reply({ formErrors: [outcome.message] }), submission.payload, {
      current: outcome.current,
      version: { field: "updatedAt", value: outcome.currentUpdatedAt },
      labels: ABOUT_FIELD_LABELS,
    });
    return data(
      { result, preview: null, message: outcome.message, currentUpdatedAt: outcome.currentUpdatedAt, stale },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, `${PAGE}?tab=preview`, { title: ABOUT_SAVED, variant: "success" });
}

function AboutPreview({ title, html }: { title: string; html: string }) {
  return (
    <div className="rounded-lg border border-dashed border-stone-400 bg-white p-4" data-testid="about-preview">
      <h2 className="text-2xl font-bold">{title}</h2>
      <SanitizedHtml html={html} className="mt-4" />
    </div>
  );
}

function AboutEditor() {
  const { about, opened } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<{ title: string; content: string }>({
    id: "about-content",
    lastResult: reply?.result,
    defaultValue: about ? { title: about.title, content: about.content } : undefined,
    shouldRevalidate: "onBlur",
  });
  return (
    <>
      <Form method="post" action={PAGE} {...getFormProps(form)} className="space-y-3">
        {reply?.message ? <Alert title={ABOUT_SAVE_FAILED}>{reply.message}</Alert> : null}
        <StaleEditNotes notes={reply?.stale} />
        {about ? <input type="hidden" name="updatedAt" value={reply?.currentUpdatedAt ?? about.updatedAt} /> : null}
        {opened ? <OpenedValues snapshot={reply?.stale?.opened ?? opened} /> : null}
        <TextField field={fields.title} label="Page title" required />
        <Field
          id={fields.content.id}
          label="Content (HTML)"
          errors={fields.content.errors}
          hint="Headings, paragraphs, lists, links, images and tables. Scripts, styles and event handlers are removed when saved."
        >
          <textarea
            {...getTextareaProps(fields.content)}
            rows={20}
            className={`${inputClass} font-mono text-sm`}
            key={fields.content.key}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="save" className={primaryButtonClass} disabled={busy}>
            Save
          </button>
          <button type="submit" name="intent" value="preview" className={secondaryButtonClass} disabled={busy}>
            Preview
          </button>
        </div>
      </Form>
      {reply?.preview ? (
        <section aria-labelledby="typed-preview" className="mt-4 space-y-2">
          <h2 id="typed-preview" className="text-lg font-semibold">
            Preview (not saved)
          </h2>
          <AboutPreview title={reply.preview.title} html={reply.preview.html} />
        </section>
      ) : null}
    </>
  );
}

export default function AboutManagement() {
  const { about, tab } = useLoaderData<typeof loader>();
  const tabClass = (active: boolean) =>
    `rounded-t-md border-b-2 px-4 py-2 font-semibold no-underline ${active ? "border-brand-600 text-brand-900" : "border-transparent text-stone-700"}`;
  return (
    <div className="space-y-4">
      <div>
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/admin" className="inline-flex min-h-6 items-center">
            Admin
          </Link>{" "}
          › About Page Management ·{" "}
          <Link to="/about" className="inline-flex min-h-6 items-center">
            View the About page
          </Link>
        </nav>
        <h1 className="text-2xl font-bold">About Page Management</h1>
        <p className="text-sm text-stone-700">
          {about
            ? `Last updated ${formatDateTime(about.updatedAt)}${about.updatedByName ? ` by ${about.updatedByName}` : ""}.`
            : "Not written yet: the About page shows its standard text."}
        </p>
      </div>
      <nav aria-label="About page tabs" className="flex gap-2 border-b border-stone-200">
        <Link to={PAGE} className={tabClass(tab === "edit")} aria-current={tab === "edit" ? "page" : undefined}>
          Edit Content
        </Link>
        <Link
          to={`${PAGE}?tab=preview`}
          className={tabClass(tab === "preview")}
          aria-current={tab === "preview" ? "page" : undefined}
        >
          Preview
        </Link>
      </nav>
      {tab === "edit" ? (
        <AboutEditor key={about?.updatedAt ?? "new"} />
      ) : about ? (
        <AboutPreview title={about.title} html={about.html} />
      ) : (
        <p>Nothing saved yet.</p>
      )}
    </div>
  );
}
