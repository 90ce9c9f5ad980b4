import "../support/seeded-database";
import { randomUUID } from "node:crypto";
import "~/catalog/bulk-category-jobs.server";
import { runBulkAssignment, startBulkAssignment, validRange } from "~/catalog/bulk-category.server";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import { action as startAction } from "~/routes/admin.bulk-category-assignment";
import { loader as runLoader, action as stopAction } from "~/routes/admin.bulk-category-assignment_.$runId";
import { get, json, post, signedInUser } from "../support/route-calls";

const PAGE = "/admin/bulk-category-assignment";

/** Products with chosen WS codes in a range of the test's own (the demo catalogue ends far below). */
async function product(number: number, name: string, filed?: { categoryId: string; byHand: boolean }) {
  const id = randomUUID();
  const wsCode = `WS${number}`;
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: wsCode,
      stock_code: `B-${number}`,
      product_name: name,
      category_id: filed?.categoryId ?? null,
      auto_category_assigned: filed && !filed.byHand ? 1 : 0,
    })
    .execute();
  return { id, wsCode };
}

const filing = (id: string) =>
  db()
    .selectFrom("products as p")
    .leftJoin("product_categories as c", "c.id", "p.category_id")
    .leftJoin("product_subcategories as s", "s.id", "p.subcategory_id")
    .select(["c.name as category", "s.name as subcategory", "p.auto_category_assigned", "p.auto_subcategory_assigned"])
    .where("p.id", "=", id)
    .executeTakeFirstOrThrow();
