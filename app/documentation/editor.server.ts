import { data } from "@remix-run/node";
import type { CurrentUser } from "~/accounts/users.server";
import type { StaleNotes } from "~/admin/messages";
import { mergeStaleEdit, OPENED_FIELD, openedSnapshot, readOpenedSnapshot, staleNotes } from "~/admin/stale-edit";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { STORED_CATEGORY_LABELS, type StoredCategory } from "./categories";
import { createStoredDocument, DocumentForm, resolveSlug, updateStoredDocument } from "./documents.server";
import { renderDocumentMarkdown } from "./markdown.server";
import { DOCUMENTATION_MESSAGES as M } from "./messages";

/** What the editor shows again after a post: what was typed, and its errors or its preview. */
export type EditorReply = {
  mode: "edit" | "preview";
  typed: {
    title: string;
    slug: string;
    category: string;
    content: string;
    isActive: boolean;
    updatedAt: string;
    /** What the editor was opened with (`openedSnapshot`), carried along. */
    opened: string;
  };
  /** A refused stale save: the per-field notes. */
  stale?: StaleNotes | null;
  errors: Partial<Record<"title" | "slug" | "content" | "form", string[]>>;
  failure: string | null;
  previewHtml: string | null;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The editor's action, for a new document (`documentId` null) and an edit: Preview renders the
 * typed Markdown on the server (so it works without JavaScript), Edit goes back to the fields,
 * Save validates and writes, then opens the document with the spec's toast.
 */
export async function documentEditorAction(request: Request, user: CurrentUser, documentId: string | null) {
  const submission = await parseFormSubmission(request, DocumentForm);
  const payload = submission.payload;
  const typed: EditorReply["typed"] = {
    title: text(payload.title),
    slug: text(payload.slug),
    category: text(payload.category),
    content: text(payload.content),
    isActive: payload.isActive === "on" || payload.isActive === "true",
    updatedAt: text(payload.updatedAt),
    opened: text(payload[OPENED_FIELD]),
  };
  const reply = (status: number, changes: Partial<EditorReply>) =>
    data<EditorReply>({ mode: "edit", typed, errors: {}, failure: null, previewHtml: null, ...changes }, { status });
  const intent = text(payload.intent);
  if (intent === "preview") {
    return reply(200, { mode: "preview", previewHtml: renderDocumentMarkdown(typed.content).html });
  }
  if (intent === "edit") return reply(200, {});
  if (submission.status !== "success") {
    const errors = (submission.error ?? {}) as Record<string, string[] | null>;
    return reply(400, {
      errors: {
        title: errors.title ?? undefined,
        content: errors.content ?? undefined,
        ...(typed.title.trim() || documentId ? slugErrors(typed, documentId === null) : {}),
      },
      failure: documentId ? M.updateFailedTitle : null,
    });
  }
  const form = submission.value;
  const slug = resolveSlug(form, documentId === null);
  if (!slug.ok) {
    return reply(400, { errors: { slug: [slug.message] }, failure: documentId ? M.updateFailedTitle : null });
  }
  const fields = {
    title: form.title,
    slug: slug.slug,
    category: form.category as StoredCategory,
    content: form.content,
    isActive: form.isActive,
  };
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const outcome = documentId
    ? await updateStoredDocument(db(), actor, documentId, fields, form.updatedAt, meta)
    : await createStoredDocument(db(), actor, fields, meta);
  if (!outcome.ok && outcome.current) {
    // Someone saved since the editor was opened: show it again merged, theirs where you changed nothing.
    const merge = mergeStaleEdit(readOpenedSnapshot(payload[OPENED_FIELD]), payload, outcome.current);
    const merged = merge.values;
    return reply(outcome.status, {
      errors: { form: [outcome.message] },
      failure: M.updateFailedTitle,
      stale: staleNotes(merge, {
        title: "Title",
        slug: "Slug",
        category: { label: "Category", choices: STORED_CATEGORY_LABELS },
        content: "Content (Markdown)",
        isActive: { label: "Active", checkbox: true },
      }),
      typed: {
        title: text(merged.title),
        slug: text(merged.slug),
        category: text(merged.category),
        content: text(merged.content),
        isActive: merged.isActive === "on",
        updatedAt: outcome.currentUpdatedAt ?? typed.updatedAt,
        opened: openedSnapshot(outcome.current),
      },
    });
  }
  if (!outcome.ok) {
    return reply(outcome.status, {
      errors: outcome.field ? { [outcome.field]: [outcome.message] } : { form: [outcome.message] },
      failure: documentId ? M.updateFailedTitle : null,
      typed: { ...typed, updatedAt: outcome.currentUpdatedAt ?? typed.updatedAt },
    });
  }
  return redirectWithToast(request, `/admin/documentation/documents/${outcome.id}`, {
    title: documentId ? M.updatedTitle : M.createdTitle,
    description: documentId ? M.updatedDescription : M.createdDescription,
    variant: "success",
  });
}

function slugErrors(typed: { title: string; slug: string }, creating: boolean) {
  const slug = resolveSlug({ title: typed.title.trim(), slug: typed.slug.trim() }, creating);
  return slug.ok ? {} : { slug: [slug.message] };
}
