import { RANGE_TOO_WIDE } from "~/catalog/csv-import-messages";
import "../support/seeded-database";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import "~/catalog/csv-import-jobs.server";
import { recoverInterruptedImports } from "~/catalog/csv-import-recovery.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { action as importAction, loader as importLoader } from "~/routes/admin.products.import";
import { action as pageAction, loader as pageLoader } from "~/routes/admin.products.import_.$importId";
import { loader as errorsLoader } from "~/routes/admin.products.import_.$importId_.errors";
import { loader as fileLoader } from "~/routes/admin.products.import_.$importId_.file";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { insertTestProduct } from "../support/products";
import { get, json, post, postMultipart, signedInUser } from "../support/route-calls";
import { uploadTempFolders } from "../support/upload-temp";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/csv");
const PAGE = "/admin/products/import";

type Upload = { name: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string };

function fixture(name: string): Upload {
  return { name, bytes: new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))) };
}

async function upload(cookie: string, file: Upload | null, range: { startRow?: string; endRow?: string } = {}) {
  const form = new FormData();
  form.set("startRow", range.startRow ?? "1");
  form.set("endRow", range.endRow ?? "10000");
  if (file) form.set("file", new File([file.bytes], file.name, { type: file.type ?? "text/csv" }));
  return postMultipart(importAction, PAGE, form, cookie);
}

/** Uploads, and returns the new import's id from the redirect. */
async function uploaded(cookie: string, file: Upload, range?: { startRow?: string; endRow?: string }) {
  const response = await upload(cookie, file, range);
  expect(response.status).toBe(303);
  const id = response.headers.get("Location")?.split("/").pop();
  if (!id) throw new Error("no import id");
  return id;
}

