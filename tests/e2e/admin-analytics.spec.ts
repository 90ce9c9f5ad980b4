import fs from "node:fs/promises";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

test("the financial officer reads a period's sales as charts and tables, and exports them", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A day long ago of this test's own, so no other test's orders share it.
  const day = `1996-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  const product = await createTestProduct({ priceCents: 25_000 });
  const customer = await createTestUser();
  for (const quantity of [1, 3])
    await insertOrder(testDb(), {
      userId: customer.id,
      lines: [{ productId: product.id, quantity }],
      createdAt: `${day}T09:00:00.000Z`,
    });
  const officer = await createTestUser({ roles: ["financial_officer"] });
  await signInAs(page.context(), baseURL ?? "", officer);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill(day);
  await page.getByLabel("To", { exact: true }).fill(day);
  await page.getByLabel("By", { exact: true }).selectOption("day");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}&by=day`));

  const figures = page.getByRole("definition");
  await expect(figures.first()).toHaveText("R 1 000.00");
  await expect(page.getByRole("img", { name: "Sales incl. VAT per day" })).toBeVisible();
  const table = page.getByRole("region", { name: "Sales per day: figures" });
  await expect(table.getByRole("row").nth(1)).toContainText("2");
  await expect(table.getByRole("row").nth(1)).toContainText("R 1 000.00");
  await expect(page.getByRole("region", { name: "Top products: figures" })).toContainText(product.name);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-${day}-to-${day}-by-day.csv`);
  const csv = await fs.readFile(await download.path(), "utf8");
  // The day in words, as every staff screen and export writes it (decision 0107): "16 May 1996".
  const inWords = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Johannesburg",
  });
  expect(csv).toContain(`,${inWords},2,1000,`);
});

test("analytics is not offered to an order processor, and refused if asked for", async ({ page, baseURL }) => {
  await signInAs(page.context(), baseURL ?? "", await createTestUser({ roles: ["order_processor"] }));
  await page.goto("/admin");
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Analytics" }),
  ).toHaveCount(0);
  const response = await page.goto("/admin/analytics");
  expect(response?.status()).toBe(403);
  // Not a bare 403: which roles open the screen, and who can give one.
  await expect(page.getByText("This screen opens for: Super admin, Admin, Financial officer.")).toBeVisible();
  await expect(page.getByText("Ask one of these people to give you a role")).toBeVisible();
});
