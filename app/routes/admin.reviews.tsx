import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { DataList, listButtonClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  ADD_RESPONSE_AND_APPROVE,
  FAILED_TO_ADD_RESPONSE,
  FAILED_TO_APPROVE,
  FAILED_TO_REJECT,
  NO_PENDING_REVIEWS,
  NO_REVIEWS_AT_ALL,
  RESPONSE_MAX_LENGTH,
  REVIEW_APPROVED_MESSAGE,
  REVIEW_APPROVED_TITLE,
  REVIEW_REJECTED_MESSAGE,
  REVIEW_REJECTED_TITLE,
} from "~/reviews/messages";
import {
  MODERATION_PAGE_SIZE,
  MODERATION_STATE_LABELS,
  type ModerationState,
  moderationActions,
} from "~/reviews/moderation";
import {
  findModerationReview,
  loadModeration,
  ModerationForm,
  ModerationQuery,
  type ModerationReview,
  moderateReview,
} from "~/reviews/moderation.server";
import { RatingStars } from "~/reviews/review-list";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";

export const meta: MetaFunction = () => adminMeta("Review Moderation");

export const handle: AdminHandle = { breadcrumb: "Reviews" };

const PAGE = "/admin/reviews";

function pageHref(limit: number, review?: string): string {
  const params = new URLSearchParams();
  if (limit !== MODERATION_PAGE_SIZE) params.set("limit", String(limit));
  if (review) params.set("review", review);
  const query = params.toString();
  return query ? `${PAGE}?${query}` : PAGE;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "reviews");
  const query = ModerationQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const screen = await loadModeration(db(), query.limit);
  const moderating = query.review ? await findModerationReview(db(), query.review) : null;
  return { ...screen, limit: query.limit, moderating };
}

const FAILURE_BY_INTENT: Record<string, string> = {
  approve: FAILED_TO_APPROVE,
  reject: FAILED_TO_REJECT,
  respond: FAILED_TO_ADD_RESPONSE,
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "reviews");
  const submission = await parseFormSubmission(request, ModerationForm);
  const payload = submission.payload;
  const reviewId = typeof payload.reviewId === "string" ? payload.reviewId : null;
  const typed = typeof payload.response === "string" ? payload.response : "";
  if (submission.status !== "success") {
    const intent = typeof payload.intent === "string" ? payload.intent : "";
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Unknown action.";
    return data({ reviewId, typed, title: FAILURE_BY_INTENT[intent] ?? "Error", message }, { status: 400 });
  }
  const outcome = await moderateReview(db(), { id: user.id, email: user.email }, submission.value, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok) {
    return data({ reviewId, typed, title: outcome.title, message: outcome.message }, { status: outcome.status });
  }
  const limit = ModerationQuery.parse(Object.fromEntries(new URL(request.url).searchParams)).limit;
  return redirectWithToast(
    request,
    pageHref(limit),
    outcome.intent === "reject"
      ? { title: REVIEW_REJECTED_TITLE, description: REVIEW_REJECTED_MESSAGE, variant: "success" }
      : { title: REVIEW_APPROVED_TITLE, description: REVIEW_APPROVED_MESSAGE, variant: "success" },
  );
}

const BADGE_CLASSES: Record<ModerationState, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-stone-200 text-stone-800",
};

