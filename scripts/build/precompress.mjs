// @ts-check
/**
 * `npm run build`, after Remix: a brotli copy at quality 11 (`name.br`) beside each of the build's
 * scripts and stylesheets in public/build, which the HTTP guard sends to browsers that take
 * brotli (app/platform/response-compression.server.ts, decision 0085). Quality 11 takes up to 2 s
 * for React and Remix's file: once per build, not per request. A copy no smaller than the
 * original is not written.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const EXTENSIONS = new Set([".js", ".css"]);

/**
 * Writes the copies under `directory`; returns how many, and the bytes before and after.
 * @param {string} directory
 */
export async function precompress(directory) {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let before = 0;
  let after = 0;
  let written = 0;
  for (const file of files) {
    const content = await fs.readFile(file);
    const compressed = await brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (compressed.length >= content.length) continue;
    await fs.writeFile(`${file}.br`, compressed);
    before += content.length;
    after += compressed.length;
    written += 1;
  }
  return { written, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = process.argv[2] ?? "public/build";
  const { written, before, after } = await precompress(directory);
  console.info(`precompressed ${written} files in ${directory}: ${before} bytes to ${after} with brotli`);
}
