/**
 * npm run bench -- --load [--seconds 60]: /products under load over HTTP, as the shop serves it
 * (the production build in remix-serve with the HTTP guard, on a scratch copy of the demo data).
 *
 * Ten connections ask for /products back to back for the given time (autocannon), as first
 * visits (no cookies) asking for a compressed page; prints the
 * requests per second, the latency percentiles, and the server's resident memory before, at the
 * end, and at its peak. Twice: as served, where the shared-page cache answers most of these
 * requests (decision 0059), and with the cache off (PAGE_CACHE_SECONDS=0), every page rendered:
 * what pages that are not shared (a signed-in customer's, a cart's) cost. Needs `npm run build`
 * first.
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { startScratchShop } from "./bench-server";

const CONNECTIONS = 10;

/** Resident memory of a process in MB, from /proc (Linux, as on Fly). */
function residentMb(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** remix-serve runs the app in the process it starts: the shop's pid is the child's. */
export async function runLoadBench({ seconds }: { seconds: number }): Promise<void> {
  await loadOnce(seconds, "as served, the shared-page cache on", {});
  await loadOnce(seconds, "every page rendered, the shared-page cache off", { PAGE_CACHE_SECONDS: "0" });
}

async function loadOnce(seconds: number, label: string, extraEnv: Record<string, string>): Promise<void> {
  const shop = await startScratchShop("load", extraEnv);
  const pid = shop.server.pid;
  if (pid === undefined) throw new Error("the shop did not start");
  const url = `http://localhost:${shop.port}/products`;
  // One request first, so the memory before counts a server that has loaded its modules.
  await fetch(url).then((response) => response.text());
  const before = residentMb(pid);

  // Asking for gzip, as every browser does: compressing the page is part of the server's work.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  const after = residentMb(pid);

  console.info(`\n/products, ${CONNECTIONS} connections for ${seconds} s (remix-serve, production build), ${label}`);
  console.info(`requests/s    ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`);
  console.info(
    `latency (ms)  median ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.info(`answers       ${result["2xx"]} 2xx, ${result.non2xx} other, ${result.errors} errors`);
  console.info(
    `memory (MB)   ${before.now.toFixed(0)} before, ${after.now.toFixed(0)} after, ${after.peak.toFixed(0)} at the peak`,
  );
  for (const child of shop.children) child.kill();
}