const categoryId = async (name: string) =>
  (await db().selectFrom("product_categories").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
const runOf = (id: string) =>
  db().selectFrom("bulk_category_runs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

type Refusal = { title: string; description?: string };

describe("starting a bulk category assignment", () => {
  it("checks the range as the spec says", () => {
    expect(validRange("WS000001", "WS001000")).toEqual({ start: 1, end: 1000 });
    expect(validRange("ws5", "WS6")).toEqual({ start: 5, end: 6 });
    expect(validRange("WS6", "WS6")).toBeNull();
    expect(validRange("WS7", "WS6")).toBeNull();
    expect(validRange("WS0", "WS6")).toBeNull();
    expect(validRange("AB1", "WS6")).toBeNull();
    expect(validRange("WS1", "WS6x")).toBeNull();
  });

  it.each([
    ["WS000010", "WS000005"],
    ["AB000001", "WS000005"],
    ["WS000000", "WS000005"],
  ])("refuses %s to %s with 'Invalid WS Code Range'", async (startCode, endCode) => {
    const admin = await signedInUser(["admin"]);
    const response = await post(startAction, PAGE, { startCode, endCode }, admin.cookie);
    expect(response.status).toBe(400);
    expect(await json<Refusal>(response)).toMatchObject({
      title: "Invalid WS Code Range",
      description: "Please check your WS code format and range",
    });
  });

  it("says 'No Products Found' for a range with none", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await post(startAction, PAGE, { startCode: "ws88000000", endCode: "ws88000099" }, admin.cookie);
    expect(response.status).toBe(400);
    expect((await json<Refusal>(response)).title).toBe("No Products Found");
  });
});

describe("a bulk category assignment run", () => {
  it("files products by their words, leaves hand-filed ones alone, and reports those with no match", async () => {
    const admin = await signedInUser(["inventory_manager"]);
    const hardware = await categoryId("Hardware");
    const mash = await product(81000001, "Layer Mash 50kg, complete ration for laying hens");
    const byHand = await product(81000002, "Calf Starter Pellets", { categoryId: hardware, byHand: true });
    const gnome = await product(81000003, "Mystery Item 7");
    const response = await post(startAction, PAGE, { startCode: "ws81000001", endCode: "WS81000009" }, admin.cookie);
    expect(response.status).toBe(303);
    const runId = response.headers.get("Location")?.split("/").pop() ?? "";
    await runDueJobs(db());

    expect(await runOf(runId)).toMatchObject({
      start_code: "WS81000001",
      status: "complete",
      total: 2,
      processed: 2,
      successful: 1,
      failed: 1,
    });
    expect(await filing(mash.id)).toEqual({
      category: "Animal Feed",
      subcategory: "Poultry Feed",
      auto_category_assigned: 1,
      auto_subcategory_assigned: 1,
    });
    expect(await filing(byHand.id)).toMatchObject({ category: "Hardware", auto_category_assigned: 0 });
    expect(await filing(gnome.id)).toMatchObject({ category: null });

    const page = await json<{ run: { errors: { wsCode: string; message: string }[]; moreErrors: number } }>(
      await get(runLoader, `${PAGE}/${runId}`, admin.cookie, { runId }),
    );
    expect(page.run.errors).toEqual([{ wsCode: gnome.wsCode, message: "No category match found" }]);
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", runId).execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(["bulk_category.complete", "bulk_category.start"]);
  });

  it("files hand-filed products too when staff include them", async () => {
    const admin = await signedInUser(["admin"]);
    const byHand = await product(82000001, "Calf Starter Pellets", {
      categoryId: await categoryId("Hardware"),
      byHand: true,
    });
    const started = await startBulkAssignment(
      db(),
      admin,
      { startCode: "WS82000001", endCode: "WS82000002", includeManual: true },
      {},
    );
    if (!started.ok) throw new Error(started.title);
    await runBulkAssignment(db(), started.id);
    expect(await filing(byHand.id)).toMatchObject({ category: "Animal Feed", subcategory: "Cattle Feed" });
  });

  it("stops after the current product when staff press Stop", async () => {
    const admin = await signedInUser(["admin"]);
    for (let number = 83000001; number <= 83000005; number++) await product(number, "Broiler Finisher Pellets");
    const started = await startBulkAssignment(
      db(),
      admin,
      { startCode: "WS83000001", endCode: "WS83000005", includeManual: false },
      {},
    );
    if (!started.ok) throw new Error(started.title);
    let stopAsked = false;
    await runBulkAssignment(db(), started.id, {
      // Pressed while the first product is being filed.
      afterProduct: async () => {
        if (stopAsked) return;
        stopAsked = true;
        const response = await post(stopAction, `${PAGE}/${started.id}`, {}, admin.cookie, { runId: started.id });
        expect(response.status).toBe(302);
      },
    });
    const run = await runOf(started.id);
    expect(run).toMatchObject({ status: "stopped", processed: 1, current_product: "WS83000001" });
    const untouched = await db()
      .selectFrom("products")
      .select("ws_code")
      .where("ws_code", "in", ["WS83000002", "WS83000005"])
      .where("category_id", "is", null)
      .execute();
    expect(untouched).toHaveLength(2);
  });

  it("resumes after a crash from the last committed product, doing nothing twice", async () => {
    const admin = await signedInUser(["admin"]);
    for (let number = 84000001; number <= 84000250; number++)
      await product(number, number % 2 ? "Dog Food 20kg" : "Mystery Item");
    const started = await startBulkAssignment(
      db(),
      admin,
      { startCode: "WS84000001", endCode: "WS84000250", includeManual: false },
      {},
    );
    if (!started.ok) throw new Error(started.title);
    let seen = 0;
    await expect(
      runBulkAssignment(db(), started.id, {
        afterProduct: () => {
          seen += 1;
          if (seen === 150) throw new Error("the worker died");
        },
      }),
    ).rejects.toThrow("the worker died");
    expect(await runOf(started.id)).toMatchObject({ status: "processing", processed: 150, last_number: 84000150 });
    const filed = await db()
      .selectFrom("products")
      .select("ws_code")
      .where("ws_code", "in", ["WS84000149", "WS84000151"])
      .where("category_id", "is not", null)
      .execute();
    expect(filed.map((row) => row.ws_code)).toEqual(["WS84000149"]);

    await runBulkAssignment(db(), started.id);
    expect(await runOf(started.id)).toMatchObject({ status: "complete", processed: 250, successful: 125, failed: 125 });
    expect(JSON.parse((await runOf(started.id)).errors)).toHaveLength(125);
  });
});
