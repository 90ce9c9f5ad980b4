import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "./env.server";

/**
 * The S3-compatible bucket (Tigris on Fly, or any S3 API) through the official AWS SDK
 * (decision 0056): the few calls the storage module and the backup store need, each streaming.
 */
export type Bucket = {
  client: S3Client;
  name: string;
};

/** Parts of 8 MB, two at a time: a video upload holds at most 16 MB in memory, whatever its size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

export function openBucket(config: S3Config): Bucket {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: the newer default (a CRC trailer on every upload) is
    // not understood by every S3-compatible server, and TLS already guards the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { client, name: config.bucket };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}

/** Stores a stream (or bytes) under `key`: in parts as it arrives, visible only once complete. */
export async function putObject(
  bucket: Bucket,
  key: string,
  body: Buffer | Uint8Array | Readable,
  contentType: string,
): Promise<void> {
  const upload = new Upload({
    client: bucket.client,
    params: { Bucket: bucket.name, Key: key, Body: body, ContentType: contentType },
    partSize: PART_BYTES,
    queueSize: PARTS_AT_ONCE,
  });
  await upload.done();
}

/** The object's size, or undefined when there is none under `key`. */
export async function headObject(bucket: Bucket, key: string): Promise<{ size: number } | undefined> {
  try {
    const head = await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }));
    return { size: head.ContentLength ?? 0 };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The object's bytes as a stream, whole or from `start` to `end` inclusive; rejects when missing. */
export async function getObjectStream(
  bucket: Bucket,
  key: string,
  range?: { start: number; end: number },
): Promise<Readable> {
  const answer = await bucket.client.send(
    new GetObjectCommand({
      Bucket: bucket.name,
      Key: key,
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    }),
  );
  if (!answer.Body) throw new Error(`The bucket answered no body for ${key}`);
  return answer.Body as Readable;
}

/** The whole object in memory (for images that are resized); rejects when missing. */
export async function getObjectBytes(bucket: Bucket, key: string): Promise<Buffer> {
  const answer = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
  if (!answer.Body) throw new Error(`The bucket answered no body for ${key}`);
  return Buffer.from(await answer.Body.transformToByteArray());
}

export async function deleteObject(bucket: Bucket, key: string): Promise<void> {
  await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key }));
}

/** Every object under `prefix`, page after page. */
export async function listObjects(bucket: Bucket, prefix: string): Promise<{ key: string; size: number }[]> {
  const objects: { key: string; size: number }[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

let shared: Bucket | undefined;

/** The shop's bucket, opened once; undefined without one. */
export function shopBucket(config: S3Config | null): Bucket | undefined {
  if (!config) return undefined;
  shared ??= openBucket(config);
  return shared;
}
