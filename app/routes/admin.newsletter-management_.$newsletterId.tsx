import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import {
  mergeStaleEdit,
  OPENED_FIELD,
  openedSnapshot,
  readOpenedSnapshot,
  type StaleEditReport,
  staleNotes,
} from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { removeCartoon, storeCartoon } from "~/newsletter/newsletter-cartoon.server";
import { newsletterBodyHtml } from "~/newsletter/newsletter-email.server";
import {
  ALREADY_SENT,
  FAILED_TO_SAVE,
  FAILED_TO_UPLOAD_IMAGE,
  IMAGE_TOO_LARGE,
  NEWSLETTER_FIELD_LABELS,
  NEWSLETTER_NOT_FOUND,
  SUBJECT_TIP,
  VALIDATION_ERROR_TITLE,
} from "~/newsletter/newsletter-messages";
import { NewsletterBody } from "~/newsletter/newsletter-preview";
import {
  joinContent,
  joinSubject,
  MAX_IMAGE_BYTES,
  splitContent,
  splitSubject,
  subjectLengthHint,
} from "~/newsletter/newsletter-rules";
import { findNewsletter, NewsletterForm, saveNewsletter } from "~/newsletter/newsletters.server";
import { db } from "~/platform/db.server";
import { clientIp, requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { withSingleUpload } from "~/platform/uploads.server";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";

export const meta: MetaFunction = () => adminMeta("Newsletter Editor");

export const handle: AdminHandle = {
  breadcrumb: (loaded) => ((loaded as { id: string | null } | undefined)?.id ? "Edit Newsletter" : "Create Newsletter"),
};

const PAGE = "/admin/newsletter-management";
const NEW = "new";
const FIELDS = [
  "intent",
  "id",
  "updatedAt",
  "title",
  "status",
  "subjectEn",
  "subjectAf",
  "contentEn",
  "contentAf",
  "removeImage",
  OPENED_FIELD,
  "cartoonAlt",
];
const UPLOAD = { fileField: "image", maxFileBytes: MAX_IMAGE_BYTES, fields: FIELDS };

type Values = {
  title: string;
  status: "draft" | "published";
  subjectEn: string;
  subjectAf: string;
  contentEn: string;
  contentAf: string;
  cartoonAlt: string;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "newsletters");
  const id = params.newsletterId ?? "";
  if (id === NEW) {
    const values: Values = {
      title: "",
      status: "draft",
      subjectEn: "",
      subjectAf: "",
      contentEn: "",
      contentAf: "",
      cartoonAlt: "",
    };
    return { id: null, updatedAt: null, sent: false, imageUrl: null, values, opened: null, preview: null };
  }
  const newsletter = await findNewsletter(db(), id);
  if (!newsletter) throw data(NEWSLETTER_NOT_FOUND, { status: 404 });
  const values = formValues(newsletter);
  return {
    id: newsletter.id,
    updatedAt: newsletter.updated_at,
    sent: newsletter.status === "sent",
    imageUrl: newsletter.cartoon_image_url,
    values,
    opened: openedSnapshot(values) as string | null,
    preview: newsletterBodyHtml({
      subject: newsletter.subject,
      content: newsletter.content,
      imageUrl: newsletter.cartoon_image_url,
      imageAlt: newsletter.cartoon_alt_text,
    }),
  };
}

/** A stored newsletter as the editor's fields show it. */
function formValues(newsletter: {
  title: string;
  status: string;
  subject: string;
  content: string;
  cartoon_alt_text: string;
}): Values {
  const subject = splitSubject(newsletter.subject);
  const content = splitContent(newsletter.content);
  return {
    title: newsletter.title,
    // A sent newsletter appears as published in the editor (the spec).
    status: newsletter.status === "draft" ? "draft" : "published",
    subjectEn: subject.en,
    subjectAf: subject.af,
    contentEn: content.en,
    contentAf: content.af,
    cartoonAlt: newsletter.cartoon_alt_text,
  };
}

