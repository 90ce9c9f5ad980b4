import sanitizeHtml from "sanitize-html";

/** The storefront spec's allowed tags for the about page, and nothing else. */
export const ABOUT_ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  "div",
  "span",
] as const;

/** The spec's allowed attributes; everything else (on*, style, data-*) is dropped. */
export const ABOUT_ALLOWED_ATTRIBUTES = ["href", "src", "alt", "title", "class", "id"] as const;

/** Web, mail and phone links; relative addresses are always allowed. No javascript:, no data:. */
export const ALLOWED_URL_SCHEMES = ["http", "https", "mailto", "tel"];

/**
 * Elements whose text is code or markup, not prose: they go with everything inside, so a
 * removed script or style never shows up as visible text.
 */
export const CODE_CARRYING_TAGS = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "embed",
  "textarea",
  "option",
  "select",
  "title",
  "xmp",
  "noembed",
  "noframes",
];

/** The about page's HTML (written by staff in the back office) made safe to render. */
export function sanitizeAboutHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ABOUT_ALLOWED_TAGS],
    allowedAttributes: { "*": [...ABOUT_ALLOWED_ATTRIBUTES] },
    allowedSchemes: ALLOWED_URL_SCHEMES,
    allowedSchemesAppliedToAttributes: ["href", "src"],
    disallowedTagsMode: "discard",
    nonTextTags: CODE_CARRYING_TAGS,
    allowVulnerableTags: false,
  });
}

/**
 * A stored media address that may go into href, src or poster: a path on this site or an
 * http(s) address. Anything else (javascript:, data:, odd schemes) is treated as missing.
 */
export function isSafeMediaUrl(url: string | null | undefined): url is string {
  const value = url?.trim() ?? "";
  if (value === "") return false;
  if (value.startsWith("/") && !value.startsWith("//")) return !/[\s\\]/.test(value);
  return /^https?:\/\/[^\s\\]+$/i.test(value);
}
