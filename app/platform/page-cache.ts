/**
 * The shared-page cache's rules (decision 0059): which requests may be answered with a page
 * rendered for another visitor a few seconds ago, under which key, which rendered pages may be
 * kept, and the store itself. No request or database here: the HTTP guard
 * (`shared-page-cache.server.ts`) does the plumbing.
 *
 * A shared page is one every visitor without an account, a cart or a message sees alike: the
 * storefront's catalogue and content pages. Anything else a visitor carries (a session, a cart, a
 * toast, a favourite) arrives as a cookie, and any cookie but the ones below means the page is
 * rendered for that visitor alone.
 */

import { DEFAULT_LANGUAGE, languageFromAcceptLanguage } from "./language";

/** The storefront pages that are the same for every anonymous visitor (with their query). */
const SHARED_PAGE_PATH = /^\/(?:|products|product\/[^/]+|specials|about|blog|blog\/[^/]+|policies|policy\/[^/]+)$/;

/**
 * Cookies that change a shared page without making it personal: `css` (whether the stylesheet is
 * inlined, decision 0042), `lite` (Lite mode chosen or refused, decision 0007), `js` (the
 * browser ran a page's scripts, decision 0101) and `lang` (the language chosen in the footer,
 * decision 0110). Their values are part of the key.
 */
const KEYED_COOKIES = ["css", "lite", "js", "lang"] as const;

/**
 * Cookies no page reads: `__device`, the sign-in device cookie (decision 0017), which only the
 * sign-in action looks at. A visitor who signed in once and out again still gets shared pages.
 */
const UNREAD_COOKIES = ["__device"] as const;

/** Request headers a shared page depends on: the network hints that can switch Lite mode on. */
const KEYED_HEADERS = ["save-data", "ect", "rtt", "downlink"] as const;

export type RequestFacts = {
  method: string;
  /** The path and query, as the request line has it. */
  url: string;
  header(name: string): string | undefined;
};

/** The cookie header's keyed name=value pairs; null when it holds anything but those and the unread ones. */
function keyedCookies(cookieHeader: string | undefined): Map<string, string> | null {
  const cookies = new Map<string, string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const trimmed = pair.trim();
    if (trimmed === "") continue;
    const equals = trimmed.indexOf("=");
    const name = equals < 0 ? trimmed : trimmed.slice(0, equals);
    if ((UNREAD_COOKIES as readonly string[]).includes(name)) continue;
    if (!(KEYED_COOKIES as readonly string[]).includes(name) || cookies.has(name)) return null;
    cookies.set(name, equals < 0 ? "" : trimmed.slice(equals + 1));
  }
  return cookies;
}

/**
 * The cache key for a request that may be answered with a shared page, or null when it must be
 * rendered for itself: not a GET, not a shared page, a Remix data request, signed in or carrying
 * any other cookie, or sent with credentials.
 */
export function sharedPageKey(request: RequestFacts): string | null {
  if (request.method !== "GET") return null;
  const url = request.url;
  if (!url.startsWith("/")) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  // Remix's data requests (`/product/WS000012.data`) answer a client-side navigation, not a page.
  if (!SHARED_PAGE_PATH.test(path) || path.endsWith(".data")) return null;
  if (request.header("authorization") !== undefined) return null;
  const cookies = keyedCookies(request.header("cookie"));
  if (!cookies) return null;
  return [
    url,
    ...KEYED_COOKIES.map((name) => cookies.get(name) ?? ""),
    ...KEYED_HEADERS.map((name) => request.header(name)?.trim().toLowerCase() ?? ""),
    // The language the browser asks for (decision 0110), as the page reads it: not the header's
    // words, so the thousand ways browsers spell "English" share one page.
    languageFromAcceptLanguage(request.header("accept-language")) ?? DEFAULT_LANGUAGE,
  ].join("\n");
}

export type RenderedPage = {
  status: number;
  header(name: string): string | string[] | number | undefined;
};

/** The nonce a page's Content-Security-Policy names, if it names one. */
export function pageNonce(contentSecurityPolicy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(contentSecurityPolicy ?? "")?.[1] ?? null;
}

/**
 * Whether a rendered answer to a shared-page request may be kept for others: a whole page (200,
 * HTML) with a nonce to replace, setting no cookie but the stylesheet's, and not marked private.
 */
export function isStorablePage(page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  if (!String(page.header("content-type") ?? "").startsWith("text/html")) return false;
  if (/no-store|private/i.test(String(page.header("cache-control") ?? ""))) return false;
  if (!pageNonce(String(page.header("content-security-policy") ?? ""))) return false;
  const setCookie = page.header("set-cookie");
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return cookies.every((cookie) => cookie.startsWith("css="));
}

/**
 * A page cut at its nonce: every response gets a fresh one (a nonce must never be reused, or a
 * script injected with it would run), so the stored page keeps the text between them.
 */
export type NonceTemplate = { parts: Buffer[] };

export function cutAtNonce(text: Buffer, nonce: string): NonceTemplate {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = text.indexOf(nonce, from); at >= 0; at = text.indexOf(nonce, from)) {
    parts.push(text.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(text.subarray(from));
  return { parts };
}

export function fillNonce(template: NonceTemplate, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) pieces.push(filler);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export type StoredPage = {
  /** The response headers, each a template for the nonce (the Content-Security-Policy has it). */
  headers: [name: string, value: NonceTemplate][];
  body: NonceTemplate;
  /** The database's version the page was rendered from. */
  version: number;
  /** When it was rendered (ms). */
  renderedAt: number;
  bytes: number;
};

/**
 * Rendered shared pages, newest use last. A page is served again only while the database is at
 * the version it was rendered from and for at most `maxAgeMs`; the store holds at most
 * `maxBytes` of pages, dropping the least recently used first.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;

  constructor(private readonly limits: { maxAgeMs: number; maxBytes: number }) {}

  get(key: string, version: number, now: number): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.version !== version || now - page.renderedAt >= this.limits.maxAgeMs || now < page.renderedAt) {
      this.delete(key);
      return undefined;
    }
    // Used again: last out.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    if (page.bytes > this.limits.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}
