import { richTextClass } from "./rich-text";

/**
 * Staff-written HTML that a server module has already sanitised (`sanitizeAboutHtml`,
 * `renderBlogMarkdown`), styled as rich text. Never pass it anything else.
 */
export function SanitizedHtml({ html, className = "" }: { html: string; className?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the html comes only from the server's sanitisers (allow-lists in app/content)
    <div className={`${richTextClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
