import "../support/seeded-database";
import { randomUUID } from "node:crypto";
import "~/catalog/bulk-category-jobs.server";
import {
  applyBulkAssignment,
  runBulkAssignment,
  runBulkCheck,
  startBulkAssignment,
  validRange,
} from "~/catalog/bulk-category.server";
import { CHECK_IN_REQUEST, NOT_FILED_SHOWN } from "~/catalog/bulk-category-limits";
import { runSummary } from "~/catalog/bulk-category-messages";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import { action as startAction, loader as startLoader } from "~/routes/admin.bulk-category-assignment";
import { action as runAction, loader as runLoader } from "~/routes/admin.bulk-category-assignment_.$runId";
import { expectNoAccessPage } from "../support/no-access";
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
  it("files products by their words, leaves hand-filed ones alone, and lists those not filed for a person", async () => {
    const admin = await signedInUser(["inventory_manager"]);
    const hardware = await categoryId("Hardware");
    const mash = await product(81000001, "Layer Mash 50kg, complete ration for laying hens");
    const byHand = await product(81000002, "Calf Starter Pellets", { categoryId: hardware, byHand: true });
    const gnome = await product(81000003, "Mystery Item 7");
    const response = await post(startAction, PAGE, { startCode: "ws81000001", endCode: "WS81000009" }, admin.cookie);
    expect(response.status).toBe(303);
    const runId = response.headers.get("Location")?.split("/").pop() ?? "";
    const applied = await post(runAction, `${PAGE}/${runId}`, { intent: "apply" }, admin.cookie, { runId });
    expect(applied.status).toBe(302);
    await runDueJobs(db());

    expect(await runOf(runId)).toMatchObject({
      start_code: "WS81000001",
      status: "complete",
      total: 2,
      processed: 2,
      successful: 1,
      not_filed: 1,
      left_alone: 0,
    });
    expect(await filing(mash.id)).toEqual({
      category: "Animal Feed",
      subcategory: "Poultry Feed",
      auto_category_assigned: 1,
      auto_subcategory_assigned: 1,
    });
    expect(await filing(byHand.id)).toMatchObject({ category: "Hardware", auto_category_assigned: 0 });
    expect(await filing(gnome.id)).toMatchObject({ category: null });

    // Not filed is not an error: the page lists it, a link to its editor, among nothing failed.
    const page = await json<{
      run: { errors: { wsCode: string; message: string }[] };
      products: { notFiled: { wsCode: string; name: string; productId: string }[] };
    }>(await get(runLoader, `${PAGE}/${runId}`, admin.cookie, { runId }));
    expect(page.run.errors).toEqual([]);
    expect(page.products.notFiled).toEqual([{ wsCode: gnome.wsCode, name: "Mystery Item 7", productId: gnome.id }]);
    expect(runSummary(await runOf(runId))).toBe("2 processed: 1 filed, 1 not filed.");
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", runId).execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "bulk_category.check",
      "bulk_category.complete",
      "bulk_category.start",
    ]);
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
    await applyBulkAssignment(db(), admin, started.id, {});
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
    await applyBulkAssignment(db(), admin, started.id, {});
    let stopAsked = false;
    await runBulkAssignment(db(), started.id, {
      // Pressed while the first product is being filed.
      afterProduct: async () => {
        if (stopAsked) return;
        stopAsked = true;
        const response = await post(runAction, `${PAGE}/${started.id}`, { intent: "stop" }, admin.cookie, {
          runId: started.id,
        });
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
    await applyBulkAssignment(db(), admin, started.id, {});
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
    expect(await runOf(started.id)).toMatchObject({
      status: "complete",
      processed: 250,
      successful: 125,
      not_filed: 125,
      left_alone: 0,
    });
  });
});

type RunPage = {
  run: { status: string; moves: number; undo_restored: number; undo_left_alone: number };
  products: {
    moves: { wsCode: string; name: string; from: string; to: string }[];
    perCategory: { category: string; products: number }[];
    staying: number;
    notFiled: { wsCode: string }[];
    leftAlone: { wsCode: string; now: string; from: string; to: string }[];
  };
  confirmUndo: boolean;
};

