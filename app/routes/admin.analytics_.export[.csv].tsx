import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import {
  AnalyticsQuery,
  loadSalesReport,
  REPORT_CSV_COLUMNS,
  reportCsvRows,
  reportRange,
  shopToday,
} from "~/analytics/sales-report.server";
import { csvResponse, toCsv } from "~/platform/csv-export";
import { db } from "~/platform/db.server";

/** The sales report's periods as a CSV (the Analytics page's Export CSV link). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffFile(request, "analytics");
  const query = AnalyticsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = reportRange(query, shopToday());
  const report = await loadSalesReport(db(), range);
  return csvResponse(
    toCsv(REPORT_CSV_COLUMNS, reportCsvRows(report)),
    `sales-${range.from}-to-${range.to}-by-${range.by}.csv`,
  );
}
