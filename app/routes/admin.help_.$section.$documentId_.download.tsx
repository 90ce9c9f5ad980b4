import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { noAccessInfo } from "~/admin/no-access";
import { noAccessDocument, roleGivers } from "~/admin/no-access.server";
import { documentDownload } from "~/documentation/download.server";
import { findHelpGuide } from "~/documentation/help.server";
import { db } from "~/platform/db.server";

/** A guide of Help as a file to keep or print: the center's download, for the guides of one's roles. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaffFile(request, "help");
  const guide = await findHelpGuide(params.section, params.documentId ?? "", user.roles);
  if (guide.kind === "not-found") throw new Response("Documentation not found", { status: 404 });
  // A file address has no page to draw the 403 in: the same words, as a page of its own.
  if (guide.kind === "not-yours") throw noAccessDocument(noAccessInfo(guide.opensFor, await roleGivers(db())));
  return documentDownload(request, guide.document);
}
