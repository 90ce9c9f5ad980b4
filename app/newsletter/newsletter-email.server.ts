import sanitizeHtml from "sanitize-html";
import { renderBlogMarkdown } from "~/content/markdown.server";
import { ALLOWED_URL_SCHEMES } from "~/content/sanitize";
import { splitContent, splitSubject } from "./newsletter-rules";

/*
 * A newsletter as an e-mail that reads well in a phone's mail app: simple HTML, one column at
 * most 600 px wide, styles inline (mail apps drop <style> and classes), both languages (English
 * first, each under its own subject), the cartoon with its alt text if there is one, and a personal
 * unsubscribe link in the body. The plain-text part is made from the same sanitised HTML, as text
 * (what the HTML part drops, such as a script typed into the content, is not in it either). The
 * same header link is set by the sender.
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

/**
 * A picture a mail app can show: an http(s) address, or one of the shop's own files
 * (`/uploads/...`, made absolute with `siteUrl` when it is given). Anything else (`src="x"`, a
 * data: or relative address) would arrive broken, so the picture is left out.
 */
export function emailImageSrc(src: string | undefined, siteUrl?: string): string | null {
  const value = (src ?? "").trim();
  if (value.startsWith("/uploads/") && !value.startsWith("/uploads/..")) {
    return siteUrl ? new URL(value, siteUrl).href : value;
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Staff's Markdown as sanitised HTML (the blog's rules), then given the inline styles above;
 * pictures a mail app could not load are dropped (`emailImageSrc`).
 */
export function markdownToEmailHtml(markdown: string, siteUrl?: string): string {
  const safe = renderBlogMarkdown(markdown);
  return sanitizeHtml(safe, {
    exclusiveFilter: (frame) => frame.tag === "img" && emailImageSrc(frame.attribs.src, siteUrl) === null,
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
        (tagName: string, attribs: Record<string, string>) => ({
          tagName,
          attribs:
            tag === "img"
              ? { ...attribs, src: emailImageSrc(attribs.src, siteUrl) ?? "", style }
              : { ...attribs, style },
        }),
      ]),
    ),
  });
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/**
 * Sanitised e-mail HTML (from `markdownToEmailHtml`) as plain text: paragraphs and headings
 * apart, list items with a dash, links with their address, pictures by their alt text. Only
 * what the HTML part shows is in it.
 */
export function emailHtmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|table|ul|ol)>/gi, "\n\n")
    .replace(/<hr[^>]*>/gi, "\n----\n\n")
    .replace(/<img[^>]*?alt="([^"]*)"[^>]*>/gi, (_all, alt: string) => (alt ? `[${alt}]` : ""))
    .replace(/<a [^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, text: string) => {
      const shown = text.replace(/<[^>]+>/g, "").trim();
      const address = decodeEntities(href);
      return shown && decodeEntities(shown) !== address ? `${shown} (${href})` : href;
    });
  const text = decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export type NewsletterContent = {
  subject: string;
  content: string;
  imageUrl: string | null;
  /** The cartoon's alt text: what it shows, for people who cannot see it. */
  imageAlt?: string;
};

export type ComposedEmail = { subject: string; html: string; text: string; headers: Record<string, string> };

const subjectHeading = (subject: string) =>
  subject ? `<h2 style="${INLINE_STYLES.h2}">${escapeHtml(subject)}</h2>` : "";

/**
 * The body in both languages, each under its own subject, without the per-subscriber footer
 * (also the editor's preview). `siteUrl` makes the shop's own pictures absolute (for the e-mail).
 */
export function newsletterBodyHtml(newsletter: NewsletterContent, siteUrl?: string): string {
  const content = splitContent(newsletter.content);
  const subject = splitSubject(newsletter.subject);
  const parts = [
    newsletter.imageUrl
      ? `<p style="margin:0 0 16px 0;"><img src="${escapeHtml(newsletter.imageUrl)}" alt="${escapeHtml(newsletter.imageAlt ?? "")}" width="568" style="max-width:100%;height:auto;border:0;"></p>`
      : "",
    `<div lang="en">${subjectHeading(subject.en)}${markdownToEmailHtml(content.en, siteUrl)}</div>`,
  ];
  if (content.af) {
    parts.push(
      `<hr style="${INLINE_STYLES.hr}">`,
      `<div lang="af">${subjectHeading(subject.af)}${markdownToEmailHtml(content.af, siteUrl)}</div>`,
    );
  }
  return parts.join("\n");
}

/** The plain-text part's body: each language under its subject, from the same sanitised HTML. */
export function newsletterBodyText(newsletter: NewsletterContent, siteUrl?: string): string {
  const content = splitContent(newsletter.content);
  const subject = splitSubject(newsletter.subject);
  const part = (title: string, markdown: string) =>
    [...(title ? [title, ""] : []), emailHtmlToText(markdownToEmailHtml(markdown, siteUrl))].join("\n");
  return [
    ...(newsletter.imageUrl && newsletter.imageAlt ? [`[${newsletter.imageAlt}]`, ""] : []),
    part(subject.en, content.en),
    ...(content.af ? ["", "--- AFRIKAANS ---", "", part(subject.af, content.af)] : []),
  ].join("\n");
}

/** The whole e-mail for one subscriber: their own unsubscribe link in the body and the headers. */
export function composeNewsletterEmail(
  newsletter: NewsletterContent,
  recipient: { unsubscribeUrl: string },
  shop: { name: string },
  /** The shop's address: its own pictures in the content are linked from it. */
  siteUrl?: string,
): ComposedEmail {
  const link = escapeHtml(recipient.unsubscribeUrl);
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(newsletter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<div style="max-width:600px;margin:0 auto;padding:16px;background:#ffffff;color:#1c1917;${FONT}">
${newsletterBodyHtml(newsletter, siteUrl)}
<hr style="${INLINE_STYLES.hr}">
<p style="margin:0 0 8px 0;font-size:14px;line-height:1.5;color:#44403c;">You receive this because you subscribed to the ${escapeHtml(shop.name)} newsletter. <a href="${link}" style="${INLINE_STYLES.a}">Unsubscribe</a></p>
<p lang="af" style="margin:0;font-size:14px;line-height:1.5;color:#44403c;">U ontvang dit omdat u op die ${escapeHtml(shop.name)}-nuusbrief ingeteken het. <a href="${link}" style="${INLINE_STYLES.a}">Kanselleer inskrywing</a></p>
</div>
</body>
</html>`;
  const text = [
    newsletterBodyText(newsletter, siteUrl),
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
