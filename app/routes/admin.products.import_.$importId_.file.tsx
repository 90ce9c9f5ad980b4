import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { importUploadedFile } from "~/catalog/csv-import.server";
import { db } from "~/platform/db.server";
import { streamFile } from "~/platform/storage.server";

/**
 * The price list an import was uploaded with, for the staff of the import screens only, never
 * cached (decision 0062): kept in the private folder `/uploads/*` refuses, while the import
 * waits for its check and apply.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffFile(request, "products");
  const file = await importUploadedFile(db(), params.importId ?? "");
  if (!file) throw new Response("This import's file is no longer kept", { status: 404 });
  const response = await streamFile(file.key, request, "private, no-store");
  response.headers.set("Content-Type", "text/csv");
  response.headers.set("Content-Disposition", `attachment; filename="${file.downloadName}"`);
  return response;
}
