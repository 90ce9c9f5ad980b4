import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { exportFileName } from "~/newsletter/newsletter-rules";
import { SubscribersQuery, subscribersForExport } from "~/newsletter/newsletter-subscribers.server";
import { csvResponse, toCsv } from "~/platform/csv-export";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";

/** The subscribers the panel's filter shows, all of them, as a CSV named with today's date. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffFile(request, "newsletters");
  const query = SubscribersQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await subscribersForExport(db(), query);
  const csv = toCsv(
    ["Email", "Status", "Subscribed Date"],
    rows.map((row) => [row.email, row.is_active ? "Active" : "Inactive", formatDate(row.subscribed_at)]),
  );
  return csvResponse(csv, exportFileName(new Date()));
}
