import fs from "node:fs";
import os from "node:os";

/**
 * The temporary folders uploads are read into (`upload-*`, by readUploadFormToDisk) that are in
 * this test file's own temporary folder now (tests/support/test-env.ts gives each file one).
 */
export function uploadTempFolders(): string[] {
  return fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith("upload-"))
    .sort();
}
