import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { StaleNotes } from "~/admin/messages";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import type { BlogArticle } from "./blog.server";
import { BlogArticleView } from "./blog-article";

export type BlogEditorValues = {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  tags: string;
  authorName: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
};

export type BlogEditorReply = {
  result: SubmissionResult<string[]>;
  preview: BlogArticle | null;
  message: string | null;
  currentUpdatedAt: string | null;
  /** A refused stale save: the per-field notes and what the re-shown form stands on. */
  stale: (StaleNotes & { opened: string }) | null;
};

/**
 * The post editor: every field of a post, content in Markdown. Preview (a submit button, so it
 * works without JavaScript) shows below the form what the public page will show, sanitised the
 * same way; Save stores it.
 */
export function BlogEditor({
  action,
  values,
  updatedAt,
  opened,
  reply,
}: {
  action: string;
  values: BlogEditorValues | null;
  updatedAt: string | null;
  /** What an existing post's editor was opened with (`openedSnapshot`). */
  opened?: string;
  reply: BlogEditorReply | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<BlogEditorValues>({
    id: "blog-post",
    lastResult: reply?.result,
    defaultValue: values ?? undefined,
    shouldRevalidate: "onBlur",
  });
  return (
    <div className="space-y-6">
      <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
        {reply?.message ? <Alert title="Not saved">{reply.message}</Alert> : null}
        <StaleEditNotes notes={reply?.stale} />
        {updatedAt ? <input type="hidden" name="updatedAt" value={reply?.currentUpdatedAt ?? updatedAt} /> : null}
        {opened ? <OpenedValues snapshot={reply?.stale?.opened ?? opened} /> : null}
        <TextField field={fields.title} label="Title" required />
        <TextField
          field={fields.slug}
          label="Slug"
          hint="The post's address: /blog/slug. Leave empty to make one from the title."
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={fields.category} label="Category" />
          <TextField field={fields.authorName} label="Author" hint="Leave empty to use your name." />
        </div>
        <Field id={fields.excerpt.id} label="Excerpt" errors={fields.excerpt.errors} hint="Shown on the blog's list.">
          <textarea {...getTextareaProps(fields.excerpt)} rows={3} className={inputClass} key={fields.excerpt.key} />
        </Field>
        <Field
          id={fields.content.id}
          label="Content (Markdown)"
          errors={fields.content.errors}
          hint="Headings with #, lists with -, links as [text](https://...). HTML and scripts are removed."
        >
          <textarea
            {...getTextareaProps(fields.content)}
            rows={20}
            className={`${inputClass} font-mono text-sm`}
            key={fields.content.key}
          />
        </Field>
        <TextField field={fields.tags} label="Tags" hint="Separated by commas: layers, winter, feed." />
        <fieldset className="space-y-3 rounded-md border border-stone-200 p-3">
          <legend className="px-1 font-semibold">Search engines</legend>
          <TextField field={fields.seoTitle} label="SEO title" hint="At most 120 characters." />
          <Field
            id={fields.seoDescription.id}
            label="SEO description"
            errors={fields.seoDescription.errors}
            hint="At most 300 characters."
          >
            <textarea
              {...getTextareaProps(fields.seoDescription)}
              rows={2}
              className={inputClass}
              key={fields.seoDescription.key}
            />
          </Field>
          <Field
            id={fields.seoKeywords.id}
            label="SEO keywords"
            errors={fields.seoKeywords.errors}
            hint="Comma separated."
          >
            <input
              {...getInputProps(fields.seoKeywords, { type: "text" })}
              className={inputClass}
              key={fields.seoKeywords.key}
            />
          </Field>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="save" className={primaryButtonClass} disabled={busy}>
            {busy ? "Working..." : "Save"}
          </button>
          <button type="submit" name="intent" value="preview" className={secondaryButtonClass} disabled={busy}>
            Preview
          </button>
          <Link to="/admin/blog-management" className={`${secondaryButtonClass} no-underline`}>
            Back to Blog Management
          </Link>
        </div>
      </Form>
      {reply?.preview ? (
        <section aria-labelledby="typed-preview" className="space-y-2 border-t border-stone-200 pt-4">
          <h2 id="typed-preview" className="text-lg font-semibold">
            Preview (not saved)
          </h2>
          <div className="rounded-lg border border-dashed border-stone-400 bg-stone-50 p-2" data-testid="blog-preview">
            <BlogArticleView post={reply.preview} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
