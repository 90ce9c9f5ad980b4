/**
 * npm run bench: server time and page size of the shop's pages, measured in-process against the
 * production build (no network in the way), on the database at DATABASE_PATH.
 *
 *   npm run build && DATABASE_PATH=./data/shop.db npm run bench [-- --requests 200]
 *
 * Prints median and p95 server time, and the gzipped HTML size, for each page.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";

const requestsArg = process.argv.indexOf("--requests");
const REQUESTS = requestsArg > 0 ? Number(process.argv[requestsArg + 1]) : 200;
const PAGES = ["/", "/login", "/healthz", "/no-such-page"];

process.env.NODE_ENV = "production";
process.env.JOBS_WORKER = "false";
process.env.LOG_LEVEL ??= "warn";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.info(`Server time over ${REQUESTS} requests per page (after 20 warm-up requests)`);
console.info("page                 median ms   p95 ms   gzipped HTML bytes");
for (const page of PAGES) {
  const url = `http://localhost:3000${page}`;
  for (let i = 0; i < 20; i++) await (await handle(new Request(url))).arrayBuffer();
  const times: number[] = [];
  let body = "";
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await handle(new Request(url));
    body = await response.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const gzipped = gzipSync(body).length;
  console.info(
    `${page.padEnd(20)} ${percentile(times, 50).toFixed(2).padStart(9)} ${percentile(times, 95).toFixed(2).padStart(8)} ${String(gzipped).padStart(20)}`,
  );
}
