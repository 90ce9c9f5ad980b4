import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { ProgressBar, RefreshWhileRunning } from "~/admin/job-progress";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { percentDone } from "~/admin/progress-percent";
import { db } from "~/platform/db.server";
import { formatDateTime, formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { sendPhase } from "~/sms/bulk-sms";
import { endBulkSend, loadBulkSendProgress, reconfirmBulkSend } from "~/sms/bulk-sms.server";
import {
  alreadyConfirmedMessage,
  awaitingMessage,
  BULK_SMS_ALREADY_CONFIRMED,
  BULK_SMS_ALREADY_ENDED,
  BULK_SMS_AWAITING_TITLE,
  BULK_SMS_CANCEL_LABEL,
  BULK_SMS_CANCELLED,
  BULK_SMS_FAILED,
  BULK_SMS_NOT_AWAITING,
  BULK_SMS_RECONFIRMED,
  BULK_SMS_SCHEDULED_MESSAGE,
  BULK_SMS_SEND_NOT_FOUND,
  BULK_SMS_STOP_LABEL,
  confirmGrowthLabel,
  endedByMessage,
  pausedMessage,
  pausedTitle,
  recipientsAndCost,
  scheduledTitle,
  stoppedMessage,
} from "~/sms/messages";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Sending bulk SMS");

export const handle: AdminHandle = { breadcrumb: "Sending" };

const PAGE = "/admin/sms";

/**
 * A bulk SMS send's progress (decisions 0080 and 0091): refreshed while SMS are still to go; says
 * when a send not yet started starts and when one paused outside the marketing hours resumes; lets
 * staff cancel or stop it, and confirm the new figures of one whose audience grew by more than 10%
 * (each asking first: a dialog, or `?end=1` / `?reconfirm=1` without JavaScript).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "bulkSms");
  const now = new Date();
  const progress = await loadBulkSendProgress(db(), params.sendId ?? "", now);
  if (!progress) throw data(BULK_SMS_SEND_NOT_FOUND, { status: 404 });
  const search = new URL(request.url).searchParams;
  return {
    progress,
    phase: sendPhase(progress.send, progress.toGo, now),
    already: search.get("already") === "1",
    asking: search.get("end") === "1" ? "end" : search.get("reconfirm") === "1" ? "reconfirm" : null,
  };
}

const SendAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end") }),
  z.object({ intent: z.literal("reconfirm"), recipients: z.coerce.number().int().min(1).max(10_000_000) }),
]);

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "bulkSms");
  const submission = await parseFormSubmission(request, SendAction);
  if (submission.status !== "success") return data({ message: "Unknown action." }, { status: 400 });
  const sendId = params.sendId ?? "";
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const page = `${PAGE}/${sendId}`;
  if (submission.value.intent === "end") {
    const outcome = await endBulkSend(db(), actor, sendId, meta);
    if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
    const title = outcome.already
      ? BULK_SMS_ALREADY_ENDED
      : outcome.status === "stopped"
        ? stoppedMessage(outcome.sent, outcome.total, outcome.cancelled, outcome.failed)
        : BULK_SMS_CANCELLED;
    return redirectWithToast(request, page, { title });
  }
  const outcome = await reconfirmBulkSend(db(), actor, sendId, submission.value.recipients, meta);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirectWithToast(request, page, {
    title: outcome.already ? BULK_SMS_NOT_AWAITING : BULK_SMS_RECONFIRMED,
    variant: outcome.already ? "default" : "success",
  });
}

type Progress = Awaited<ReturnType<typeof loader>>["progress"];

function endConfirmation(progress: Progress): Confirmation {
  const { send } = progress;
  const started = progress.sent + progress.failed > 0;
  return {
    title: started ? "Stop this bulk SMS?" : "Cancel this bulk SMS?",
    message: started
      ? `${progress.sent} SMS went; the ${progress.toGo} still to go are cancelled and never sent. One already on its way to the network may still arrive.`
      : "None of its SMS has gone yet; none will.",
    confirmLabel: started ? BULK_SMS_STOP_LABEL : BULK_SMS_CANCEL_LABEL,
    action: `${PAGE}/${send.id}`,
    fields: { intent: "end" },
  };
}

function reconfirmConfirmation(progress: Progress): Confirmation | null {
  const { send, grown } = progress;
  // Nobody left in the audience: nothing to confirm, only to cancel.
  if (!grown || grown.recipients === 0) return null;
  return {
    title: "Send to the grown audience?",
    message: `${awaitingMessage(
      recipientsAndCost(send.recipients_expected, formatRand(send.confirmed_cost_cents)),
      recipientsAndCost(grown.recipients, formatRand(grown.costCents)),
    )} Confirming sends it to up to ${grown.recipients} recipients (10% more if the audience grows meanwhile).`,
    confirmLabel: confirmGrowthLabel(grown.recipients, formatRand(grown.costCents)),
    action: `${PAGE}/${send.id}`,
    fields: { intent: "reconfirm", recipients: String(grown.recipients) },
  };
}

export default function BulkSmsProgress() {
  const { progress, phase, already, asking } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { send } = progress;
  const page = `${PAGE}/${send.id}`;
  const ending = endConfirmation(progress);
  const reconfirming = reconfirmConfirmation(progress);
  if (asking === "end" && progress.canEnd) return <ConfirmationPage confirmation={ending} cancelHref={page} />;
  if (asking === "reconfirm" && reconfirming) return <ConfirmationPage confirmation={reconfirming} cancelHref={page} />;

  const done = progress.sent + progress.failed;
  const waiting = phase.kind === "scheduled" || phase.kind === "paused";
  const tiles: [string, number][] = [
    ["Sent", progress.sent],
    ["Delivered", progress.delivered],
    ["Failed", progress.failed],
    ["To go", progress.toGo],
    ...(progress.cancelled > 0 ? [["Cancelled", progress.cancelled] as [string, number]] : []),
  ];
  return (
    <div className="space-y-5">
      <RefreshWhileRunning
        active={!progress.finished && phase.kind !== "awaiting_confirmation"}
        seconds={waiting ? 30 : 2}
      />
      <h1 className="text-2xl font-bold">Sending bulk SMS</h1>
      {already ? (
        <Alert tone="info" title={BULK_SMS_ALREADY_CONFIRMED}>
          {alreadyConfirmedMessage(formatDateTime(send.confirmed_at ?? send.created_at))}
        </Alert>
      ) : null}
      {refused ? <Alert title={refused.message} /> : null}
      <p className="whitespace-pre-wrap break-words rounded-md bg-stone-100 p-3 text-sm [overflow-wrap:anywhere]">
        {send.text}
      </p>
      <p className="text-sm">
        {send.audience_label}: confirmed for {send.recipients_expected} recipient
        {send.recipients_expected === 1 ? "" : "s"}, {send.parts} part{send.parts === 1 ? "" : "s"} each, about{" "}
        {formatRand(send.confirmed_cost_cents)}
        {send.created_by_email ? ` (by ${send.created_by_email}, ${formatDateTime(send.created_at)})` : ""}.
      </p>
      {phase.kind === "scheduled" ? (
        <Alert title={scheduledTitle(phase.startsAt)} tone="info">
          {BULK_SMS_SCHEDULED_MESSAGE}
        </Alert>
      ) : null}
      {phase.kind === "paused" ? (
        <Alert title={pausedTitle(phase.pause, phase.resumesAt)} tone="info">
          {pausedMessage(progress.toGo)}
        </Alert>
      ) : null}
      {phase.kind === "awaiting_confirmation" && progress.grown ? (
        <Alert title={BULK_SMS_AWAITING_TITLE} tone="info">
          {awaitingMessage(
            recipientsAndCost(send.recipients_expected, formatRand(send.confirmed_cost_cents)),
            recipientsAndCost(progress.grown.recipients, formatRand(progress.grown.costCents)),
          )}
        </Alert>
      ) : null}
      <ProgressBar percent={percentDone(done, progress.total)} label={`${done} of ${progress.total} SMS`} />
      <dl className="grid grid-cols-2 gap-2 sm:max-w-2xl sm:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`progress-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {phase.kind === "failed" ? <Alert title={BULK_SMS_FAILED}>{send.failure}</Alert> : null}
      {phase.kind === "cancelled" || phase.kind === "stopped" ? (
        <Alert
          tone="info"
          title={
            phase.kind === "cancelled"
              ? BULK_SMS_CANCELLED
              : stoppedMessage(progress.sent, progress.total, progress.cancelled, progress.failed)
          }
        >
          {send.ended_at
            ? endedByMessage(formatDateTime(send.ended_at), send.ended_by_email ?? "a staff member")
            : null}
        </Alert>
      ) : null}
      {phase.kind === "finished" ? (
        <Alert title="Bulk SMS sent" tone={progress.failed > 0 ? "error" : "success"}>
          {progress.sent} sent, {progress.failed} failed.
        </Alert>
      ) : null}
      {reconfirming || progress.canEnd ? (
        <div className="flex flex-wrap gap-2">
          {reconfirming ? (
            <ConfirmButton
              label={reconfirming.confirmLabel}
              confirmation={reconfirming}
              confirmHref={`${page}?reconfirm=1`}
            />
          ) : null}
          {progress.canEnd ? (
            <ConfirmButton label={ending.confirmLabel} confirmation={ending} confirmHref={`${page}?end=1`} />
          ) : null}
        </div>
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
