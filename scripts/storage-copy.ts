/**
 * `npm run storage:copy [-- <folder>]`: copies an uploads folder (UPLOADS_DIR unless named) into
 * the configured bucket (S3_BUCKET or Tigris's BUCKET_NAME), skipping what is there already; run
 * it again after an interruption and it carries on (decision 0056, docs/deploy.md "Uploads in a
 * bucket"). Its files on disk are left as they are.
 */
import fs from "node:fs";
import path from "node:path";
import { env } from "../app/platform/env.server";
import { openBucket } from "../app/platform/s3.server";
import { copyFolderToBucket } from "../app/platform/storage-copy.server";

const config = env();
const dir = path.resolve(process.argv[2] ?? config.UPLOADS_DIR);
if (!config.s3) {
  console.error(
    "No bucket is configured: set S3_BUCKET (or BUCKET_NAME), AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.",
  );
  process.exit(2);
}
if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
  console.error(`There is no uploads folder at ${dir}.`);
  process.exit(2);
}

const started = Date.now();
const bucket = openBucket(config.s3);
let seen = 0;
try {
  console.info(`Copying ${dir} into the bucket ${config.s3.bucket}…`);
  const summary = await copyFolderToBucket({
    dir,
    bucket,
    onFile(key, outcome) {
      seen += 1;
      if (outcome === "not-a-key") console.warn(`Left alone (not a file the shop made): ${key}`);
      if (seen % 100 === 0) console.info(`${seen} files looked at…`);
    },
  });
  console.info(
    `${summary.copied} copied (${summary.copiedBytes} bytes), ${summary.skipped} already there, ${summary.notKeys.length} left alone, in ${Date.now() - started} ms.`,
  );
} catch (error) {
  console.error(
    `The copy stopped: ${error instanceof Error ? error.message : String(error)}. Run it again to carry on.`,
  );
  process.exitCode = 1;
} finally {
  bucket.client.destroy();
}
