import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Bucket, getObjectBytes, headObject, listObjects, openBucket, putObject } from "~/platform/s3.server";
import { type CopyOutcome, copyFolderToBucket } from "~/platform/storage-copy.server";
import { type LoopbackS3, startLoopbackS3 } from "../support/s3-server";

/** `npm run storage:copy`: an uploads folder into a real S3-compatible bucket (s3rver on loopback). */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

let s3: LoopbackS3;
let bucket: Bucket;

beforeAll(async () => {
  s3 = await startLoopbackS3();
  bucket = openBucket(s3.config);
});

afterAll(async () => {
  bucket?.client.destroy();
  await s3?.close();
});

/** An uploads folder as a running shop has one, plus a stray file the shop never made. */
function uploadsFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-copy-"));
  for (const [key, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), text);
  }
  return dir;
}

const FILES = {
  "products/a1.webp": "image a1",
  "products/a2.webp": "image a2",
  "variants/320/products/a1.webp": "variant a1",
  "videos/v1.mp4": "video ".repeat(1000),
  "payment-proofs/p1.pdf": "%PDF-1.4 proof",
  "documents/d1.pdf": "%PDF-1.4 spec",
};

describe("copying an uploads folder into the bucket", () => {
  it("copies every file under its key, then skips them all when run again", async () => {
    const dir = uploadsFolder({ ...FILES, ".DS_Store": "finder" });
    const first = await copyFolderToBucket({ dir, bucket });
    expect(first).toMatchObject({ copied: 6, skipped: 0, notKeys: [".DS_Store"] });
    for (const [key, text] of Object.entries(FILES)) expect((await getObjectBytes(bucket, key)).toString()).toBe(text);
    expect(await headObject(bucket, ".DS_Store")).toBeUndefined();

    const again = await copyFolderToBucket({ dir, bucket });
    expect(again).toMatchObject({ copied: 0, skipped: 6, copiedBytes: 0 });
  });

  it("carries on after an interruption: what arrived whole is skipped, a short object is copied again", async () => {
    const files = { "products/b1.webp": "image b1", "products/b2.webp": "image b2", "blog/b3.jpg": "photo b3" };
    const dir = uploadsFolder(files);
    // What a run stopped half-way leaves: one file copied, one object that is not the file.
    await putObject(bucket, "blog/b3.jpg", Buffer.from("photo b3"), "image/jpeg");
    await putObject(bucket, "products/b2.webp", Buffer.from("ima"), "image/webp");

    const outcomes: [string, CopyOutcome][] = [];
    const summary = await copyFolderToBucket({ dir, bucket, onFile: (key, outcome) => outcomes.push([key, outcome]) });
    expect(outcomes).toEqual([
      ["blog/b3.jpg", "skipped"],
      ["products/b1.webp", "copied"],
      ["products/b2.webp", "copied"],
    ]);
    expect(summary).toMatchObject({ copied: 2, skipped: 1, copiedBytes: 16 });
    expect((await getObjectBytes(bucket, "products/b2.webp")).toString()).toBe("image b2");
  });

  it("runs as npm run storage:copy against the configured bucket, and refuses without one", {
    timeout: 60_000,
  }, async () => {
    const dir = uploadsFolder({ "categories/c1.webp": "category c1", "products/c2.webp": "image c2" });
    const scriptEnv = {
      ...process.env,
      UPLOADS_DIR: dir,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: s3.config.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      LOG_LEVEL: "silent",
    };
    const first = await run(TSX, ["scripts/storage-copy.ts"], { cwd: ROOT, env: scriptEnv });
    expect(first.stdout).toMatch(/2 copied \(19 bytes\), 0 already there, 0 left alone/);
    expect((await listObjects(bucket, "categories/")).map((object) => object.key)).toContain("categories/c1.webp");

    const second = await run(TSX, ["scripts/storage-copy.ts"], { cwd: ROOT, env: scriptEnv });
    expect(second.stdout).toMatch(/0 copied \(0 bytes\), 2 already there/);

    const withoutBucket = { ...scriptEnv, S3_BUCKET: "", BUCKET_NAME: "" };
    const refused = await run(TSX, ["scripts/storage-copy.ts"], { cwd: ROOT, env: withoutBucket }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain("No bucket is configured");
  });
});
