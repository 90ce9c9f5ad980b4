import { randomInt } from "node:crypto";
import { createTestUser, signInAs } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

/** The check and the apply run as jobs: the page shows them done within a few worker rounds. */
const JOB_DONE = { timeout: 20_000 };

test("import a price list: check what would change, apply it, see the new product inactive and the new price and stock", async ({
  page,
  context,
  baseURL,
}) => {
  const existing = await createTestProduct({ priceCents: 10_000, stock: 5 });
  const newCode = `WS8${String(randomInt(100_000_000)).padStart(8, "0")}`;
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);
  const csv = [
    "WS Code;Stock Code;Product Name;Excl Price;Incl Price;Qty",
    `${existing.wsCode};T-${existing.wsCode};;;123,45;30`,
    `${newCode};N-1;Crème Calf Starter 25kg;"1 043,48";1 200,00;8`,
    `${newCode};N-1;Crème Calf Starter 25kg again;1;1;1`,
  ].join("\r\n");

  await page.goto("/admin/products");
  await page.getByRole("link", { name: "Upload CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import products from CSV" })).toBeVisible();
  await page.getByLabel("CSV file").setInputFiles({
    name: "price-list.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "latin1"),
  });
  await page.getByRole("button", { name: "Upload and check" }).click();

  await expect(page.getByText("Check complete: nothing has been changed yet")).toBeVisible(JOB_DONE);
  await expect(page.getByText("Incl Price: R 100.00 → R 123.45")).toBeVisible();
  await expect(page.getByText("Stock: 5 → 30")).toBeVisible();
  await expect(page.getByText("Crème Calf Starter 25kg, R 1 200.00, stock 8")).toBeVisible();
  await expect(page.getByText(`Row 3 (${newCode}): Duplicate WS Code, already in row 2`)).toBeVisible();
  await page.goto(`/product/${existing.wsCode}`);
  await expect(page.getByText("R 100.00").first()).toBeVisible();
  await page.goBack();

  await page.getByRole("button", { name: "Apply import" }).click();
  await expect(page.getByText("Upload Complete")).toBeVisible(JOB_DONE);
  await expect(page.getByText("3 rows read: 1 new (inactive), 1 updated, 0 unchanged, 1 failed.")).toBeVisible();

  await page.getByRole("link", { name: "See the new products (inactive until you activate them)" }).click();
  await page.getByLabel("Search by WS code or name").fill(newCode);
  await page.getByRole("button", { name: "Apply" }).click();
  const tile = page.getByRole("listitem").filter({ hasText: newCode });
  await expect(tile.getByText("Crème Calf Starter 25kg")).toBeVisible();
  await expect(tile.getByText("Inactive")).toBeVisible();

  await page.goto(`/product/${existing.wsCode}`);
  await expect(page.getByText("R 123.45").first()).toBeVisible();
  await page.goto(`/admin/stock-levels?search=${existing.wsCode}`);
  await expect(page.getByRole("row").filter({ hasText: existing.wsCode }).getByText("In Stock (30)")).toBeVisible();
});

test("a file without the required columns is refused on the form, with what is missing", async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await createTestUser({ roles: ["admin"] });
  await signInAs(context, baseURL ?? "", admin);
  await page.goto("/admin/products/import");
  await page.getByLabel("CSV file").setInputFiles({
    name: "names.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Product Name,Incl Price\nLayer Mash,400\n"),
  });
  await page.getByLabel("Start row").fill("1");
  await page.getByLabel("End row").fill("50");
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Missing required columns: WS Code, Stock Code" }),
  ).toBeVisible();
  await expect(page.getByLabel("End row")).toHaveValue("50");
});
