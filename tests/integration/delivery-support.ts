import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Role } from "~/accounts/roles";
import { db } from "~/platform/db.server";
import { loader as rootLoader } from "~/root";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";
import { insertSession, insertUser } from "../support/users";

// Shared by the delivery integration tests (tests/integration/delivery*.test.ts).

export const RAYTON = { lat: "-25.742", lng: "28.5347" };
export const POLOKWANE = { lat: "-23.9045", lng: "29.4689" };

/** A user with a session, and the cookie a browser would send. */
export async function signedInUser(roles: Role[] = []) {
  const user = await insertUser(db(), { roles });
  const cookie = await insertSession(db(), user.id);
  return { ...user, cookie };
}

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

export function get(loader: Loader, path: string, cookie?: string): Promise<Response> {
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return asResponse(() => loader({ request, params: {}, context: {} }));
}

export function post(action: Action, path: string, fields: Record<string, string>, cookie?: string) {
  return asResponse(() => action({ request: formPost(path, fields, cookie), params: {}, context: {} }));
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
