import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { BulkForm, listBulkRuns, startBulkAssignment } from "~/catalog/bulk-category.server";
import { DEFAULT_END_CODE, DEFAULT_START_CODE } from "~/catalog/bulk-category-limits";
import { runSummary } from "~/catalog/bulk-category-messages";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { Alert, inputClass, primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Bulk Category Assignment");

export const handle: AdminHandle = { breadcrumb: "Bulk Category Assignment" };

const PAGE = "/admin/bulk-category-assignment";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "bulkCategoryAssignment");
  return { runs: await listBulkRuns(db()) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "bulkCategoryAssignment");
  const submission = await parseFormSubmission(request, BulkForm);
  if (submission.status !== "success")
    return data(
      { title: "Invalid WS Code Range", description: undefined, startCode: "", endCode: "" },
      { status: 400 },
    );
  const outcome = await startBulkAssignment(
    db(),
    { id: user.id, email: user.email },
    {
      startCode: submission.value.startCode,
      endCode: submission.value.endCode,
      includeManual: submission.value.includeManual === "on",
    },
    { ipAddress: clientIp(request) },
  );
  if (!outcome.ok)
    return data(
      {
        title: outcome.title,
        description: outcome.description,
        startCode: outcome.startCode,
        endCode: outcome.endCode,
      },
      { status: outcome.status },
    );
  return redirect(`${PAGE}/${outcome.id}`, 303);
}

const STATUS_LABELS = {
  checking: "Checking",
  checked: "Checked, not applied",
  cancelled: "Cancelled",
  processing: "Running",
  complete: "Complete",
  stopped: "Stopped",
  failed: "Failed",
} as const;

export default function BulkCategoryAssignment() {
  const { runs } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const starting = navigation.state === "submitting";

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Bulk Category Assignment</h1>
      <p className="max-w-2xl text-sm text-stone-700">
        Files every product in a range of WS codes under the category and subcategory its name and descriptions match,
        using each category's keywords (set them on{" "}
        <Link to="/admin/category-management" className="underline">
          Category management
        </Link>
        ). Products whose category was set by hand are left alone unless you include them. Start first shows where each
        product would move, with nothing changed; you then apply the run or cancel it, and an applied run can be undone.
        A product whose words do not say clearly where it goes is not filed: it stays where it is for you to file.
      </p>
      <Form method="post" className="max-w-2xl space-y-4 rounded-md border border-stone-200 bg-white p-4">
        {refused ? <Alert title={refused.title}>{refused.description}</Alert> : null}
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1">
            <label htmlFor="start-code" className="block text-sm font-medium">
              Start WS code
            </label>
            <input
              id="start-code"
              name="startCode"
              defaultValue={refused?.startCode || DEFAULT_START_CODE}
              required
              autoCapitalize="characters"
              pattern="[Ww][Ss][0-9]+"
              className={`${inputClass} uppercase`}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="end-code" className="block text-sm font-medium">
              End WS code
            </label>
            <input
              id="end-code"
              name="endCode"
              defaultValue={refused?.endCode || DEFAULT_END_CODE}
              required
              autoCapitalize="characters"
              pattern="[Ww][Ss][0-9]+"
              className={`${inputClass} uppercase`}
            />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="includeManual" value="on" className="rounded border-stone-300 text-brand-700" />
          Include products whose category was set by hand
        </label>
        <button type="submit" className={primaryButtonClass} disabled={starting}>
          {starting ? "Checking..." : "Start"}
        </button>
      </Form>

      <section aria-labelledby="recent-runs" className="space-y-2">
        <h2 id="recent-runs" className="text-lg font-semibold">
          Recent runs
        </h2>
        {runs.length === 0 ? (
          <p className="text-stone-700">No runs yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
            {runs.map((run) => (
              <li key={run.id} className="p-2">
                <Link to={`${PAGE}/${run.id}`} className="font-semibold underline">
                  {run.start_code} to {run.end_code}
                </Link>{" "}
                {run.undone_at ? "Undone" : STATUS_LABELS[run.status]}
                {run.status === "checking" || run.status === "checked" || run.status === "cancelled"
                  ? ". "
                  : `: ${runSummary(run)} `}
                <span className="text-stone-600">
                  {formatDate(run.created_at)}, {run.createdByEmail ?? "Unknown"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
