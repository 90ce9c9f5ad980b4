import "../support/seeded-database";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import sharp from "sharp";
import { type Role, STAFF_ROLES } from "~/accounts/roles";
import { type Expected, expectedFor, type Identity, ROUTE_ACCESS, type RouteAccess } from "~/admin/route-access";
import { db } from "~/platform/db.server";
import { saveFile } from "~/platform/storage.server";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { insertSession, insertUser } from "../support/users";

/**
 * The route access table (app/admin/route-access.ts) against the app itself: the route list
 * comes from the route files, and every route is asked as a visitor, a customer and each staff
 * role, GET and POST, on the seeded demo database.
 */
type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};
const modules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");
const routeFiles = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/routes\//, "").replace(/\.tsx?$/, ""), load]),
);

/** Remix's flat-route file name as a URL pattern: `admin.products.$id` is /admin/products/:id. */
function urlPattern(file: string): string {
  const segments = file.split(/\.(?![^[]*\])/).flatMap((segment) => {
    if (segment === "_index" || segment.startsWith("_")) return [];
    const name = segment.replace(/_$/, "").replace(/\[(.)\]/g, "$1");
    return [name.startsWith("$") ? (name === "$" ? "*" : `:${name.slice(1)}`) : name];
  });
  return `/${segments.join("/")}`;
}

let samples: Record<string, string>;

beforeAll(async () => {
  const product = await db().selectFrom("products").select(["id", "ws_code"]).limit(1).executeTakeFirstOrThrow();
  const post = await db().selectFrom("blog_posts").select(["id", "slug"]).limit(1).executeTakeFirstOrThrow();
  const policy = await db().selectFrom("policies").select(["id", "slug"]).limit(1).executeTakeFirstOrThrow();
  const order = await db().selectFrom("orders").select(["id", "order_number"]).limit(1).executeTakeFirstOrThrow();
  const proof = { id: "route-access-proof", storage_key: "payment-proofs/route-access.pdf" };
  await saveFile(proof.storage_key, Buffer.from("%PDF-1.4 route access"));
  await db()
    .insertInto("payment_proofs")
    .values({ ...proof, order_id: order.id, content_type: "application/pdf", size_bytes: 21 })
    .execute();
  const picture = { id: "route-access-picture", storage_key: "payment-proofs/route-access.png" };
  await saveFile(
    picture.storage_key,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer(),
  );
  await db()
    .insertInto("payment_proofs")
    .values({ ...picture, order_id: order.id, content_type: "image/png", size_bytes: 80 })
    .execute();
  const csvImport = {
    id: "route-access-import",
    file_name: "prices.csv",
    status: "checked" as const,
    file_key: "private/imports/route-access-import.csv",
  };
  await saveFile(csvImport.file_key, Buffer.from("WS Code,Stock Code\nWS1,S1\n"));
  await db().insertInto("csv_imports").values(csvImport).execute();
  const bulkRun = { id: "route-access-run", start_code: "WS000001", end_code: "WS000002", status: "complete" as const };
  await db().insertInto("bulk_category_runs").values(bulkRun).execute();
  const contactMessage = { id: "route-access-message", name: "Route Access", email: "ra@example.com", message: "Hi" };
  await db().insertInto("contact_messages").values(contactMessage).execute();
  const storedDocument = { id: "route-access-doc", title: "Route Access", slug: "route-access", content: "# Hi" };
  await db().insertInto("documentation").values(storedDocument).execute();
  const newsletter = { id: "route-access-newsletter", title: "Route access", subject: "Hello", content: "Hi" };
  await db()
    .insertInto("newsletters")
    .values({ ...newsletter, status: "sent", sent_at: new Date().toISOString() })
    .execute();
  await db()
    .insertInto("newsletter_sends")
    .values({ id: "route-access-send", newsletter_id: newsletter.id, status: "queued" })
    .execute();
  samples = {
    "blog.$slug": `/blog/${post.slug}`,
    "policy.$slug": `/policy/${policy.slug}`,
    "product.$code": `/product/${product.ws_code}`,
    "products.$id": `/products/${product.id}`,
    "img.$width.$": "/img/320/products/not-there.webp",
    "uploads.$": "/uploads/products/not-there.webp",
    $: "/no-such-page",
    "auth.$provider": "/auth/google",
    "auth.$provider_.callback": "/auth/google/callback",
    "cart.checkout_.confirmation.$orderNumber": `/cart/checkout/confirmation/${order.order_number}`,
    "orders.$orderNumber": `/orders/${order.order_number}`,
    "admin.orders_.$orderNumber": `/admin/orders/${order.order_number}`,
    "admin.orders_.$orderNumber_.proofs.$proofId": `/admin/orders/${order.order_number}/proofs/${proof.id}`,
    "admin.orders_.$orderNumber_.proofs.$proofId_.preview": `/admin/orders/${order.order_number}/proofs/${picture.id}/preview`,
    "admin.orders_.$orderNumber_.invoice": `/admin/orders/${order.order_number}/invoice`,
    "admin.orders_.$orderNumber_.packing-slip": `/admin/orders/${order.order_number}/packing-slip`,
    "admin.stock-levels_.$productId": `/admin/stock-levels/${product.id}`,
    "admin.products.$productId": `/admin/products/${product.id}`,
    "admin.products.$productId_.media": `/admin/products/${product.id}/media`,
    "admin.products.import_.$importId": `/admin/products/import/${csvImport.id}`,
    "admin.products.import_.$importId_.errors": `/admin/products/import/${csvImport.id}/errors`,
    "admin.products.import_.$importId_.file": `/admin/products/import/${csvImport.id}/file`,
    "admin.bulk-category-assignment_.$runId": `/admin/bulk-category-assignment/${bulkRun.id}`,
    "admin.messages_.$messageId": `/admin/messages/${contactMessage.id}`,
    "admin.documentation_.$section.$documentId": "/admin/documentation/technical/system-architecture",
    "admin.documentation_.$section.$documentId_.download":
      "/admin/documentation/technical/system-architecture/download",
    "admin.documentation_.documents.$documentId_.edit": `/admin/documentation/documents/${storedDocument.id}/edit`,
    "admin.newsletter-management_.$newsletterId": `/admin/newsletter-management/${newsletter.id}`,
    "admin.newsletter-management_.$newsletterId_.preview": `/admin/newsletter-management/${newsletter.id}/preview`,
    "admin.newsletter-management_.$newsletterId_.progress": `/admin/newsletter-management/${newsletter.id}/progress`,
    "admin.blogs.edit.$id": `/admin/blogs/edit/${post.id}`,
    "admin.blogs.preview.$id": `/admin/blogs/preview/${post.id}`,
    "admin.policy-management_.$id": `/admin/policy-management/${policy.id}`,
  };
});

/** The address a route is asked at: its own, or a sample with real records for its parameters. */
function samplePath(file: string): string {
  const pattern = urlPattern(file);
  const sample = samples[file];
  if (pattern.includes(":") || pattern.includes("*")) {
    if (!sample) throw new Error(`No sample address for ${file} (${pattern}): add one to the test.`);
    return sample;
  }
  return pattern;
}

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

function paramsFor(file: string, path: string): Record<string, string> {
  const pattern = urlPattern(file).split("/");
  const parts = path.split("/");
  const params: Record<string, string> = {};
  pattern.forEach((segment, index) => {
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(parts[index] ?? "");
    if (segment === "*") params["*"] = parts.slice(index).join("/");
  });
  return params;
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
