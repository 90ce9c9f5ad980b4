import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { ProgressBar, RefreshWhileRunning } from "~/admin/job-progress";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { percentDone } from "~/admin/progress-percent";
import { db } from "~/platform/db.server";
import { formatAdminDateTime, formatRand } from "~/platform/format";
import { loadBulkSendProgress } from "~/sms/bulk-sms.server";
import { BULK_SMS_FAILED, BULK_SMS_SEND_NOT_FOUND } from "~/sms/messages";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Sending bulk SMS");

export const handle: AdminHandle = { breadcrumb: "Sending" };

/** A bulk SMS send's progress: refreshed while SMS are still to go (decision 0080). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "bulkSms");
  const progress = await loadBulkSendProgress(db(), params.sendId ?? "");
  if (!progress) throw data(BULK_SMS_SEND_NOT_FOUND, { status: 404 });
  return { progress, now: new Date().toISOString() };
}

export default function BulkSmsProgress() {
  const { progress, now } = useLoaderData<typeof loader>();
  const { send } = progress;
  const done = progress.sent + progress.failed;
  const waiting = send.status === "scheduled" && send.scheduled_for > now;
  const tiles: [string, number][] = [
    ["Sent", progress.sent],
    ["Delivered", progress.delivered],
    ["Failed", progress.failed],
    ["To go", progress.toGo],
  ];
  return (
    <div className="space-y-5">
      <RefreshWhileRunning active={!progress.finished} seconds={waiting ? 30 : 2} />
      <h1 className="text-2xl font-bold">Sending bulk SMS</h1>
      <p className="whitespace-pre-wrap break-words rounded-md bg-stone-100 p-3 text-sm [overflow-wrap:anywhere]">
        {send.text}
      </p>
      <p className="text-sm">
        {send.audience_label}: {send.recipients_expected} recipients when it was sent, {send.parts} part
        {send.parts === 1 ? "" : "s"} each, about{" "}
        {formatRand(progress.costCents || send.recipients_expected * send.parts * send.price_per_part_cents)}.
      </p>
      {waiting ? (
        <Alert title="Scheduled" tone="info">
          It goes out {formatAdminDateTime(send.scheduled_for)}: marketing SMS are sent only on weekdays 08:00-20:00 and
          Saturdays 09:00-13:00, not on Sundays or public holidays.
        </Alert>
      ) : null}
      <ProgressBar percent={percentDone(done, progress.total)} label={`${done} of ${progress.total} SMS`} />
      <dl className="grid grid-cols-2 gap-2 sm:max-w-lg sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`progress-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {send.status === "failed" ? <Alert title={BULK_SMS_FAILED}>{send.failure}</Alert> : null}
      {progress.finished && send.status !== "failed" ? (
        <Alert title="Bulk SMS sent" tone={progress.failed > 0 ? "error" : "success"}>
          {progress.sent} sent, {progress.failed} failed.
        </Alert>
      ) : null}
      {progress.failures.length > 0 ? (
        <section aria-labelledby="sms-failures" className="space-y-1">
          <h2 id="sms-failures" className="text-lg font-semibold">
            Failed numbers
          </h2>
          <ul className="list-disc pl-5 text-sm text-red-800">
            {progress.failures.map((failure) => (
              <li key={failure.to_number}>
                {formatSouthAfricanMobile(failure.to_number)}: {failure.error ?? "failed"}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="flex flex-wrap gap-4">
        <Link to={`/admin/sms/log?send=${send.id}`} className="inline-flex min-h-6 items-center underline">
          This send in the SMS log
        </Link>
        <Link to="/admin/sms" className="inline-flex min-h-6 items-center underline">
          Back to Bulk SMS
        </Link>
      </p>
    </div>
  );
}
