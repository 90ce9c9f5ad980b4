import sharp from "sharp";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { photoLikePng } from "../support/e2e-photo";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

const image = async (color: string) => ({
  name: `${color.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 820, height: 820, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test("upload images and a PDF on the product form, see them on the shop, reorder and remove one", async ({
  page,
  context,
  baseURL,
}) => {
  const product = await createTestProduct();
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);
  await page.goto(`/admin/products/${product.id}`);

  const first = await photoLikePng();
  expect(first.buffer.length).toBeGreaterThan(200 * 1024);
  await page.getByLabel("Add an image (JPG, PNG or WebP, up to 5 MB)").setInputFiles(first);
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("The image is on the product page now.")).toBeVisible();
  await page.getByLabel("Add an image (JPG, PNG or WebP, up to 5 MB)").setInputFiles(await image("#2a7a4b"));
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("heading", { name: "Images (2 of 3)" })).toBeVisible();

  const images = await testDb()
    .selectFrom("product_images")
    .select(["id", "image_url"])
    .where("product_id", "=", product.id)
    .orderBy("image_order")
    .execute();
  expect(images).toHaveLength(2);

  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expect(page.getByText("This is the main image now.")).toBeVisible();
  const reordered = await testDb()
    .selectFrom("product_images")
    .select("id")
    .where("product_id", "=", product.id)
    .orderBy("image_order")
    .execute();
  expect(reordered.map((row) => row.id)).toEqual([images[1]?.id, images[0]?.id]);

  await page.getByLabel("Upload a PDF (up to 10 MB)").setInputFiles({
    name: "sheet.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByLabel("PDF title (optional)").fill("Feeding guide");
  await page.getByRole("button", { name: "Upload PDF" }).click();
  await expect(page.getByText("Customers find it under the product's documents.")).toBeVisible();

  await page.goto(`/product/${product.wsCode}`);
  const main = page.getByRole("img", { name: "Product image 2" }).first();
  await expect(main).toBeVisible();
  const mainKey =
    images[1]?.image_url
      .split("/")
      .pop()
      ?.replace(/\.png$/, "") ?? "missing";
  expect(await main.getAttribute("src")).toContain(mainKey);
  // On the Documents tab (hidden until chosen with JavaScript), linking to the stored PDF.
  await expect(page.locator('a[href^="/uploads/documents/"]', { hasText: "Feeding guide" })).toHaveCount(1);

  await page.goto(`/admin/products/${product.id}`);
  const removeButtons = page
    .getByRole("button", { name: "Remove", exact: true })
    .or(page.getByRole("link", { name: "Remove", exact: true }));
  await removeButtons.first().click();
  await expect(
    page.getByText("Remove image 1? The file is deleted and the other images are renumbered."),
  ).toBeVisible();
  // In the dialog with JavaScript, on the confirmation page without.
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Remove", exact: true })
    .or(page.locator("section[aria-labelledby=confirm-title]").getByRole("button", { name: "Remove", exact: true }))
    .click();
  await expect(page.getByText("The other images were renumbered.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Images (1 of 3)" })).toBeVisible();
  const left = await testDb()
    .selectFrom("product_images")
    .select(["id", "image_order"])
    .where("product_id", "=", product.id)
    .execute();
  expect(left).toEqual([{ id: images[0]?.id, image_order: 1 }]);
});

test("a file that is not an image is refused with the spec's message", async ({ page, context, baseURL }) => {
  const product = await createTestProduct();
  const manager = await createTestUser({ roles: ["admin"] });
  await signInAs(context, baseURL ?? "", manager);
  await page.goto(`/admin/products/${product.id}/media`);
  await page.getByLabel("Add an image (JPG, PNG or WebP, up to 5 MB)").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are my notes, not a picture"),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByText("Please select an image file")).toBeVisible();
});
