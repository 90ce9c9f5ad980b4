import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "~/platform/env.server";

/**
 * A real S3-compatible server (s3rver) on loopback, on a free port, keeping its objects in a
 * temporary folder: the storage and backup code talk to it through the AWS SDK as to Tigris.
 */
export type LoopbackS3 = { config: S3Config; directory: string; close: () => Promise<void> };

export async function startLoopbackS3(bucket = "shop-test"): Promise<LoopbackS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shop-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    directory,
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "auto",
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
