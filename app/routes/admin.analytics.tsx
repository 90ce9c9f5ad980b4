import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireStaff } from "~/accounts/auth.server";
import { ownLineLinkClass } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { BarList, ColumnChart } from "~/analytics/charts";
import { GROUPINGS } from "~/analytics/periods";
import { AnalyticsQuery, loadSalesReport, reportRange, shopToday } from "~/analytics/sales-report.server";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { inputClass, primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Analytics");

export const handle: AdminHandle = { breadcrumb: "Analytics" };

const PAGE = "/admin/analytics";
const GROUPING_LABELS = { day: "Day", week: "Week", month: "Month" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "analytics");
  const query = AnalyticsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return loadSalesReport(db(), reportRange(query, shopToday()));
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md border border-stone-200 bg-white p-3">
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}

/** A chart and, beside it, the table of its figures (the chart is a picture of the table). */
function ChartWithTable({
  id,
  title,
  chart,
  table,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div>{chart}</div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
        <section className="max-h-80 overflow-auto" tabIndex={0} aria-label={`${title}: figures`}>
          {table}
        </section>
      </div>
    </section>
  );
}

/** A chart's figures: a heading column (the period or the part), then right-aligned numbers. */
function FiguresTable({
  columns,
  rows,
}: {
  columns: string[];
  rows: { key: string; heading: string; cells: string[] }[];
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`py-1 pr-3 font-semibold ${index ? "text-right" : "text-left"}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-stone-200">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {row.heading}
            </th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1]} className="py-1 pr-3 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Analytics() {
  const report = useLoaderData<typeof loader>();
  const { range, totals } = report;
  const exportHref = `${PAGE}/export.csv?${new URLSearchParams({ from: range.from, to: range.to, by: range.by })}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Analytics</h1>
      <Form method="get" action={PAGE} className="flex flex-wrap items-end gap-2" aria-label="Report period">
        <div>
          <label htmlFor="report-from" className="block text-sm font-medium">
            From
          </label>
          <input id="report-from" type="date" name="from" defaultValue={range.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="report-to" className="block text-sm font-medium">
            To
          </label>
          <input id="report-to" type="date" name="to" defaultValue={range.to} className={inputClass} />
        </div>
        <div>
          <label htmlFor="report-by" className="block text-sm font-medium">
            By
          </label>
          <select id="report-by" name="by" defaultValue={range.by} className={inputClass}>
            {GROUPINGS.map((by) => (
              <option key={by} value={by}>
                {GROUPING_LABELS[by]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButtonClass}>
          Show
        </button>
      </Form>
      <p className="text-sm text-stone-700">
        Orders placed from {range.from} to {range.to} (South African days), cancelled orders left out.{" "}
        <a href={exportHref} download className="underline">
          Export CSV
        </a>
      </p>
      {range.note ? <p className="text-sm font-semibold">{range.note}</p> : null}

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure term="Sales incl. VAT" value={formatRand(totals.inclCents)} />
        <Figure term="Sales excl. VAT" value={formatRand(totals.exclCents)} />
        <Figure term="Orders" value={String(totals.orders)} />
        <Figure term="Average order (incl. VAT)" value={formatRand(totals.averageCents)} />
        <Figure term="VAT (15%)" value={formatRand(totals.vatCents)} />
        <Figure term="New customers" value={String(report.newCustomers)} />
        <Figure term="Products low on stock" value={String(report.lowStock.low)} />
        <Figure term="Products out of stock" value={String(report.lowStock.out)} />
      </dl>

      <ChartWithTable
        id="sales-over-time"
        title={`Sales per ${range.by}`}
        chart={
          <ColumnChart
            title={`Sales incl. VAT per ${range.by}`}
            bars={report.periods.map((period) => ({ label: period.label, value: period.inclCents }))}
            format={formatRand}
          />
        }
        table={
          <FiguresTable
            columns={["Period", "Orders", "Incl. VAT", "Excl. VAT"]}
            rows={report.periods.map((period) => ({
              key: period.key,
              heading: period.label,
              cells: [String(period.orders), formatRand(period.inclCents), formatRand(period.exclCents)],
            }))}
          />
        }
      />

      {[
        { id: "fulfilment", title: "Collect or delivery", rows: report.fulfilment },
        { id: "payment", title: "Payment status", rows: report.payment },
      ].map((part) => (
        <ChartWithTable
          key={part.id}
          id={part.id}
          title={part.title}
          chart={
            <BarList
              title={`${part.title}: orders`}
              bars={part.rows.map((row) => ({ label: row.label, value: row.orders }))}
              format={String}
            />
          }
          table={
            <FiguresTable
              columns={[part.title, "Orders", "Incl. VAT"]}
              rows={part.rows.map((row) => ({
                key: row.key,
                heading: row.label,
                cells: [String(row.orders), formatRand(row.inclCents)],
              }))}
            />
          }
        />
      ))}

      {[
        { id: "top-products", title: "Top products", rows: report.topProducts },
        { id: "top-categories", title: "Top categories", rows: report.topCategories },
      ].map((part) => (
        <ChartWithTable
          key={part.id}
          id={part.id}
          title={part.title}
          chart={
            <BarList
              title={`${part.title} by sales incl. VAT`}
              bars={part.rows.map((row) => ({ label: row.name, value: row.inclCents }))}
              format={formatRand}
            />
          }
          table={
            <FiguresTable
              columns={[part.id === "top-products" ? "Product" : "Category", "Quantity", "Incl. VAT"]}
              rows={part.rows.map((row) => ({
                key: row.name,
                heading: row.name,
                cells: [String(row.quantity), formatRand(row.inclCents)],
              }))}
            />
          }
        />
      ))}
      <p className="text-sm">
        <Link to="/admin/orders" className={`${ownLineLinkClass} underline`}>
          The orders behind these figures
        </Link>
      </p>
    </div>
  );
}
