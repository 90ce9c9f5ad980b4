import "../support/seeded-database";
import { type Role, STAFF_ROLES } from "~/accounts/roles";
import { type Expected, expectedFor, type Identity, ROUTE_ACCESS, type RouteAccess } from "~/admin/route-access";
import { db } from "~/platform/db.server";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { createRouteSamples, paramsFor, routeFiles, samplePath as samplePathOf } from "../support/route-samples";
import { insertSession, insertUser } from "../support/users";

/**
 * The route access table (app/admin/route-access.ts) against the app itself: the route list
 * comes from the route files, and every route is asked as a visitor, a customer and each staff
 * role, GET and POST, on the seeded demo database.
 */
let samples: Record<string, string>;

beforeAll(async () => {
  samples = await createRouteSamples();
});

const samplePath = (file: string) => samplePathOf(samples, file);

const identities: { label: string; identity: Identity }[] = [
  { label: "visitor", identity: { kind: "visitor" } },
  { label: "customer", identity: { kind: "signed-in", roles: [] } },
  ...STAFF_ROLES.map((role) => ({ label: role, identity: { kind: "signed-in", roles: [role] as Role[] } as const })),
];

const users = new Map<string, string>();
async function cookieFor(identity: Identity, label: string): Promise<string | undefined> {
  if (identity.kind === "visitor") return undefined;
  let userId = users.get(label);
  if (!userId) {
    userId = (await insertUser(db(), { roles: identity.roles })).id;
    users.set(label, userId);
  }
  // A session of its own for every request: a POST to /logout ends the one it was sent with.
  return insertSession(db(), userId);
}

async function ask(file: string, method: "GET" | "POST", identity: Identity, label: string) {
  const module = await routeFiles[file]?.();
  const run = method === "GET" ? module?.loader : module?.action;
  if (!run) return undefined;
  const cookie = await cookieFor(identity, label);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const init: RequestInit =
    method === "GET"
      ? { headers }
      : {
          method,
          headers: { ...headers, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
        };
  const url = `${TEST_ORIGIN}${samplePath(file)}`;
  const request = new Request(url, init);
  const path = new URL(url).pathname;
  const params = paramsFor(file, path);
  return asResponse(() => run({ request, params, context: {} }));
}

/** A refusal that asks to sign in names the page to come back to (a failed OAuth sign-in does not). */
function isSignInRedirect(location: string): boolean {
  return /^\/(admin\/)?login\?(.*&)?redirect(To)?=/.test(location);
}

/** What happened, described the way the table speaks, for a readable failure. */
function describeOutcome(response: Response): string {
  const location = response.headers.get("Location") ?? "";
  return response.status >= 300 && response.status < 400 ? `${response.status} -> ${location}` : `${response.status}`;
}

function check(response: Response, expected: Expected, method: "GET" | "POST", access: RouteAccess) {
  const location = response.headers.get("Location") ?? "";
  const status = response.status;
  const redirected = status >= 300 && status < 400;
  switch (expected.outcome) {
    case "allowed":
      if (status >= 500 || status === 401 || status === 403) return false;
      if (redirected && isSignInRedirect(location)) return false;
      // A back-office screen opens with 200; anything else it answers is a refusal.
      if (access.who === "staff" && method === "GET") return status === 200;
      // A form posted empty is answered, never a server error.
      return true;
    case "sign-in":
      return redirected && location.startsWith(`${expected.path}?`);
    case "sent-away":
      return redirected && !isSignInRedirect(location);
    case "refused":
      if (expected.refusal === "forbidden") return status === 403;
      if (expected.refusal === "home") return redirected && location === "/";
      return redirected && location.startsWith("/admin/login?redirectTo=");
  }
}

describe("the route access table", () => {
  it("lists every route file, and no route that is gone", () => {
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(Object.keys(routeFiles).sort());
  });

  it("gives every identity exactly what the table says, for GET and POST", async () => {
    const mismatches: string[] = [];
    let asked = 0;
    for (const [file, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.who === "layout") continue;
      for (const method of ["GET", "POST"] as const) {
        for (const { label, identity } of identities) {
          const response = await ask(file, method, identity, label);
          if (!response) continue;
          asked += 1;
          const expected = expectedFor(access, method, identity);
          if (!check(response, expected, method, access)) {
            mismatches.push(
              `${method} ${samplePath(file)} as ${label}: expected ${JSON.stringify(expected)}, got ${describeOutcome(response)}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every route with a loader or action was asked by all nine identities.
    expect(asked % identities.length).toBe(0);
    expect(asked).toBeGreaterThan(50 * identities.length);
  }, 120_000);
});
