import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BackLink } from "~/admin/back-link";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { SanitizedHtml } from "~/content/sanitized-html";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { STORED_CATEGORIES, STORED_CATEGORY_LABELS } from "./categories";
import type { EditorReply } from "./editor.server";
import { slugFromTitle } from "./slug";

export type EditorValues = EditorReply["typed"];

/**
 * The documentation editor (spec 2.4): Title, Slug, Category, Content (Markdown, 20 rows) and
 * active, with Preview/Edit, Cancel and Save Documentation. Preview is a button the server
 * answers, so it works without JavaScript; the fields travel along hidden while previewing.
 * Creating, the slug follows the title as one types (until the slug is edited by hand); without
 * JavaScript an empty slug is made from the title when saved.
 */
export function DocumentEditor({
  heading,
  creating,
  values,
  reply,
  cancelHref,
}: {
  heading: string;
  creating: boolean;
  values: EditorValues;
  reply: EditorReply | undefined;
  cancelHref: string;
}) {
  const shown = reply?.typed ?? values;
  const previewing = reply?.mode === "preview";
  const saving = useNavigation().state === "submitting";
  const [slug, setSlug] = useState(shown.slug);
  const [slugEdited, setSlugEdited] = useState(!creating || shown.slug !== "");
  const errors = reply?.errors ?? {};
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <BackLink to={cancelHref}>Back to Documentation</BackLink>
      </p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {reply?.failure ? (
        <Alert title={reply.failure}>{errors.form?.[0] ?? "Nothing was saved. Correct the marked fields."}</Alert>
      ) : errors.form ? (
        <Alert title="Not saved">{errors.form[0]}</Alert>
      ) : null}
      <Form method="post" className="space-y-4" key={`${reply?.mode ?? "edit"}-${shown.updatedAt}`}>
        <StaleEditNotes notes={reply?.stale} />
        <input type="hidden" name="updatedAt" value={shown.updatedAt} />
        {shown.opened ? <OpenedValues snapshot={shown.opened} /> : null}
        {previewing ? (
          <>
            <input type="hidden" name="title" value={shown.title} />
            <input type="hidden" name="slug" value={shown.slug} />
            <input type="hidden" name="category" value={shown.category} />
            <input type="hidden" name="content" value={shown.content} />
            {shown.isActive ? <input type="hidden" name="isActive" value="on" /> : null}
            <section aria-labelledby="preview-heading" className="rounded-md border border-stone-200 bg-white p-4">
              <h2 id="preview-heading" className="text-sm font-semibold uppercase text-stone-600">
                Preview
              </h2>
              <p className="text-xl font-bold">{shown.title}</p>
              <SanitizedHtml html={reply?.previewHtml ?? ""} />
            </section>
          </>
        ) : (
          <>
            <Field id="doc-title" label="Title" errors={errors.title}>
              <input
                id="doc-title"
                name="title"
                required
                maxLength={200}
                defaultValue={shown.title}
                className={inputClass}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? "doc-title-error" : undefined}
                onChange={(event) => {
                  if (creating && !slugEdited) setSlug(slugFromTitle(event.target.value));
                }}
              />
            </Field>
            <Field
              id="doc-slug"
              label="Slug"
              errors={errors.slug}
              hint={
                creating
                  ? "Lowercase letters, numbers and hyphens. Left empty, it is made from the title."
                  : "Lowercase letters, numbers and hyphens."
              }
            >
              <input
                id="doc-slug"
                name="slug"
                maxLength={200}
                required={!creating}
                value={slug}
                onChange={(event) => {
                  setSlug(event.target.value);
                  setSlugEdited(true);
                }}
                className={inputClass}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={errors.slug ? "doc-slug-error" : undefined}
              />
            </Field>
            <Field id="doc-category" label="Category">
              <select
                id="doc-category"
                name="category"
                defaultValue={shown.category || "technical"}
                className={inputClass}
              >
                {STORED_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {STORED_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="doc-content" label="Content (Markdown)" errors={errors.content}>
              <textarea
                id="doc-content"
                name="content"
                rows={20}
                required
                defaultValue={shown.content}
                className={`${inputClass} font-mono text-sm`}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={errors.content ? "doc-content-error" : undefined}
              />
            </Field>
            <label className="flex min-h-6 items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="isActive" defaultChecked={shown.isActive} />
              Active (shown in the Database Documents list as current)
            </label>
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value={previewing ? "edit" : "preview"}
            formNoValidate
            className={secondaryButtonClass}
          >
            {previewing ? "Edit" : "Preview"}
          </button>
          <Link to={cancelHref} className={`${secondaryButtonClass} no-underline`}>
            Cancel
          </Link>
          <button type="submit" name="intent" value="save" className={primaryButtonClass} disabled={saving}>
            {saving ? "Saving..." : "Save Documentation"}
          </button>
        </div>
      </Form>
    </div>
  );
}
