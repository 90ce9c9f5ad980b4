import { applySecurityHeaders } from "~/platform/security-headers.server";
import { buildDownloadHtml, downloadFileName } from "./download";
import { renderDocumentMarkdown } from "./markdown.server";
import type { ViewableDocument } from "./viewer.server";

/**
 * Download (spec 7): the document as one self-contained HTML file, named from its title and
 * version. `?print=1` serves the same page to open in the browser (the Save as PDF button opens
 * it and prints it); otherwise it is an attachment, a plain link that works without JavaScript.
 * The documentation center and Help both answer their downloads with it.
 */
export function documentDownload(request: Request, found: ViewableDocument): Response {
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
