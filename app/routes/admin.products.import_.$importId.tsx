import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { ownLineLinkClass } from "~/admin/back-link";
import { ProgressBar, RefreshWhileRunning } from "~/admin/job-progress";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { categoryNames } from "~/catalog/category-admin.server";
import {
  cancelImport,
  type ImportChange,
  type ImportError,
  loadImport,
  requestApply,
  runImportAgain,
} from "~/catalog/csv-import.server";
import { ImportStatusBadge } from "~/catalog/csv-import-badge";
import { describeChange } from "~/catalog/csv-import-changes";
import { ERRORS_SHOWN } from "~/catalog/csv-import-limits";
import {
  IMPORT_CANCELLED,
  IMPORT_INTERRUPTED,
  importRangeWords,
  importReadSummary,
  rowsNotReadWords,
  UPLOAD_COMPLETE,
  UPLOAD_FAILED,
} from "~/catalog/csv-import-messages";
import { RUNNING_STATUSES } from "~/catalog/csv-import-status";
import { db } from "~/platform/db.server";
import { formatCount, formatDate, formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Import ${data.record.file_name}` : "Import not found");

export const handle: AdminHandle = { breadcrumb: "Upload CSV" };

/** The uploaded file is kept until the import is applied, cancelled or has failed. */
const FILE_KEPT: readonly string[] = ["checking", "checked", "applying", "interrupted"];

/** Changes listed on the page; the record keeps up to a thousand. */
const CHANGES_SHOWN = 100;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const record = await loadImport(db(), params.importId ?? "");
  if (!record) throw data("Import not found", { status: 404 });
  const names = await categoryNames(db());
  return { record, categoryNames: [...names] };
}

const ImportAction = z.object({ intent: z.enum(["apply", "cancel", "again"]) });

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "products");
  const importId = params.importId ?? "";
  const submission = await parseFormSubmission(request, ImportAction);
  if (submission.status !== "success") return data({ message: "Unknown action." }, { status: 400 });
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const run = { apply: requestApply, cancel: cancelImport, again: runImportAgain }[submission.value.intent];
  const outcome = await run(db(), actor, importId, meta);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const toast =
    submission.value.intent === "cancel"
      ? { title: IMPORT_CANCELLED }
      : { title: submission.value.intent === "apply" ? "Applying the import" : "Running the import again" };
  return redirectWithToast(request, `/admin/products/import/${importId}`, toast);
}

function Tiles({ items }: { items: [string, number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
          <dt className="text-xs text-stone-700">{label}</dt>
          <dd className="text-2xl font-bold">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ErrorList({ errors, downloadHref }: { errors: ImportError[]; downloadHref: string }) {
  if (errors.length === 0) return null;
  const more = errors.length - ERRORS_SHOWN;
  return (
    <section aria-labelledby="import-errors" className="space-y-2">
      <h2 id="import-errors" className="text-lg font-semibold">
        Errors
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-red-800">
        {errors.slice(0, ERRORS_SHOWN).map((error) => (
          <li key={`${error.row}-${error.message}`}>{error.message}</li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm">and {formatCount(more)} more</p> : null}
      <a href={downloadHref} className={`${secondaryButtonClass} no-underline`} download>
        Download all errors (CSV)
      </a>
    </section>
  );
}

function ChangeList({
  changes,
  total,
  names,
  heading,
}: {
  changes: ImportChange[];
  total: number;
  names: ReadonlyMap<string, string>;
  heading: string;
}) {
  if (changes.length === 0) return null;
  const shown = changes.slice(0, CHANGES_SHOWN);
  return (
    <section aria-labelledby="import-changes" className="space-y-2">
      <h2 id="import-changes" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
        {shown.map((change) => (
          <li key={change.row} className="p-2">
            <p>
              <span className="font-semibold">{change.wsCode}</span>{" "}
              <span className="text-stone-600">row {change.row}</span>{" "}
              {change.kind === "new" ? (
                <span className="rounded bg-sky-100 px-1 text-xs font-semibold text-sky-900">New, inactive</span>
              ) : null}
            </p>
            {change.kind === "new" ? (
              <p>
                {change.name}, {formatRand(change.inclPriceCents)}
                {change.quantity === null ? "" : `, stock ${change.quantity}`}
              </p>
            ) : (
              <ul className="pl-3">
                {Object.entries(change.fields).map(([column, value]) => (
                  <li key={column}>{describeChange(column, value, names)}</li>
                ))}
                {change.stock ? (
                  <li>
                    Stock: {change.stock.from} → {change.stock.to}
                  </li>
                ) : null}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {total > shown.length ? <p className="text-sm">and {formatCount(total - shown.length)} more</p> : null}
    </section>
  );
}

export default function ImportPage() {
  const { record, categoryNames: nameList } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const names = new Map(nameList);
  const running = RUNNING_STATUSES.includes(record.status);
  const downloadHref = `/admin/products/import/${record.id}/errors`;
  const tiles: [string, number][] = [
    ["New products", record.new_count],
    ["Updated", record.updated_count],
    ["Unchanged", record.unchanged_count],
    ["Errors", record.records_failed],
  ];
  const changeTotal = record.new_count + record.updated_count;

  return (
    <div className="space-y-5">
      <RefreshWhileRunning active={running} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold break-words">{record.file_name}</h1>
        <p className="text-sm text-stone-700">
          Uploaded {formatDate(record.created_at)} by {record.createdByEmail ?? "Unknown"},{" "}
          {importRangeWords({
            startRow: record.start_row,
            endRow: record.end_row,
            rowsRead: record.records_processed,
            rowsAfterRange: record.rows_after_range,
            read: record.records_processed > 0 || ["checked", "applying", "completed"].includes(record.status),
          })}{" "}
          <ImportStatusBadge status={record.status} failedRows={record.records_failed} />
        </p>
        {FILE_KEPT.includes(record.status) ? (
          <p className="text-sm">
            <a href={`/admin/products/import/${record.id}/file`} className={`${ownLineLinkClass} underline`} download>
              Download the uploaded file
            </a>
          </p>
        ) : null}
      </div>
      {result?.message ? <Alert title={result.message} /> : null}

      {record.status === "checking" ? (
        <ProgressBar percent={record.progress} label="Checking the file: nothing is changed yet" />
      ) : null}
      {record.status === "applying" ? <ProgressBar percent={record.progress} label="Applying the import" /> : null}

      {record.status === "checked" ? (
        <>
          <Alert tone="info" title="Check complete: nothing has been changed yet">
            Read what the import would do, then apply it or cancel it.
          </Alert>
          <Tiles items={tiles} />
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <button type="submit" name="intent" value="apply" className={primaryButtonClass} disabled={busy}>
                Apply import
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="cancel" className={secondaryButtonClass} disabled={busy}>
                Cancel
              </button>
            </Form>
          </div>
        </>
      ) : null}

      {record.status === "completed" ? (
        <>
          <Alert title={UPLOAD_COMPLETE} tone={record.records_failed > 0 ? "error" : "success"}>
            {importReadSummary({
              rowsRead: record.records_processed,
              newCount: record.new_count,
              updatedCount: record.updated_count,
              unchangedCount: record.unchanged_count,
              failedCount: record.records_failed,
            })}
          </Alert>
          <Tiles items={tiles} />
          {record.new_count > 0 ? (
            <Link to="/admin/products?inactive=on" className="underline">
              See the new products (inactive until you activate them)
            </Link>
          ) : null}
        </>
      ) : null}

      {record.status === "failed" ? <Alert title={UPLOAD_FAILED}>{record.failure}</Alert> : null}
      {record.status === "cancelled" ? <Alert tone="info" title={IMPORT_CANCELLED} /> : null}
      {record.status === "interrupted" ? (
        <>
          <Alert title="Import interrupted">{IMPORT_INTERRUPTED}</Alert>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <button type="submit" name="intent" value="again" className={primaryButtonClass} disabled={busy}>
                Run it again
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="cancel" className={secondaryButtonClass} disabled={busy}>
                Cancel
              </button>
            </Form>
          </div>
        </>
      ) : null}

      {record.rows_after_range > 0 && !running ? (
        <p className="text-sm text-stone-800">{rowsNotReadWords(record.rows_after_range, record.end_row ?? 0)}</p>
      ) : null}

      {["checked", "completed"].includes(record.status) ? (
        <>
          <ErrorList errors={record.errorList} downloadHref={downloadHref} />
          <ChangeList
            changes={record.changeList}
            total={changeTotal}
            names={names}
            heading={record.status === "checked" ? "What would change" : "What changed"}
          />
        </>
      ) : null}

      <Link to="/admin/products/import" className="underline">
        Back to CSV imports
      </Link>
    </div>
  );
}
