/**
 * What the HTTP guard (scripts/http-guard.ts) makes of a request's target before Express and Remix
 * see it (issue 47.6, decision 0102). Left alone, an address a visitor can type broke them:
 * `/%5c` (a backslash, which URL parsers read as a slash) made React Router build the address `//`
 * and fail with a bare 500 and two ERROR lines; a bad percent-encoding (`/%E0%A4%A`) made Express
 * answer 400 with a stack on stderr; an absolute target (`GET http://other.example/`) or a Host
 * header that is no host made the Remix adapter's `new URL` throw (500). Each is the visitor's
 * doing, so each gets the shop's own answer instead:
 *  - a path that does not decode, or decodes to a backslash or a control character: the shop's
 *    not-found page (404), by asking Remix for NOT_FOUND_PATH, which no route but the catch-all
 *    claims;
 *  - an absolute target: its path and query, on this shop (the host in it is ignored);
 *  - a Host header that is no host: 400, in plain words;
 *  - a method the Fetch standard forbids (TRACE, TRACK, CONNECT), which the adapter's `new Request`
 *    throws on (500 and a stack): 405, in plain words.
 */

/** Claimed by no route but app/routes/$.tsx, which answers with the shop's not-found page. */
export const NOT_FOUND_PATH = "/page-not-found";

export const BAD_HOST_MESSAGE = "Bad request: the Host header does not name a host.";

export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed: the shop answers GET, HEAD and POST.";

/** Methods `new Request` refuses (Fetch standard, "forbidden method"). */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export function isForbiddenMethod(method: string): boolean {
  return FORBIDDEN_METHODS.has(method.toUpperCase());
}

export type TargetVerdict =
  | { kind: "ok"; url: string }
  | { kind: "not-found"; url: typeof NOT_FOUND_PATH }
  | { kind: "bad-host"; message: string };

// Controls (C0 and DEL) and the backslash: no address of the shop has them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const UNWANTED = /[\u0000-\u001f\u007f\\]/;

function isHost(host: string): boolean {
  try {
    const url = new URL(`http://${host}`);
    return url.host !== "" && `${url.username}${url.password}` === "" && url.pathname === "/" && !url.search;
  } catch {
    return false;
  }
}

/** The target as asked (`request.url`) and the Host header: what to hand on, or how to answer. */
export function judgeRequestTarget(target: string, host: string | undefined): TargetVerdict {
  if (host !== undefined && !isHost(host)) return { kind: "bad-host", message: BAD_HOST_MESSAGE };
  let url = target;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    try {
      const absolute = new URL(url);
      url = `${absolute.pathname}${absolute.search}`;
    } catch {
      return { kind: "not-found", url: NOT_FOUND_PATH };
    }
  }
  if (!url.startsWith("/")) return { kind: "not-found", url: NOT_FOUND_PATH };
  const path = url.split("?", 1)[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: "not-found", url: NOT_FOUND_PATH };
  }
  if (UNWANTED.test(decoded) || UNWANTED.test(path)) return { kind: "not-found", url: NOT_FOUND_PATH };
  return { kind: "ok", url };
}
