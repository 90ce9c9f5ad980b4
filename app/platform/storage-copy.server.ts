import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { type Bucket, listObjects, putObject } from "./s3.server";
import { contentTypeOf, isStorageKey } from "./storage.server";

/**
 * `npm run storage:copy`: an existing uploads folder into the bucket, so a running shop can move
 * (decision 0056). Resumable by construction: the bucket is listed first and a file already there
 * with the same size is skipped, and an object appears in the bucket only once it is complete, so
 * a run stopped half-way leaves nothing half-copied for the next run to trust.
 */
export type CopyOutcome = "copied" | "skipped" | "not-a-key";

export type CopySummary = {
  copied: number;
  skipped: number;
  copiedBytes: number;
  /** Files whose path is not a storage key (the shop never made them): left where they are. */
  notKeys: string[];
};

/** Every file under `dir`, as its path relative to `dir` with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export async function copyFolderToBucket(options: {
  dir: string;
  bucket: Bucket;
  onFile?: (key: string, outcome: CopyOutcome, bytes: number) => void;
}): Promise<CopySummary> {
  const { dir, bucket } = options;
  const inBucket = new Map((await listObjects(bucket, "")).map((object) => [object.key, object.size]));
  const summary: CopySummary = { copied: 0, skipped: 0, copiedBytes: 0, notKeys: [] };
  for (const key of await filesUnder(dir)) {
    const file = path.join(dir, key);
    const { size } = await fsp.stat(file);
    if (!isStorageKey(key)) {
      summary.notKeys.push(key);
      options.onFile?.(key, "not-a-key", size);
      continue;
    }
    if (inBucket.get(key) === size) {
      summary.skipped += 1;
      options.onFile?.(key, "skipped", size);
      continue;
    }
    await putObject(bucket, key, fs.createReadStream(file), contentTypeOf(key));
    summary.copied += 1;
    summary.copiedBytes += size;
    options.onFile?.(key, "copied", size);
  }
  return summary;
}
