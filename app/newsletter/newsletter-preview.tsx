/**
 * A newsletter's body as the e-mail carries it (inline styles, both languages), for the editor's
 * Preview tab and the preview page. The HTML comes only from newsletterBodyHtml, which runs staff's
 * Markdown through the blog's sanitiser.
 */
export function NewsletterBody({ html }: { html: string }) {
  return (
    <article
      data-testid="newsletter-preview"
      className="max-w-[600px] rounded-md border border-stone-200 bg-white p-4"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (newsletter-email.server)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
