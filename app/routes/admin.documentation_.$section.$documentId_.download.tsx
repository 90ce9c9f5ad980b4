import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { viewerSection } from "~/documentation/document-viewer.server";
import { documentDownload } from "~/documentation/download.server";
import { findViewableDocument } from "~/documentation/viewer.server";
import { db } from "~/platform/db.server";

/** A document of the center as a file to keep or print (app/documentation/download.server.ts). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffFile(request, "documentation");
  const { section, known } = viewerSection(params.section);
  const found = known ? await findViewableDocument(db(), section, params.documentId ?? "") : undefined;
  if (!found) throw new Response("Documentation not found", { status: 404 });
  return documentDownload(request, found);
}
