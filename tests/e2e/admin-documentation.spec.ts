import fs from "node:fs/promises";
import { createTestUser, signInAs } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

test("open a guide, jump through its table of contents, search its sections and its text, and download it", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const admin = await createTestUser({ roles: ["admin"] });
  await signInAs(context, baseURL ?? "", admin);

  await page.goto("/admin");
  await page.getByRole("navigation").getByRole("link", { name: "Documentation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "System Documentation Center" })).toBeVisible();
  for (const category of [
    "Technical Documentation",
    "Staff User Guides",
    "Quick Reference Cards",
    "Visual Step-by-Step Guides",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
  }
  // Admins read; only super admins create.
  await expect(page.getByRole("link", { name: "Create Document" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Database Documents \(\d+\)$/ })).toBeVisible();

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Order Processing Guide" }) });
  await expect(card.getByText("Order processor")).toBeVisible();
  await card.getByRole("link", { name: "Read Order Processing Guide" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Processing Guide" })).toBeVisible();

  // The table of contents jumps to a section.
  const toc = page.getByRole("navigation", { name: "Table of Contents" });
  await toc.getByRole("link", { name: "Cancelling" }).click();
  await expect(page).toHaveURL(/#cancelling$/);
  await expect(page.locator("h2#cancelling")).toBeInViewport();

  // Searching the sections narrows the tree (as one types with JavaScript, on Find without).
  const sectionSearch = toc.getByPlaceholder("Search sections...");
  await sectionSearch.fill("print");
  if (!javaScriptEnabled) await toc.getByRole("button", { name: "Find" }).click();
  await expect(toc.getByRole("link", { name: "Printing" })).toBeVisible();
  await expect(toc.getByRole("link", { name: "Cancelling" })).toHaveCount(0);
  await sectionSearch.fill("zebra crossing");
  if (!javaScriptEnabled) await toc.getByRole("button", { name: "Find" }).click();
  await expect(toc.getByText("No sections found matching the term")).toBeVisible();

  // The content search lists at most 10 matches, as text, each a link to its section.
  await page.getByLabel("Search this document").fill("order");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(/^The first 10 of \d+ places containing "order"$/)).toBeVisible();
  const matches = page.getByTestId("content-matches").getByRole("link");
  await expect(matches).toHaveCount(10);
  await matches.filter({ hasText: "Statuses" }).first().click();
  await expect(page).toHaveURL(/#statuses$/);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Order_Processing_Guide_v1.html");
  const html = await fs.readFile(await download.path(), "utf8");
  expect(html).toContain("<dt>Category</dt><dd>Staff User Guides</dd>");
  expect(html).toContain('<h2 id="moving-an-order-on">Moving an order on</h2>');
  expect(html).toContain("@page { size: A4; margin: 1in; }");

  await page.goto("/admin/documentation/visual-guides/no-such-guide");
  await expect(page.getByRole("heading", { level: 1, name: "Visual Guide Not Found" })).toBeVisible();
  await expect(page.getByText("The requested visual guide could not be found.")).toBeVisible();
});

test("a super admin creates a stored document with a preview, then edits it to version 2", async ({
  page,
  context,
  baseURL,
}) => {
  const superAdmin = await createTestUser({ roles: ["super_admin"] });
  await signInAs(context, baseURL ?? "", superAdmin);
  const tag = Date.now().toString(36);

  await page.goto("/admin/documentation?tab=documents");
  await page.getByRole("link", { name: "Create Document" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create New Documentation" })).toBeVisible();
  await page.getByLabel("Title").fill(`Winter Feed Plan ${tag}`);
  await page.getByLabel("Category").selectOption({ label: "Project Details" });
  await page
    .getByLabel("Content (Markdown)")
    .fill("# Plan\n\n## Lucerne\n\nOrder **forty** bales.\n\n## Teff\n\nTwenty.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  // The page's h1 is its title: the content's # Plan is an h2, its ## Lucerne an h3.
  await expect(preview.getByRole("heading", { level: 3, name: "Lucerne" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "forty" })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Title")).toHaveValue(`Winter Feed Plan ${tag}`);
  await page.getByRole("button", { name: "Save Documentation" }).click();

  await expect(page.getByText("Documentation Created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Winter Feed Plan ${tag}` })).toBeVisible();
  await expect(page.getByText(/Project Details · Version 1/)).toBeVisible();
  const toc = page.getByRole("navigation", { name: "Table of Contents" });
  await toc.getByRole("link", { name: "Teff" }).click();
  await expect(page).toHaveURL(/#teff$/);

  await page.getByRole("link", { name: "Edit Document" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Edit Documentation: Winter Feed Plan ${tag}` }),
  ).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(`winter-feed-plan-${tag}`);
  await page.getByLabel("Slug").fill("Not A Slug");
  await page.getByRole("button", { name: "Save Documentation" }).click();
  await expect(page.getByText("Slug must contain only lowercase letters, numbers, and hyphens")).toBeVisible();
  await page.getByLabel("Slug").fill(`winter-feed-plan-${tag}`);
  await page.getByLabel("Content (Markdown)").fill("# Plan\n\n## Lucerne\n\nOrder fifty bales.");
  await page.getByRole("button", { name: "Save Documentation" }).click();

  await expect(page.getByText("The documentation has been updated successfully.")).toBeVisible();
  await expect(page.getByText(/Project Details · Version 2/)).toBeVisible();
  await expect(page.getByText("Order fifty bales.")).toBeVisible();
  await expect(page.getByText(new RegExp(`Version 1, "Winter Feed Plan ${tag}": replaced`))).toBeVisible();

  await page.getByRole("link", { name: "Back to Documentation" }).click();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Winter Feed Plan ${tag}` }) });
  await expect(card.getByText("Version 2")).toBeVisible();
});
