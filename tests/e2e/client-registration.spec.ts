import { randomBytes } from "node:crypto";
import { E2E_BREACHED_PASSWORD } from "../support/e2e-env";
import { testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

const PASSWORD = "Veld-Kraal-2026";

function newEmail(): string {
  return `client-${randomBytes(6).toString("hex")}@example.com`;
}

async function fillPersonalInformation(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("First Name").fill("Lerato");
  await page.getByLabel("Last Name").fill("Nkosi");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone (optional)").fill("082 123 4567");
  await page.getByLabel("Company Name (optional)").fill("Nkosi Poultry");
  await page.getByLabel("Preferred Contact Method").selectOption("whatsapp");
  await fillPasswords(page, password);
  await page.getByLabel(/I accept the Terms of Service/).check();
}

async function fillPasswords(page: Page, password = PASSWORD) {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
}

async function fillRaytonAddress(page: Page) {
  await page.getByLabel("Location Name").fill("Smallholding");
  await page.getByLabel("Address Line 1").fill("Plot 41, Rayton Road");
  await page.getByLabel("City").fill("Rayton");
  await page.getByLabel("Province").selectOption("Gauteng");
  await page.getByLabel("Postal Code").fill("1001");
  await page.getByLabel("Delivery Instructions (optional)").fill("Green gate opposite the farm stall");
}

test.describe("client registration", () => {
  test("a farmer registers in two steps with typed coordinates and gets a client code on confirming", async ({
    page,
  }) => {
    const email = newEmail();
    await page.goto("/register");
    await page.getByRole("link", { name: /Full Registration/ }).click();
    await expect(page).toHaveURL(/\/client-registration$/);
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();

    await fillPersonalInformation(page, email);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { name: "Delivery Location" })).toBeVisible();
    await expect(page.getByText(`Registering Lerato Nkosi (${email})`)).toBeVisible();
    await fillRaytonAddress(page);
    await page.getByLabel("Latitude").fill("-25.7420");
    await page.getByLabel("Longitude").fill("28.5347");
    await page.getByRole("button", { name: "Complete Registration" }).click();

    await expect(page.getByRole("heading", { name: "Registration Successful" })).toBeVisible();
    // The same page whether or not the address had an account: the code comes with the confirmation.
    await expect(page.getByTestId("client-code")).toHaveCount(0);
    await expect(page.getByText(`Please check your e-mail (${email})`)).toBeVisible();
    const { code } = await testDb()
      .selectFrom("client_profiles")
      .select("client_code as code")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(code).toMatch(/^CL-\d{6}$/);

    const stored = await testDb()
      .selectFrom("users as u")
      .innerJoin("client_profiles as c", "c.user_id", "u.id")
      .innerJoin("client_delivery_locations as l", "l.user_id", "u.id")
      .select([
        "u.email_confirmed_at",
        "c.client_code",
        "c.preferred_contact_method",
        "l.location_name",
        "l.province",
        "l.latitude",
        "l.longitude",
        "l.is_default",
      ])
      .where("u.email", "=", email)
      .execute();
    expect(stored).toEqual([
      {
        email_confirmed_at: null,
        client_code: code,
        preferred_contact_method: "whatsapp",
        location_name: "Smallholding",
        province: "Gauteng",
        latitude: -25.742,
        longitude: 28.5347,
        is_default: 1,
      },
    ]);
    const mail = await testDb()
      .selectFrom("outgoing_emails")
      .select(["kind", "text_body"])
      .where("to_address", "=", email)
      .execute();
    expect(mail.map((sent) => sent.kind)).toEqual(["confirm-email"]);

    const link = /https?:\/\/\S+/.exec(mail[0]?.text_body ?? "")?.[0] ?? "";
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
    await expect(page.getByTestId("client-code")).toHaveText(code);
  });

  test("Back from step 2 keeps step 1's values (the password is typed again) and then step 2's", async ({ page }) => {
    const email = newEmail();
    await page.goto("/client-registration");
    await fillPersonalInformation(page, email);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Delivery Location" })).toBeVisible();
    await page.getByLabel("Location Name").fill("Home");
    await page.getByLabel("City").fill("Rayton");
    await page.getByRole("button", { name: "Back" }).click();

    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Lerato");
    await expect(page.getByLabel("Last Name")).toHaveValue("Nkosi");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("082 123 4567");
    await expect(page.getByLabel("Company Name (optional)")).toHaveValue("Nkosi Poultry");
    await expect(page.getByLabel("Preferred Contact Method")).toHaveValue("whatsapp");
    await expect(page.getByLabel(/I accept the Terms of Service/)).toBeChecked();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByText("Please enter your password again")).toBeVisible();

    await page.getByLabel("First Name").fill("Lerato Grace");
    await fillPasswords(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Registering Lerato Grace Nkosi (${email})`)).toBeVisible();
    await expect(page.getByLabel("Location Name")).toHaveValue("Home");
    await expect(page.getByLabel("City")).toHaveValue("Rayton");
  });

  test("a breached password is refused; with JavaScript on leaving the field, without the page's data fetched again", async ({
    page,
    javaScriptEnabled,
  }) => {
    const pageDataFetches: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/client-registration.data") {
        pageDataFetches.push(request.url());
      }
    });
    await page.goto("/client-registration");
    await fillPersonalInformation(page, newEmail(), E2E_BREACHED_PASSWORD);
    const next = page.getByRole("button", { name: "Next" });
    if (javaScriptEnabled) await expect(next).toBeDisabled();
    else await next.click();
    await expect(page.getByText("This password has appeared in past data breaches").first()).toBeVisible();

    await fillPasswords(page);
    if (javaScriptEnabled) {
      // The second check's answer has come, so a reload after the first would have been asked for by now.
      await expect(next).toBeEnabled();
      expect(pageDataFetches).toEqual([]);
    }
    await next.click();
    await expect(page.getByRole("heading", { name: "Delivery Location" })).toBeVisible();
  });

  test("step 2 asks for a location on the map, and refuses coordinates that are not numbers", async ({ page }) => {
    await page.goto("/client-registration");
    await fillPersonalInformation(page, newEmail());
    await page.getByRole("button", { name: "Next" }).click();
    await fillRaytonAddress(page);
    await page.getByLabel("Latitude").fill("0");
    await page.getByLabel("Longitude").fill("0");
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await expect(page.getByRole("alert")).toContainText("Please select a location on the map");

    await page.getByLabel("Latitude").fill("-25.7420");
    await page.getByLabel("Longitude").fill("east of Pretoria");
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await expect(page.getByRole("alert")).toContainText("Please enter valid latitude and longitude values.");
    await expect(page.getByLabel("Location Name")).toHaveValue("Smallholding");
  });

  test("with JavaScript the phone's position fills the coordinates; without it they are typed", async ({
    page,
    context,
    javaScriptEnabled,
    baseURL,
  }) => {
    await page.goto("/client-registration");
    await fillPersonalInformation(page, newEmail());
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Delivery Location" })).toBeVisible();
    const button = page.getByRole("button", { name: "Use current location" });
    if (!javaScriptEnabled) {
      await expect(button).toHaveCount(0);
      await expect(page.getByLabel("Latitude")).toBeEditable();
      await expect(page.getByLabel("Longitude")).toBeEditable();
      return;
    }
    // Permission not given: the spec's message, and the inputs stay empty for typing.
    await button.click();
    await expect(page.getByRole("alert")).toContainText("Location Error");
    await expect(page.getByRole("alert")).toContainText(
      "Unable to get your current location. Please enter coordinates manually.",
    );
    await expect(page.getByLabel("Latitude")).toHaveValue("");

    await context.grantPermissions(["geolocation"], { origin: baseURL ?? "" });
    await context.setGeolocation({ latitude: -25.742, longitude: 28.5347, accuracy: 12 });
    await button.click();
    await expect(page.getByLabel("Latitude")).toHaveValue("-25.742000");
    await expect(page.getByLabel("Longitude")).toHaveValue("28.534700");
    await expect(page.getByText("accurate to about 12 m")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await fillRaytonAddress(page);
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await expect(page.getByRole("heading", { name: "Registration Successful" })).toBeVisible();
  });
});

test("with JavaScript, a tap on the map fills the coordinates; without it, there is no map", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/client-registration");
  await fillPersonalInformation(page, newEmail());
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Delivery Location" })).toBeVisible();
  const map = page.getByTestId("location-map");
  if (!javaScriptEnabled) {
    await expect(map).toHaveCount(0);
    await expect(page.getByLabel("Latitude")).toBeEditable();
    return;
  }
  await expect(map.locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
  await map.click({ position: { x: 120, y: 100 } });
  await expect(page.getByLabel("Latitude")).toHaveValue(/^-2\d\.\d{6}$/);
  await expect(page.getByLabel("Longitude")).toHaveValue(/^2\d\.\d{6}$/);
});
