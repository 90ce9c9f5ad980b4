/**
 * npm run bench -- --load [--seconds 60] [--settle 60] [--mixed-only]: the shop under load over
 * HTTP, as it serves it (the production build in remix-serve with the HTTP guard, on a scratch
 * copy of the demo data). Needs `npm run build` first.
 *
 * 1. Ten connections ask for /products back to back for the given time (autocannon), as first
 *    visits (no cookies) asking for a compressed page; prints the requests per second, the
 *    latency percentiles, and the server's resident memory before, at the end, and at its peak.
 *    Twice: as served, where the shared-page cache answers most of these requests (decision
 *    0059), and with the cache off (PAGE_CACHE_SECONDS=0), every page rendered: what pages that
 *    are not shared (a signed-in customer's, a cart's) cost.
 * 2. Mixed traffic (decision 0064; issue 47.5, decision 0105: with the shared-page cache on,
 *    then off): ten connections each going round /, /products, a product, a search, a signed-in
 *    customer's /cart and /account and an add to cart (one session, made before the load), and a
 *    sign-in post (in turn a demo customer with the right password and an unknown address), every
 *    sign-in from an address of its own so the per-address limit never answers early. The
 *    server's resident memory is sampled every 100 ms; prints the peak, the memory at the end of
 *    the load, and the memory `--settle` seconds later (the server idle); then both runs' peak
 *    and settled memory against the limits (300 MB at the peak, 250 MB a minute later).
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { startScratchShop } from "./bench-server";

const CONNECTIONS = 10;
/** The demo customer (scripts/setup.ts seeds it with SEED_PASSWORD). */
const DEMO_CUSTOMER = "customer@example.com";
const DEMO_PASSWORD = process.env.SEED_PASSWORD ?? "Donkerhoek-Demo-2026!";

/** Resident memory of a process in MB, from /proc (Linux, as on Fly). */
function residentMb(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Samples a process's resident memory every 100 ms until stopped; the highest and the last sample. */
function sampleMemory(pid: number) {
  let highest = 0;
  let last = 0;
  const take = () => {
    try {
      last = residentMb(pid).now;
      highest = Math.max(highest, last);
    } catch {
      // the process has gone
    }
  };
  take();
  const timer = setInterval(take, 100);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { highest, last };
    },
  };
}

export async function runLoadBench({
  seconds,
  settleSeconds,
  mixedOnly,
}: {
  seconds: number;
  settleSeconds: number;
  mixedOnly: boolean;
}): Promise<void> {
  if (!mixedOnly) {
    await productsOnce(seconds, "as served, the shared-page cache on", {});
    await productsOnce(seconds, "every page rendered, the shared-page cache off", { PAGE_CACHE_SECONDS: "0" });
  }
  // Issue 47.5: the peak and the memory a minute later, with the shared-page cache on and off.
  const mixed = [
    await mixedOnce(seconds, settleSeconds, "the shared-page cache on", {}),
    await mixedOnce(seconds, settleSeconds, "the shared-page cache off", { PAGE_CACHE_SECONDS: "0" }),
  ];
  console.info(`\nMixed traffic, resident memory (MB): the peak under load, and ${settleSeconds} s after it`);
  for (const run of mixed) {
    const verdict =
      run.peak <= PEAK_LIMIT_MB && run.settled <= SETTLED_LIMIT_MB
        ? "within"
        : `PAST the limits (${PEAK_LIMIT_MB} at the peak, ${SETTLED_LIMIT_MB} after)`;
    console.info(`  ${run.label.padEnd(28)} peak ${run.peak.toFixed(0)}, then ${run.settled.toFixed(0)}: ${verdict}`);
  }
}

/** Issue 47.5: a machine of 512 MB peaks at no more than 300 MB and falls to 250 MB within a minute. */
const PEAK_LIMIT_MB = 300;
const SETTLED_LIMIT_MB = 250;

/** The demo customer's session cookie, from a sign-in over HTTP. */
async function signedInCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.19.0.1" },
    body: new URLSearchParams({ email: DEMO_CUSTOMER, password: DEMO_PASSWORD }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`the demo customer could not sign in (${response.status})`);
  return cookie;
}

