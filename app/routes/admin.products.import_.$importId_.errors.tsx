import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { loadImport } from "~/catalog/csv-import.server";
import { csvResponse, toCsv } from "~/platform/csv-export";
import { db } from "~/platform/db.server";

/** Every error of an import as a CSV (the page shows the first five): Row, WS Code, Error. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffFile(request, "products");
  const record = await loadImport(db(), params.importId ?? "");
  if (!record) throw data("Import not found", { status: 404 });
  const csv = toCsv(
    ["Row", "WS Code", "Error"],
    record.errorList.map((error) => [error.row ?? "", error.wsCode ?? "", error.message]),
  );
  const base =
    record.file_name
      .replace(/\.csv$/i, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .slice(0, 60) || "import";
  return csvResponse(csv, `${base}-errors.csv`);
}
