import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { AdminOrderQuery } from "~/orders/orders-admin.server";
import { exportAdminOrders, ORDER_EXPORT_COLUMNS, orderExportFileName } from "~/orders/orders-export.server";
import { csvResponse, toCsv } from "~/platform/csv-export";
import { db } from "~/platform/db.server";
import { shopDayOf } from "~/platform/shop-days";

/** What the orders list's filter shows, every page of it, as a CSV (the list's Export CSV link). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffFile(request, "orders");
  const query = AdminOrderQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await exportAdminOrders(db(), query);
  return csvResponse(toCsv(ORDER_EXPORT_COLUMNS, rows), orderExportFileName(query, shopDayOf(new Date())));
}
