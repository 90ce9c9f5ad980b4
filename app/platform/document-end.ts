/**
 * React 18 writes what a Suspense boundary finished late (Remix's single-fetch data script) after
 * the document's `</html>`, where the W3C checker stops: a page's content after `</html>` is an
 * error, though browsers cope. The page is sent as one body (decision 0027), so it is moved
 * in, before `</body>`, where the browser would have put it anyway.
 */
export function withTrailingContentInBody(html: string): string {
  const htmlEnd = html.lastIndexOf("</html>");
  if (htmlEnd < 0) return html;
  const after = html.slice(htmlEnd + "</html>".length);
  if (!after.trim()) return html;
  const bodyEnd = html.lastIndexOf("</body>", htmlEnd);
  if (bodyEnd < 0) return html;
  return `${html.slice(0, bodyEnd)}${after}${html.slice(bodyEnd, htmlEnd)}</html>`;
}
