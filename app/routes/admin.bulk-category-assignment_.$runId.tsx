import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { ProgressBar, RefreshWhileRunning } from "~/admin/job-progress";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { loadBulkRun, requestStop } from "~/catalog/bulk-category.server";
import { BULK_COMPLETE, BULK_FAILED } from "~/catalog/bulk-category-messages";
import { db } from "~/platform/db.server";
import { clientIp, requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Bulk Category Assignment");

export const handle: AdminHandle = { breadcrumb: "Bulk Category Assignment" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "bulkCategoryAssignment");
  const run = await loadBulkRun(db(), params.runId ?? "");
  if (!run) throw data("Run not found", { status: 404 });
  return { run };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "bulkCategoryAssignment");
  requireSameOrigin(request);
  const runId = params.runId ?? "";
  const outcome = await requestStop(db(), { id: user.id, email: user.email }, runId, { ipAddress: clientIp(request) });
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirectWithToast(request, `/admin/bulk-category-assignment/${runId}`, {
    title: "Stopping",
    description: "The run stops after the current product.",
  });
}

export default function BulkRun() {
  const { run } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const running = run.status === "processing";
  const percent = run.total > 0 ? (run.processed / run.total) * 100 : 100;
  const tiles: [string, number][] = [
    ["Processed", run.processed],
    ["Successful", run.successful],
    ["Failed", run.failed],
  ];

  return (
    <div className="space-y-5">
      <RefreshWhileRunning active={running} />
      <h1 className="text-2xl font-bold">
        Bulk Category Assignment: {run.start_code} to {run.end_code}
      </h1>
      {refused ? <Alert title={refused.message} /> : null}
      <ProgressBar
        percent={percent}
        label={`${run.processed} of ${run.total} products${running && run.stop_requested ? " (stopping)" : ""}`}
      />
      {run.current_product ? (
        <p className="text-sm">
          {running ? "Current product" : "Last product"}: <span className="font-semibold">{run.current_product}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {running ? (
        <Form method="post">
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={navigation.state !== "idle" || run.stop_requested === 1}
          >
            Stop
          </button>
        </Form>
      ) : null}
      {run.status === "complete" ? (
        <Alert title={BULK_COMPLETE} tone={run.failed > 0 ? "error" : "success"}>
          {run.processed} processed: {run.successful} successful, {run.failed} failed.
        </Alert>
      ) : null}
      {run.status === "stopped" ? (
        <Alert title="Bulk Assignment Stopped" tone="info">
          Stopped after {run.current_product}: {run.processed} of {run.total} processed.
        </Alert>
      ) : null}
      {run.status === "failed" ? <Alert title={BULK_FAILED}>{run.failure}</Alert> : null}
      {run.errors.length > 0 ? (
        <section aria-labelledby="bulk-errors" className="space-y-1">
          <h2 id="bulk-errors" className="text-lg font-semibold">
            Errors
          </h2>
          <ul className="list-disc pl-5 text-sm text-red-800">
            {run.errors.map((error) => (
              <li key={error.wsCode}>
                {error.wsCode}: {error.message}
              </li>
            ))}
          </ul>
          {run.moreErrors > 0 ? <p className="text-sm">and {run.moreErrors} more</p> : null}
        </section>
      ) : null}
      <Link to="/admin/bulk-category-assignment" className="underline">
        Back to Bulk Category Assignment
      </Link>
    </div>
  );
}
