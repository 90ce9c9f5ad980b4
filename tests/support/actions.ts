/**
 * Calling a route's loader or action the way Remix does, in integration tests: thrown responses
 * (redirects, 404s) are caught, and `data()` results are turned into responses.
 */
export async function asResponse(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    const single = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (single && single.type === "DataWithResponseInit") {
      return new Response(JSON.stringify(single.data), single.init ?? {});
    }
    return new Response(JSON.stringify(result), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // `throw data("Order not found", { status: 404 })` answers with that status, as Remix does.
    const single = thrown as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
    if (single && typeof single === "object" && single.type === "DataWithResponseInit") {
      return new Response(JSON.stringify(single.data), single.init ?? {});
    }
    throw thrown;
  }
}

export const TEST_ORIGIN = "http://localhost:3000";

/** A same-origin form POST, as a browser sends it. */
/** `fields` as pairs where a name repeats (ticked checkboxes). */
export type FormFields = Record<string, string> | [string, string][];

export function formPost(path: string, fields: FormFields, cookie?: string): Request {
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

export function cookiePair(response: Response, name = "__session"): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? "";
  return header.split(";")[0] ?? "";
}