function typedValues(fields: Record<string, string>): Values {
  return {
    title: fields.title ?? "",
    status: fields.status === "published" ? "published" : "draft",
    subjectEn: fields.subjectEn ?? "",
    subjectAf: fields.subjectAf ?? "",
    contentEn: fields.contentEn ?? "",
    contentAf: fields.contentAf ?? "",
    cartoonAlt: fields.cartoonAlt ?? "",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "newsletters");
  requireSameOrigin(request);
  // The picture waits in a temporary file, removed once the action is done, whatever it did.
  return withSingleUpload(request, UPLOAD, async (upload) => {
    if (!upload.ok) {
      // A picture too large: what was typed comes back with the message, nothing is lost.
      if (upload.problem === "too-large") {
        return data(
          {
            title: FAILED_TO_UPLOAD_IMAGE,
            message: IMAGE_TOO_LARGE,
            values: typedValues(upload.fields),
            preview: null,
            currentUpdatedAt: null,
          },
          { status: 413 },
        );
      }
      return data(
        {
          title: FAILED_TO_UPLOAD_IMAGE,
          message: "The form could not be read. Please send it again.",
          values: null,
          preview: null,
          currentUpdatedAt: null,
        },
        { status: 400 },
      );
    }
    const fields = upload.form.fields;
    const values = typedValues(fields);
    if (fields.intent === "preview") {
      const preview = newsletterBodyHtml({
        subject: joinSubject({ en: values.subjectEn, af: values.subjectAf }),
        content: joinContent({ en: values.contentEn, af: values.contentAf }),
        imageUrl: null,
      });
      return data({ title: null, message: null, values, preview, currentUpdatedAt: null });
    }
    const parsed = NewsletterForm.safeParse({
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "")),
      id: params.newsletterId === NEW ? undefined : params.newsletterId,
    });
    if (!parsed.success) {
      return data(
        {
          title: FAILED_TO_SAVE,
          message: "The form could not be read. Please send it again.",
          values,
          preview: null,
          currentUpdatedAt: null,
        },
        { status: 400 },
      );
    }
    let stored: { key: string; url: string } | null = null;
    const file = upload.form.file;
    if (file && file.size > 0) {
      const cartoon = await storeCartoon(file);
      if (!cartoon.ok) {
        return data(
          { title: FAILED_TO_UPLOAD_IMAGE, message: cartoon.message, values, preview: null, currentUpdatedAt: null },
          { status: 400 },
        );
      }
      stored = cartoon.stored;
    }
    const outcome = await saveNewsletter(
      db(),
      { id: user.id, email: user.email },
      parsed.data,
      { ipAddress: clientIp(request) },
      stored?.url ?? null,
    );
    const saved = !outcome.ok && outcome.status === 409 && "currentUpdatedAt" in outcome;
    const now = saved && params.newsletterId ? await findNewsletter(db(), params.newsletterId) : null;
    if (!outcome.ok && now) {
      // Someone saved since the editor was opened: show it again merged, theirs where you changed nothing.
      await removeCartoon(stored);
      const current = formValues(now);
      const merge = mergeStaleEdit(readOpenedSnapshot(fields[OPENED_FIELD]), fields, current);
      const stale: StaleEditReport = {
        ...staleNotes(merge, NEWSLETTER_FIELD_LABELS),
        opened: openedSnapshot(current),
      };
      return data(
        {
          title: FAILED_TO_SAVE,
          message: outcome.message,
          values: typedValues(merge.values as Record<string, string>),
          preview: null,
          currentUpdatedAt: now.updated_at,
          stale,
        },
        { status: outcome.status },
      );
    }
    if (!outcome.ok) {
      await removeCartoon(stored);
      const validation = outcome.status === 400;
      return data(
        {
          title: validation ? VALIDATION_ERROR_TITLE : FAILED_TO_SAVE,
          message: outcome.message,
          values,
          preview: null,
          currentUpdatedAt: "currentUpdatedAt" in outcome ? outcome.currentUpdatedAt : null,
        },
        { status: outcome.status },
      );
    }
    return redirectWithToast(request, PAGE, {
      title: params.newsletterId === NEW ? "Newsletter created" : "Newsletter updated",
      variant: "success",
    });
  });
}

