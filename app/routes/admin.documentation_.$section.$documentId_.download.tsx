import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/accounts/auth.server";
import { viewerSection } from "~/documentation/document-viewer.server";
import { buildDownloadHtml, downloadFileName } from "~/documentation/download";
import { renderDocumentMarkdown } from "~/documentation/markdown.server";
import { findViewableDocument } from "~/documentation/viewer.server";
import { db } from "~/platform/db.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";

/**
 * Download (spec 7): the document as one self-contained HTML file, named from its title and
 * version. `?print=1` serves the same page to open in the browser (the Save as PDF button opens
 * it and prints it); otherwise it is an attachment, a plain link that works without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "documentation");
  const { section, known } = viewerSection(params.section);
  const found = known ? await findViewableDocument(db(), section, params.documentId ?? "") : undefined;
  if (!found) throw new Response("Documentation not found", { status: 404 });
  const url = new URL(request.url);
  // Screenshots are addressed from the site's root; the saved file needs the full address.
  const html = renderDocumentMarkdown(found.content).html.replaceAll(' src="/', ` src="${url.origin}/`);
  const page = buildDownloadHtml({
    id: found.id,
    title: found.title,
    category: found.categoryLabel,
    version: found.version,
    lastUpdated: found.lastUpdated,
    html,
  });
  const fileName = downloadFileName(found.title, found.version);
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Disposition": `${url.searchParams.get("print") === "1" ? "inline" : "attachment"}; filename="${fileName}"`,
    }),
  );
  // The page is its own: its inline styles and the shop's images, never a script.
  headers.set(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
  );
  return new Response(page, { headers });
}
