import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Role } from "~/accounts/roles";
import { db } from "~/platform/db.server";
import { loader as rootLoader } from "~/root";
import { asResponse, cookiePair, type FormFields, formPost, TEST_ORIGIN } from "./actions";
import { insertSession, insertUser } from "./users";

/**
 * Calling route modules in integration tests as Remix would: a signed-in user's cookie, GET
 * through a loader, a form POST (urlencoded or multipart) through an action, and the toast the
 * next page shows.
 */

/** A user with a session, and the cookie a browser would send. */
export async function signedInUser(roles: Role[] = []) {
  const user = await insertUser(db(), { roles });
  const cookie = await insertSession(db(), user.id);
  return { ...user, cookie };
}

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;
type Params = Record<string, string>;

export function get(loader: Loader, path: string, cookie?: string, params: Params = {}): Promise<Response> {
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return asResponse(() => loader({ request, params, context: {} }));
}

export function post(action: Action, path: string, fields: FormFields, cookie?: string, params: Params = {}) {
  return asResponse(() => action({ request: formPost(path, fields, cookie), params, context: {} }));
}

/** A multipart form POST (file uploads), as a browser sends it. */
export function postMultipart(action: Action, path: string, form: FormData, cookie?: string, params: Params = {}) {
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
  return asResponse(() => action({ request, params, context: {} }));
}

/** The toast the next page shows, read the way the root loader reads it. */
export async function toastAfter(response: Response, cookie: string) {
  const next = cookiePair(response) || cookie;
  const root = (await rootLoader({
    request: new Request(`${TEST_ORIGIN}/`, { headers: { Cookie: next } }),
    params: {},
    context: {},
  })) as unknown as { data: { toast: { title: string; description?: string } | null } };
  return root.data.toast;
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
