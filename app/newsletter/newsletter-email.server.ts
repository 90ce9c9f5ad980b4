import sanitizeHtml from "sanitize-html";
import { renderBlogMarkdown } from "~/content/markdown.server";
import { ALLOWED_URL_SCHEMES } from "~/content/sanitize";
import { splitContent, splitSubject } from "./newsletter-rules";

/*
 * A newsletter as an e-mail that reads well in a phone's mail app: simple HTML, one column at
 * most 600 px wide, styles inline (mail apps drop <style> and classes), both languages (English
 * first), the cartoon if there is one, and a personal unsubscribe link in the body. The plain-text
 * part is the Markdown itself, which reads as text. The same header link is set by the sender.
 */

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const INLINE_STYLES: Record<string, string> = {
  p: "margin:0 0 16px 0;font-size:16px;line-height:1.5;",
  h2: "margin:24px 0 8px 0;font-size:20px;line-height:1.3;",
  h3: "margin:20px 0 8px 0;font-size:18px;line-height:1.3;",
  h4: "margin:16px 0 8px 0;font-size:16px;",
  h5: "margin:16px 0 8px 0;font-size:16px;",
  h6: "margin:16px 0 8px 0;font-size:16px;",
  a: "color:#166534;text-decoration:underline;",
  img: "max-width:100%;height:auto;border:0;",
  ul: "margin:0 0 16px 0;padding-left:24px;",
  ol: "margin:0 0 16px 0;padding-left:24px;",
  li: "margin:0 0 4px 0;font-size:16px;line-height:1.5;",
  blockquote: "margin:0 0 16px 0;padding-left:12px;border-left:4px solid #d6d3d1;color:#44403c;",
  pre: "white-space:pre-wrap;font-size:14px;",
  table: "border-collapse:collapse;margin:0 0 16px 0;",
  th: "border:1px solid #d6d3d1;padding:4px 8px;",
  td: "border:1px solid #d6d3d1;padding:4px 8px;",
  hr: "border:0;border-top:1px solid #d6d3d1;margin:24px 0;",
};

/** Staff's Markdown as sanitised HTML (the blog's rules), then given the inline styles above. */
export function markdownToEmailHtml(markdown: string): string {
  const safe = renderBlogMarkdown(markdown);
  return sanitizeHtml(safe, {
    // What the blog's sanitiser let through, each tag now also with its style attribute.
    allowedTags: [...Object.keys(INLINE_STYLES), "br", "strong", "em", "del", "code", "thead", "tbody", "tr"],
    allowedAttributes: {
      "*": ["style"],
      a: ["href", "title", "rel", "style"],
      img: ["src", "alt", "title", "loading", "style"],
      ol: ["start", "style"],
      th: ["align", "style"],
      td: ["align", "style"],
    },
    allowedSchemes: ALLOWED_URL_SCHEMES,
    transformTags: Object.fromEntries(
      Object.entries(INLINE_STYLES).map(([tag, style]) => [
        tag,
        (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: { ...attribs, style } }),
      ]),
    ),
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export type NewsletterContent = { subject: string; content: string; imageUrl: string | null };

export type ComposedEmail = { subject: string; html: string; text: string; headers: Record<string, string> };

/** The body in both languages, without the per-subscriber footer (also the editor's preview). */
export function newsletterBodyHtml(newsletter: NewsletterContent): string {
  const content = splitContent(newsletter.content);
  const subject = splitSubject(newsletter.subject);
  const parts = [
    newsletter.imageUrl
      ? `<p style="margin:0 0 16px 0;"><img src="${escapeHtml(newsletter.imageUrl)}" alt="" width="568" style="max-width:100%;height:auto;border:0;"></p>`
      : "",
    `<div lang="en">${markdownToEmailHtml(content.en)}</div>`,
  ];
  if (content.af) {
    parts.push(
      `<hr style="${INLINE_STYLES.hr}">`,
      `<div lang="af">${subject.af ? `<h2 style="${INLINE_STYLES.h2}">${escapeHtml(subject.af)}</h2>` : ""}${markdownToEmailHtml(content.af)}</div>`,
    );
  }
  return parts.join("\n");
}

/** The whole e-mail for one subscriber: their own unsubscribe link in the body and the headers. */
export function composeNewsletterEmail(
  newsletter: NewsletterContent,
  recipient: { unsubscribeUrl: string },
  shop: { name: string },
): ComposedEmail {
  const content = splitContent(newsletter.content);
  const link = escapeHtml(recipient.unsubscribeUrl);
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(newsletter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<div style="max-width:600px;margin:0 auto;padding:16px;background:#ffffff;color:#1c1917;${FONT}">
${newsletterBodyHtml(newsletter)}
<hr style="${INLINE_STYLES.hr}">
<p style="margin:0 0 8px 0;font-size:14px;line-height:1.5;color:#44403c;">You receive this because you subscribed to the ${escapeHtml(shop.name)} newsletter. <a href="${link}" style="${INLINE_STYLES.a}">Unsubscribe</a></p>
<p lang="af" style="margin:0;font-size:14px;line-height:1.5;color:#44403c;">U ontvang dit omdat u op die ${escapeHtml(shop.name)}-nuusbrief ingeteken het. <a href="${link}" style="${INLINE_STYLES.a}">Kanselleer inskrywing</a></p>
</div>
</body>
</html>`;
  const text = [
    content.en,
    ...(content.af ? ["", "--- AFRIKAANS ---", "", content.af] : []),
    "",
    "--",
    `You receive this because you subscribed to the ${shop.name} newsletter.`,
    `Unsubscribe / Kanselleer inskrywing: ${recipient.unsubscribeUrl}`,
  ].join("\n");
  return {
    subject: newsletter.subject,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${recipient.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
