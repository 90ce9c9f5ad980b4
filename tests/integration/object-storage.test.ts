import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { type Bucket, headObject, listObjects, openBucket } from "~/platform/s3.server";
import {
  bucketStorage,
  deleteFile,
  fileExists,
  newStorageKey,
  openFile,
  readFile,
  saveFile,
  streamFile,
  useStorage,
} from "~/platform/storage.server";
import { loader as proofLoader } from "~/routes/admin.orders_.$orderNumber_.proofs.$proofId";
import { loader as imageLoader } from "~/routes/img.$width.$";
import { action as orderAction } from "~/routes/orders.$orderNumber";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { insertOrder } from "../support/orders";
import { insertTestProduct } from "../support/products";
import { get, postMultipart, signedInUser } from "../support/route-calls";
import { type LoopbackS3, startLoopbackS3 } from "../support/s3-server";

/**
 * The storage module's bucket backend against a real S3-compatible server on loopback (s3rver),
 * through the same routes the shop serves: nothing is mocked between the SDK and the bucket.
 */
let s3: LoopbackS3;
let bucket: Bucket;

beforeAll(async () => {
  s3 = await startLoopbackS3();
  bucket = openBucket(s3.config);
  useStorage(bucketStorage(bucket));
});

afterAll(async () => {
  useStorage(undefined);
  bucket?.client.destroy();
  await s3?.close();
});

/** Nothing the bucket backend stores may land in the uploads folder on this machine. */
function onDisk(key: string): boolean {
  return fs.existsSync(path.join(env().UPLOADS_DIR, key));
}

function request(range?: string, method = "GET") {
  return new Request("http://localhost:3000/x", { method, headers: range ? { Range: range } : {} });
}

describe("files in the bucket", () => {
  it("takes a 12 MB video as a stream in parts, serves it whole and in ranges, and deletes it", async () => {
    const key = newStorageKey("videos", "mp4");
    const part = Buffer.alloc(4 * 1024 * 1024);
    const chunks = [0, 1, 2].map((n) => Buffer.from(part.map((_, i) => (i + n) % 251)));
    await saveFile(key, Readable.from(chunks));
    const whole = Buffer.concat(chunks);

    expect(await headObject(bucket, key)).toEqual({ size: whole.length });
    expect(onDisk(key)).toBe(false);
    expect(await fileExists(key)).toBe(true);

    const all = await streamFile(key, request(), "public, max-age=60");
    expect(all.status).toBe(200);
    expect(all.headers.get("Content-Type")).toBe("video/mp4");
    expect(all.headers.get("Content-Length")).toBe(String(whole.length));
    expect(Buffer.from(await all.arrayBuffer()).equals(whole)).toBe(true);

    const middle = await streamFile(key, request("bytes=4194300-4194309"), "no-store");
    expect(middle.status).toBe(206);
    expect(middle.headers.get("Content-Range")).toBe(`bytes 4194300-4194309/${whole.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(whole.subarray(4194300, 4194310))).toBe(true);

    const tail = await streamFile(key, request("bytes=-5"), "no-store");
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(-5))).toBe(true);

    const head = await streamFile(key, request(undefined, "HEAD"), "no-store");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(whole.length));

    const beyond = await streamFile(key, request(`bytes=${whole.length}-`), "no-store");
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe(`bytes */${whole.length}`);

    await deleteFile(key);
    expect(await headObject(bucket, key)).toBeUndefined();
    expect(await fileExists(key)).toBe(false);
    expect((await streamFile(key, request(), "no-store")).status).toBe(404);
  });

  it("reads back stored bytes and refuses unsafe keys before asking the bucket", async () => {
    const key = newStorageKey("documents", "pdf");
    await saveFile(key, Buffer.from("%PDF-1.4 spec sheet"));
    expect((await readFile(key)).toString()).toBe("%PDF-1.4 spec sheet");
    await expect(readFile("documents/missing.pdf")).rejects.toThrow();
    await expect(saveFile("../shop.db", Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
    expect((await streamFile("products/../../x", request(), "no-store")).status).toBe(404);
    expect(await fileExists("../shop.db")).toBe(false);
  });

  it("streams a stored file back whole (a CSV import's jobs read theirs this way)", async () => {
    const key = newStorageKey("imports", "csv");
    const text = `WS Code,Stock Code\r\n${"WS1,Crème\r\n".repeat(50_000)}`;
    await saveFile(key, Readable.from([Buffer.from(text)]));
    const chunks: Buffer[] = [];
    for await (const chunk of await openFile(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString() === text).toBe(true);
    const empty = newStorageKey("imports", "csv");
    await saveFile(empty, Buffer.alloc(0));
    expect((await (await openFile(empty)).toArray()).length).toBe(0);
    await expect(openFile("imports/missing.csv")).rejects.toThrow();
  });

  it("serves public uploads from the bucket through /uploads/* with Range, and never a payment proof", async () => {
    const video = newStorageKey("videos", "webm");
    await saveFile(video, Buffer.from("0123456789abcdef"));
    const part = await get(uploadsLoader, `/uploads/${video}`, undefined, { "*": video });
    expect(part.status).toBe(200);
    expect(part.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await part.text()).toBe("0123456789abcdef");
    const ranged = await uploadsLoader({
      request: new Request(`http://localhost:3000/uploads/${video}`, { headers: { Range: "bytes=10-" } }),
      params: { "*": video },
      context: {},
    });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe("abcdef");

    const proof = newStorageKey("payment-proofs", "pdf");
    await saveFile(proof, Buffer.from("%PDF-1.4 proof"));
    expect(await headObject(bucket, proof)).toEqual({ size: 14 });
    const refused = await get(uploadsLoader, `/uploads/${proof}`, undefined, { "*": proof });
    expect(refused.status).toBe(404);
  });

  it("makes an image's WebP variant from the bucket and keeps it in the bucket", async () => {
    const key = newStorageKey("products", "png");
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#326222" } })
      .png()
      .toBuffer();
    await saveFile(key, png);
    const answer = await get(imageLoader, `/img/320/${key}`, undefined, { width: "320", "*": key });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320 });
    const variant = `variants/320/${key.replace(/\.png$/, "")}.webp`;
    expect((await headObject(bucket, variant))?.size).toBeGreaterThan(0);
    expect(onDisk(variant)).toBe(false);
    expect((await listObjects(bucket, "variants/320/products/")).map((object) => object.key)).toContain(variant);
  });

  it("answers the 'No picture yet' image for a picture the bucket does not have", async () => {
    const key = newStorageKey("products", "jpg");
    const answer = await get(imageLoader, `/img/320/${key}`, undefined, { width: "320", "*": key });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await headObject(bucket, `variants/320/${key.replace(/\.jpg$/, "")}.webp`)).toBeUndefined();
  });
});

