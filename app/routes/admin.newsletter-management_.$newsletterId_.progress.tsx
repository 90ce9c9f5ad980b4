import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { ProgressBar, RefreshWhileRunning } from "~/admin/job-progress";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { percentDone } from "~/admin/progress-percent";
import { FAILED_TO_SEND, NEWSLETTER_NOT_FOUND } from "~/newsletter/newsletter-messages";
import { loadSendProgress } from "~/newsletter/newsletter-sending.server";
import { findNewsletter } from "~/newsletter/newsletters.server";
import { db } from "~/platform/db.server";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Sending Newsletter");

export const handle: AdminHandle = { breadcrumb: "Sending" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "newsletters");
  const newsletter = await findNewsletter(db(), params.newsletterId ?? "");
  if (!newsletter) throw data(NEWSLETTER_NOT_FOUND, { status: 404 });
  const progress = await loadSendProgress(db(), newsletter.id);
  if (!progress) throw data("This newsletter has not been sent.", { status: 404 });
  return { title: newsletter.title, progress };
}

export default function NewsletterProgress() {
  const { title, progress } = useLoaderData<typeof loader>();
  const done = progress.sent + progress.failed + progress.withdrawn;
  const tiles: [string, number][] = [
    ["Sent", progress.sent],
    ["Failed", progress.failed],
    ["To go", progress.toGo],
  ];
  return (
    <div className="space-y-5">
      <RefreshWhileRunning active={!progress.finished} />
      <h1 className="text-2xl font-bold">Sending: {title}</h1>
      <ProgressBar percent={percentDone(done, progress.total)} label={`${done} of ${progress.total} e-mails`} />
      <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`progress-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {progress.withdrawn > 0 ? (
        <p className="text-sm">{progress.withdrawn} not sent: they unsubscribed before their e-mail went out.</p>
      ) : null}
      {progress.status === "failed" ? <Alert title={FAILED_TO_SEND}>{progress.failure}</Alert> : null}
      {progress.finished && progress.status !== "failed" ? (
        <Alert title="Newsletter sent" tone={progress.failed > 0 ? "error" : "success"}>
          {progress.sent} sent, {progress.failed} failed.
        </Alert>
      ) : null}
      {progress.failures.length > 0 ? (
        <section aria-labelledby="send-failures" className="space-y-1">
          <h2 id="send-failures" className="text-lg font-semibold">
            Failed addresses
          </h2>
          <ul className="list-disc pl-5 text-sm text-red-800">
            {progress.failures.map((failure) => (
              <li key={failure.email}>
                {failure.email}: {failure.last_error}
              </li>
            ))}
          </ul>
          {progress.moreFailures > 0 ? <p className="text-sm">and {progress.moreFailures} more</p> : null}
        </section>
      ) : null}
      <Link to="/admin/newsletter-management" className="underline">
        Back to Newsletter Management
      </Link>
    </div>
  );
}
