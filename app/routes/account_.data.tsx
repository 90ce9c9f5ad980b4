import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { exportPersonalData } from "~/account/personal-data.server";
import { type ReadableRow, readableRows } from "~/account/personal-data-readable";
import { requireUser } from "~/accounts/auth.server";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Your personal data | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { breadcrumb: "Your personal data" };

/** 'Download my data' as a page to read (issue 46): rand amounts, South African time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/account/data" });
  // The file's "about" line speaks of cents and UTC: this page says its own.
  const { exportedAt, about: _about, ...personalData } = await exportPersonalData(db(), user.id);
  return { exportedOn: formatDateTime(exportedAt), rows: readableRows(personalData) };
}

function Rows({ rows }: { rows: ReadableRow[] }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map((row) =>
        "value" in row ? (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="break-words">{row.value}</dd>
          </div>
        ) : (
          <div key={row.label} className="space-y-1 pt-2">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="space-y-2 border-l-2 border-stone-200 pl-3">
              {row.rows.length > 0 && Array.isArray(row.rows[0]) ? (
                (row.rows as ReadableRow[][]).map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the export's order never changes on the page.
                  <Rows key={index} rows={entry} />
                ))
              ) : (
                <Rows rows={row.rows as ReadableRow[]} />
              )}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

export default function PersonalDataPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl space-y-4 p-4">
      <h1 className="text-2xl font-bold">Your personal data</h1>
      <p className="text-sm text-stone-700">
        Everything we hold about you, as of {page.exportedOn} (South African time). Amounts are in rand.
      </p>
      <p className="flex flex-wrap gap-3">
        <a href="/account/data.json" download className={secondaryButtonClass}>
          Download as a JSON file
        </a>{" "}
        <Link to="/account" className={secondaryButtonClass}>
          Back to my account
        </Link>
      </p>
      <Rows rows={page.rows} />
    </div>
  );
}