describe("a payment proof in the bucket", () => {
  async function uploadedProof() {
    const feed = await insertTestProduct(db(), { name: "Layer Mash {ws}" });
    const customer = await signedInUser();
    const order = await insertOrder(db(), { userId: customer.id, lines: [{ productId: feed.id, quantity: 1 }] });
    const bytes = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#326222" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("intent", "upload-proof");
    form.set("proof", new File([new Uint8Array(bytes)], "bank slip.png", { type: "image/png" }));
    const reply = await postMultipart(orderAction, `/orders/${order.orderNumber}`, form, customer.cookie, {
      orderNumber: order.orderNumber,
    });
    expect(reply.status).toBe(303);
    const proof = await db()
      .selectFrom("payment_proofs")
      .select(["id", "storage_key"])
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    return { customer, order, proof, bytes };
  }

  function openProof(orderNumber: string, proofId: string, cookie?: string) {
    return get(proofLoader, `/admin/orders/${orderNumber}/proofs/${proofId}`, cookie, { orderNumber, proofId });
  }

  it("is stored in the bucket, not on this machine, and shown to staff of the orders area, uncached", async () => {
    const { order, proof, bytes } = await uploadedProof();
    expect(await headObject(bucket, proof.storage_key)).toEqual({ size: bytes.length });
    expect(onDisk(proof.storage_key)).toBe(false);

    const processor = await signedInUser(["order_processor"]);
    const shown = await openProof(order.orderNumber, proof.id, processor.cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await shown.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("is refused to the customer who sent it, to staff of other areas, to no one signed in and at /uploads/*", async () => {
    const { customer, order, proof } = await uploadedProof();
    const own = await openProof(order.orderNumber, proof.id, customer.cookie);
    expect(own.status).toBe(403);
    expect(await own.text()).not.toContain("PNG");

    const editor = await signedInUser(["content_manager"]);
    const other = await openProof(order.orderNumber, proof.id, editor.cookie);
    expect(other.status).toBe(403);

    const nobody = await openProof(order.orderNumber, proof.id);
    expect(nobody.status).toBe(302);
    expect(nobody.headers.get("Location")).toMatch(/^\/admin\/login/);

    const direct = await get(uploadsLoader, `/uploads/${proof.storage_key}`, undefined, { "*": proof.storage_key });
    expect(direct.status).toBe(404);
  });
});

describe("choosing the backend", () => {
  /** The storage and backup modules as a fresh start reads them, with these settings. */
  async function freshModules(settings: Record<string, string>) {
    const saved = { ...process.env };
    Object.assign(process.env, settings);
    vi.resetModules();
    try {
      const storage = await import("~/platform/storage.server");
      const backups = await import("~/platform/backup-store.server");
      storage.storage();
      return { storage, backups };
    } finally {
      for (const name of Object.keys(settings)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  }

  afterEach(() => vi.resetModules());

  it("uses the bucket Tigris's secrets name, for uploads and backups alike", async () => {
    const { storage, backups } = await freshModules({
      BUCKET_NAME: s3.config.bucket,
      AWS_ENDPOINT_URL_S3: s3.config.endpoint ?? "",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: s3.config.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    });
    expect(storage.storage().kind).toBe("bucket");
    const key = storage.newStorageKey("documents", "pdf");
    await storage.saveFile(key, Buffer.from("%PDF-1.4 chosen"));
    expect(await headObject(bucket, key)).toEqual({ size: 15 });
    expect(onDisk(key)).toBe(false);
    expect(backups.backupStore().locationOf("shop.db.gz")).toBe(`s3://${s3.config.bucket}/_backups/shop.db.gz`);
  });

  it("keeps files in UPLOADS_DIR and backups in BACKUP_DIR without a bucket", async () => {
    const { storage, backups } = await freshModules({});
    expect(storage.storage().kind).toBe("folder");
    const key = storage.newStorageKey("documents", "pdf");
    await storage.saveFile(key, Buffer.from("%PDF-1.4 on disk"));
    expect(onDisk(key)).toBe(true);
    expect(await headObject(bucket, key)).toBeUndefined();
    expect(backups.backupStore().locationOf("shop.db.gz")).toBe(path.join(env().BACKUP_DIR, "shop.db.gz"));
  });
});