/** remix-serve runs the app in the process it starts: the shop's pid is the child's. */
async function productsOnce(seconds: number, label: string, extraEnv: Record<string, string>): Promise<void> {
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

async function mixedOnce(
  seconds: number,
  settleSeconds: number,
  label: string,
  extraEnv: Record<string, string>,
): Promise<{ label: string; peak: number; settled: number }> {
  // Each sign-in from an address of its own (X-Forwarded-For), as many visitors sign in at once.
  const shop = await startScratchShop("mixed", { TRUST_PROXY: "x-forwarded-for", ...extraEnv });
  const pid = shop.server.pid;
  if (pid === undefined) throw new Error("the shop did not start");
  const origin = `http://localhost:${shop.port}`;
  const pages = ["/", "/products", "/product/WS000012", "/products?search=feed"];
  for (const page of pages) await fetch(`${origin}${page}`).then((response) => response.text());
  // The signed-in part (issue 47.5: "signed-in pages ... add to cart"): the demo customer's session,
  // made once, asks for the cart and the account page and adds the product to the cart.
  const customer = await signedInCookie(origin);
  // The first product on the list with an Add to Cart form (WS000012 is out of stock in the demo data).
  const listPage = await fetch(`${origin}/products`).then((response) => response.text());
  const productId = /name="intent" value="add"\/><input type="hidden" name="productId" value="([^"]+)"/.exec(
    listPage,
  )?.[1];
  if (!productId) throw new Error("the product list has no Add to Cart form");
  const signedIn = { cookie: customer, "x-forwarded-for": "198.19.0.1" };
  const before = residentMb(pid);

  let signIns = 0;
  const statuses = new Map<string, number>();
  const addAnswers = new Map<string, number>();
  const sampler = sampleMemory(pid);
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: [
      ...pages.map((path) => ({ method: "GET" as const, path })),
      { method: "GET", path: "/cart", headers: signedIn },
      { method: "GET", path: "/account", headers: signedIn },
      {
        method: "POST",
        path: "/cart",
        headers: { ...signedIn, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "add", productId, quantity: "1", redirectTo: "/cart" }).toString(),
        onResponse(status) {
          const kind = `${status}`;
          addAnswers.set(kind, (addAnswers.get(kind) ?? 0) + 1);
        },
      },
      {
        method: "POST",
        path: "/login",
        setupRequest(request) {
          signIns += 1;
          const known = signIns % 2 === 0;
          const fields = known
            ? { email: DEMO_CUSTOMER, password: DEMO_PASSWORD }
            : { email: `bench-nobody-${signIns}@example.com`, password: "Wrong-Password-1" };
          return {
            ...request,
            headers: {
              ...request.headers,
              origin,
              "content-type": "application/x-www-form-urlencoded",
              "x-forwarded-for": `198.18.${Math.floor(signIns / 250) % 250}.${signIns % 250}`,
            },
            body: new URLSearchParams(fields).toString(),
          };
        },
        onResponse(status) {
          const kind = `${status}`;
          statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        },
      },
    ],
  });
  const underLoad = sampler.stop();
  const settler = sampleMemory(pid);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const settled = settler.stop();

  console.info(
    `\nMixed traffic, ${CONNECTIONS} connections for ${seconds} s, each going round ${pages.join(", ")}, a signed-in customer's /cart, /account and add to cart, and a sign-in post; ${label}`,
  );
  console.info(`requests/s    ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`);
  console.info(
    `latency (ms)  median ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.info(
    `sign-ins      ${signIns} posted; answers ${[...statuses].map(([status, count]) => `${count} ${status}`).join(", ")}`,
  );
  console.info(`add to cart   answers ${[...addAnswers].map(([status, count]) => `${count} ${status}`).join(", ")}`);
  console.info(
    `answers       ${result["2xx"]} 2xx, ${result["3xx"] ?? 0} 3xx, ${result.non2xx} not 2xx, ${result.errors} errors`,
  );
  console.info(
    `memory (MB)   ${before.now.toFixed(0)} before, ${underLoad.highest.toFixed(0)} at the peak, ${underLoad.last.toFixed(0)} at the end of the load, ${settled.last.toFixed(0)} ${settleSeconds} s later`,
  );
  for (const child of shop.children) child.kill();
  return { label, peak: underLoad.highest, settled: settled.last };
}
