import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "./env.server";
import {
  type Bucket,
  deleteObject,
  getObjectStream,
  headObject,
  listObjects,
  putObject,
  shopBucket,
} from "./s3.server";

/**
 * Where database backups are kept, behind four operations: a local folder, or the S3-compatible
 * bucket when one is configured (decision 0056), without the backup job knowing which. Names are flat
 * (no folders) and made by the backup module, never taken from a request.
 */
export type StoredBackup = { name: string; bytes: number };

export interface BackupStore {
  /** Stores the stream under `name`; a backup appears in `list` only once it is complete. */
  put(name: string, body: Readable): Promise<{ bytes: number }>;
  list(): Promise<StoredBackup[]>;
  /** The stored bytes as a stream; rejects when there is no such backup. */
  get(name: string): Promise<Readable>;
  delete(name: string): Promise<void>;
  /** Where a backup is, as a person reads it and `npm run db:restore` accepts it. */
  locationOf(name: string): string;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PARTIAL = ".partial";

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes("..") || name.endsWith(PARTIAL))
    throw new Error(`Unsafe backup name: ${name}`);
  return name;
}

/** A folder on this machine (BACKUP_DIR): the store without a bucket. */
export function localFolderBackupStore(dir: string): BackupStore {
  const fileOf = (name: string) => path.join(dir, checkedName(name));
  return {
    async put(name, body) {
      const target = fileOf(name);
      const partial = `${target}${PARTIAL}`;
      await fsp.mkdir(dir, { recursive: true });
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: "wx" }));
        // Renamed only once whole, so a crash mid-write never leaves something that lists as a backup.
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
      return { bytes: (await fsp.stat(target)).size };
    },
    async list() {
      let names: string[];
      try {
        names = await fsp.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const backups: StoredBackup[] = [];
      for (const name of names) {
        if (!SAFE_NAME.test(name) || name.endsWith(PARTIAL)) continue;
        const stat = await fsp.stat(path.join(dir, name)).catch(() => undefined);
        if (stat?.isFile()) backups.push({ name, bytes: stat.size });
      }
      return backups.sort((a, b) => a.name.localeCompare(b.name));
    },
    async get(name) {
      const file = fileOf(name);
      await fsp.access(file, fs.constants.R_OK);
      return fs.createReadStream(file);
    },
    async delete(name) {
      await fsp.rm(fileOf(name), { force: true });
    },
    locationOf(name) {
      return fileOf(name);
    },
  };
}

/**
 * Backups in the bucket, under `_backups/`: a prefix no storage key can have (folders of keys are
 * lower-case letters, digits and hyphens), so /uploads/* can never be asked for a backup. An
 * object appears only once its upload completes, as a finished file does in the folder.
 */
export const BUCKET_BACKUP_PREFIX = "_backups/";

export function bucketBackupStore(bucket: Bucket): BackupStore {
  const keyOf = (name: string) => `${BUCKET_BACKUP_PREFIX}${checkedName(name)}`;
  return {
    async put(name, body) {
      const key = keyOf(name);
      await putObject(bucket, key, body, "application/gzip");
      const stored = await headObject(bucket, key);
      if (!stored) throw new Error(`The bucket does not list ${key} after storing it.`);
      return { bytes: stored.size };
    },
    async list() {
      return (await listObjects(bucket, BUCKET_BACKUP_PREFIX))
        .map((object) => ({ name: object.key.slice(BUCKET_BACKUP_PREFIX.length), bytes: object.size }))
        .filter((backup) => SAFE_NAME.test(backup.name) && !backup.name.endsWith(PARTIAL))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    get: (name) => getObjectStream(bucket, keyOf(name)),
    async delete(name) {
      await deleteObject(bucket, keyOf(name));
    },
    locationOf(name) {
      return `s3://${bucket.name}/${keyOf(name)}`;
    },
  };
}

/** The shop's backup store: the bucket when one is configured, else the folder BACKUP_DIR. */
export function backupStore(): BackupStore {
  const bucket = shopBucket(env().s3);
  return bucket ? bucketBackupStore(bucket) : localFolderBackupStore(env().BACKUP_DIR);
}
