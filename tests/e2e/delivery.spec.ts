import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

// The server under test has neither a routing service nor a geocoder: straight-line distances
// and the list of places around the store.

async function calculateByCoordinates(page: Page, lat: string, lng: string) {
  await page.getByLabel("Latitude").fill(lat);
  await page.getByLabel("Longitude").fill(lng);
  await page.getByRole("button", { name: "Calculate Delivery Options" }).click();
}

test.describe("the delivery calculator", () => {
  test("on a phone, calculating takes the customer to the fees, and the guidance is said once", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/delivery");
    await expect(page.getByText("On a farm or smallholding? Use GPS coordinates of your gate")).toHaveCount(1);
    await calculateByCoordinates(page, "-25.7420", "28.5347");
    await expect(page).toHaveURL(/calculate=1.*#delivery-results$/);
    const heading = page.getByRole("heading", { name: "Your delivery options" });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("status").filter({ hasText: "Calculations Complete" })).toBeInViewport();
    await expect(page.getByText("On a farm or smallholding? Use GPS coordinates of your gate")).toHaveCount(1);
    await expect(page.getByText(/^In town\? Search for your town or suburb by name/)).toHaveCount(1);
  });

  test("calculates four options from GPS coordinates", async ({ page }) => {
    await page.goto("/delivery");
    await expect(page.getByRole("heading", { name: "Delivery fees and your delivery location" })).toBeVisible();
    await expect(page.getByText("We deliver within 100 km of our shop in Donkerhoek, Pretoria East.")).toBeVisible();
    await expect(page.getByText("There are no deliveries on weekends or public holidays.")).toBeVisible();
    await expect(page.getByLabel("Estimated order value (R)")).toHaveValue("500");
    await expect(page.getByLabel("Load type")).toHaveValue("medium");

    await calculateByCoordinates(page, "-25.7420", "28.5347");
    await expect(page).toHaveURL(/calculate=1/);
    await expect(page.getByText("Location Set")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Calculations Complete" })).toContainText(
      "4 delivery options calculated",
    );
    const cards = page.locator("[data-testid^=option-]");
    await expect(cards).toHaveCount(4);
    const simple = page.getByTestId("option-simple");
    await expect(simple).toContainText("Simple Distance");
    await expect(simple).toContainText("R 210.00");
    await expect(simple).toContainText("Selected");
    // The kilometres are hidden on the cards (distance.hideKmOnCards) and shown in the breakdown.
    await expect(simple).not.toContainText("km");
    await expect(page.getByTestId("distance-used")).toContainText("Priced on 10.5 km (straight line).");
    await expect(page.getByRole("heading", { name: "Simple Distance: how the fee adds up" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "10.5 km x R20/km" })).toBeVisible();
    await expect(page.getByTestId("option-premium")).toContainText("R 415.00");

    const feedback = page.getByRole("link", { name: "Send Feedback" });
    const href = (await feedback.getAttribute("href")) ?? "";
    expect(href.startsWith("mailto:shop@example.com?subject=Delivery%20quote%20feedback&body=")).toBe(true);
    expect(decodeURIComponent(href)).toContain("Simple Distance: R\u00a0210.00");

    // Visitors are asked to log in, and come back to this quote.
    await expect(
      page.getByText("Please log in to save your delivery location and proceed with ordering."),
    ).toBeVisible();
    const login = page.getByRole("link", { name: "Log in", exact: true });
    const back = new URL((await login.getAttribute("href")) ?? "", "http://x").searchParams.get("redirectTo") ?? "";
    expect(back).toMatch(/^\/delivery\?lat=-25\.7420&lng=28\.5347&.*calculate=1/);
  });

  test("finds a town in the list of places and calculates for it", async ({ page }) => {
    await page.goto("/delivery");
    // Without a geocoder the hint says what the search finds: a town or suburb, or GPS coordinates.
    await expect(
      page
        .getByRole("region", { name: "1. Your location" })
        .getByText("In town? Search for your town or suburb by name, or enter GPS coordinates such as -25.77, 28.39."),
    ).toBeVisible();
    await expect(page.getByText("Search for your street address")).toHaveCount(0);
    await page.getByRole("link", { name: "Browse all towns and suburbs" }).click();
    const mooikloof = page.getByRole("listitem").filter({ hasText: "Mooikloof" });
    await expect(mooikloof).toContainText("Pretoria East, Gauteng · about 12.3 km");
    const witbank = page.getByRole("listitem").filter({ hasText: "Witbank" });
    await expect(witbank).toContainText("eMalahleni, Mpumalanga · about 80.8 km");
    await expect(page.getByText("(Outside delivery area)")).toHaveCount(0);
    await page.getByLabel("Search for your town or suburb").fill("cullinan");
    await page.getByRole("button", { name: "Search places" }).click();
    await expect(page.getByText("Places matching “cullinan”: pick yours")).toBeVisible();
    await page.getByRole("link", { name: "Cullinan", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Location Set" })).toContainText(
      "Cullinan, Pretoria East (-25.6746, 28.5216)",
    );
    await page.getByLabel("Load type").selectOption("small");
    await page.getByRole("button", { name: "Calculate Delivery Options" }).click();
    await expect(page.getByText("4 delivery options calculated")).toBeVisible();
    // 13.6 km: R272; a town address is urban (x1.0); a small load has no surcharge.
    await expect(page.getByTestId("option-simple")).toContainText("R 272.00");
    await expect(page.getByTestId("option-terrain")).toContainText("R 272.00");
    await expect(page.getByTestId("option-load")).toContainText("R 272.00");

    // Refining with GPS coordinates turns the address into a GPS point (rural).
    await page.getByRole("link", { name: "Refine with GPS coordinates" }).click();
    await expect(page.getByLabel("Latitude")).toHaveValue("-25.6746");
    await page.getByRole("button", { name: "Calculate Delivery Options" }).click();
    await expect(page.getByTestId("option-terrain")).toContainText("R 326.00");
  });

  test("refuses a location beyond 100 km, and coordinates that are not numbers", async ({ page }) => {
    await page.goto("/delivery");
    await calculateByCoordinates(page, "-23.9045", "29.4689");
    const refusal = page.getByRole("alert").filter({ hasText: "Delivery Area Limit" });
    await expect(refusal).toContainText("Sorry, we only deliver within 100km of our shop via available routes.");
    await expect(refusal).toContainText("Outside delivery area");
    await expect(page.locator("[data-testid^=option-]")).toHaveCount(0);

    await calculateByCoordinates(page, "south", "28.5");
    const invalid = page.getByRole("alert").filter({ hasText: "Invalid Coordinates" });
    await expect(invalid).toContainText("Please enter valid latitude and longitude values.");

    await page.goto("/delivery");
    await page.getByRole("button", { name: "Calculate Delivery Options" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No Location" })).toBeVisible();
  });

  test("remembers the preferred method: in a cookie, and in local storage with JavaScript", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.goto("/delivery?lat=-25.742&lng=28.5347&calculate=1");
    await page.getByRole("link", { name: "Choose Load Based" }).click();
    await expect(page).toHaveURL(/method=load/);
    await page.goto("/delivery?lat=-25.7&lng=28.5&calculate=1");
    await expect(page.getByTestId("option-load")).toContainText("Selected");
    await context.clearCookies();
    await page.goto("/delivery?lat=-25.7&lng=28.5&calculate=1");
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/method=load/);
      await expect(page.getByTestId("option-load")).toContainText("Selected");
    } else {
      await expect(page.getByTestId("option-simple")).toContainText("Selected");
    }
  });

  test("fills the coordinates from the phone's position with JavaScript", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.goto("/delivery");
    const locate = page.getByRole("button", { name: "Use current location" });
    if (!javaScriptEnabled) {
      // Without JavaScript the coordinates are typed; the button would do nothing, so it is not there.
      await expect(locate).toHaveCount(0);
      await expect(page.getByLabel("Latitude")).toBeEditable();
      return;
    }
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -25.742, longitude: 28.5347 });
    await locate.click();
    await expect(page.getByLabel("Latitude")).toHaveValue("-25.742000");
    await expect(page.getByLabel("Longitude")).toHaveValue("28.534700");
    await page.getByRole("button", { name: "Calculate Delivery Options" }).click();
    await expect(page.getByTestId("option-simple")).toContainText("R 210.00");
  });

  test("a customer chooses a method, saves the location and finds it on the account page", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/delivery");
    await calculateByCoordinates(page, "-25.7420", "28.5347");
    await page.getByRole("link", { name: "Choose Premium Service" }).click();
    await expect(page).toHaveURL(/method=premium/);
    await expect(page.getByTestId("option-premium")).toContainText("Selected");
    await expect(page.getByRole("heading", { name: "Premium Service: how the fee adds up" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Unloading and service fee" })).toBeVisible();

    // The preferred method is remembered and restored for the next quote.
    await page.goto("/delivery?lat=-25.742&lng=28.5347&calculate=1");
    await expect(page.getByTestId("option-premium")).toContainText("Selected");

    await page.getByLabel("Location name").fill("  Home  ");
    await page.getByRole("button", { name: "Save Delivery Location" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Location Saved");
    await expect(toast).toContainText("Home is saved with a delivery fee of R 415.00 (Premium Service).");

    const rows = await testDb()
      .selectFrom("client_delivery_locations")
      .select(["location_name", "delivery_fee_cents", "city", "postal_code"])
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([
      { location_name: "Home", delivery_fee_cents: 41500, city: "Rural Area", postal_code: "0000" },
    ]);

    await page.goto("/account");
    const saved = page.getByTestId("delivery-location");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("Home");
    await expect(saved).toContainText("R 415.00");
  });
});

test.describe("the delivery test page", () => {
  test("has four tabs, a Simple Form and the visitor's logs", async ({ page }) => {
    await page.goto("/test-delivery");
    await expect(page.getByText("Not Authenticated")).toBeVisible();
    await expect(page.getByRole("heading", { name: "System info" })).toBeVisible();
    await expect(page.getByText("Simple Distance, Terrain Adjusted, Load Based, Premium Service")).toBeVisible();
    await expect(page.getByText("08:00-17:00").first()).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Test page tabs" });
    await expect(tabs.getByRole("link")).toHaveText(["Full Page", "Calculator", "Simple Form", "Logs"]);

    await tabs.getByRole("link", { name: "Simple Form" }).click();
    await expect(page.getByRole("heading", { name: "Simple Form" })).toBeVisible();
    await page.getByLabel("Latitude").fill("-25.7420");
    await page.getByLabel("Longitude").fill("28.5347");
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByRole("row", { name: /Simple Distance R 210\.00/ })).toBeVisible();

    await page.getByRole("navigation", { name: "Test page tabs" }).getByRole("link", { name: "Logs" }).click();
    await expect(page.getByTestId("test-logs")).toContainText("Simple Form: -25.7420,28.5347: 10.5 km straight-line");
    await page.getByRole("button", { name: "Clear Logs" }).click();
    await expect(page.getByText("No log lines yet.")).toBeVisible();
  });
});

test.describe("the delivery settings screen", () => {
  test("an admin previews a change without saving it; a customer may not open it", async ({
    page,
    context,
    baseURL,
  }) => {
    const customer = await createTestUser();
    await signInAs(context, baseURL ?? "", customer);
    const refused = await page.goto("/admin/delivery-settings");
    expect(refused?.status()).toBe(403);

    await context.clearCookies();
    const admin = await createTestUser({ roles: ["admin"] });
    await signInAs(context, baseURL ?? "", admin);
    await page.goto("/admin/delivery-settings");
    await expect(page.getByRole("heading", { name: "Delivery settings" })).toBeVisible();
    const preview = page.getByTestId("settings-preview");
    await expect(preview).toContainText("Fees at 25 km");
    await expect(preview.getByRole("row", { name: /Simple Distance\s+R 500\.00/ })).toBeVisible();

    await page.getByLabel("Rate per km (R)").fill("30");
    await page.getByLabel("Sample distance (km)").fill("10");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(preview).toContainText("Fees at 10 km");
    await expect(preview.getByRole("row", { name: /Simple Distance\s+R 300\.00/ })).toBeVisible();
    await expect(page.getByLabel("Rate per km (R)")).toHaveValue("30");

    const stored = await testDb()
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", "delivery")
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});

test("with JavaScript a tap on the map fills the GPS inputs", async ({ page, javaScriptEnabled }) => {
  await page.goto("/delivery");
  const map = page.getByTestId("location-map");
  if (!javaScriptEnabled) {
    await expect(map).toHaveCount(0);
    return;
  }
  await expect(map.locator(".leaflet-pane").first()).toBeAttached();
  await map.click({ position: { x: 150, y: 120 } });
  await expect(page.getByLabel("Latitude")).toHaveValue(/^-2\d\.\d{6}$/);
  await expect(page.getByLabel("Longitude")).toHaveValue(/^2\d\.\d{6}$/);
});