const subcategoryId = async (name: string) =>
  (await db().selectFrom("product_subcategories").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

/** Three products of a range of the test's own: two the rules move, one with no match. */
async function checkedRun(base: number, cookie: string) {
  const hardware = await categoryId("Hardware");
  const mash = await product(base + 1, "Layer Mash 50kg", { categoryId: hardware, byHand: true });
  const bowl = await product(base + 2, "Stainless Steel Dog Bowl 2L");
  const mystery = await product(base + 3, "Mystery Item 9");
  const response = await post(
    startAction,
    PAGE,
    { startCode: `WS${base + 1}`, endCode: `WS${base + 9}`, includeManual: "on" },
    cookie,
  );
  expect(response.status).toBe(303);
  const runId = response.headers.get("Location")?.split("/").pop() ?? "";
  return { runId, mash, bowl, mystery, hardware };
}

const page = async (runId: string, cookie: string, query = "") =>
  json<RunPage>(await get(runLoader, `${PAGE}/${runId}${query}`, cookie, { runId }));
const act = (runId: string, intent: string, cookie: string) =>
  post(runAction, `${PAGE}/${runId}`, { intent }, cookie, { runId });

describe("checking a run before it is applied", () => {
  it("shows where each product would move and how many go into each category, changing nothing", async () => {
    const admin = await signedInUser(["admin"]);
    const { runId, mash, bowl, mystery } = await checkedRun(85000000, admin.cookie);

    const { run, products } = await page(runId, admin.cookie);
    expect(run).toMatchObject({ status: "checked", moves: 2 });
    expect(products.moves).toEqual([
      { wsCode: mash.wsCode, name: "Layer Mash 50kg", from: "Hardware", to: "Animal Feed › Poultry Feed" },
      {
        wsCode: bowl.wsCode,
        name: "Stainless Steel Dog Bowl 2L",
        from: "No category",
        to: "Pet Supplies › Pet Accessories",
      },
    ]);
    expect(products.perCategory).toEqual([
      { category: "Animal Feed › Poultry Feed", products: 1 },
      { category: "Pet Supplies › Pet Accessories", products: 1 },
    ]);
    expect(products.notFiled.map((line) => line.wsCode)).toEqual([mystery.wsCode]);

    expect(await filing(mash.id)).toMatchObject({ category: "Hardware", subcategory: null, auto_category_assigned: 0 });
    expect(await filing(bowl.id)).toMatchObject({ category: null });
    const jobs = await db().selectFrom("jobs").select("id").where("payload", "like", `%${runId}%`).execute();
    expect(jobs).toEqual([]);
  });

  it("cancels a checked run without changing anything, and refuses to apply it afterwards", async () => {
    const admin = await signedInUser(["inventory_manager"]);
    const { runId, mash } = await checkedRun(85000100, admin.cookie);
    expect((await act(runId, "cancel", admin.cookie)).status).toBe(302);
    expect(await runOf(runId)).toMatchObject({ status: "cancelled" });
    const refused = await act(runId, "apply", admin.cookie);
    expect(refused.status).toBe(409);
    await runDueJobs(db());
    expect(await filing(mash.id)).toMatchObject({ category: "Hardware" });
  });

  it("leaves alone a product re-filed between the check and the apply", async () => {
    const admin = await signedInUser(["admin"]);
    const { runId, mash, bowl } = await checkedRun(85000200, admin.cookie);
    const garden = await categoryId("Garden");
    await db().updateTable("products").set({ category_id: garden }).where("id", "=", bowl.id).execute();
    await act(runId, "apply", admin.cookie);
    await runDueJobs(db());

    expect(await filing(mash.id)).toMatchObject({ category: "Animal Feed", subcategory: "Poultry Feed" });
    expect(await filing(bowl.id)).toMatchObject({ category: "Garden", subcategory: null });
    expect(JSON.parse((await runOf(runId)).errors)).toContainEqual({
      wsCode: bowl.wsCode,
      message: "Changed since the check: left alone",
    });
  });
});

describe("undoing an applied run", () => {
  it("puts every product back where it was before the run, once, audited", async () => {
    const admin = await signedInUser(["admin"]);
    const { runId, mash, bowl } = await checkedRun(85000300, admin.cookie);
    await act(runId, "apply", admin.cookie);
    await runDueJobs(db());
    expect(await filing(bowl.id)).toMatchObject({ category: "Pet Supplies", auto_category_assigned: 1 });

    expect((await page(runId, admin.cookie, "?undo=1")).confirmUndo).toBe(true);
    const undone = await act(runId, "undo", admin.cookie);
    expect(undone.status).toBe(302);
    expect(await filing(mash.id)).toEqual({
      category: "Hardware",
      subcategory: null,
      auto_category_assigned: 0,
      auto_subcategory_assigned: 0,
    });
    expect(await filing(bowl.id)).toMatchObject({ category: null, subcategory: null, auto_category_assigned: 0 });
    expect((await page(runId, admin.cookie)).run).toMatchObject({ undo_restored: 2, undo_left_alone: 0 });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email", "details"])
      .where("entity_id", "=", runId)
      .where("action", "=", "bulk_category.undone")
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe(admin.email);
    expect(JSON.parse(audit.details)).toEqual({ restored: 2, leftAlone: [] });

    expect((await act(runId, "undo", admin.cookie)).status).toBe(409);
  });

  it("leaves alone, and lists, a product whose category changed since the run", async () => {
    const admin = await signedInUser(["inventory_manager"]);
    const { runId, mash, bowl } = await checkedRun(85000400, admin.cookie);
    await act(runId, "apply", admin.cookie);
    await runDueJobs(db());
    // Someone files the bowl by hand after the run.
    await db()
      .updateTable("products")
      .set({ category_id: await categoryId("Pet Supplies"), subcategory_id: await subcategoryId("Dog Food") })
      .where("id", "=", bowl.id)
      .execute();

    await act(runId, "undo", admin.cookie);
    expect(await filing(mash.id)).toMatchObject({ category: "Hardware", subcategory: null });
    expect(await filing(bowl.id)).toMatchObject({ category: "Pet Supplies", subcategory: "Dog Food" });
    const { run, products } = await page(runId, admin.cookie);
    expect(run).toMatchObject({ undo_restored: 1, undo_left_alone: 1 });
    expect(products.leftAlone).toEqual([
      {
        wsCode: bowl.wsCode,
        name: "Stainless Steel Dog Bowl 2L",
        from: "No category",
        to: "Pet Supplies › Pet Accessories",
        now: "Pet Supplies › Dog Food",
      },
    ]);
  });

  it("refuses a run that has not been applied", async () => {
    const admin = await signedInUser(["admin"]);
    const { runId, mash } = await checkedRun(85000500, admin.cookie);
    expect((await act(runId, "undo", admin.cookie)).status).toBe(409);
    expect(await filing(mash.id)).toMatchObject({ category: "Hardware" });
  });
});

describe("who may run bulk category assignment", () => {
  it("refuses the other staff roles with the page that names who opens it, at every step", async () => {
    const admin = await signedInUser(["admin"]);
    const { runId, mash } = await checkedRun(85000600, admin.cookie);
    const support = await signedInUser(["content_manager", "customer_support", "order_processor"]);
    const refused = (response: Response) => expectNoAccessPage(response, "bulkCategoryAssignment");
    await refused(await get(startLoader, PAGE, support.cookie));
    await refused(await get(runLoader, `${PAGE}/${runId}`, support.cookie, { runId }));
    await refused(await post(startAction, PAGE, { startCode: "WS85000601", endCode: "WS85000609" }, support.cookie));
    for (const intent of ["apply", "cancel"]) await refused(await act(runId, intent, support.cookie));
    expect(await runOf(runId)).toMatchObject({ status: "checked" });

    await act(runId, "apply", admin.cookie);
    await runDueJobs(db());
    await refused(await act(runId, "undo", support.cookie));
    expect(await filing(mash.id)).toMatchObject({ category: "Animal Feed" });
    expect(await runOf(runId)).toMatchObject({ undone_at: null });
  });
});

describe("checking a large range in the background", () => {
  /** More products than a request checks, in a range of the test's own: every third one unknown. */
  async function manyProducts(base: number, count: number) {
    const rows = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      ws_code: `WS${base + index + 1}`,
      stock_code: `BG-${base + index + 1}`,
      product_name: index % 3 === 0 ? `Mystery Item ${index}` : `Layer Mash ${index}kg`,
    }));
    for (let at = 0; at < rows.length; at += 500)
      await db()
        .insertInto("products")
        .values(rows.slice(at, at + 500))
        .execute();
    return rows;
  }

  it("checks more than CHECK_IN_REQUEST products as a job with its progress page, resuming after a crash", async () => {
    const admin = await signedInUser(["admin"]);
    const count = CHECK_IN_REQUEST + 200;
    await manyProducts(86000000, count);
    const response = await post(
      startAction,
      PAGE,
      { startCode: "WS86000001", endCode: `WS${86000000 + count}` },
      admin.cookie,
    );
    expect(response.status).toBe(303);
    const runId = response.headers.get("Location")?.split("/").pop() ?? "";
    // The request recorded nothing: the run waits for its job, its page a progress bar.
    expect(await runOf(runId)).toMatchObject({ status: "checking", total: count, processed: 0 });
    const recorded = () =>
      db()
        .selectFrom("bulk_category_run_products")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("run_id", "=", runId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    expect(await recorded()).toBe(0);
    const checking = await json<RunPage>(await get(runLoader, `${PAGE}/${runId}`, admin.cookie, { runId }));
    expect(checking.run.status).toBe("checking");

    // The worker dies after the first batch; the next one resumes after it.
    await expect(
      runBulkCheck(db(), runId, {
        afterBatch: () => {
          throw new Error("the worker died");
        },
      }),
    ).rejects.toThrow("the worker died");
    expect(await runOf(runId)).toMatchObject({ status: "checking", processed: 500 });
    expect(await recorded()).toBe(500);
    await runDueJobs(db());

    const notFiled = Math.ceil(count / 3);
    expect(await runOf(runId)).toMatchObject({ status: "checked", total: count, moves: count - notFiled });
    expect(await recorded()).toBe(count);
    const checked = await json<RunPage>(await get(runLoader, `${PAGE}/${runId}`, admin.cookie, { runId }));
    expect(checked.products.notFiled).toHaveLength(NOT_FILED_SHOWN);
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", runId).execute();
    expect(audit.map((entry) => entry.action)).toEqual(["bulk_category.check"]);
    // Nothing changed until it is applied.
    const filed = await db()
      .selectFrom("products")
      .select("id")
      .where("ws_code", "like", "WS86%")
      .where("category_id", "is not", null)
      .execute();
    expect(filed).toEqual([]);
  });

  it("stops checking when staff cancel, changing nothing", async () => {
    const admin = await signedInUser(["admin"]);
    const count = CHECK_IN_REQUEST + 1;
    await manyProducts(87000000, count);
    const response = await post(
      startAction,
      PAGE,
      { startCode: "WS87000001", endCode: `WS${87000000 + count}` },
      admin.cookie,
    );
    const runId = response.headers.get("Location")?.split("/").pop() ?? "";
    const cancelled = await post(runAction, `${PAGE}/${runId}`, { intent: "cancel" }, admin.cookie, { runId });
    expect(cancelled.status).toBe(302);
    await runDueJobs(db());
    expect(await runOf(runId)).toMatchObject({ status: "cancelled", processed: 0 });
  });
});
