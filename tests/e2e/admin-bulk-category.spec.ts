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
  await expect(page.getByText(`${codes[1]}: No category match found`)).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();

  await expect(page.getByText("Bulk Assignment Complete")).toBeVisible(JOB_DONE);
  await expect(page.getByText("2 processed: 1 successful, 1 failed.")).toBeVisible();
  await expect(page.getByText(`${codes[1]}: No category match found`)).toBeVisible();

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