function SubjectField({
  lang,
  name,
  label,
  value,
  disabled,
}: {
  lang: string;
  name: string;
  label: string;
  value: string;
  disabled: boolean;
}) {
  const hint = subjectLengthHint(value);
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        lang={lang}
        defaultValue={value}
        maxLength={300}
        disabled={disabled}
        className={inputClass}
        aria-describedby={hint ? `${name}-length subject-tip` : "subject-tip"}
      />
      {hint ? (
        <p id={`${name}-length`} className="mt-1 text-xs text-amber-800">
          {value.trim().length} characters: {hint === "short" ? "shorter" : "longer"} than the 30-50 that read best.
        </p>
      ) : null}
    </div>
  );
}

function ContentField({
  lang,
  name,
  label,
  value,
  disabled,
}: {
  lang: string;
  name: string;
  label: string;
  value: string;
  disabled: boolean;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        lang={lang}
        defaultValue={value}
        rows={12}
        disabled={disabled}
        className={`${inputClass} font-mono text-sm`}
        aria-describedby="markdown-hint"
      />
    </div>
  );
}

const TABS = [
  ["english", "English"],
  ["afrikaans", "Afrikaans"],
  ["preview", "Preview"],
] as const;
type Tab = (typeof TABS)[number][0];

export default function NewsletterEditor() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>(actionData?.preview ? "preview" : "english");
  // A preview just made is what the person wants to see.
  useEffect(() => {
    if (actionData?.preview) setTab("preview");
  }, [actionData]);
  const values = actionData?.values ?? loaded.values;
  const preview = actionData?.preview ?? loaded.preview;
  const updatedAt = actionData?.currentUpdatedAt ?? loaded.updatedAt;
  // Only a refused stale save carries notes.
  const stale = (actionData as { stale?: StaleEditReport } | undefined)?.stale ?? null;
  const opened = stale?.opened ?? loaded.opened;
  const disabled = loaded.sent;
  // Without JavaScript every section shows, one under the other; with it, one tab at a time.
  const shown = (which: Tab) => !hydrated || tab === which;
  // The form is re-mounted after a preview or a refusal, so it shows what came back.
  const formKey = `${actionData ? JSON.stringify(actionData.values) : "loaded"}`;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{loaded.id ? "Edit Newsletter" : "Create Newsletter"}</h1>
      {disabled ? <Alert title={ALREADY_SENT} tone="info" /> : null}
      {actionData?.title ? <Alert title={actionData.title}>{actionData.message}</Alert> : null}
      <Form key={formKey} method="post" encType="multipart/form-data" className="space-y-4">
        <StaleEditNotes notes={stale} />
        {updatedAt ? <input type="hidden" name="updatedAt" value={updatedAt} /> : null}
        {opened ? <OpenedValues snapshot={opened} /> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="title" className="block text-sm font-medium">
              Title
            </label>
            <input
              id="title"
              name="title"
              defaultValue={values.title}
              maxLength={200}
              disabled={disabled}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="status" className="block text-sm font-medium">
              Status
            </label>
            <select id="status" name="status" defaultValue={values.status} disabled={disabled} className={inputClass}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="image" className="block text-sm font-medium">
            Cartoon image (optional, under 5MB)
          </label>
          <input
            id="image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={disabled}
            className="block text-sm"
          />
          <label htmlFor="cartoonAlt" className="mt-2 block text-sm font-medium">
            What the cartoon shows (alt text, needed with a cartoon)
          </label>
          <input
            id="cartoonAlt"
            name="cartoonAlt"
            defaultValue={values.cartoonAlt}
            maxLength={300}
            disabled={disabled}
            className={inputClass}
            aria-describedby="cartoonAlt-hint"
          />
          <p id="cartoonAlt-hint" className="mt-1 text-xs text-stone-700">
            Read aloud to readers who cannot see the picture, and shown where a mail app blocks pictures.
          </p>
          {loaded.imageUrl ? (
            <div className="mt-2 flex items-center gap-3">
              <img
                src={loaded.imageUrl}
                alt={values.cartoonAlt || "The newsletter's cartoon"}
                className="h-16 w-auto rounded border"
              />
              <label className="text-sm">
                <input type="checkbox" name="removeImage" disabled={disabled} /> Remove image
              </label>
            </div>
          ) : null}
        </div>
        {hydrated ? (
          <div role="tablist" aria-label="Language" className="flex gap-1 border-b border-stone-200">
            {TABS.map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`section-${id}`}
                onClick={() => setTab(id)}
                className={`rounded-t-md px-4 py-2 text-sm font-semibold ${tab === id ? "bg-brand-700 text-white" : "bg-stone-100"}`}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
        <section
          id="section-english"
          aria-labelledby={hydrated ? "tab-english" : "heading-english"}
          hidden={!shown("english")}
          className="space-y-3"
          lang="en"
        >
          {hydrated ? null : (
            <h2 id="heading-english" className="text-lg font-semibold">
              English
            </h2>
          )}
          <SubjectField
            lang="en"
            name="subjectEn"
            label="Subject (English)"
            value={values.subjectEn}
            disabled={disabled}
          />
          <ContentField
            lang="en"
            name="contentEn"
            label="Content (English)"
            value={values.contentEn}
            disabled={disabled}
          />
        </section>
        <section
          id="section-afrikaans"
          aria-labelledby={hydrated ? "tab-afrikaans" : "heading-afrikaans"}
          hidden={!shown("afrikaans")}
          className="space-y-3"
          lang="af"
        >
          {hydrated ? null : (
            <h2 id="heading-afrikaans" className="text-lg font-semibold">
              Afrikaans
            </h2>
          )}
          <SubjectField
            lang="af"
            name="subjectAf"
            label="Subject (Afrikaans, optional)"
            value={values.subjectAf}
            disabled={disabled}
          />
          <ContentField
            lang="af"
            name="contentAf"
            label="Content (Afrikaans, optional)"
            value={values.contentAf}
            disabled={disabled}
          />
        </section>
        <section
          id="section-preview"
          aria-labelledby={hydrated ? "tab-preview" : "heading-preview"}
          hidden={!shown("preview")}
          className="space-y-2"
        >
          {hydrated ? null : (
            <h2 id="heading-preview" className="text-lg font-semibold">
              Preview
            </h2>
          )}
          {preview ? (
            <NewsletterBody html={preview} />
          ) : (
            <p className="text-sm text-stone-700">Press Preview to see both languages as the e-mail shows them.</p>
          )}
        </section>
        <ul className="list-disc pl-5 text-sm text-stone-700">
          <li id="subject-tip">{SUBJECT_TIP}</li>
          <li id="markdown-hint">
            Content is Markdown: **bold**, *italic*, [a link](https://example.com), lists with '-'.
          </li>
          <li>English first: the Afrikaans follows it in the same e-mail.</li>
        </ul>
        {disabled ? null : (
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="save"
              className={primaryButtonClass}
              disabled={navigation.state !== "idle"}
            >
              {navigation.state === "submitting" ? "Saving..." : "Save Newsletter"}
            </button>
            <button type="submit" name="intent" value="preview" className={secondaryButtonClass}>
              Preview
            </button>
            <Link to={PAGE} className={`${secondaryButtonClass} no-underline`}>
              Cancel
            </Link>
          </div>
        )}
      </Form>
    </div>
  );
}
