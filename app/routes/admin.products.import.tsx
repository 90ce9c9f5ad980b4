import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { DataList, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { ImportListQuery, listImports } from "~/catalog/csv-import.server";
import { ImportStatusBadge } from "~/catalog/csv-import-badge";
import { CSV_MAX_ROWS, DEFAULT_END_ROW } from "~/catalog/csv-import-limits";
import { receiveImportUpload, type UploadProblem } from "~/catalog/csv-import-upload.server";
import { db } from "~/platform/db.server";
import { formatCount, formatDate } from "~/platform/format";
import { clientIp } from "~/platform/request.server";
import { Alert, FieldErrors, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Import products from CSV");

export const handle: AdminHandle = { breadcrumb: "Upload CSV" };

const PAGE = "/admin/products/import";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const { limit } = ImportListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listImports(db(), limit)), limit };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "products");
  const { outcome, range } = await receiveImportUpload(db(), { id: user.id, email: user.email }, request, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok)
    return data(
      { problem: outcome.problem, startRow: range.startRow ?? "", endRow: range.endRow ?? "" },
      { status: outcome.status },
    );
  return redirect(`${PAGE}/${outcome.id}`, 303);
}

const FILE_HINT_ID = "csv-file-hint";

export default function ImportProducts() {
  const { rows, hasMore, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === PAGE;
  const problem: UploadProblem | undefined = result?.problem;
  const errorFor = (field: UploadProblem["field"]) => (problem?.field === field ? [problem.message] : undefined);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Import products from CSV</h1>

      <Form
        method="post"
        encType="multipart/form-data"
        action={PAGE}
        className="max-w-2xl space-y-4 rounded-md border border-stone-200 bg-white p-4"
        aria-describedby={FILE_HINT_ID}
      >
        {problem ? <Alert title={problem.message} /> : null}
        <div className="space-y-1">
          <label htmlFor="csv-file" className="block text-sm font-medium text-stone-800">
            CSV file
          </label>
          <input
            id="csv-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-invalid={problem?.field === "file" || undefined}
            aria-describedby={`${FILE_HINT_ID}${problem?.field === "file" ? " csv-file-error" : ""}`}
            className="block w-full text-sm"
          />
          <FieldErrors id="csv-file-error" errors={errorFor("file")} />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Rows to import</legend>
          <p className="text-xs text-stone-600">
            Row 1 is the first row under the headings (row 2 in Excel). At most {formatCount(CSV_MAX_ROWS)} rows at a
            time.
          </p>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <div className="space-y-1">
              <label htmlFor="start-row" className="block text-sm">
                Start row
              </label>
              <input
                id="start-row"
                name="startRow"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                defaultValue={result?.startRow || "1"}
                aria-invalid={problem?.field === "startRow" || undefined}
                aria-describedby={problem?.field === "startRow" ? "start-row-error" : undefined}
                className={inputClass}
              />
              <FieldErrors id="start-row-error" errors={errorFor("startRow")} />
            </div>
            <div className="space-y-1">
              <label htmlFor="end-row" className="block text-sm">
                End row
              </label>
              <input
                id="end-row"
                name="endRow"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                defaultValue={result?.endRow || String(DEFAULT_END_ROW)}
                aria-invalid={problem?.field === "endRow" || undefined}
                aria-describedby={problem?.field === "endRow" ? "end-row-error" : undefined}
                className={inputClass}
              />
              <FieldErrors id="end-row-error" errors={errorFor("endRow")} />
            </div>
          </div>
        </fieldset>
        <div id={FILE_HINT_ID} className="space-y-1 text-sm text-stone-700">
          <p>
            A CSV of at most 10 MB with a heading row, as your accounting system or Excel saves it (UTF-8 or Windows
            text, commas or semicolons). WS Code and Stock Code are required; the other columns are read when present:
            Product Name, Short and Long Description, Excl Price, Incl Price, Qty, Category, Subcategory, the sizes,
            units, flags and SEO fields, and the Afrikaans Name and Afrikaans Description shown to customers reading in
            Afrikaans.
          </p>
          <p>
            Nothing changes until you have seen the check and pressed Apply. New products are created inactive; an empty
            cell leaves an existing product's value as it is; a price changes only when it differs by more than R 0.01;
            a quantity sets the stock level.
          </p>
        </div>
        <button type="submit" className={primaryButtonClass} disabled={sending}>
          {sending ? "Uploading..." : "Upload and check"}
        </button>
      </Form>

      <section aria-labelledby="past-imports" className="space-y-2">
        <h2 id="past-imports" className="text-lg font-semibold">
          Past imports
        </h2>
        <DataList
          label="Imports"
          rows={rows}
          rowKey={(row) => row.id}
          empty="No imports yet."
          columns={[
            {
              header: "File",
              card: "title",
              cell: (row) => (
                <Link to={`${PAGE}/${row.id}`} className={`${listLinkClass} break-all`}>
                  {row.file_name}
                </Link>
              ),
            },
            { header: "Uploaded", nowrap: true, cell: (row) => formatDate(row.created_at) },
            { header: "By", cell: (row) => <span className="break-all">{row.createdByEmail ?? "Unknown"}</span> },
            {
              header: "Status",
              cell: (row) => <ImportStatusBadge status={row.status} failedRows={row.records_failed} />,
            },
            { header: "Rows", numeric: true, cell: (row) => formatCount(row.records_processed) },
            { header: "New", numeric: true, cell: (row) => formatCount(row.new_count) },
            { header: "Updated", numeric: true, cell: (row) => formatCount(row.updated_count) },
            { header: "Errors", numeric: true, cell: (row) => formatCount(row.records_failed) },
          ]}
        />
        {hasMore ? (
          <Link to={`${PAGE}?limit=${limit + 20}`} className={`${secondaryButtonClass} no-underline`}>
            Load More
          </Link>
        ) : null}
      </section>
    </div>
  );
}
