import { randomBytes, randomUUID } from "node:crypto";
import { testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

const STORE_EMAIL = "shop@example.com";

/** Each test posts from its own network address, so rate limits never cross between tests. */
async function ownNetworkAddress(page: Page): Promise<string> {
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

const unique = () => randomBytes(5).toString("hex");

test.describe("the contact page", () => {
  test("shows how to reach the store, refuses each mistake, then sends the message", async ({
    page,
    javaScriptEnabled,
  }) => {
    const ip = await ownNetworkAddress(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByText("Plot 42, Boschkop Road")).toBeVisible();
    await expect(main.getByRole("link", { name: "+27 12 802 0000" })).toHaveAttribute("href", "tel:+27128020000");
    await expect(main.getByRole("link", { name: "Open the map" })).toHaveAttribute("href", /openstreetmap/);
    await expect(main.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", "https://wa.me/27820000000");
    await expect(main.getByRole("rowheader", { name: "Monday to Friday" })).toBeVisible();

    const name = page.getByLabel("Name", { exact: true });
    const email = page.getByLabel("Email", { exact: true });
    const message = page.getByLabel("Message", { exact: true });
    // Values the browser's own checks let through, so the server's messages show in both modes.
    await name.fill("J");
    await email.fill("farmer@localhost");
    await message.fill("Too short");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(name).toHaveValue("J");
    await expect(email).toHaveValue("farmer@localhost");
    await expect(message).toHaveValue("Too short");

    const address = `contact-${unique()}@example.com`;
    const text = `Do you stock lucerne bales this week? Ref ${unique()}`;
    // With JavaScript, once a post was refused the form asks the server to check each field again
    // as it is typed into (conform's validation on input: a post with intent "validate"), and each
    // answer draws the form again. Those answers are waited for as a user sees them (the messages
    // go), and the values checked after them; refilled if an answer landed between two fills.
    // Every check's answer counted in and out, so the values are read only once none is on its way
    // (a late answer draws the form with the values it was asked about).
    let checking = 0;
    const isCheck = (request: { url(): string; method(): string }) =>
      request.method() === "POST" && request.url().includes("/contact.data");
    page.on("request", (request) => {
      if (isCheck(request)) checking += 1;
    });
    page.on("requestfinished", (request) => {
      if (isCheck(request)) checking -= 1;
    });
    page.on("requestfailed", (request) => {
      if (isCheck(request)) checking -= 1;
    });
    await expect(async () => {
      await name.fill("Johan van Wyk");
      await email.fill(address);
      await message.fill(text);
      await expect.poll(() => checking, { timeout: 5_000 }).toBe(0);
      if (javaScriptEnabled) {
        for (const refusal of [
          "Name must be at least 2 characters",
          "Please enter a valid email address",
          "Message must be at least 10 characters",
        ]) {
          await expect(page.getByText(refusal)).toHaveCount(0, { timeout: 3_000 });
        }
      }
      await expect(name).toHaveValue("Johan van Wyk");
      await expect(email).toHaveValue(address);
      await expect(message).toHaveValue(text);
    }).toPass();
    // With JavaScript, the answer is held back until the button has been seen while it sends
    // (released by the test, not after a fixed time, so a busy machine cannot miss it).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (javaScriptEnabled) {
      await page.route("**/contact.data*", async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.getByRole("button", { name: "Send Message" }).click();
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await expect(name).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(message).toHaveValue("");

    const rows = await testDb().selectFrom("contact_messages").selectAll().where("email", "=", address).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "contact", name: "Johan van Wyk", message: text, ip_address: ip });
    const mail = await testDb()
      .selectFrom("outgoing_emails")
      .selectAll()
      .where("to_address", "=", STORE_EMAIL)
      .where("kind", "=", "contact-message")
      .where("text_body", "like", `%${text}%`)
      .executeTakeFirst();
    expect(mail?.subject).toBe("Message from Johan van Wyk via the contact page");
    expect(mail?.text_body).toContain(`E-mail: ${address}`);
  });
});

test.describe("the consultant page", () => {
  test("shows the services and contact details, jumps to the form, and sends a message", async ({ page }) => {
    await ownNetworkAddress(page);
    await page.goto("/about-a");
    await expect(page.getByRole("heading", { name: "Power Behind the Scenes" })).toBeVisible();
    for (const feature of [
      "Data management",
      "Role-based access control",
      "Scalable architecture",
      "Analytics and reporting",
      "Configuration tools",
    ]) {
      await expect(page.getByRole("heading", { name: feature })).toBeVisible();
    }
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: STORE_EMAIL })).toHaveAttribute("href", `mailto:${STORE_EMAIL}`);
    await expect(page.getByText("Available upon request")).toBeVisible();
    await expect(page.getByText("Mon-Fri 9am-5pm")).toBeVisible();

    await page.getByRole("link", { name: "Contact Me" }).click();
    await expect(page).toHaveURL(/\/about-a#contact-form$/);
    await expect(page.getByLabel("Name", { exact: true })).toBeInViewport();

    const address = `client-${unique()}@example.com`;
    await page.getByLabel("Name", { exact: true }).fill("Anna Botha");
    await page.getByLabel("Email", { exact: true }).fill(address);
    await page.getByLabel("Message", { exact: true }).fill("I would like a quote for a stock system.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeInViewport();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    const row = await testDb()
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirst();
    expect(row?.source).toBe("consultant");
  });
});

test.describe("the newsletter", () => {
  test("sign-up in the footer needs the tick, mails a link, and the link confirms", async ({ page }) => {
    await ownNetworkAddress(page);
    const address = `reader-${unique()}@example.com`;
    await page.goto("/contact");
    const footer = page.locator("footer");
    const consent = footer.getByLabel("Yes, send me the co-op's newsletter. I can unsubscribe at any time.");
    await expect(consent).not.toBeChecked();
    await footer.getByLabel("E-mail address for the newsletter").fill(address);

    // Without the tick the browser refuses to send it (and the server would too): nothing stored.
    await footer.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const none = await testDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", address)
      .execute();
    expect(none).toEqual([]);

    await consent.check();
    await footer.getByRole("button", { name: "Subscribe", exact: true }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Check your e-mail");
    await expect(toast).toContainText("We sent you a link to confirm your subscription.");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(footer.getByLabel("E-mail address for the newsletter")).toHaveValue("");

    // The sign-up's work is a job the worker runs a moment after the answer (decision 0105).
    const confirmMail = () =>
      testDb()
        .selectFrom("outgoing_emails")
        .selectAll()
        .where("to_address", "=", address)
        .where("kind", "=", "newsletter-confirm")
        .executeTakeFirst();
    await expect.poll(async () => (await confirmMail()) !== undefined).toBe(true);
    const pending = await testDb()
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(pending.is_active).toBe(0);

    const mail = await confirmMail();
    if (!mail) throw new Error("no confirmation e-mail");
    const link = /(http:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page.getByText(address)).toBeVisible();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("Your subscription is confirmed")).toBeVisible();
    const active = await testDb()
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(active.is_active).toBe(1);
    expect(active.confirmed_at).toBeTruthy();
  });

  test("the server's refusal of a sign-up without the tick: in the footer, or on /newsletter without JavaScript", async ({
    page,
    javaScriptEnabled,
  }) => {
    await ownNetworkAddress(page);
    const address = `refused-${unique()}@example.com`;
    await page.goto("/about-a");
    const footer = page.locator("footer");
    const consent = footer.getByLabel("Yes, send me the co-op's newsletter. I can unsubscribe at any time.");
    // As if the browser did not check the box's `required` itself (some older phone browsers).
    await consent.evaluate((box) => box.removeAttribute("required"));
    await footer.getByLabel("E-mail address for the newsletter").fill(address);
    await footer.getByRole("button", { name: "Subscribe", exact: true }).click();
    const reason = "Please tick the box to say you want the newsletter: we only send it to people who ask.";
    if (javaScriptEnabled) {
      await expect(footer.getByText(reason)).toBeVisible();
      await expect(page).toHaveURL(/\/about-a$/);
      await expect(consent).toHaveAttribute("aria-invalid", "true");
    } else {
      await expect(page).toHaveURL(/\/newsletter$/);
      const main = page.locator("main");
      await expect(main.getByText(reason)).toBeVisible();
      await expect(main.getByLabel("E-mail address for the newsletter")).toHaveValue(address);
      await main.getByLabel("Yes, send me the co-op's newsletter. I can unsubscribe at any time.").check();
      await main.getByRole("button", { name: "Subscribe", exact: true }).click();
      // Back to the page the visitor came from.
      await expect(page).toHaveURL(/\/about-a$/);
      await expect(page.getByTestId("toast")).toContainText("Check your e-mail");
    }
    // Without JavaScript the second try signed up: its job stores the row a moment later (decision 0105).
    const rows = () =>
      testDb().selectFrom("newsletter_subscriptions").select("is_active").where("email", "=", address).execute();
    if (javaScriptEnabled) expect(await rows()).toEqual([]);
    else await expect.poll(rows).toEqual([{ is_active: 0 }]);
  });

  test("a sign-up posted without the tick is refused with the reason and stores nothing", async ({
    request,
    baseURL,
  }) => {
    const address = `forged-${unique()}@example.com`;
    const response = await request.post("/newsletter", {
      form: { email: address, redirectTo: "/" },
      headers: { Origin: baseURL ?? "", "X-Forwarded-For": `10.99.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please tick the box to say you want the newsletter: we only send it to people who ask.");
    expect(html).toContain(`value="${address}"`);
    const rows = await testDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", address)
      .execute();
    expect(rows).toEqual([]);
  });

  test("one-click unsubscribe: opening the link asks, the button unsubscribes", async ({ page }) => {
    const address = `leaving-${unique()}@example.com`;
    const token = randomBytes(32).toString("base64url");
    await testDb()
      .insertInto("newsletter_subscriptions")
      .values({
        id: randomUUID(),
        email: address,
        is_active: 1,
        consent_at: new Date().toISOString(),
        confirmed_at: new Date().toISOString(),
        unsubscribe_token: token,
      })
      .execute();
    const state = () =>
      testDb()
        .selectFrom("newsletter_subscriptions")
        .select(["is_active", "unsubscribed_at"])
        .where("email", "=", address)
        .executeTakeFirstOrThrow();

    await page.goto(`/newsletter/unsubscribe?token=${token}`);
    await expect(page.getByText(address)).toBeVisible();
    expect(await state()).toEqual({ is_active: 1, unsubscribed_at: null });

    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByText("You have been unsubscribed")).toBeVisible();
    const after = await state();
    expect(after.is_active).toBe(0);
    expect(after.unsubscribed_at).toBeTruthy();
  });

  test("a mail client's one-click POST (RFC 8058) unsubscribes; a bad link gets a clear 404", async ({
    request,
    page,
  }) => {
    const address = `oneclick-${unique()}@example.com`;
    const token = randomBytes(32).toString("base64url");
    await testDb()
      .insertInto("newsletter_subscriptions")
      .values({ id: randomUUID(), email: address, is_active: 1, unsubscribe_token: token })
      .execute();
    const response = await request.post(`/newsletter/unsubscribe?token=${token}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
    const row = await testDb()
      .selectFrom("newsletter_subscriptions")
      .select("is_active")
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);

    const bad = await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
    expect(bad?.status()).toBe(404);
    await expect(page.getByText("This unsubscribe link is invalid.")).toBeVisible();
  });
});

test.describe("for crawlers and shopping engines", () => {
  test("robots.txt, the sitemap and the product feed", async ({ request, baseURL }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const rules = await robots.text();
    expect(rules).toContain("Disallow: /admin/");
    expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(rules).toContain(`Sitemap: ${baseURL}/products.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.headers()["cache-control"]).toBe("public, max-age=300");
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/product/WS000001</loc>`);

    const feed = await request.get("/products.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await feed.text()).toMatch(/<g:price>\d+\.\d{2} ZAR<\/g:price>/);
  });
});
