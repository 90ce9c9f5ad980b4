import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

test.describe("signing in and out", () => {
  test("a customer signs in with e-mail and password, lands home, and signs out", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Test Farmer" })).toBeVisible();
    const sessions = await testDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(1);

    // The address /logout (a text browser sends a form it cannot post as a GET) offers the button.
    await page.goto("/logout");
    await expect(page.getByRole("heading", { name: "Sign out" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    const after = await testDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(after).toHaveLength(0);
  });

  test("a toast greets the user after the redirect; with JavaScript it closes itself", async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createTestUser();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Signed in");
    await expect(toast).toContainText("Welcome back, Test Farmer.");
    if (javaScriptEnabled) {
      await expect(toast).toBeHidden({ timeout: 8_000 });
    } else {
      await page.reload();
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      await expect(toast).toHaveCount(0);
    }
  });

  test("a wrong password is refused with the spec's message and no session", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not-the-password");
    const responsePromise = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect((await responsePromise).status()).toBe(400);

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Login Failed");
    await expect(alert).toContainText("Failed to sign in. Please check your credentials.");
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    const attempts = await testDb()
      .selectFrom("login_attempts")
      .select(["succeeded"])
      .where("user_id", "=", user.id)
      .execute();
    expect(attempts).toEqual([{ succeeded: 0 }]);
  });

  test("an unknown e-mail gets exactly the same message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody-at-all@example.com");
    await page.getByLabel("Password").fill("whatever-it-is");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to sign in. Please check your credentials.");
  });

  test("'Remember me for 30 days' keeps the cookie for 30 days; otherwise it ends with the browser", async ({
    page,
    context,
  }) => {
    const user = await createTestUser();
    const signIn = async (remember: boolean) => {
      await page.goto("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      if (remember) await page.getByLabel("Remember me for 30 days").check();
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      return (await context.cookies()).find((cookie) => cookie.name === "__session");
    };

    const browserSession = await signIn(false);
    expect(browserSession?.expires).toBe(-1);
    expect(browserSession?.httpOnly).toBe(true);
    expect(browserSession?.sameSite).toBe("Lax");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

    const remembered = await signIn(true);
    const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(remembered?.value).not.toBe(browserSession?.value);

    const row = await testDb()
      .selectFrom("sessions")
      .select(["expires_at", "remember"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.remember).toBe(1);
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);
  });

  test("staff land on /admin after signing in; the page they asked for wins when it is on this site", async ({
    page,
  }) => {
    const staff = await createTestUser({ roles: ["order_processor"] });
    await page.goto("/login");
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin" })).toBeVisible();
    await expect(page.getByText("Order processor")).toBeVisible();
  });

  test("a redirect to another site is ignored", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/login?redirectTo=//evil.example/steal");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test("a signed-in user who opens /login is sent home", async ({ page, context, baseURL }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("staff areas", () => {
  test("a visitor asking for /admin is sent to sign in and comes back after", async ({ page }) => {
    const admin = await createTestUser({ roles: ["admin"] });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a customer gets 403 from the back office", async ({ page, context, baseURL }) => {
    const customer = await createTestUser();
    await signInAs(context, baseURL ?? "", customer);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { name: "You do not have access to this part of the back office." }),
    ).toBeVisible();
    // Which roles open it; a customer is shown no staff member's name.
    await expect(page.getByText("This screen opens for:")).toBeVisible();
    await expect(page.getByText("ask the shop's administrator")).toBeVisible();
  });
});

test.describe("messages and return addresses from other pages", () => {
  test("a known message is shown, and ?redirect= brings the user back", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/login?message=orders&redirect=/favorites");
    await expect(page.getByText("Please sign in to see your orders.")).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  test("a mistyped password does not forget where the customer was going, or what the page said", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/login?redirectTo=/favorites&message=favorites");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("Not-The-Password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Failed to sign in. Please check your credentials.")).toBeVisible();
    await expect(page.getByText("Please sign in to keep your favourites.")).toBeVisible();
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });

  test("words of a link's own are never shown on the login page", async ({ page }) => {
    await page.goto("/login?message=Call%200800%20to%20unlock");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByText("Call 0800 to unlock")).toHaveCount(0);
  });
});

test("a recovery link in the hash is followed once, never round and round", async ({ page, javaScriptEnabled }) => {
  const visits: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) visits.push(new URL(request.url()).pathname);
  });
  await page.goto("/about#type=recovery");
  if (javaScriptEnabled) {
    // The page's script follows it to /reset-password, which has no token and sends on to
    // /forgot-password, hash and all: there it stops.
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password#type=recovery$/);
    expect(visits).toEqual(["/about", "/reset-password", "/forgot-password"]);
  } else {
    // The hash never reaches the server: without the script the page simply stays.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(visits).toEqual(["/about"]);
  }
});

test("a signed-in customer reaches their orders and delivery address from the header on a phone", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await createTestUser();
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "My Orders" })).toHaveCount(0);

  await signInAs(context, baseURL ?? "", user);
  await page.goto("/");
  await header.getByRole("link", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await header.getByRole("link", { name: "Delivery", exact: true }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  // Nothing in the header runs off a 360 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the password can be shown while typing it, with JavaScript; without it the field is a plain password field", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/login");
  const password = page.getByLabel("Password");
  await password.fill("Secret-Typed-1");
  await expect(password).toHaveAttribute("type", "password");
  if (!javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    return;
  }
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("Secret-Typed-1");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a toast set before a chain of redirects is shown on the page that finally renders", async ({ page }) => {
  const user = await createTestUser();
  // Signing in sends the user to /profile, which sends them on to /account.
  await page.goto("/login?redirect=/profile");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("toast")).toContainText("Welcome back, Test Farmer.");
  // Shown once: the next page has no toast.
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("with JavaScript a toast goes when swiped sideways and stays after a small nudge; without, it stays a notice", async ({
  page,
  javaScriptEnabled,
}) => {
  const user = await createTestUser();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Welcome back, Test Farmer.");
  if (!javaScriptEnabled) {
    // A plain notice: nothing on it to swipe or close, and it goes with the next page.
    await expect(toast.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.reload();
    await expect(toast).toHaveCount(0);
    return;
  }
  const box = await toast.boundingBox();
  if (!box) throw new Error("the toast has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 3 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});
