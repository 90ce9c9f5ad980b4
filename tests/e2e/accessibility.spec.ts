import { randomUUID } from "node:crypto";
import { createOneTimeToken } from "../../app/accounts/one-time-tokens.server";
import { startBulkAssignment } from "../../app/catalog/bulk-category.server";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { type BrowserContext, expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

/**
 * Every page a customer or staff member opens, on the narrowest phone the shop supports (320 px
 * wide), checked with axe-core: a serious or critical violation fails the test. The pages of an
 * area are steps of one test (few tests, one browser page each); a page's violations are recorded
 * and the next page still checked, so one run lists them all. Each describe block signs in once
 * (a session row, its cookie copied into each test's browser).
 */
test.use({ viewport: { width: 320, height: 640 } });
// A test checks up to nine pages, each run through axe: a minute or more on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

type Visit = {
  /** What the step is called. */
  name: string;
  /** The address, or how to make it from what the block's setup stored. */
  path: string | (() => string);
  /** Where the page is expected to land, when the address redirects (e.g. an old address). */
  landsOn?: RegExp;
  /** The HTTP status the page answers with (200 unless it is the not-found page). */
  status?: number;
};

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** Opens each page as a user would, waits for its main heading, then runs axe on it. */
async function checkPages(page: Page, visits: readonly Visit[], javaScriptEnabled: boolean) {
  for (const visit of visits) {
    await test.step(visit.name, async () => {
      const path = typeof visit.path === "string" ? visit.path : visit.path();
      const response = await page.goto(path);
      expect(response?.status(), `the status of ${path}`).toBe(visit.status ?? 200);
      if (visit.landsOn) await expect(page).toHaveURL(visit.landsOn);
      else expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { javaScriptEnabled, soft: true });
    });
  }
}

/** A signed-in person's cookies, made once per block and given to each test's browser. */
async function sessionCookies(context: BrowserContext, baseURL: string, user: { id: string }): Promise<Cookies> {
  await signInAs(context, baseURL, user);
  return context.cookies();
}

/** A demo product that is on sale and in stock, with its category's slug, read only. */
async function demoProduct() {
  const product = await testDb()
    .selectFrom("products")
    .innerJoin("product_categories", "product_categories.id", "products.category_id")
    .select(["products.id", "products.ws_code", "product_categories.slug as categorySlug"])
    .where("products.is_active", "=", 1)
    .where("products.stock_available", "=", 1)
    .orderBy("products.ws_code")
    .executeTakeFirstOrThrow();
  return { id: product.id, wsCode: product.ws_code, categorySlug: product.categorySlug };
}

