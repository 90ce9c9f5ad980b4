import { E2E_BREACHED_PASSWORD } from "../support/e2e-env";
import { createTestUser, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillBasicForm(
  page: Page,
  fields: { email: string; password: string; confirm?: string; terms?: boolean },
) {
  await page.goto("/register");
  await page.getByRole("link", { name: /Basic Account/ }).click();
  await page.getByLabel("First name").fill("Lerato");
  await page.getByLabel("Last name").fill("Nkosi");
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByLabel("Confirm password").fill(fields.confirm ?? fields.password);
  if (fields.terms !== false) await page.getByLabel(/I accept the Terms of Service/).check();
}

/** The newest e-mail to an address, straight from the outbox. */
async function lastEmailTo(address: string) {
  await expect
    .poll(
      async () =>
        (await testDb().selectFrom("outgoing_emails").select("id").where("to_address", "=", address).execute()).length,
    )
    .toBeGreaterThan(0);
  return testDb()
    .selectFrom("outgoing_emails")
    .select(["subject", "text_body", "kind"])
    .where("to_address", "=", address)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
}

function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error("no link in the e-mail");
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

test("registration refuses a weak password, a mismatch, a breached password and a missing tick", async ({ page }) => {
  await fillBasicForm(page, { email: uniqueEmail("weak"), password: "weakpassword" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please ensure your password meets all security requirements").first()).toBeVisible();

  await fillBasicForm(page, {
    email: uniqueEmail("mismatch"),
    password: "Veld-Kraal-2026",
    confirm: "Veld-Kraal-2027",
  });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await fillBasicForm(page, { email: uniqueEmail("terms"), password: "Veld-Kraal-2026", terms: false });
  // The browser would stop an unticked required box; submit the form as a script-free client may.
  await page.evaluate(() => document.querySelector<HTMLFormElement>("#register")?.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please accept the Terms of Service and Privacy Policy")).toBeVisible();

  const breachedEmail = uniqueEmail("breached");
  await fillBasicForm(page, { email: breachedEmail, password: E2E_BREACHED_PASSWORD });
  await page.getByLabel("Confirm password").focus();
  const submit = page.getByRole("button", { name: "Create account" });
  if (await submit.isEnabled()) await submit.click();
  await expect(
    page.getByText("This password has appeared in past data breaches. Please choose a different one.").first(),
  ).toBeVisible();
  const created = await testDb().selectFrom("users").select("id").where("email", "=", breachedEmail).execute();
  expect(created).toEqual([]);
});

test("a new customer registers, confirms by the e-mailed link and is signed in", async ({ page }) => {
  const email = uniqueEmail("new");
  await fillBasicForm(page, { email, password: "Veld-Kraal-2026" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
  await expect(page.getByText(/1-10 minutes/)).toBeVisible();

  const mail = await lastEmailTo(email);
  expect(mail.kind).toBe("confirm-email");
  // Opening the link only asks: the button confirms and signs in (a link alone signs nobody in).
  await page.goto(linkIn(mail.text_body));
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // Signed in already: the page leads on to the shop, not to a login page.
  await expect(page.getByRole("main").getByRole("link", { name: "Go to Login" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Start shopping" })).toBeVisible();
  const user = await testDb()
    .selectFrom("users")
    .select("email_confirmed_at")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  expect(user.email_confirmed_at).not.toBeNull();

  // The link works once. (Signed out first, and waited for: a sign-out still on its way would
  // leave the session, and /login sends a signed-in person home.)
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(linkIn(mail.text_body));
  await expect(page).toHaveURL(/\/login$/);
});

test("five wrong passwords pause sign-in for the address, even with the right one; the e-mailed link lets this device in", async ({
  page,
}) => {
  const user = await createTestUser();
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(`wrong-${attempt}`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to sign in. Please check your credentials.");
  }
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("paused for 30 minutes");
  // The way out by e-mail: the reset link, which lifts the pause.
  await page.getByRole("alert").getByRole("link", { name: "Reset your password" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  // The other way: the owner was e-mailed a link that lets this browser sign in (decision 0017).
  const mail = await lastEmailTo(user.email);
  expect(mail.kind).toBe("unlock-sign-in");
  await page.goto(linkIn(mail.text_body));
  await page.getByRole("button", { name: "Let this device sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("a forgotten password is reset with the e-mailed link", async ({ page, javaScriptEnabled }) => {
  const user = await createTestUser();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The login page has an Email field too: wait for the new page before typing.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const mail = await lastEmailTo(user.email);
  expect(mail.kind).toBe("reset-password");
  await page.goto(linkIn(mail.text_body));
  await page.getByLabel("New Password", { exact: true }).fill("Nuwe-Wagwoord-2026");
  await page.getByLabel("Confirm New Password").fill("Nuwe-Wagwoord-2026");
  // Each field has its own Show/Hide once JavaScript runs; without it, plain password fields.
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Show confirm new password" }).click();
    await expect(page.getByLabel("Confirm New Password")).toHaveAttribute("type", "text");
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show new password" }).click();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide confirm new password" }).click();
    await expect(page.getByLabel("Confirm New Password")).toHaveAttribute("type", "password");
  } else {
    await expect(page.getByRole("button", { name: /^Show/ })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("Password Updated");

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("Nuwe-Wagwoord-2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Used links and made-up ones go back to the form with the spec's message.
  await page.goto(linkIn(mail.text_body));
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByTestId("toast")).toContainText("Invalid Reset Link");
});

test("'Check Your Email' shows for an address without an account too", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-registered@example.com");
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("");
});
