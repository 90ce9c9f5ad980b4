import { formatDate } from "~/platform/format";
/**
 * The Download action (spec 7): a self-contained HTML page of one document, with a header
 * (category, version, last updated, document id, generated date in en-ZA), the content and a
 * footer, styled to print on A4 with 1-inch margins, so that "Save as PDF" in the print dialog
 * gives the PDF the spec's button promises.
 */

export type DownloadDocument = {
  id: string;
  title: string;
  category: string;
  version: number;
  lastUpdated: string;
  /** The content as HTML, already sanitised by renderDocumentMarkdown. */
  html: string;
};

/** "Daily Tasks Reference" version 3 → "Daily_Tasks_Reference_v3.html". */
export function downloadFileName(title: string, version: number): string {
  const base = title.replace(/[^A-Za-z0-9-]+/g, "_").replace(/^_+|_+$/g, "") || "document";
  return `${base}_v${version}.html`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A date as the shop shows every date: "25 November 2026" (South African time). */
export function formatDownloadDate(date: Date | string): string {
  return formatDate(date);
}

const PRINT_STYLES = `
  @page { size: A4; margin: 1in; }
  body { font-family: Georgia, "Times New Roman", serif; color: #1c1917; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  header { border-bottom: 2px solid #166534; margin-bottom: 1.5rem; padding-bottom: 0.75rem; }
  header h1 { margin: 0 0 0.5rem; }
  header dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 1rem; margin: 0; font-size: 0.9rem; }
  header dt { font-weight: bold; }
  header dd { margin: 0; }
  footer { border-top: 1px solid #a8a29e; margin-top: 2rem; padding-top: 0.5rem; font-size: 0.8rem; color: #57534e; }
  pre, code { font-family: "Courier New", monospace; font-size: 0.9em; }
  pre { white-space: pre-wrap; background: #f5f5f4; padding: 0.5rem; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #a8a29e; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  img { max-width: 100%; height: auto; }
  h1, h2, h3 { page-break-after: avoid; break-after: avoid; }
  pre, table, img { page-break-inside: avoid; break-inside: avoid; }
  @media print { body { margin: 0; max-width: none; padding: 0; } a { color: inherit; } }
`;

export function buildDownloadHtml(document: DownloadDocument, generatedAt: Date = new Date()): string {
  const title = escapeHtml(document.title);
  return `<!DOCTYPE html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${PRINT_STYLES}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<dl>
<dt>Category</dt><dd>${escapeHtml(document.category)}</dd>
<dt>Version</dt><dd>${document.version}</dd>
<dt>Last updated</dt><dd>${escapeHtml(formatDownloadDate(document.lastUpdated))}</dd>
<dt>Document ID</dt><dd>${escapeHtml(document.id)}</dd>
<dt>Generated</dt><dd>${escapeHtml(formatDownloadDate(generatedAt))}</dd>
</dl>
</header>
<main>
${document.html}
</main>
<footer>
<p>Donkerhoek Farm Supplies: System Documentation Center. Generated on ${escapeHtml(formatDownloadDate(generatedAt))}; the current version is always in the back office.</p>
</footer>
</body>
</html>
`;
}
