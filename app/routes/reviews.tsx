import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser, requireUser } from "~/accounts/auth.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { redirectWithToast } from "~/platform/toast.server";
import { LeaveReviews } from "~/reviews/leave-reviews";
import { LeaveReviewsForm } from "~/reviews/leave-reviews-form.server";
import {
  ALREADY_REVIEWED_ALL,
  ALREADY_REVIEWED_TITLE,
  LEAVE_REVIEWS_TITLE,
  MUST_BE_LOGGED_IN_TO_SUBMIT,
  NO_REVIEWS_TO_SUBMIT,
  REVIEW_ERROR_TITLE,
  REVIEW_SKIPPED_MESSAGE,
  REVIEW_SKIPPED_TITLE,
  REVIEWS_NOT_UNDERSTOOD,
  REVIEWS_SUBMITTED_TITLE,
  reviewsSubmittedMessage,
} from "~/reviews/messages";
import { pendingReviewsFor, skipReview, submitReviews } from "~/reviews/pending-reviews.server";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: `${LEAVE_REVIEWS_TITLE} | Donkerhoek Farm Supplies` },
  { name: "robots", content: "noindex" },
];

// One person's list: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/reviews" });
  return { pending: await pendingReviewsFor(db(), user.id, requestLanguage(request)) };
}

/** Submit All Reviews (intent "submit") and each card's Skip This Review (intent "skip"). */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, LeaveReviewsForm);
  const user = await getCurrentUser(request);
  if (!user) {
    return redirectWithToast(
      request,
      `/login?${new URLSearchParams({ redirectTo: "/reviews" })}`,
      { title: REVIEW_ERROR_TITLE, description: MUST_BE_LOGGED_IN_TO_SUBMIT, variant: "destructive" },
      { status: 303 },
    );
  }
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((errors) => errors ?? []);
    return data({ error: messages[0] ?? REVIEWS_NOT_UNDERSTOOD }, { status: 400 });
  }
  const form = submission.value;

  if (form.intent === "skip") {
    const skipped = await skipReview(db(), user.id, form.productId);
    if (form.inPlace) return data({ skipped });
    if (!skipped) return redirect("/reviews", 303);
    return redirectWithToast(
      request,
      "/reviews",
      { title: REVIEW_SKIPPED_TITLE, description: REVIEW_SKIPPED_MESSAGE },
      { status: 303 },
    );
  }

  const outcome = await submitReviews(db(), user.id, form.entries);
  if (outcome.status === "nothing") return data({ error: NO_REVIEWS_TO_SUBMIT }, { status: 400 });
  // Straight to /account, the screen /profile shows (docs/decisions/0024-leave-reviews.md).
  return redirectWithToast(
    request,
    "/account",
    outcome.reviewed > 0
      ? {
          title: REVIEWS_SUBMITTED_TITLE,
          description: reviewsSubmittedMessage(outcome.reviewed, outcome.points),
          variant: "success",
        }
      : { title: ALREADY_REVIEWED_TITLE, description: ALREADY_REVIEWED_ALL },
    { status: 303 },
  );
}

export default function LeaveReviewsPage() {
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex items-center gap-3">
        <Link
          to="/account"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only">Back to my account</span>
        </Link>
        <h1 className="text-2xl font-bold">{LEAVE_REVIEWS_TITLE}</h1>
      </div>
      {error ? <Alert title={REVIEW_ERROR_TITLE}>{error}</Alert> : null}
      <LeaveReviews pending={pending} />
    </div>
  );
}