function StateBadge({ state }: { state: ModerationState }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE_CLASSES[state]}`}>
      {MODERATION_STATE_LABELS[state]}
    </span>
  );
}

function ReviewSummary({ review }: { review: ModerationReview }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{review.productName}</span>
        <span className="text-xs text-stone-600">{review.productCode}</span>
        <StateBadge state={review.state} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
        <RatingStars rating={review.rating} />
        <span>{review.reviewerName}</span>
        <time dateTime={review.createdAt} className="text-stone-600">
          {formatDate(review.createdAt)}
        </time>
      </div>
      {review.text ? <p className="mt-2 whitespace-pre-line">{review.text}</p> : null}
      {review.adminResponse ? (
        <div className="mt-2 rounded-md border-l-4 border-brand-600 bg-brand-50 p-2 text-sm">
          <p className="font-semibold">
            Response
            {review.adminResponseDate ? ` (${formatDate(review.adminResponseDate)})` : ""}
          </p>
          <p className="whitespace-pre-line">{review.adminResponse}</p>
        </div>
      ) : null}
    </>
  );
}

function ReviewItems({ reviews, empty, label }: { reviews: ModerationReview[]; empty: string; label: string }) {
  const { limit } = useLoaderData<typeof loader>();
  return (
    <DataList
      label={label}
      rows={reviews}
      rowKey={(review) => review.id}
      empty={empty}
      rowProps={() => ({ "data-testid": "moderation-review" })}
      columns={[
        {
          header: "Product",
          card: "title",
          cell: (review) => (
            <>
              {review.productName}
              <span className="block text-xs font-normal text-stone-600">{review.productCode}</span>
            </>
          ),
        },
        { header: "State", cell: (review) => <StateBadge state={review.state} /> },
        { header: "Rating", cell: (review) => <RatingStars rating={review.rating} /> },
        { header: "By", cell: (review) => review.reviewerName },
        {
          header: "Date",
          nowrap: true,
          cell: (review) => <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>,
        },
        {
          header: "Review",
          cell: (review) => (
            <>
              {review.text ? <span className="whitespace-pre-line">{review.text}</span> : "No text"}
              {review.adminResponse ? (
                <span className="mt-1 block rounded-md border-l-4 border-brand-600 bg-brand-50 p-2">
                  <span className="block font-semibold">
                    Response
                    {review.adminResponseDate ? ` (${formatDate(review.adminResponseDate)})` : ""}
                  </span>
                  <span className="block whitespace-pre-line">{review.adminResponse}</span>
                </span>
              ) : null}
            </>
          ),
        },
        {
          header: "Actions",
          card: "actions",
          hiddenHeader: true,
          cell: (review) => (
            <Link
              to={pageHref(limit, review.id)}
              className={listButtonClass}
              aria-label={`Moderate the review of ${review.productName} by ${review.reviewerName}`}
            >
              Moderate
            </Link>
          ),
        },
      ]}
    />
  );
}

/**
 * The moderation panel of one review (a page of this screen, so it works without JavaScript):
 * the response box and the buttons the spec offers. With JavaScript, Approve and Add Response &
 * Approve swap as the response is typed; without it both show and the server decides.
 */
function ModerationPanel({ review }: { review: ModerationReview }) {
  const { limit } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mine = actionData && actionData.reviewId === review.id ? actionData : undefined;
  const hydrated = useHydrated();
  const [response, setResponse] = useState(mine?.typed ?? review.adminResponse ?? "");
  const busy = useNavigation().state !== "idle";
  const offered = moderationActions(review.state, response);
  return (
    <section
      aria-labelledby="moderate-title"
      className="rounded-lg border-2 border-brand-600 bg-white p-4"
      data-testid="moderation-panel"
    >
      <h2 id="moderate-title" className="text-lg font-semibold">
        Moderate review
      </h2>
      <div className="mt-2">
        <ReviewSummary review={review} />
      </div>
      {mine ? (
        <div className="mt-3">
          <Alert title={mine.title}>{mine.message}</Alert>
        </div>
      ) : null}
      <Form method="post" action={pageHref(limit, review.id)} className="mt-3 space-y-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <label htmlFor="response" className="block text-sm font-medium">
          Response (shown under the review on the product page)
        </label>
        <textarea
          id="response"
          name="response"
          rows={4}
          maxLength={RESPONSE_MAX_LENGTH}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          className={inputClass}
        />
        <div className="flex flex-wrap gap-2">
          {!hydrated || offered.approve ? (
            <button type="submit" name="intent" value="approve" className={primaryButtonClass} disabled={busy}>
              Approve
            </button>
          ) : null}
          {!hydrated || offered.respond ? (
            <button type="submit" name="intent" value="respond" className={primaryButtonClass} disabled={busy}>
              {ADD_RESPONSE_AND_APPROVE}
            </button>
          ) : null}
          {offered.reject ? (
            <button type="submit" name="intent" value="reject" className={secondaryButtonClass} disabled={busy}>
              Reject
            </button>
          ) : null}
          <Link to={pageHref(limit)} className={`${secondaryButtonClass} no-underline`}>
            Close
          </Link>
        </div>
      </Form>
    </section>
  );
}

export default function ReviewModeration() {
  const { counts, pending, all, hasMore, limit, moderating } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const orphan = actionData && actionData.reviewId !== moderating?.id;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <BackLink to="/admin">Back to Admin</BackLink>
        </p>
        <h1 className="text-2xl font-bold">Review Moderation</h1>
        <p className="mt-1 text-sm text-stone-700">
          Only approved reviews show on the product pages, with your response under them; the product's rating counts
          approved reviews only.
        </p>
      </div>
      {orphan ? <Alert title={actionData.title}>{actionData.message}</Alert> : null}
      <dl className="grid grid-cols-2 gap-2 text-center">
        {[
          ["Pending", counts.pending],
          ["Approved", counts.approved],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 p-2">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {moderating ? <ModerationPanel key={moderating.id} review={moderating} /> : null}
      <section aria-labelledby="pending-reviews" className="space-y-2">
        <h2 id="pending-reviews" className="text-lg font-semibold">
          Pending Reviews
        </h2>
        <ReviewItems label="Pending" reviews={pending} empty={NO_PENDING_REVIEWS} />
      </section>
      <section aria-labelledby="all-reviews" className="space-y-2">
        <h2 id="all-reviews" className="text-lg font-semibold">
          All Reviews
        </h2>
        <ReviewItems label="All" reviews={all} empty={NO_REVIEWS_AT_ALL} />
      </section>
      {hasMore ? (
        <Link to={pageHref(limit + MODERATION_PAGE_SIZE)} className={`${secondaryButtonClass} no-underline`}>
          Load More
        </Link>
      ) : null}
    </div>
  );
}