test.describe("storefront and sign-in pages, as a visitor", () => {
  const seeded = { wsCode: "", categorySlug: "", postSlug: "", policySlug: "", resetToken: "", unlockToken: "" };

  test.beforeAll(async () => {
    const product = await demoProduct();
    seeded.wsCode = product.wsCode;
    seeded.categorySlug = product.categorySlug;
    const post = await testDb()
      .selectFrom("blog_posts")
      .select("slug")
      .where("published", "=", 1)
      .orderBy("published_at", "desc")
      .executeTakeFirstOrThrow();
    seeded.postSlug = post.slug;
    const policy = await testDb()
      .selectFrom("policies")
      .select("slug")
      .where("is_active", "=", 1)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    seeded.policySlug = policy.slug;
    const forgetful = await createTestUser();
    seeded.resetToken = await createOneTimeToken(testDb(), "reset_password", {
      userId: forgetful.id,
      email: forgetful.email,
    });
    seeded.unlockToken = await createOneTimeToken(testDb(), "unlock_sign_in", {
      userId: forgetful.id,
      email: forgetful.email,
    });
  });

  test("the catalogue", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "home", path: "/" },
        { name: "products", path: "/products" },
        { name: "a category's products", path: () => `/products?category=${seeded.categorySlug}` },
        { name: "search results", path: "/products?search=feed" },
        { name: "search results for a misspelt word (Did you mean)", path: "/products?search=chiken" },
        { name: "search results with the shelves that match", path: "/products?search=boots" },
        { name: "a search that found nothing (Ask us, WhatsApp)", path: "/products?search=xyzzyq" },
      ],
      javaScriptEnabled,
    );
  });

  test("a product, specials, the cart and a missing page", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "a product", path: () => `/product/${seeded.wsCode}` },
        { name: "a product with delivery fees", path: () => `/product/${seeded.wsCode}?deliveryTo=Cullinan` },
        { name: "a product, a place not found", path: () => `/product/${seeded.wsCode}?deliveryTo=Nowhereville` },
        { name: "specials", path: "/specials" },
        { name: "an empty cart", path: "/cart" },
        { name: "not found", path: "/no-such-page", status: 404 },
      ],
      javaScriptEnabled,
    );
  });

  test("the shop's content pages", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "about", path: "/about" },
        { name: "blog", path: "/blog" },
        { name: "a blog post", path: () => `/blog/${seeded.postSlug}` },
        { name: "policies", path: "/policies" },
        { name: "a policy", path: () => `/policy/${seeded.policySlug}` },
      ],
      javaScriptEnabled,
    );
  });

  test("contact, delivery, tools and orders signed out", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "contact", path: "/contact" },
        { name: "delivery", path: "/delivery" },
        { name: "delivery, the fees for a town", path: "/delivery?deliveryTo=Bronkhorstspruit" },
        { name: "tools", path: "/tools" },
        { name: "my orders, signed out", path: "/orders" },
      ],
      javaScriptEnabled,
    );
  });

  test("signing in and up", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "login", path: "/login" },
        { name: "checkout with a cellphone code", path: "/login/cellphone?for=checkout" },
        { name: "register", path: "/register" },
        { name: "client registration", path: "/client-registration" },
        { name: "forgot password", path: "/forgot-password" },
        { name: "reset password", path: () => `/reset-password?token=${encodeURIComponent(seeded.resetToken)}` },
        { name: "unlock sign-in", path: () => `/unlock-sign-in?token=${encodeURIComponent(seeded.unlockToken)}` },
        { name: "admin sign-in", path: "/admin/login" },
      ],
      javaScriptEnabled,
    );
  });
});

test.describe("a customer's pages", () => {
  const seeded = { orderNumber: "", paidOrderNumber: "", locationId: "", wsCode: "", cookies: [] as Cookies };

  test.beforeAll(async ({ browser, baseURL }) => {
    const customer = await createTestUser();
    const product = await demoProduct();
    seeded.wsCode = product.wsCode;
    // A cart with something in it, so checkout shows its form rather than sending them back.
    // (Written directly: the cart's module reads the message catalogues, JSON Playwright's loader does not import.)
    const cartId = randomUUID();
    await testDb().insertInto("carts").values({ id: cartId, user_id: customer.id }).execute();
    await testDb()
      .insertInto("cart_items")
      .values({ id: randomUUID(), cart_id: cartId, product_id: product.id, quantity: 2 })
      .execute();
    const order = await insertOrder(testDb(), { userId: customer.id, lines: [{ productId: product.id, quantity: 1 }] });
    seeded.orderNumber = order.orderNumber;
    const paid = await insertOrder(testDb(), {
      userId: customer.id,
      lines: [{ productId: product.id, quantity: 1 }],
      status: "payment_received",
      paymentStatus: "paid",
    });
    seeded.paidOrderNumber = paid.orderNumber;
    seeded.locationId = randomUUID();
    await testDb()
      .insertInto("client_delivery_locations")
      .values({
        id: seeded.locationId,
        user_id: customer.id,
        location_name: "Farm",
        address_line_1: "Plot 7",
        latitude: -25.742,
        longitude: 28.5347,
        is_default: 1,
      })
      .execute();
    const context = await browser.newContext();
    seeded.cookies = await sessionCookies(context, baseURL ?? "", customer);
    await context.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(seeded.cookies);
  });

  test("the account, sign-out, cart and checkout", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "account", path: "/account" },
        { name: "proving a cellphone", path: "/account/phone" },
        { name: "personal data to read", path: "/account/data" },
        { name: "sign out", path: "/logout" },
        { name: "a cart with items", path: "/cart" },
        { name: "a cart with delivery fees", path: "/cart?deliveryTo=Rayton" },
        { name: "checkout", path: "/cart/checkout" },
      ],
      javaScriptEnabled,
    );
  });

  test("after buying: the tax invoice, cancelling an order, a saved location", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "a tax invoice", path: () => `/orders/${seeded.paidOrderNumber}/invoice` },
        { name: "a tax invoice still to come", path: () => `/orders/${seeded.orderNumber}/invoice` },
        { name: "cancelling an order", path: () => `/orders/${seeded.orderNumber}/cancel` },
        { name: "a saved location", path: () => `/account/locations/${seeded.locationId}` },
        { name: "removing a saved location", path: () => `/account/locations/${seeded.locationId}/remove` },
      ],
      javaScriptEnabled,
    );
  });

  test("orders, favourites and a product, signed in", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "my orders", path: "/orders" },
        { name: "an order", path: () => `/orders/${seeded.orderNumber}` },
        { name: "an order's confirmation", path: () => `/cart/checkout/confirmation/${seeded.orderNumber}` },
        { name: "favourites", path: "/favorites" },
        { name: "a product, signed in", path: () => `/product/${seeded.wsCode}` },
      ],
      javaScriptEnabled,
    );
  });
});

