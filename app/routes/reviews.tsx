import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser, requireUser } from "~/accounts/auth.server";
import { requestTranslator } from "~/locales/translator.server";
import { ordersMessages } from "~/orders/orders-messages.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { redirectWithToast } from "~/platform/toast.server";
import { LeaveReviews } from "~/reviews/leave-reviews";
import { LeaveReviewsForm } from "~/reviews/leave-reviews-form.server";
import { pendingReviewsFor, skipReview, submitReviews } from "~/reviews/pending-reviews.server";
import { Alert } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${translateIn(matches, "orders:reviews.title")} | Donkerhoek Farm Supplies` },
  { name: "robots", content: "noindex" },
];

// One person's list: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/reviews" });
  const language = requestLanguage(request);
  return {
    pending: await pendingReviewsFor(db(), user.id, language),
    messages: ordersMessages(language, "reviews"),
  };
}

/** Submit All Reviews (intent "submit") and each card's Skip This Review (intent "skip"). */
export async function action({ request }: ActionFunctionArgs) {
  const { t } = requestTranslator(request, ["orders"]);
  const submission = await parseFormSubmission(request, LeaveReviewsForm);
  const user = await getCurrentUser(request);
  if (!user) {
    return redirectWithToast(
      request,
      `/login?${new URLSearchParams({ redirectTo: "/reviews" })}`,
      { title: t("orders:reviews.error"), description: t("orders:reviews.mustSignIn"), variant: "destructive" },
      { status: 303 },
    );
  }
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((errors) => errors ?? []);
    // The schema names its messages by catalogue id (leave-reviews-form.server.ts).
    return data({ error: t(messages[0] ?? "orders:reviews.notUnderstood") }, { status: 400 });
  }
  const form = submission.value;

  if (form.intent === "skip") {
    const skipped = await skipReview(db(), user.id, form.productId);
    if (form.inPlace) return data({ skipped });
    if (!skipped) return redirect("/reviews", 303);
    return redirectWithToast(
      request,
      "/reviews",
      { title: t("orders:reviews.skipped"), description: t("orders:reviews.skippedText") },
      { status: 303 },
    );
  }

  const outcome = await submitReviews(db(), user.id, form.entries);
  if (outcome.status === "nothing") return data({ error: t("orders:reviews.nothingToSubmit") }, { status: 400 });
  // Straight to /account, the screen /profile shows (docs/decisions/0024-leave-reviews.md).
  return redirectWithToast(
    request,
    "/account",
    outcome.reviewed > 0
      ? {
          title: t("orders:reviews.submitted"),
          description: [
            t("orders:reviews.submittedText", { count: outcome.reviewed }),
            ...(outcome.points > 0 ? [t("orders:reviews.earned", { points: outcome.points })] : []),
            t("orders:reviews.afterApproval"),
          ].join(" "),
          variant: "success",
        }
      : { title: t("orders:reviews.alreadyReviewed"), description: t("orders:reviews.alreadyReviewedText") },
    { status: 303 },
  );
}

export default function LeaveReviewsPage() {
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex items-center gap-3">
        <Link
          to="/account"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only">{t("orders:reviews.backToAccount")}</span>
        </Link>
        <h1 className="text-2xl font-bold">{t("orders:reviews.title")}</h1>
      </div>
      {error ? <Alert title={t("orders:reviews.error")}>{error}</Alert> : null}
      <LeaveReviews pending={pending} />
    </div>
  );
}
