import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/platform/db.server";
import { saveFile } from "~/platform/storage.server";

/**
 * Every route module of the app, found from the route files, and a real address to ask each at:
 * shared by the tests that go through every route (the route access table, the CSV downloads),
 * so a new route is covered by them without editing them.
 */
export type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};
export const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");
export const routeFiles = Object.fromEntries(
  Object.entries(routeModules).map(([file, load]) => [file.replace(/^.*\/routes\//, "").replace(/\.tsx?$/, ""), load]),
);

/** Remix's flat-route file name as a URL pattern: `admin.products.$id` is /admin/products/:id. */
export function urlPattern(file: string): string {
  const segments = file.split(/\.(?![^[]*\])/).flatMap((segment) => {
    if (segment === "_index" || segment.startsWith("_")) return [];
    const name = segment.replace(/_$/, "").replace(/\[(.)\]/g, "$1");
    return [name.startsWith("$") ? (name === "$" ? "*" : `:${name.slice(1)}`) : name];
  });
  return `/${segments.join("/")}`;
}

/**
 * Real records for the routes whose address has parameters (created once per test file), and the
 * address each of those routes is asked at.
 */
export async function createRouteSamples(): Promise<Record<string, string>> {
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
  const csvImport = { id: "route-access-import", file_name: "prices.csv", status: "completed" as const };
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
  return {
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
    "admin.orders_.$orderNumber_.invoice": `/admin/orders/${order.order_number}/invoice`,
    "admin.orders_.$orderNumber_.packing-slip": `/admin/orders/${order.order_number}/packing-slip`,
    "admin.stock-levels_.$productId": `/admin/stock-levels/${product.id}`,
    "admin.products.$productId": `/admin/products/${product.id}`,
    "admin.products.$productId_.media": `/admin/products/${product.id}/media`,
    "admin.products.import_.$importId": `/admin/products/import/${csvImport.id}`,
    "admin.products.import_.$importId_.errors": `/admin/products/import/${csvImport.id}/errors`,
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
}

/** The address a route is asked at: its own, or a sample with real records for its parameters. */
export function samplePath(samples: Record<string, string>, file: string): string {
  const pattern = urlPattern(file);
  const sample = samples[file];
  if (pattern.includes(":") || pattern.includes("*")) {
    if (!sample) throw new Error(`No sample address for ${file} (${pattern}): add one to the test.`);
    return sample;
  }
  return pattern;
}

/** The route's parameters, read from the address it is asked at. */
export function paramsFor(file: string, path: string): Record<string, string> {
  const pattern = urlPattern(file).split("/");
  const parts = path.split("/");
  const params: Record<string, string> = {};
  pattern.forEach((segment, index) => {
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(parts[index] ?? "");
    if (segment === "*") params["*"] = parts.slice(index).join("/");
  });
  return params;
}