test.describe("the back office", () => {
  const seeded = {
    productId: "",
    orderNumber: "",
    messageId: "",
    replyId: "",
    customerId: "",
    bulkRunId: "",
    synonymId: "",
    proofId: "",
    cookies: [] as Cookies,
  };

  test.beforeAll(async ({ browser, baseURL }) => {
    const admin = await createTestUser({ roles: ["admin"] });
    const product = await demoProduct();
    seeded.productId = product.id;
    // A bulk assignment checked and waiting for Apply: the check changes no product.
    const bulkCheck = await startBulkAssignment(
      testDb(),
      { id: admin.id, email: admin.email },
      { startCode: product.wsCode, endCode: `WS${Number(product.wsCode.slice(2)) + 5}`, includeManual: true },
      {},
    );
    if (!bulkCheck.ok) throw new Error(bulkCheck.title);
    seeded.bulkRunId = bulkCheck.id;
    const customer = await createTestUser();
    const order = await insertOrder(testDb(), {
      userId: customer.id,
      lines: [{ productId: seeded.productId, quantity: 2 }],
      shippingCents: 15_000,
      notes: "Gate code 1234.",
    });
    seeded.orderNumber = order.orderNumber;
    seeded.customerId = customer.id;
    // A proof of payment waiting: the order page shows Verify payment and the reason's box.
    seeded.proofId = randomUUID();
    await testDb()
      .insertInto("payment_proofs")
      .values({
        id: seeded.proofId,
        order_id: order.id,
        user_id: customer.id,
        storage_key: `payment-proofs/${seeded.proofId}.pdf`,
        content_type: "application/pdf",
        size_bytes: 100,
      })
      .execute();
    await testDb()
      .insertInto("client_profiles")
      .values({
        id: randomUUID(),
        user_id: customer.id,
        client_code: `CL-AXE${customer.id.slice(0, 6)}`,
        first_name: "Axe",
        last_name: "Check",
        email: customer.email,
      })
      .execute();
    seeded.messageId = randomUUID();
    await testDb()
      .insertInto("contact_messages")
      .values({
        id: seeded.messageId,
        name: "Axe Check",
        email: `axe-${seeded.messageId.slice(0, 8)}@example.com`,
        message: "Do you deliver to Bronkhorstspruit?\n\nThanks",
      })
      .execute();
    // An SMS reply from the customer's proved number, for the SMS inbox.
    const replyNumber = `+2782${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    await testDb()
      .insertInto("phone_proofs")
      .values({ phone: replyNumber, user_id: customer.id, source: "account" })
      .execute();
    seeded.replyId = randomUUID();
    await testDb()
      .insertInto("sms_inbound")
      .values({ id: seeded.replyId, from_number: replyNumber, body: "Is the lucerne in yet?", kind: "other" })
      .execute();
    // A synonym to edit, and a search that found nothing (issue 45).
    seeded.synonymId = randomUUID();
    await testDb()
      .insertInto("search_synonyms")
      .values({ id: seeded.synonymId, kind: "one_way", words: `axe${seeded.synonymId.slice(0, 6)}`, targets: "feed" })
      .execute();
    await testDb()
      .insertInto("search_misses")
      .values({
        day: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10),
        query: `axe miss ${seeded.synonymId.slice(0, 6)}`,
        searches: 3,
        last_searched_at: new Date().toISOString(),
      })
      .execute();
    const context = await browser.newContext();
    seeded.cookies = await sessionCookies(context, baseURL ?? "", admin);
    await context.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(seeded.cookies);
  });

  test("products", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "dashboard", path: "/admin" },
        { name: "products", path: "/admin/products" },
        { name: "a product's editor", path: () => `/admin/products/${seeded.productId}` },
        { name: "a product's media", path: () => `/admin/products/${seeded.productId}/media` },
        { name: "a new product", path: "/admin/products/new" },
        { name: "product import", path: "/admin/products/import" },
      ],
      javaScriptEnabled,
    );
  });

  // Each test checks a handful of pages, so none runs past 30 s without JavaScript (a new
  // browser context per page there) and the workers share the pages out.
  test("stock, categories and specials", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "stock levels", path: "/admin/stock-levels" },
        { name: "a product's stock", path: () => `/admin/stock-levels/${seeded.productId}` },
        { name: "category management", path: "/admin/category-management" },
        { name: "specials", path: "/admin/specials" },
      ],
      javaScriptEnabled,
    );
  });

  test("search synonyms and searches that found nothing", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "search synonyms", path: "/admin/search-synonyms" },
        { name: "a new synonym", path: "/admin/search-synonyms/new?words=hoendervoer" },
        { name: "a synonym", path: () => `/admin/search-synonyms/${seeded.synonymId}` },
        { name: "deleting a synonym", path: () => `/admin/search-synonyms/${seeded.synonymId}?confirm=delete` },
        { name: "searches that found nothing", path: "/admin/search-misses" },
      ],
      javaScriptEnabled,
    );
  });

  test("bulk category assignment", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "bulk category assignment", path: "/admin/bulk-category-assignment" },
        { name: "a run's check, before Apply", path: () => `/admin/bulk-category-assignment/${seeded.bulkRunId}` },
      ],
      javaScriptEnabled,
    );
  });

  test("delivery, bank details and shop settings", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "delivery settings", path: "/admin/delivery-settings" },
        { name: "EFT bank details", path: "/admin/bank-details" },
        { name: "shop settings", path: "/admin/settings" },
        { name: "system", path: "/admin/system" },
      ],
      javaScriptEnabled,
    );
  });

  test("orders and analytics", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "orders", path: "/admin/orders" },
        { name: "an order", path: () => `/admin/orders/${seeded.orderNumber}` },
        {
          name: "verifying a payment's question",
          path: () => `/admin/orders/${seeded.orderNumber}?verify=${seeded.proofId}`,
        },
        { name: "analytics", path: "/admin/analytics" },
      ],
      javaScriptEnabled,
    );
  });

  test("an order's tax invoice and packing slip", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "a tax invoice", path: () => `/admin/orders/${seeded.orderNumber}/invoice` },
        { name: "a packing slip", path: () => `/admin/orders/${seeded.orderNumber}/packing-slip` },
      ],
      javaScriptEnabled,
    );
  });

  test("contact messages and the SMS inbox", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "messages", path: "/admin/messages" },
        { name: "a message", path: () => `/admin/messages/${seeded.messageId}` },
        { name: "the SMS inbox", path: "/admin/sms/inbox?tab=all" },
        { name: "opting a reply's number out", path: () => `/admin/sms/inbox?confirm=${seeded.replyId}` },
      ],
      javaScriptEnabled,
    );
  });

  test("bulk SMS", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        {
          name: "the bulk SMS composer, checked, with a character that forces Unicode",
          path: "/admin/sms?body=Lucerne%E2%80%99s+in+stock&audience=all&check=1",
        },
        { name: "the SMS log", path: "/admin/sms/log" },
      ],
      javaScriptEnabled,
    );
  });

  test("people", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "users", path: "/admin/users" },
        { name: "a user's panel", path: () => `/admin/users?user=${seeded.customerId}` },
        { name: "suspend confirmation", path: () => `/admin/users?user=${seeded.customerId}&confirm=suspend` },
        { name: "change my password", path: "/admin/password" },
        { name: "audit log", path: "/admin/audit-log" },
      ],
      javaScriptEnabled,
    );
  });

  test("help", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "help", path: "/admin/help" },
        { name: "help's search", path: "/admin/help?q=csv" },
        { name: "a guide in help", path: "/admin/help/user-guides/customer-support-guide?q=review" },
      ],
      javaScriptEnabled,
    );
  });

  test("clients", async ({ page, javaScriptEnabled }) => {
    await checkPages(
      page,
      [
        { name: "clients", path: "/admin/clients" },
        { name: "a client", path: () => `/admin/clients?client=${seeded.customerId}` },
        { name: "a client's edit page", path: () => `/admin/clients?client=${seeded.customerId}&edit=profile` },
      ],
      javaScriptEnabled,
    );
  });
});
