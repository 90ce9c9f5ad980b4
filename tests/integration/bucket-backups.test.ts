import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { backupsToKeep } from "~/platform/backup-retention";
import { type BackupStore, BUCKET_BACKUP_PREFIX, bucketBackupStore } from "~/platform/backup-store.server";
import { backupName, parseBackupName, pruneBackups, restoreBackup, runBackup } from "~/platform/backups.server";
import { createDatabase, type Database, db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { type Bucket, headObject, listObjects, openBucket, putObject } from "~/platform/s3.server";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { migrateToLatest } from "../../db/migrator";
import { insertOrder } from "../support/orders";
import { insertTestProduct } from "../support/products";
import { get } from "../support/route-calls";
import { type LoopbackS3, startLoopbackS3 } from "../support/s3-server";
import { insertUser } from "../support/users";

/**
 * Database backups off the machine: the backup store in an S3-compatible bucket (s3rver on
 * loopback), with the restore drill, the retention rule and the two commands run against it.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

let s3: LoopbackS3;
let bucket: Bucket;
let store: BackupStore;

beforeAll(async () => {
  s3 = await startLoopbackS3();
  bucket = openBucket(s3.config);
  store = bucketBackupStore(bucket);
});

afterAll(async () => {
  bucket?.client.destroy();
  await s3?.close();
});

async function closeShopDatabase() {
  const holder = globalThis as unknown as { __shopDb?: Database };
  await holder.__shopDb?.destroy();
  holder.__shopDb = undefined;
}

async function orderRecords() {
  const orders = await db().selectFrom("orders").selectAll().orderBy("id").execute();
  const items = await db().selectFrom("order_items").selectAll().orderBy("id").execute();
  const proofs = await db().selectFrom("payment_proofs").selectAll().orderBy("id").execute();
  return { orders, items, proofs };
}

async function placeOrdersWithProofs(count: number) {
  const customer = await insertUser(db());
  const feed = await insertTestProduct(db(), { name: "Layer Mash {ws}" });
  for (let i = 0; i < count; i++) {
    const order = await insertOrder(db(), {
      userId: customer.id,
      paymentStatus: "proof_uploaded",
      lines: [{ productId: feed.id, quantity: i + 1 }],
    });
    await db()
      .insertInto("payment_proofs")
      .values({
        id: randomUUID(),
        order_id: order.id,
        user_id: customer.id,
        storage_key: `payment-proofs/${randomUUID()}.pdf`,
        original_filename: `proof-${i}.pdf`,
        content_type: "application/pdf",
        size_bytes: 2000 + i,
      })
      .execute();
  }
}

describe("backups in the bucket", () => {
  it("backs up into the bucket, loses the database, restores it from there, and finds every order again", async () => {
    await placeOrdersWithProofs(4);
    const before = await orderRecords();
    expect(before.proofs.length).toBeGreaterThanOrEqual(4);

    const backup = await runBackup(db(), "daily", { store });
    expect(backup.location).toBe(`s3://${s3.config.bucket}/${BUCKET_BACKUP_PREFIX}${backup.name}`);
    expect((await headObject(bucket, `${BUCKET_BACKUP_PREFIX}${backup.name}`))?.size).toBe(backup.storedBytes);
    expect(fs.existsSync(env().BACKUP_DIR)).toBe(false);
    const recorded = await db()
      .selectFrom("backup_runs")
      .select(["status", "location"])
      .where("location", "=", backup.location)
      .executeTakeFirst();
    expect(recorded).toEqual({ status: "ok", location: backup.location });

    const databasePath = env().DATABASE_PATH;
    await closeShopDatabase();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databasePath}${suffix}`, { force: true });

    const restored = await restoreBackup({ location: backup.location, databasePath, store });
    expect(restored).toMatchObject({ restoredTo: databasePath, keptAs: null });
    expect(restored.rowCounts.payment_proofs).toBe(before.proofs.length);
    expect(await orderRecords()).toEqual(before);
  });

  it("is never served at /uploads/*: the backup prefix is no storage key", async () => {
    const [first] = await store.list();
    const name = first?.name ?? backupName(new Date(), "manual");
    const key = `${BUCKET_BACKUP_PREFIX}${name}`;
    const answer = await get(uploadsLoader, `/uploads/${key}`, undefined, { "*": key });
    expect(answer.status).toBe(404);
  });

  it("keeps 7 daily, 4 weekly and 12 monthly copies in the bucket and leaves other objects alone", async () => {
    const now = new Date("2026-11-25T12:00:00.000Z");
    const names: string[] = [];
    for (let day = 0; day < 60; day++) {
      const name = backupName(new Date(now.getTime() - day * 86_400_000), "daily");
      await store.put(name, Readable.from([Buffer.from(`backup ${day}`)]));
      names.push(name);
    }
    await putObject(bucket, `${BUCKET_BACKUP_PREFIX}notes.txt`, Buffer.from("not a backup"), "text/plain");
    const entries = names.map((name) => parseBackupName(name)).filter((entry) => entry !== undefined);
    const keep = backupsToKeep(entries, now);

    const pruned = await pruneBackups(store, now);
    const left = (await listObjects(bucket, BUCKET_BACKUP_PREFIX)).map((object) =>
      object.key.slice(BUCKET_BACKUP_PREFIX.length),
    );
    for (const name of keep) expect(left).toContain(name);
    for (const name of pruned) expect(left).not.toContain(name);
    expect(left).toContain("notes.txt");
    // The newest 7 days are all there; of the 60, far fewer than half are kept.
    for (const name of names.slice(0, 7)) expect(left).toContain(name);
    expect(pruned.length).toBeGreaterThan(40);
    expect(left.filter((name) => names.includes(name)).sort()).toEqual([...keep].sort());
  });

  it("prunes nothing after backing up an empty database (a new volume before its restore)", async () => {
    const now = new Date("2026-12-02T12:00:00.000Z");
    const earlier = backupName(new Date("2026-12-02T02:00:00.000Z"), "daily");
    await store.put(earlier, Readable.from([Buffer.from("this morning's good backup")]));
    const dir = path.dirname(env().DATABASE_PATH);
    const emptyPath = path.join(dir, `new-volume-${randomUUID()}.db`);
    const empty = createDatabase(emptyPath);
    try {
      await migrateToLatest(empty);
      const backup = await runBackup(empty, "daily", { store, databasePath: emptyPath, now });
      expect(backup.rowCounts).toMatchObject({ users: 0, products: 0, orders: 0 });
      expect(backup.pruned).toEqual([]);
      const names = (await store.list()).map((stored) => stored.name);
      expect(names).toContain(earlier);
      expect(names).toContain(backup.name);

      // Once the shop has records again, the rule applies: this morning's is no longer today's newest.
      await insertUser(empty);
      const next = await runBackup(empty, "daily", {
        store,
        databasePath: emptyPath,
        now: new Date(now.getTime() + 60_000),
      });
      expect(next.pruned).toEqual(expect.arrayContaining([earlier, backup.name]));
    } finally {
      await empty.destroy();
    }
  });

  it("npm run db:backup prints the bucket location on its last line, and db:restore takes it", {
    timeout: 90_000,
  }, async () => {
    const dir = path.dirname(env().DATABASE_PATH);
    const scriptEnv = {
      ...process.env,
      DATABASE_PATH: path.join(dir, "bucket-script-shop.db"),
      BACKUP_DIR: path.join(dir, "bucket-script-backups"),
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_REGION: "auto",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: s3.config.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      LOG_LEVEL: "silent",
    };
    await closeShopDatabase();
    fs.copyFileSync(env().DATABASE_PATH, scriptEnv.DATABASE_PATH);

    const backup = await run(TSX, ["scripts/backup.ts"], { cwd: ROOT, env: scriptEnv });
    const location = backup.stdout.trim().split("\n").at(-1) ?? "";
    expect(location).toMatch(new RegExp(`^s3://${s3.config.bucket}/_backups/shop-.*-manual\\.db\\.gz$`));
    expect(await headObject(bucket, location.replace(`s3://${s3.config.bucket}/`, ""))).toBeDefined();
    expect(fs.existsSync(scriptEnv.BACKUP_DIR)).toBe(false);

    const listed = await run(TSX, ["scripts/restore.ts", "--list"], { cwd: ROOT, env: scriptEnv });
    expect(listed.stdout).toContain(location);

    const restore = await run(TSX, ["scripts/restore.ts", location], { cwd: ROOT, env: scriptEnv });
    expect(restore.stdout).toContain("Checked: integrity ok");
    expect(restore.stdout).toContain("The database it replaced is kept as");
  });
});
