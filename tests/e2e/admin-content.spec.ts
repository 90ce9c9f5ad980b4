import { randomBytes, randomUUID } from "node:crypto";
import { exclusively } from "../support/e2e-exclusive";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

/** Markup that would run if any page let it through: each sets window.__xss. */
const XSS = [
  "<script>window.__xss = 1</script>",
  '<img src="x" onerror="window.__xss = 1" alt="x">',
  '<a href="javascript:window.__xss=1" onclick="window.__xss=1">tap</a>',
].join("\n");

async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

const unique = () => randomBytes(3).toString("hex");

test("approve a review with a response and see both on the product page", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const product = await createTestProduct();
  const customer = await createTestUser();
  await testDb()
    .insertInto("product_reviews")
    .values({
      id: randomUUID(),
      product_id: product.id,
      user_id: customer.id,
      rating: 5,
      review_text: `Hens lay well ${product.wsCode}`,
      is_approved: 0,
    })
    .execute();
  await page.goto(`/product/${product.wsCode}`);
  await expect(page.getByText(`Hens lay well ${product.wsCode}`)).toHaveCount(0);

  const support = await createTestUser({ roles: ["customer_support"] });
  await signInAs(context, baseURL ?? "", support);
  await page.goto("/admin/reviews");
  await page
    .getByRole("link", { name: new RegExp(`^Moderate the review of ${product.name}`, "i") })
    .first()
    .click();
  const panel = page.getByTestId("moderation-panel");
  await expect(panel.getByText(product.wsCode, { exact: true })).toBeVisible();
  await panel.getByLabel(/^Response/).fill("Thank you for the kind words!");
  await panel.getByRole("button", { name: "Add Response & Approve" }).click();
  await expect(page.getByText("Review Approved")).toBeVisible();

  await page.goto(`/product/${product.wsCode}`);
  // With JavaScript the product's sections are tabs; without it they are all on the page.
  if (javaScriptEnabled) await page.getByRole("tab", { name: /^Reviews/ }).click();
  await expect(page.getByText(`Hens lay well ${product.wsCode}`)).toBeVisible();
  await expect(page.getByText("Thank you for the kind words!")).toBeVisible();
});

test("write a post, preview it, publish it and read it on the blog; its scripts never run", async ({
  page,
  context,
  baseURL,
}) => {
  const editor = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", editor);
  const title = `Winter feeding ${unique()}`;
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Content (Markdown)").fill(`Give **more hay** when it is cold.\n\n${XSS}`);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("blog-preview");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByText("more hay")).toBeVisible();
  await expectNoScriptRan(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Post saved")).toBeVisible();

  // Published, it is the blog's newest post until it goes: the storefront's blog test reads the
  // newest one under the same lock.
  await exclusively("newest-blog-post", async () => {
    try {
      await page.goto("/admin/blog-management");
      await page.getByRole("button", { name: `Publish ${title}` }).click();
      await expect(page.getByText("Post published")).toBeVisible();
      await expectNoScriptRan(page);

      await page.goto("/blog");
      await page.getByRole("link", { name: title }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("more hay")).toBeVisible();
      await expectNoScriptRan(page);
    } finally {
      await testDb().deleteFrom("blog_posts").where("title", "=", title).execute();
    }
  });
});

test("update a policy: version 2.0 on its page, version 1.0 still readable by staff", async ({
  page,
  context,
  baseURL,
}) => {
  const manager = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", manager);
  const title = `Feed Returns ${unique()}`;
  await page.goto("/admin/policy-management");
  await page.getByRole("link", { name: "Upload New Policy" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Category").selectOption("Return Policy");
  await page.getByLabel("Content", { exact: true }).fill("Bags back within 7 days.");
  await page.getByRole("button", { name: "Upload Policy" }).click();
  await expect(page.getByText("Policy uploaded successfully")).toBeVisible();

  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByLabel("Content", { exact: true }).fill(`Bags back within 14 days.\n${XSS}`);
  await page.getByLabel("Change notes").fill("Longer window");
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Policy updated: a new version was saved")).toBeVisible();

  const slug = title.toLowerCase().replace(/ /g, "-");
  await page.goto(`/policy/${slug}`);
  await expect(page.getByText("Bags back within 14 days.")).toBeVisible();
  await expect(page.getByText("2.0", { exact: true })).toBeVisible();
  await expectNoScriptRan(page);

  await page.goto("/admin/policy-management");
  await page.getByRole("link", { name: `Versions of ${title}` }).click();
  await page.getByRole("link", { name: "Read version 1.0" }).click();
  await expect(page.getByText("Bags back within 7 days.")).toBeVisible();
});

test("edit the about page; what it shows is sanitised and its scripts never run", async ({
  page,
  context,
  baseURL,
}) => {
  const editor = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", editor);
  const title = `About the co-op ${unique()}`;
  // Everyone sees the about page: the storefront's about test runs under the same lock, and the
  // page's text is put back afterwards.
  await exclusively("about-page", async () => {
    const before = await testDb().selectFrom("about_content").selectAll().execute();
    try {
      await page.goto("/admin/about-management");
      await page.getByLabel("Page title").fill(title);
      await page.getByLabel("Content (HTML)").fill(`<h2>Our story</h2><p>Farmers since 1952.</p>${XSS}`);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("About page content updated successfully")).toBeVisible();
      await expect(page.getByTestId("about-preview").getByText("Farmers since 1952.")).toBeVisible();
      await expectNoScriptRan(page);

      await page.goto("/about");
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.getByText("Farmers since 1952.")).toBeVisible();
      await expectNoScriptRan(page);
    } finally {
      await testDb().deleteFrom("about_content").execute();
      if (before.length > 0) await testDb().insertInto("about_content").values(before).execute();
    }
  });
});
