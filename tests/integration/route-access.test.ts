import "../support/seeded-database";
import { AREAS, type Area, ROLE_LABELS, type Role, STAFF_ROLES } from "~/accounts/roles";
import { isNoAccess, NO_ACCESS_ASK, NO_ACCESS_ASK_ADMIN, noAccessOpensFor } from "~/admin/no-access";
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

/**
 * The refusal page's words: the roles that open the address and, to staff, whom to ask. A screen
 * throws them as data for the admin layout's error boundary (NoAccessPage); a file address
 * answers them as a page of its own.
 */
async function namesWhoOpensIt(response: Response, area: Area, identity: Identity): Promise<boolean> {
  const openedBy = AREAS[area].map((role) => ROLE_LABELS[role]);
  const staff = identity.kind === "signed-in" && identity.roles.length > 0;
  // The page's text as a person reads it (the file page escapes its apostrophes and ampersands).
  const body = (await response.text()).replaceAll("&apos;", "'").replaceAll("&amp;", "&");
  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    return (
      body.includes(noAccessOpensFor({ kind: "no-access", openedBy, askNames: [] })) &&
      body.includes(staff ? NO_ACCESS_ASK : NO_ACCESS_ASK_ADMIN)
    );
  }
  const info: unknown = JSON.parse(body);
  return (
    isNoAccess(info) && JSON.stringify(info.openedBy) === JSON.stringify(openedBy) && info.askNames.length > 0 === staff
  );
}

async function check(
  response: Response,
  expected: Expected,
  method: "GET" | "POST",
  access: RouteAccess,
  identity: Identity,
): Promise<boolean> {
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
      if (expected.refusal === "forbidden") {
        return status === 403 && (await namesWhoOpensIt(response, expected.openedBy, identity));
      }
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
    const refusedStaff = new Map<string, number>();
    for (const [file, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.who === "layout") continue;
      for (const method of ["GET", "POST"] as const) {
        for (const { label, identity } of identities) {
          const response = await ask(file, method, identity, label);
          if (!response) continue;
          asked += 1;
          const expected = expectedFor(access, method, identity);
          if (
            expected.outcome === "refused" &&
            method === "GET" &&
            identity.kind === "signed-in" &&
            identity.roles.length > 0
          ) {
            refusedStaff.set(label, (refusedStaff.get(label) ?? 0) + 1);
          }
          if (!(await check(response, expected, method, access, identity))) {
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
    // Every staff role but the super admin (who opens everything) was refused somewhere, each time with the page.
    expect([...refusedStaff.keys()].sort()).toEqual(STAFF_ROLES.filter((role) => role !== "super_admin").sort());
    // An order processor may not open most of the back office (issue 48 counted 33 screens; more with files).
    expect(refusedStaff.get("order_processor")).toBeGreaterThanOrEqual(33);
  }, 120_000);
});

describe("a refusal inside a screen one's roles open", () => {
  async function asked(file: string, request: Request) {
    const module = await routeFiles[file]?.();
    const run = request.method === "GET" ? module?.loader : module?.action;
    if (!run) throw new Error(`${file} has no ${request.method === "GET" ? "loader" : "action"}`);
    return asResponse(() => run({ request, params: paramsFor(file, new URL(request.url).pathname), context: {} }));
  }

  it("answers the same 403 page for verifying a payment without a payments role, and another's password", async () => {
    const processor = await insertUser(db(), { roles: ["order_processor"] });
    const orderPage = samplePath("admin.orders_.$orderNumber");
    const proofId = samplePath("admin.orders_.$orderNumber_.proofs.$proofId").split("/").pop() ?? "";
    const verify = await asked(
      "admin.orders_.$orderNumber",
      new Request(`${TEST_ORIGIN}${orderPage}`, {
        method: "POST",
        headers: {
          Cookie: await insertSession(db(), processor.id),
          Origin: TEST_ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "verify", proofId, confirmed: "yes" }),
      }),
    );
    expect(verify.status).toBe(403);
    expect(await namesWhoOpensIt(verify, "payments", { kind: "signed-in", roles: ["order_processor"] })).toBe(true);
    const proof = await db().selectFrom("payment_proofs").select("status").where("id", "=", proofId).executeTakeFirst();
    expect(proof?.status).toBe("pending");

    const admin = await insertUser(db(), { roles: ["admin"] });
    const password = await asked(
      "admin.password",
      new Request(`${TEST_ORIGIN}/admin/password?user=${processor.id}`, {
        headers: { Cookie: await insertSession(db(), admin.id) },
      }),
    );
    expect(password.status).toBe(403);
    expect(await namesWhoOpensIt(password, "userAdministration", { kind: "signed-in", roles: ["admin"] })).toBe(true);
  });
});
