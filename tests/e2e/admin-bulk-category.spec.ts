import { randomInt, randomUUID } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

/** The run is a job: the page shows it done within a few worker rounds. */
const JOB_DONE = { timeout: 20_000 };

test("check a range of products, apply the run, then undo it", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  // A range of this test's own, far above the demo catalogue's codes.
  const base = 60_000_000 + randomInt(1_000_000) * 10;
  const codes = [`WS${base + 1}`, `WS${base + 2}`];
  const ids = [randomUUID(), randomUUID()];
  await testDb()
    .insertInto("products")
    .values([
      {
        id: ids[0] as string,
        ws_code: codes[0] as string,
        stock_code: "E2E-1",
        product_name: "Layer Mash 50kg for laying hens",
      },
      { id: ids[1] as string, ws_code: codes[1] as string, stock_code: "E2E-2", product_name: "Mystery Item" },
    ])
    .execute();
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Bulk category assignment" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Category Assignment" })).toBeVisible();
  await expect(page.getByLabel("Start WS code")).toHaveValue("WS000001");
  await expect(page.getByLabel("End WS code")).toHaveValue("WS001000");
  await page.getByLabel("Start WS code").fill(codes[1] as string);
  await page.getByLabel("End WS code").fill(codes[0] as string);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("Invalid WS Code Range")).toBeVisible();
  await expect(page.getByText("Please check your WS code format and range")).toBeVisible();

  await page.getByLabel("Start WS code").fill((codes[0] as string).toLowerCase());
  await page.getByLabel("End WS code").fill(`WS${base + 9}`);
  await page.getByRole("button", { name: "Start" }).click();

  // The check: where each product would go, nothing changed yet.
  await expect(page.getByText("Check complete: nothing has been changed yet")).toBeVisible();
  await expect(
    page.getByText(`${codes[0]} Layer Mash 50kg for laying hens: No category → Animal Feed › Poultry Feed`),
  ).toBeVisible();
  // A product the rule is not sure of is not filed, a link to file it by hand.
  const notFiled = page.getByRole("region", { name: "Not filed" });
  await expect(notFiled.getByRole("link", { name: `${codes[1]} Mystery Item` })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();

  await expect(page.getByText("Bulk Assignment Complete")).toBeVisible(JOB_DONE);
  await expect(page.getByText("2 processed: 1 filed, 1 not filed.")).toBeVisible();
  await expect(page.getByRole("main").getByText(/fail/i)).toHaveCount(0);
  await expect(notFiled.getByRole("link", { name: `${codes[1]} Mystery Item` })).toBeVisible();

  // Undo asks first: a dialog with JavaScript, a page without.
  await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Undo run" }).click();
  const asking = javaScriptEnabled ? page.getByRole("dialog") : page.getByRole("region", { name: "Undo this run?" });
  await expect(asking.getByText("Every product this run moved goes back")).toBeVisible();
  await asking.getByRole("button", { name: "Undo run" }).click();
  await expect(page.getByText("1 back where they were before the run, 0 left alone")).toBeVisible();
  const mash = await testDb()
    .selectFrom("products")
    .select(["category_id", "auto_category_assigned"])
    .where("id", "=", ids[0] as string)
    .executeTakeFirstOrThrow();
  expect(mash).toEqual({ category_id: null, auto_category_assigned: 0 });
});

test("a range of more than a thousand products is checked in the background, then lists those not filed", async ({
  page,
  context,
  baseURL,
}) => {
  const base = 70_000_000 + randomInt(1_000_000) * 10_000;
  const count = 1_001;
  // Inactive, so the shop's pages and other tests never see them; a run takes them all the same.
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    ws_code: `WS${base + index + 1}`,
    stock_code: `E2E-BG-${base + index + 1}`,
    product_name: index === 0 ? "Mystery Item" : `Layer Mash ${index}kg`,
    is_active: 0,
  }));
  for (let at = 0; at < rows.length; at += 500)
    await testDb()
      .insertInto("products")
      .values(rows.slice(at, at + 500))
      .execute();
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);

  await page.goto("/admin/bulk-category-assignment");
  await page.getByLabel("Start WS code").fill(`WS${base + 1}`);
  await page.getByLabel("End WS code").fill(`WS${base + count}`);
  await page.getByRole("button", { name: "Start" }).click();

  // The page follows the job (refreshing itself without JavaScript) until the check is done.
  await expect(page.getByText("Check complete: nothing has been changed yet")).toBeVisible(JOB_DONE);
  const runId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const job = await testDb()
    .selectFrom("jobs")
    .select("type")
    .where("payload", "like", `%${runId}%`)
    .executeTakeFirstOrThrow();
  expect(job.type).toBe("bulk-category.check");
  const notFiled = page.getByRole("region", { name: "Not filed" });
  await notFiled.getByRole("link", { name: `WS${base + 1} Mystery Item` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${rows[0]?.id}$`));
});
