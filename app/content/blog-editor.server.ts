import { data } from "@remix-run/node";
import type { CurrentUser } from "~/accounts/users.server";
import { type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { BlogPostForm, previewTypedPost, saveBlogPost } from "./blog-admin.server";
import { contentActor } from "./blog-admin-actor.server";
import { BLOG_FIELD_LABELS, POST_SAVED } from "./messages";

/**
 * The blog editor's POST, for a new post (`id` null) and an existing one: Preview renders what
 * was typed exactly as the public page would (nothing is saved); Save validates and stores.
 */
export async function blogEditorAction(request: Request, user: CurrentUser, id: string | null) {
  const submission = await parseFormSubmission(request, BlogPostForm);
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
  const actor = contentActor(user);
  if (submission.value.intent === "preview") {
    const preview = previewTypedPost(submission.value, actor, null);
    return data({ result: submission.reply(), preview, message: null, currentUpdatedAt: null, stale: null });
  }
  const outcome = await saveBlogPost(db(), actor, id, submission.value, { ipAddress: clientIp(request) });
  if (!outcome.ok && outcome.current) {
    // Someone saved since the editor was opened: show it again merged, theirs where you changed nothing.
    const { result, stale } = staleEditReply(submission.reply({ formErrors: [outcome.message] }), submission.payload, {
      current: outcome.current,
      version: { field: "updatedAt", value: outcome.currentUpdatedAt ?? null },
      labels: BLOG_FIELD_LABELS,
    });
    return data(
      { result, preview: null, message: outcome.message, currentUpdatedAt: outcome.currentUpdatedAt ?? null, stale },
      { status: outcome.status },
    );
  }
  if (!outcome.ok) {
    const result = submission.reply(
      outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] },
    );
    return data(
      {
        result,
        preview: null,
        message: outcome.message,
        currentUpdatedAt: outcome.currentUpdatedAt ?? null,
        stale: null,
      },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, `/admin/blogs/edit/${outcome.id}`, {
    title: POST_SAVED,
    description: outcome.created ? "Saved as a draft: publish it from Blog Management." : undefined,
    variant: "success",
  });
}
