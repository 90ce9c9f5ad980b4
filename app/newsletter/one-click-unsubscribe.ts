/**
 * RFC 8058's one-click unsubscribe: a mail provider (Gmail, Yahoo) POSTs
 * `List-Unsubscribe=One-Click` to the address in a newsletter's List-Unsubscribe header, from its
 * own servers, with whatever Origin it likes. The signed token in the address is the permission,
 * not the Origin, so this one request is let through the cross-site check: by the HTTP guard
 * from its address alone (it judges before the body is read), and by the action only when the
 * body is that one field (decision 0063).
 */
export const ONE_CLICK_PATH = "/newsletter/unsubscribe";
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** A POST of a form to the unsubscribe address with a token in it: what a one-click POST looks like before its body is read. */
export function mayBeOneClickUnsubscribe(
  method: string,
  address: string,
  contentType: string | null | undefined,
): boolean {
  if (method.toUpperCase() !== "POST") return false;
  let url: URL;
  try {
    url = new URL(address, "http://shop.invalid");
  } catch {
    return false;
  }
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return url.pathname === ONE_CLICK_PATH && Boolean(url.searchParams.get("token")) && FORM_TYPES.has(type);
}

/** The body is RFC 8058's and nothing else: the one field `List-Unsubscribe=One-Click`. */
export function isOneClickBody(form: FormData): boolean {
  const entries = [...form.entries()];
  return entries.length === 1 && entries[0]?.[0] === "List-Unsubscribe" && entries[0]?.[1] === "One-Click";
}
