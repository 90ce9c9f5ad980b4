import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../../app/platform/db.server";

/**
 * The app's routes as its files name them, for tests that visit every route: Remix's flat-route
 * file name as a URL pattern, the parameters of an address, and sample records for the routes
 * whose address names one.
 */

/** Remix's flat-route file name as a URL pattern: `admin.products.$id` is /admin/products/:id. */
export function urlPattern(file: string): string {
  const segments = file.split(/\.(?![^[]*\])/).flatMap((segment) => {
    if (segment === "_index" || segment.startsWith("_")) return [];
    const name = segment.replace(/_$/, "").replace(/\[(.)\]/g, "$1");
    return [name.startsWith("$") ? (name === "$" ? "*" : `:${name.slice(1)}`) : name];
  });
  return `/${segments.join("/")}`;
}

/** The route parameters Remix would pass for `path` matched by the route in `file`. */
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

/**
 * Records for every route whose address names one (taken from the seeded demo data, or made
 * here), and the address each such route is asked at. `storeProof` keeps the proof's file.
 */
export async function insertRouteSamples(
  db: Database,
  store: (key: string, bytes: Buffer) => Promise<unknown>,
): Promise<Record<string, string>> {
  const tag = randomBytes(4).toString("hex");
  const product = await db.selectFrom("products").select(["id", "ws_code"]).limit(1).executeTakeFirstOrThrow();
  const post = await db.selectFrom("blog_posts").select(["id", "slug"]).limit(1).executeTakeFirstOrThrow();
  const policy = await db.selectFrom("policies").select(["id", "slug"]).limit(1).executeTakeFirstOrThrow();
  const order = await db.selectFrom("orders").select(["id", "order_number"]).limit(1).executeTakeFirstOrThrow();
  const proof = { id: `route-sample-proof-${tag}`, storage_key: `payment-proofs/route-sample-${tag}.pdf` };
  await store(proof.storage_key, Buffer.from("%PDF-1.4 route sample"));
  await db
    .insertInto("payment_proofs")
    .values({ ...proof, order_id: order.id, content_type: "application/pdf", size_bytes: 21 })
    .execute();
  const picture = { id: `route-sample-picture-${tag}`, storage_key: `payment-proofs/route-sample-${tag}.png` };
  await store(
    picture.storage_key,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer(),
  );
  await db
    .insertInto("payment_proofs")
    .values({ ...picture, order_id: order.id, content_type: "image/png", size_bytes: 80 })
    .execute();
  const csvImport = {
    id: `route-sample-import-${tag}`,
    file_name: "prices.csv",
    status: "checked" as const,
    file_key: `private/imports/route-sample-import-${tag}.csv`,
  };
  await store(csvImport.file_key, Buffer.from("WS Code,Stock Code\nWS1,S1\n"));
  await db.insertInto("csv_imports").values(csvImport).execute();
  const bulkRun = {
    id: `route-sample-run-${tag}`,
    start_code: "WS000001",
    end_code: "WS000002",
    status: "complete" as const,
  };
  await db.insertInto("bulk_category_runs").values(bulkRun).execute();
  const contactMessage = {
    id: `route-sample-message-${tag}`,
    name: "Route Sample",
    email: "rs@example.com",
    message: "Hi",
  };
  await db.insertInto("contact_messages").values(contactMessage).execute();
  const storedDocument = {
    id: `route-sample-doc-${tag}`,
    title: "Route Sample",
    slug: `route-sample-${tag}`,
    content: "# Hi",
  };
  await db.insertInto("documentation").values(storedDocument).execute();
  const newsletter = { id: `route-sample-newsletter-${tag}`, title: "Route sample", subject: "Hello", content: "Hi" };
  await db
    .insertInto("newsletters")
    .values({ ...newsletter, status: "sent", sent_at: new Date().toISOString() })
    .execute();
  await db
    .insertInto("newsletter_sends")
    .values({ id: `route-sample-send-${tag}`, newsletter_id: newsletter.id, status: "queued" })
    .execute();
  const smsSend = {
    id: `route-sample-sms-send-${tag}`,
    body: "Lucerne bales are in: R95 a bale at the Donkerhoek store until Saturday.",
    text: "Lucerne bales are in: R95 a bale at the Donkerhoek store until Saturday.\nReply STOP to opt out",
  };
  await db
    .insertInto("sms_sends")
    .values({
      ...smsSend,
      audience: JSON.stringify({ kind: "all" }),
      audience_label: "Everyone opted in to SMS",
      encoding: "gsm7",
      parts: 1,
      price_per_part_cents: 25,
      recipients_expected: 1,
      recipients_queued: 1,
      status: "queued",
      scheduled_for: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto("sms_messages")
    .values({
      id: `route-sample-sms-${tag}`,
      kind: "bulk",
      priority: "bulk",
      to_number: "+27825550199",
      body: smsSend.text,
      encoding: "gsm7",
      parts: 1,
      status: "failed",
      error: "UNDELIV (err 001)",
      send_id: smsSend.id,
    })
    .execute();
  // A customer's saved delivery location (its owner edits or removes it; anyone else gets 404).
  const owner = await db.selectFrom("users").select("id").limit(1).executeTakeFirstOrThrow();
  const location = { id: `route-sample-location-${tag}` };
  await db
    .insertInto("client_delivery_locations")
    .values({
      ...location,
      user_id: owner.id,
      location_name: "Route sample farm",
      address_line_1: "Plot 12",
      latitude: -25.74,
      longitude: 28.53,
    })
    .execute();
  // A search synonym (issue 45), for its edit page.
  const synonym = { id: `route-sample-synonym-${tag}` };
  await db
    .insertInto("search_synonyms")
    .values({ ...synonym, kind: "two_way", words: `sample${tag}, voorbeeld${tag}` })
    .execute();
  // A search that found nothing, for its list: a long unbroken query must wrap.
  await db
    .insertInto("search_misses")
    .values({
      day: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10),
      query: `hoendervoerbakkiesvirdieplaasenooknogietsmeer ${tag}`,
      searches: 12,
      last_searched_at: new Date().toISOString(),
    })
    .execute();
  // A reply for the SMS inbox: its whole text is shown, and a long unbroken word must wrap.
  await db
    .insertInto("sms_inbound")
    .values({
      id: `route-sample-reply-${tag}`,
      from_number: "+27825550198",
      body: "Goeiemôre! Is my bestelling al gereed? https://example.com/a-very-long-address-without-any-spaces-at-all-in-it",
      kind: "other",
    })
    .execute();
  return {
    "admin.sms_.$sendId": `/admin/sms/${smsSend.id}`,
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
    "orders.$orderNumber_.invoice": `/orders/${order.order_number}/invoice`,
    "orders.$orderNumber_.cancel": `/orders/${order.order_number}/cancel`,
    "account_.locations.$locationId": `/account/locations/${location.id}`,
    "account_.locations.$locationId_.remove": `/account/locations/${location.id}/remove`,
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
    // A guide written for every staff role (decision 0070).
    "admin.help_.$section.$documentId": "/admin/help/visual-guides/admin-panel-navigation",
    "admin.help_.$section.$documentId_.download": "/admin/help/visual-guides/admin-panel-navigation/download",
    "admin.newsletter-management_.$newsletterId": `/admin/newsletter-management/${newsletter.id}`,
    "admin.newsletter-management_.$newsletterId_.preview": `/admin/newsletter-management/${newsletter.id}/preview`,
    "admin.newsletter-management_.$newsletterId_.progress": `/admin/newsletter-management/${newsletter.id}/progress`,
    "admin.blogs.edit.$id": `/admin/blogs/edit/${post.id}`,
    "admin.blogs.preview.$id": `/admin/blogs/preview/${post.id}`,
    "admin.policy-management_.$id": `/admin/policy-management/${policy.id}`,
    "admin.search-synonyms.$id": `/admin/search-synonyms/${synonym.id}`,
  };
}

/** The address a route is asked at: its own, or the sample with real records for its parameters. */
export function samplePath(file: string, samples: Record<string, string>): string {
  const pattern = urlPattern(file);
  const sample = samples[file];
  if (pattern.includes(":") || pattern.includes("*")) {
    if (!sample)
      throw new Error(`No sample address for ${file} (${pattern}): add one in tests/support/route-files.ts.`);
    return sample;
  }
  return pattern;
}