const recordOf = (id: string) =>
  db().selectFrom("csv_imports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const productByCode = (wsCode: string) =>
  db()
    .selectFrom("products as p")
    .leftJoin("product_stock_levels as s", "s.product_id", "p.id")
    .select([
      "p.id",
      "p.product_name",
      "p.is_active",
      "p.incl_price_cents",
      "p.excl_price_cents",
      "s.quantity",
      "s.source",
    ])
    .where("p.ws_code", "=", wsCode)
    .executeTakeFirst();

async function checked(cookie: string, file: Upload, range?: { startRow?: string; endRow?: string }) {
  const id = await uploaded(cookie, file, range);
  await runDueJobs(db());
  return id;
}

async function applied(cookie: string, id: string) {
  const response = await post(pageAction, `${PAGE}/${id}`, { intent: "apply" }, cookie, { importId: id });
  expect(response.status).toBe(302);
  await runDueJobs(db());
  return recordOf(id);
}

type Page = { record: { status: string; errorList: { message: string }[]; new_count: number; updated_count: number } };

describe("uploading a product CSV", () => {
  it.each([
    ["no file {} with 'Please select a CSV file'", null, {}, "Please select a CSV file"],
    [
      "photo.png {} with 'Please select a CSV file'",
      { name: "photo.png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), type: "image/png" },
      {},
      "Please select a CSV file",
    ],
    [
      "odd-headers.csv { startRow: '0' } with 'Please enter valid start and end row numbers'",
      fixture("odd-headers.csv"),
      { startRow: "0" },
      "Please enter valid start and end row numbers",
    ],
    [
      "odd-headers.csv { endRow: '' } with 'Please enter valid start and end row numbers'",
      fixture("odd-headers.csv"),
      { endRow: "" },
      "Please enter valid start and end row numbers",
    ],
    [
      "odd-headers.csv { startRow: 'abc' } with 'Please enter valid start and end row numbers'",
      fixture("odd-headers.csv"),
      { startRow: "abc" },
      "Please enter valid start and end row numbers",
    ],
    [
      "odd-headers.csv { startRow: '5', endRow: '2' } with 'Start row must be less than or equal to end row'",
      fixture("odd-headers.csv"),
      { startRow: "5", endRow: "2" },
      "Start row must be less than or equal to end row",
    ],
    [
      "empty.csv {} with 'CSV file is empty or could not be parsed'",
      fixture("empty.csv"),
      {},
      "CSV file is empty or could not be parsed",
    ],
    [
      "missing-columns.csv {} with 'Missing required columns: WS Code, Stock Code'",
      fixture("missing-columns.csv"),
      {},
      "Missing required columns: WS Code, Stock Code",
    ],
  ] as const)("refuses %s", async (_name, file, range, message) => {
    const staff = await signedInUser(["inventory_manager"]);
    const before = await db()
      .selectFrom("csv_imports")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const temporary = uploadTempFolders();
    const response = await upload(staff.cookie, file, range);
    expect(response.status).toBe(400);
    expect((await json<{ problem: { message: string } }>(response)).problem.message).toBe(message);
    const after = await db()
      .selectFrom("csv_imports")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("refuses a file over 10 MB while it streams in, with a 413", async () => {
    const staff = await signedInUser(["admin"]);
    const big = `WS Code,Stock Code\n${"WS1,A\n".repeat(1_800_000)}`;
    const temporary = uploadTempFolders();
    const response = await upload(staff.cookie, { name: "big.csv", bytes: big });
    expect(response.status).toBe(413);
    expect((await json<{ problem: { message: string } }>(response)).problem.message).toMatch(/larger than 10 MB/);
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("is for the product staff only", async () => {
    const support = await signedInUser(["customer_support"]);
    const response = await upload(support.cookie, fixture("odd-headers.csv"));
    expect(response.status).not.toBe(303);
    expect(await db().selectFrom("csv_imports").selectAll().where("created_by", "=", support.id).execute()).toEqual([]);
  });
});

describe("an import's files are for the import's staff only", () => {
  const PRICES =
    "WS Code,Stock Code,Product Name,Incl Price,Sage Price Incl\nWS910091,P-1,Secret Mash,R 100.00,R 61.00\n,P-2,No Code,R 5.00,\n";
  const asAnyone = (key: string) => get(uploadsLoader, `/uploads/${key}`, undefined, { "*": key });
  const download = (loader: typeof fileLoader, id: string, suffix: string, cookie?: string) =>
    get(loader, `${PAGE}/${id}/${suffix}`, cookie, { importId: id });

  it("keeps the uploaded price list out of /uploads, and gives it and its errors only to the roles of the import", async () => {
    const staff = await signedInUser(["inventory_manager"]);
    const id = await checked(staff.cookie, { name: "prices.csv", bytes: PRICES });
    const record = await recordOf(id);
    expect(record.file_key).toBe(`private/imports/${id}.csv`);
    // Not by its key, nor at the address the import page's id gives (the old folder).
    expect((await asAnyone(record.file_key ?? "")).status).toBe(404);
    expect((await asAnyone(`imports/${id}.csv`)).status).toBe(404);

    const file = await download(fileLoader, id, "file", staff.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="prices.csv"');
    expect(await file.text()).toBe(PRICES);
    const errors = await download(errorsLoader, id, "errors", staff.cookie);
    expect(errors.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await errors.text()).toContain("Missing WS Code or Stock Code");

    const others = [undefined, (await signedInUser([])).cookie];
    for (const role of ["order_processor", "customer_support", "content_manager", "financial_officer"] as const)
      others.push((await signedInUser([role])).cookie);
    for (const cookie of others)
      for (const [loader, suffix] of [
        [fileLoader, "file"],
        [errorsLoader, "errors"],
      ] as const) {
        const refused = await download(loader, id, suffix, cookie);
        expect(refused.status, `${suffix} ${cookie ? "signed in" : "anonymous"}`).toBeGreaterThanOrEqual(300);
        // Staff without the role read the refusal page (decision 0106), never the file.
        const body = await refused.text();
        expect(body).not.toContain("Secret Mash");
        expect(body).not.toContain("Missing WS Code");
      }
  });

  it("still reads, and still keeps private, a price list stored before the move at its old key", async () => {
    const staff = await signedInUser(["admin"]);
    const id = await checked(staff.cookie, { name: "before-deploy.csv", bytes: PRICES });
    // As an import uploaded before the deploy left it: the file under imports/, the row naming it.
    const oldKey = `imports/${id}.csv`;
    fs.mkdirSync(path.join(env().UPLOADS_DIR, "imports"), { recursive: true });
    fs.renameSync(path.join(env().UPLOADS_DIR, `private/imports/${id}.csv`), path.join(env().UPLOADS_DIR, oldKey));
    await db().updateTable("csv_imports").set({ file_key: oldKey }).where("id", "=", id).execute();

    expect((await asAnyone(oldKey)).status).toBe(404);
    expect(await (await download(fileLoader, id, "file", staff.cookie)).text()).toBe(PRICES);
    const support = await signedInUser(["customer_support"]);
    expect(await (await download(fileLoader, id, "file", support.cookie)).text()).not.toContain("Secret Mash");
    expect((await applied(staff.cookie, id)).status).toBe("completed");
    expect(await productByCode("WS910091")).toMatchObject({ product_name: "Secret Mash" });
    // Applied, the file is removed: there is nothing left to download.
    expect((await download(fileLoader, id, "file", staff.cookie)).status).toBe(404);
  });
});

describe("a file read in chunks, never whole", () => {
  /** Some 2,000 rows (about 400 KB): many chunks, with 'è' and '–' falling across their edges. */
  const longList = (firstCode: number) => {
    const lines = ["WS Code,Stock Code,Product Name,Long Description,Incl Price"];
    for (let index = 0; index < 2_000; index++)
      lines.push(
        `WS${firstCode + index},LC-${index},Crème Lick ${index} – 25kg,"${"Molasses and salt, for cattle. ".repeat(5)}",R 100.00`,
      );
    return `${lines.join("\r\n")}\r\n`;
  };

  it.each([
    ["UTF-8", 960_000, (text: string) => new Uint8Array(Buffer.from(text, "utf8"))],
    ["Windows-1252", 970_000, (text: string) => new Uint8Array(iconv.encode(text, "win1252"))],
  ] as const)(
    "keeps a %s upload byte for byte, leaves no temporary file, and reads every row whole",
    async (encoding, firstCode, encode) => {
      const staff = await signedInUser(["admin"]);
      const temporary = uploadTempFolders();
      const bytes = encode(longList(firstCode));
      const id = await uploaded(staff.cookie, { name: "long-list.csv", bytes });
      expect(uploadTempFolders()).toEqual(temporary);
      const record = await recordOf(id);
      expect(record).toMatchObject({ file_bytes: bytes.length, encoding: encoding.toLowerCase() });
      expect(fs.readFileSync(path.join(env().UPLOADS_DIR, record.file_key ?? "")).equals(bytes)).toBe(true);

      await runDueJobs(db());
      expect(await recordOf(id)).toMatchObject({ status: "checked", records_processed: 2_000, records_failed: 0 });
      await applied(staff.cookie, id);
      expect(await recordOf(id)).toMatchObject({ status: "completed", new_count: 2_000 });
      for (const index of [0, 999, 1_999])
        expect(await productByCode(`WS${firstCode + index}`)).toMatchObject({
          product_name: `Crème Lick ${index} – 25kg`,
          incl_price_cents: 10_000,
        });
    },
  );
});

describe("checking, then applying", () => {
  it("checks the whole file without changing the catalogue, then applies it: new products inactive, with their stock", async () => {
    const staff = await signedInUser(["inventory_manager"]);
    const id = await checked(staff.cookie, fixture("utf8-bom.csv"));
    const afterCheck = await recordOf(id);
    expect(afterCheck).toMatchObject({ status: "checked", progress: 100, new_count: 2, records_failed: 0 });
    expect(await productByCode("WS910001")).toBeUndefined();

    const page = await json<Page>(await get(pageLoader, `${PAGE}/${id}`, staff.cookie, { importId: id }));
    expect(page.record.status).toBe("checked");

    const done = await applied(staff.cookie, id);
    expect(done).toMatchObject({ status: "completed", new_count: 2, records_successful: 2, records_failed: 0 });
    expect(await productByCode("WS910001")).toMatchObject({
      product_name: "Crème Horse Shampoo 1L",
      is_active: 0,
      excl_price_cents: 123_450,
      incl_price_cents: 141_968,
      quantity: 12,
      source: "csv_import",
    });
    const movements = await db()
      .selectFrom("stock_movements as m")
      .innerJoin("products as p", "p.id", "m.product_id")
      .select(["m.reason", "m.old_quantity", "m.new_quantity", "m.user_id", "m.reference"])
      .where("p.ws_code", "=", "WS910001")
      .execute();
    expect(movements).toEqual([
      { reason: "csv_import", old_quantity: 0, new_quantity: 12, user_id: staff.id, reference: "utf8-bom.csv" },
    ]);
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", id).execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "csv_import.apply",
      "csv_import.apply_requested",
      "csv_import.upload",
    ]);
  });

  it.each([
    ["windows-1252.csv", "WS910011", { product_name: "Crème Udder Salve 500g", incl_price_cents: 20_000, quantity: 7 }],
    ["windows-1252.csv", "WS910012", { product_name: "Piñata Feed Scoop – Large", incl_price_cents: 5_000 }],
    [
      "semicolon-comma-decimals.csv",
      "WS910021",
      { excl_price_cents: 123_450, incl_price_cents: 141_968, quantity: 40 },
    ],
    [
      "semicolon-comma-decimals.csv",
      "WS910022",
      { excl_price_cents: 104_348, incl_price_cents: 120_000, quantity: 2.5 },
    ],
    [
      "quoted-line-breaks.csv",
      "WS910031",
      { product_name: "Fencing Wire, Galvanised 2.5mm", incl_price_cents: 89_900 },
    ],
    ["odd-headers.csv", "WS910042", { product_name: "Broiler Starter 50kg", incl_price_cents: 45_000, quantity: 10 }],
  ] as const)("reads %s: %s", async (file, wsCode, expected) => {
    const staff = await signedInUser(["admin"]);
    const id = await checked(staff.cookie, fixture(file));
    expect((await recordOf(id)).records_failed).toBe(0);
    await applied(staff.cookie, id);
    expect(await productByCode(wsCode)).toMatchObject(expected);
  });

  it("keeps line breaks inside quoted fields", async () => {
    const long = await db()
      .selectFrom("products")
      .select("long_description")
      .where("ws_code", "=", "WS910031")
      .executeTakeFirst();
    expect(long?.long_description).toBe('Strong wire for cattle camps.\nSold per 50 kg roll, "best seller"');
  });

  it("reports duplicate WS codes and rows without codes, applies the rest once, and lets staff download every error", async () => {
    const staff = await signedInUser(["admin"]);
    const id = await checked(staff.cookie, fixture("duplicates.csv"));
    const record = await applied(staff.cookie, id);
    expect(record).toMatchObject({ status: "completed", new_count: 2, records_failed: 2, records_processed: 4 });
    expect(JSON.parse(record.errors).map((error: { message: string }) => error.message)).toEqual([
      "Row 3 (ws910051): Duplicate WS Code, already in row 1",
      "Row 4: Missing WS Code or Stock Code",
    ]);
    expect(await productByCode("WS910051")).toMatchObject({ product_name: "Salt Lick 5kg", incl_price_cents: 8_900 });
    const csv = await (await get(errorsLoader, `${PAGE}/${id}/errors`, staff.cookie, { importId: id })).text();
    expect(
      csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n"),
    ).toEqual([
      "Row,WS Code,Error",
      '3,WS910051,"Row 3 (ws910051): Duplicate WS Code, already in row 1"',
      "4,,Row 4: Missing WS Code or Stock Code",
    ]);
  });

  it("updates an existing product: prices moved by more than R 0.01, stock with a movement, empty cells left alone", async () => {
    const staff = await signedInUser(["admin"]);
    const product = await insertTestProduct(db(), { incl_price_cents: 40_000, excl_price_cents: 34_783 });
    const csv = [
      "WS Code,Stock Code,Product Name,Excl Price,Incl Price,Qty",
      `${product.wsCode},S-${product.wsCode},,347.84,450.00,9`,
    ].join("\n");
    const id = await checked(staff.cookie, { name: "prices.csv", bytes: csv });
    const check = await recordOf(id);
    expect(check).toMatchObject({ updated_count: 1, new_count: 0 });
    expect(JSON.parse(check.changes)).toEqual([
      {
        kind: "update",
        row: 1,
        wsCode: product.wsCode,
        productId: product.id,
        fields: { incl_price_cents: { from: 40_000, to: 45_000 } },
        stock: { from: 0, to: 9 },
      },
    ]);
    expect(await productByCode(product.wsCode)).toMatchObject({ incl_price_cents: 40_000, quantity: null });
    await applied(staff.cookie, id);
    expect(await productByCode(product.wsCode)).toMatchObject({
      product_name: product.name,
      excl_price_cents: 34_783,
      incl_price_cents: 45_000,
      quantity: 9,
    });
  });

  it("imports only the chosen rows, and says how many came after the range", async () => {
    const staff = await signedInUser(["admin"]);
    const rows = Array.from(
      { length: 10_001 },
      (_, index) => `WS92${String(index).padStart(5, "0")},R-${index},Range Product ${index},10,11.50,1`,
    );
    const big = ["WS Code,Stock Code,Product Name,Excl Price,Incl Price,Qty", ...rows].join("\r\n");
    const id = await checked(staff.cookie, { name: "10001-rows.csv", bytes: big });
    expect(await recordOf(id)).toMatchObject({
      status: "checked",
      records_processed: 10_000,
      new_count: 10_000,
      rows_after_range: 1,
    });

    const tail = await checked(
      staff.cookie,
      { name: "10001-rows.csv", bytes: big },
      { startRow: "10001", endRow: "10001" },
    );
    const record = await applied(staff.cookie, tail);
    expect(record).toMatchObject({ records_processed: 1, new_count: 1, rows_after_range: 0 });
    expect(await productByCode("WS9210000")).toMatchObject({ product_name: "Range Product 10000" });
    expect(await productByCode("WS9209999")).toBeUndefined();
  });

  it("refuses a range of more than 10,000 rows", async () => {
    const staff = await signedInUser(["admin"]);
    const response = await upload(staff.cookie, fixture("odd-headers.csv"), { startRow: "1", endRow: "10001" });
    expect(response.status).toBe(400);
    expect((await json<{ problem: { message: string } }>(response)).problem.message).toBe(RANGE_TOO_WIDE);
  });

  it("cancels a checked import without changing anything, and applies an import once only", async () => {
    const staff = await signedInUser(["admin"]);
    const csv = "WS Code,Stock Code,Product Name\nWS910061,C-1,Cancelled Product";
    const cancelledId = await checked(staff.cookie, { name: "cancel.csv", bytes: csv });
    const cancel = await post(pageAction, `${PAGE}/${cancelledId}`, { intent: "cancel" }, staff.cookie, {
      importId: cancelledId,
    });
    expect(cancel.status).toBe(302);
    expect((await recordOf(cancelledId)).status).toBe("cancelled");
    expect(await productByCode("WS910061")).toBeUndefined();
    const late = await post(pageAction, `${PAGE}/${cancelledId}`, { intent: "apply" }, staff.cookie, {
      importId: cancelledId,
    });
    expect(late.status).toBe(409);
  });

  it("fails a file csv-parse cannot read with 'Upload Failed' and its reason", async () => {
    const staff = await signedInUser(["admin"]);
    const broken = 'WS Code,Stock Code,Product Name\nWS930001,B-1,"Unclosed quote\nWS930002,B-2,Fine\n';
    const id = await checked(staff.cookie, { name: "broken.csv", bytes: broken });
    const record = await recordOf(id);
    expect(record.status).toBe("failed");
    expect(record.failure).toMatch(/^Failed to parse CSV: /);
  });

  it("lists past imports, newest first", async () => {
    const staff = await signedInUser(["admin"]);
    const list = await json<{ rows: { file_name: string; createdByEmail: string }[] }>(
      await get(importLoader, PAGE, staff.cookie),
    );
    expect(list.rows.length).toBeGreaterThan(3);
    expect(list.rows[0]?.file_name).toBe("broken.csv");
  });
});

describe("nothing half-done", () => {
  it("leaves the catalogue as it was when the process is killed in the middle of applying, and runs again to the end", async () => {
    const staff = await signedInUser(["admin"]);
    const existing = await insertTestProduct(db(), { incl_price_cents: 10_000 });
    const rows = Array.from(
      { length: 3000 },
      (_, index) => `WS94${String(index).padStart(5, "0")},K-${index},Kill Test ${index},10,11.50,4`,
    );
    rows.splice(1500, 0, `${existing.wsCode},S-${existing.wsCode},,,999.00,50`);
    const id = await checked(staff.cookie, {
      name: "kill.csv",
      bytes: ["WS Code,Stock Code,Product Name,Excl Price,Incl Price,Qty", ...rows].join("\n"),
    });
    const request = await post(pageAction, `${PAGE}/${id}`, { intent: "apply" }, staff.cookie, { importId: id });
    expect(request.status).toBe(302);
    const productsBefore = await db()
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();

    // A separate process runs the apply job and is killed (SIGKILL) halfway through its transaction.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.resolve(import.meta.dirname, "../support/apply-import-then-die.ts")],
      {
        env: { ...process.env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal })),
    );
    expect(exit.signal, output).toBe("SIGKILL");
    expect(output).toMatch(/applied \d+%/);

    const productsAfter = await db()
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(productsAfter.n).toBe(productsBefore.n);
    expect(await productByCode("WS9400000")).toBeUndefined();
    expect(await productByCode(existing.wsCode)).toMatchObject({ incl_price_cents: 10_000, quantity: null });
    expect((await recordOf(id)).status).toBe("applying");

    // What the server does when it starts again.
    expect(await recoverInterruptedImports(db())).toBe(1);
    expect((await recordOf(id)).status).toBe("interrupted");
    const page = await json<Page>(await get(pageLoader, `${PAGE}/${id}`, staff.cookie, { importId: id }));
    expect(page.record.status).toBe("interrupted");

    const again = await post(pageAction, `${PAGE}/${id}`, { intent: "again" }, staff.cookie, { importId: id });
    expect(again.status).toBe(302);
    await runDueJobs(db());
    expect(await recordOf(id)).toMatchObject({ status: "completed", new_count: 3000, updated_count: 1 });
    expect(await productByCode(existing.wsCode)).toMatchObject({ incl_price_cents: 99_900, quantity: 50 });
    expect(await productByCode("WS9402999")).toMatchObject({ is_active: 0, quantity: 4 });
  });
});
