import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/accounts/auth.server";
import { NO_ACCESS_MESSAGE } from "~/accounts/messages";
import { noAccessInfo } from "~/admin/no-access";
import { documentDownload } from "~/documentation/download.server";
import { findHelpGuide } from "~/documentation/help.server";

/** A guide of Help as a file to keep or print: the center's download, for the guides of one's roles. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "help");
  const guide = await findHelpGuide(params.section, params.documentId ?? "", user.roles);
  if (guide.kind === "not-found") throw new Response("Documentation not found", { status: 404 });
  if (guide.kind === "not-yours") {
    // A file address has no page to draw the 403 in: the same words, as text.
    const { openedBy } = noAccessInfo(guide.opensFor, []);
    throw new Response(`${NO_ACCESS_MESSAGE} This guide opens for: ${openedBy.join(", ")}.`, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return documentDownload(request, guide.document);
}
