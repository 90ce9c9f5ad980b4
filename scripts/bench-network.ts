/**
 * npm run bench -- --network [--runs 3]: the shop's pages as a phone on a slow network gets them.
 *
 * Chromium (Debian's, as the tests use) at 360 px with DevTools' Slow 3G (2 s added to every
 * request, 400 kbps down and up) and a 4x slower CPU loads each page `runs` times and prints the
 * medians: first paint, load, hydrated (JavaScript on), the requests that went out on the network,
 * the round trips the page needed after its document's, and the bytes transferred by type.
 * First visits have the cache off and a fresh browser context; repeat visits load the page once
 * and measure the second load, cache on. Every page is measured over plain HTTP/1.1 and through
 * an HTTP/2 + TLS front on loopback (a generated certificate), as phones reach the shop on Fly,
 * side by side with the smallest Remix app (one route) built and served the same way. Last, a
 * link followed on a warm cache: client-side with JavaScript against a plain page load without.
 * Then a tap on "Add to cart" on /products during and after hydration: its interaction to next
 * paint at 4x slower CPU (`--tap-only` for just this, `--link-only` for just the link).
 *
 * Needs the production build (`npm run build`), Chromium at CHROMIUM_PATH or /usr/bin/chromium,
 * and openssl (for the certificate). Uses a scratch copy of the demo database.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import { freePort, serve, startScratchShop, waitForServer } from "./bench-server";
import { roundTripsBeyondFirst } from "./round-trips";

type Protocol = "http/1.1" | "h2";
type Mode = "javascript" | "no-javascript" | "lite";
type Sample = {
  firstPaint: number;
  load: number;
  hydrated: number | null;
  requests: number;
  /** Round trips after the document's own: waves of requests, each sent after an earlier one's answer. */
  roundTrips: number;
  bytes: Record<string, number>;
};

const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;
/** Issue 36: a tap on "Add to cart" answers within 200 ms at 4x slower CPU, during and after hydration. */
const INP_TARGET_MS = 200;

/** The 1, 5 and 15 minute load averages: the taps' figures move with how busy the machine is. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
}

/**
 * The smallest Remix app: one route, built with the shop's own Remix and future flags. It is
 * built below node_modules so that it resolves React from the shop's own node_modules by walking
 * up, with its own entry.client (Remix's default one, or a symlinked node_modules, gave esbuild two
 * copies of React: a baseline 60% too big).
 */
async function buildEmptyApp(): Promise<string> {
  const dir = path.resolve("node_modules/.cache/bench-empty-app");
  fs.rmSync(dir, { recursive: true, force: true });
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, "app/routes"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "empty",
      private: true,
      type: "module",
      // Remix picks its server runtime from the dependencies named here.
      dependencies: { "@remix-run/node": "*", "@remix-run/react": "*", react: "*", "react-dom": "*" },
    }),
  );
  const { future } = (await import(pathToFileURL(path.resolve("remix.config.js")).href)).default;
  fs.writeFileSync(path.join(dir, "remix.config.js"), `export default { future: ${JSON.stringify(future)} };\n`);
  fs.writeFileSync(
    path.join(dir, "app/root.tsx"),
    `import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
export default function App() {
  return (<html lang="en"><head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><Meta /><Links /></head><body><Outlet /><Scripts /></body></html>);
}
`,
  );
  // Remix's own default entry.client brings a second copy of React into the bundle: write it out.
  fs.writeFileSync(
    path.join(dir, "app/entry.client.tsx"),
    `import { RemixBrowser } from "@remix-run/react";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
startTransition(() => { hydrateRoot(document, <RemixBrowser />); });
`,
  );
  fs.writeFileSync(
    path.join(dir, "app/routes/_index.tsx"),
    `export default function Index() { return <h1>Hello</h1>; }\n`,
  );
  execFileSync(path.resolve("node_modules/.bin/remix"), ["build"], { cwd: dir, stdio: "ignore" });
  return dir;
}

/** The base64 SHA-256 of the generated certificate's public key, as Chromium names a trusted key. */
function certificateSpkiHash(certDir: string): string {
  const publicKey = crypto.createPublicKey(fs.readFileSync(path.join(certDir, "cert.pem")));
  return crypto
    .createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("base64");
}

/** An HTTP/2 + TLS front on loopback passing every request on to an HTTP/1.1 server. */
async function http2Front(targetPort: number, certDir: string): Promise<{ port: number; close: () => void }> {
  const key = path.join(certDir, "key.pem");
  const cert = path.join(certDir, "cert.pem");
  if (!fs.existsSync(cert)) {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
        "-days",
        "1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
  server.on("stream", (stream, headers) => {
    const forwarded: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(":") || value === undefined) continue;
      forwarded[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    forwarded.host = `localhost:${targetPort}`;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: headers[":method"],
        path: headers[":path"],
        headers: forwarded,
        agent,
      },
      (response) => {
        const out: Record<string, string | string[]> = { ":status": String(response.statusCode ?? 502) };
        for (const [name, value] of Object.entries(response.headers)) {
          if (["connection", "keep-alive", "transfer-encoding"].includes(name) || value === undefined) continue;
          out[name] = value;
        }
        // The browser may have given up on the stream (a page closed mid-load).
        if (stream.destroyed || stream.closed) {
          response.resume();
          return;
        }
        stream.respond(out);
        response.pipe(stream);
      },
    );
    upstream.on("error", () => stream.close());
    stream.on("error", () => upstream.destroy());
    stream.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  mode: Mode,
  repeat: boolean,
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: mode === "javascript",
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: mode === "lite" ? { "Save-Data": "on" } : {},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: !repeat });
  if (repeat) await page.goto(url, { waitUntil: "networkidle", timeout: 180_000 });
  const started = Date.now();
  await page.goto(url, { waitUntil: "load", timeout: 180_000 });
  let hydrated: number | null = null;
  if (mode === "javascript") {
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
      undefined,
      { timeout: 180_000 },
    );
    hydrated = Date.now() - started;
  }
  await page.waitForLoadState("networkidle", { timeout: 180_000 }).catch(() => undefined);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? 0;
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const bytes: Record<string, number> = { document: navigation?.transferSize ?? 0 };
    // Requests that went out on the network: one answered from the cache costs no round trip, and
    // with JavaScript off Chromium lists the page's module preloads without ever sending them.
    const requestStarts = resources
      .filter((resource) => resource.transferSize > 0 || resource.responseStart - resource.requestStart > 50)
      .map((resource) => resource.requestStart || resource.startTime);
    for (const resource of resources) {
      const type = /\.css(\?|$)/.test(resource.name)
        ? "css"
        : /\.m?js(\?|$)/.test(resource.name)
          ? "script"
          : resource.initiatorType === "img" || /\/(img|uploads)\//.test(resource.name)
            ? "image"
            : "other";
      bytes[type] = (bytes[type] ?? 0) + resource.transferSize;
    }
    return { paint, load: navigation?.loadEventEnd ?? 0, requests: requestStarts.length + 1, requestStarts, bytes };
  });
  await context.close();
  return {
    firstPaint: timing.paint,
    load: timing.load,
    hydrated,
    requests: timing.requests,
    roundTrips: roundTripsBeyondFirst(timing.requestStarts, SLOW_3G.latency),
    bytes: timing.bytes,
  };
}

type Navigation = { shown: number; imagesShown: number };

/**
 * A link followed on a warm cache: /products was seen before, the visitor is on / and taps
 * the hero's "Shop Now". Times from the tap to the new page's heading on screen, and to every
 * picture in the first screenful loaded. With JavaScript that is Remix's client-side navigation;
 * without, a plain page load (the yardstick).
 */
async function measureNavigation(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  javaScript: boolean,
): Promise<Navigation> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: javaScript,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Warm the cache on a fast network, then slow it down for the tap itself.
  await page.goto(`${origin}/products`, { waitUntil: "networkidle", timeout: 180_000 });
  await page.goto(`${origin}/`, { waitUntil: "networkidle", timeout: 180_000 });
  if (javaScript) {
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
      undefined,
      { timeout: 180_000 },
    );
  }
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  const started = Date.now();
  await page.getByRole("link", { name: "Shop Now" }).click({ noWaitAfter: true });
  await page.waitForURL(/\/products$/, { timeout: 180_000, waitUntil: "commit" });
  await page
    .locator("h1", { hasText: /products/i })
    .first()
    .waitFor({ timeout: 180_000 });
  const shown = Date.now() - started;
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        })
        .every((image) => image.complete),
    undefined,
    { timeout: 180_000, polling: 50 },
  );
  const imagesShown = Date.now() - started;
  await context.close();
  return { shown, imagesShown };
}

/**
 * `inp` splits into the wait before the first handler ran (`inputDelay`: a task the main thread
 * was busy with), the handlers (`processing`: with React's own work in them, such as hydrating what
 * the tap hit) and the wait from there to the frame on the screen (`presentation`: the frame's
 * style, layout and paint, and the compositor and GPU process, which a busy machine delays).
 */
type Tap = {
  inp: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  hydratedAtTap: boolean;
  answered: number;
};

/**
 * How much of a window Chromium's own interface takes above the page. Playwright sizes a headless
 * window to the viewport, but Chromium's headless mode (the full browser) keeps its interface, 87
 * px of it in Chromium 156, at the top of that window: the page's bottom 87 px are laid out and
 * painted but never drawn, and a frame whose only change is there (the first card's "Add to cart"
 * on /products at 360 x 740) is skipped by the display compositor. Chromium then credits the tap
 * with a later frame, hundreds of ms on. A phone's screen shows the whole viewport, so each tap's
 * window is made this much taller (decision 0088).
 */
async function interfaceHeightOf(browser: Browser): Promise<number> {
  // A window without a viewport of Playwright's: the page gets what the interface leaves it.
  const probe = await browser.newContext({ viewport: null });
  const page = await probe.newPage();
  const height = await page.evaluate(() => window.outerHeight - window.innerHeight);
  await probe.close();
  return height;
}

/**
 * A tap on the first card's "Add to cart" on /products at 4x slower CPU (on a fast network: the
 * processor is what is measured), either as soon as the button is on the screen, while the page's
 * scripts load and React hydrates, or once React has taken over and the page has settled (the
 * main thread idle). Interaction to next paint is the
 * tap's Event Timing duration (pointer down to the next frame), kept in sessionStorage so that a
 * tap before hydration, which posts the form natively and loads the page again, is measured too.
 * `answered` is the time from the tap until the shopper sees the outcome: "Adding..." or the
 * added message with JavaScript, the page back with its message after a native post.
 */
export async function measureAddToCartTap(
  browser: Browser,
  origin: string,
  when: "during hydration" | "after hydration",
  /** `interfaceHeightOf(browser)`: added to the window, so the whole viewport is drawn. */
  interfaceHeight: number,
): Promise<Tap> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (interfaceHeight > 0) {
    const { windowId } = await cdp.send("Browser.getWindowForTarget");
    await cdp.send("Browser.setWindowBounds", { windowId, bounds: { height: 740 + interfaceHeight } });
  }
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.addInitScript(`{
    const keep = (entries) => {
      for (const entry of entries) {
        if (!entry.interactionId) continue;
        const all = JSON.parse(sessionStorage.getItem("bench-tap") ?? "{}");
        const seen = all[entry.interactionId];
        all[entry.interactionId] = {
          start: Math.min(seen?.start ?? Infinity, entry.startTime),
          processingStart: Math.min(seen?.processingStart ?? Infinity, entry.processingStart),
          processingEnd: Math.max(seen?.processingEnd ?? 0, entry.processingEnd),
          duration: Math.max(seen?.duration ?? 0, entry.duration),
        };
        sessionStorage.setItem("bench-tap", JSON.stringify(all));
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: "event", durationThreshold: 16, buffered: true });
    addEventListener("pagehide", () => keep(observer.takeRecords()));
    // The answer on the screen, timed in the page (epoch ms, across a native post's new page):
    // from the tap's pointerdown to the frame after the answer's text is in the document.
    addEventListener("pointerdown", (event) => {
      if (!sessionStorage.getItem("bench-tapped-at"))
        sessionStorage.setItem("bench-tapped-at", String(performance.timeOrigin + event.timeStamp));
    }, { capture: true, passive: true });
    const answer = /Adding...|Added to your cart|added to your cart/;
    const text = (node) => (node.nodeType === Node.TEXT_NODE ? node.data : node.textContent) ?? "";
    new MutationObserver((records) => {
      if (!sessionStorage.getItem("bench-tapped-at") || sessionStorage.getItem("bench-answered-at")) return;
      const shown = records.some((record) =>
        record.type === "characterData" ? answer.test(text(record.target)) : [...record.addedNodes].some((node) => answer.test(text(node))),
      );
      if (shown) requestAnimationFrame(() => sessionStorage.setItem("bench-answered-at", String(performance.timeOrigin + performance.now())));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const button = page.getByRole("button", { name: /^Add to cart/ }).first();
  if (when === "during hydration") {
    await page.goto(`${origin}/products`, { waitUntil: "commit", timeout: 180_000 });
  } else {
    await page.goto(`${origin}/products`, { waitUntil: "load", timeout: 180_000 });
    await page.waitForFunction(
      () => {
        const form = document.querySelector('form[action="/cart"]');
        return form ? Object.keys(form).some((key) => key.startsWith("__reactFiber$")) : false;
      },
      undefined,
      { timeout: 180_000 },
    );
    // React sets its fiber on an element while hydrating it, before the page is done: "after" is
    // once the main thread has nothing left to do (two idle callbacks in a row), as a shopper who
    // looks at the page a moment before tapping finds it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), { timeout: 10_000 }),
        ),
    );
  }
  await button.waitFor({ timeout: 180_000 });
  const hydratedAtTap = await button.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
  );
  // The mouse itself, not the locator's click: Playwright's own check of what the click hits
  // (a pointerdown listener of its own, 6-14 ms at 4x) would count in the tap's time.
  await button.scrollIntoViewIfNeeded({ timeout: 180_000 });
  const box = await button.boundingBox();
  if (!box) throw new Error("The Add to cart button has no box on the screen");
  const started = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // With JavaScript the button says "Adding..." or the card says so; a native post comes back with the message.
  await page
    .getByText(/Adding\.\.\.|Added to your cart|added to your cart/)
    .first()
    .waitFor({ timeout: 180_000 });
  await page.waitForLoadState("load");
  await page
    .waitForFunction(() => sessionStorage.getItem("bench-answered-at") !== null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  const times = await page.evaluate(() => [
    sessionStorage.getItem("bench-tapped-at"),
    sessionStorage.getItem("bench-answered-at"),
  ]);
  // Measured in the page when it could be; else as Playwright saw it (it polls, late on a busy page).
  const answered = times[0] && times[1] ? Number(times[1]) - Number(times[0]) : Date.now() - started;
  // The Event Timing entry is reported after the next paint: give it a frame or two.
  await page
    .waitForFunction(() => sessionStorage.getItem("bench-tap") !== null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  type Interaction = { start: number; processingStart: number; processingEnd: number; duration: number };
  const interactions = Object.values(
    JSON.parse((await page.evaluate(() => sessionStorage.getItem("bench-tap"))) ?? "{}") as Record<string, Interaction>,
  );
  await context.close();
  // Interaction to next paint: the slowest interaction (there is one, the tap).
  const worst = interactions.sort((a, b) => b.duration - a.duration)[0];
  if (!worst) return { inp: 0, inputDelay: 0, processing: 0, presentation: 0, hydratedAtTap, answered };
  return {
    inp: worst.duration,
    inputDelay: worst.processingStart - worst.start,
    processing: worst.processingEnd - worst.processingStart,
    presentation: Math.max(0, worst.start + worst.duration - worst.processingEnd),
    hydratedAtTap,
    answered,
  };
}

/** One line of the taps' table: medians, and every run's interaction to next paint. */
function printTaps(label: string, taps: Tap[], runs: number) {
  const inp = Math.round(median(taps.map((tap) => tap.inp)));
  const part = (key: "inputDelay" | "processing" | "presentation" | "answered") =>
    String(Math.round(median(taps.map((tap) => tap[key]))));
  console.info(
    [
      label.padEnd(28),
      String(inp).padStart(24),
      (inp <= INP_TARGET_MS ? "within" : "over").padStart(14),
      part("inputDelay").padStart(12),
      part("processing").padStart(11),
      part("presentation").padStart(13),
      `${taps.filter((tap) => tap.hydratedAtTap).length} of ${runs}`.padStart(20),
      part("answered").padStart(19),
      `  ${taps.map((tap) => Math.round(tap.inp)).join(", ")}`,
    ].join(" "),
  );
}

/** `only: "link"` measures just the link followed, `only: "tap"` just the tap on Add to cart (the last tables). */
export async function runNetworkBench({
  runs,
  only,
  baseline,
}: {
  runs: number;
  only?: "link" | "tap";
  /** Another built checkout (main's, say) whose taps alternate with this one's, run for run. */
  baseline?: string;
}): Promise<void> {
  const { scratch, port: shopPort, children } = await startScratchShop("network");
  const emptyDir = await buildEmptyApp();
  const emptyPort = await freePort();
  // Its stderr stays quiet: it has no favicon and would log each request for one.
  children.push(serve(emptyDir, "./build/index.js", { PORT: String(emptyPort) }, "ignore"));
  await waitForServer(`http://localhost:${emptyPort}/`);
  const shopFront = await http2Front(shopPort, scratch);
  const emptyFront = await http2Front(emptyPort, scratch);

  const base = (protocol: Protocol, app: "shop" | "empty") =>
    protocol === "h2"
      ? `https://localhost:${app === "shop" ? shopFront.port : emptyFront.port}`
      : `http://localhost:${app === "shop" ? shopPort : emptyPort}`;
  const cases: Array<{ label: string; app: "shop" | "empty"; path: string; mode: Mode }> = [
    { label: "empty Remix page", app: "empty", path: "/", mode: "javascript" },
    { label: "/", app: "shop", path: "/", mode: "javascript" },
    { label: "/products", app: "shop", path: "/products", mode: "javascript" },
    { label: "/product/WS000012", app: "shop", path: "/product/WS000012", mode: "javascript" },
    { label: "/products (JavaScript off)", app: "shop", path: "/products", mode: "no-javascript" },
    { label: "/products (Lite mode)", app: "shop", path: "/products", mode: "lite" },
  ];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // Trust the generated certificate as a real one: Chromium keeps nothing in its cache from a
    // site whose certificate it refused, and repeat visits over HTTP/2 would measure no cache.
    args: [`--ignore-certificate-errors-spki-list=${certificateSpkiHash(scratch)}`],
  });
  console.info(
    `\nSlow 3G (2 s per request, 400 kbps), ${CPU_SLOWDOWN}x slower CPU, 360 px; medians of ${runs} runs; times in seconds`,
  );
  for (const protocol of only ? [] : (["http/1.1", "h2"] as const)) {
    for (const visit of ["first", "repeat"] as const) {
      console.info(`\n${protocol}, ${visit} visit`);
      console.info(
        "page                            paint  ratio   load  hydrated  ratio  requests  round trips  document  css  script  image  other (KB)",
      );
      let emptyPaint = 0;
      let emptyHydrated = 0;
      for (const item of cases) {
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run++) {
          samples.push(
            await measure(browser, `${base(protocol, item.app)}${item.path}`, item.mode, visit === "repeat"),
          );
        }
        const paint = median(samples.map((sample) => sample.firstPaint)) / 1000;
        const load = median(samples.map((sample) => sample.load)) / 1000;
        const hydratedValues = samples
          .map((sample) => sample.hydrated)
          .filter((value): value is number => value !== null);
        const hydrated = hydratedValues.length > 0 ? median(hydratedValues) / 1000 : null;
        if (item.app === "empty") {
          emptyPaint = paint;
          emptyHydrated = hydrated ?? 0;
        }
        const kb = (type: string) => (median(samples.map((sample) => sample.bytes[type] ?? 0)) / 1024).toFixed(1);
        console.info(
          [
            item.label.padEnd(30),
            paint.toFixed(1).padStart(6),
            `${(paint / (emptyPaint || paint)).toFixed(2)}x`.padStart(6),
            load.toFixed(1).padStart(6),
            (hydrated === null ? "-" : hydrated.toFixed(1)).padStart(9),
            (hydrated === null ? "" : `${(hydrated / (emptyHydrated || hydrated)).toFixed(2)}x`).padStart(6),
            String(median(samples.map((sample) => sample.requests))).padStart(9),
            String(median(samples.map((sample) => sample.roundTrips))).padStart(12),
            kb("document").padStart(9),
            kb("css").padStart(4),
            kb("script").padStart(7),
            kb("image").padStart(6),
            kb("other").padStart(6),
          ].join(" "),
        );
      }
    }
  }
  for (const protocol of only === "tap" ? [] : (["http/1.1", "h2"] as const)) {
    console.info(`\n${protocol}, a link from / to /products on a warm cache (seconds from the tap)`);
    console.info("how                             page shown  first screenful's pictures");
    for (const javaScript of [true, false]) {
      const samples: Navigation[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await measureNavigation(browser, base(protocol, "shop"), javaScript));
      console.info(
        [
          (javaScript ? "client-side (JavaScript)" : "page load (JavaScript off)").padEnd(30),
          (median(samples.map((sample) => sample.shown)) / 1000).toFixed(1).padStart(12),
          (median(samples.map((sample) => sample.imagesShown)) / 1000).toFixed(1).padStart(28),
        ].join(" "),
      );
    }
  }
  console.info(
    `\nA tap on the first card's "Add to cart" on /products, ${CPU_SLOWDOWN}x slower CPU, fast network, HTTP/1.1; medians of ${runs} runs`,
  );
  const interfaceHeight = await interfaceHeightOf(browser);
  console.info(
    `the browser's interface takes ${interfaceHeight} px of its window: each tap's window is that much taller`,
  );
  console.info(`load average at the start: ${loadAverage()}`);
  console.info(
    `when                         interaction to next paint (ms)  target ${INP_TARGET_MS} ms  input delay  processing  presentation  hydrated at the tap  outcome shown (ms)  each run's INP (ms)`,
  );
  const builds = [{ label: "", origin: base("http/1.1", "shop") }];
  if (baseline) {
    const other = await startScratchShop("network-baseline", {}, path.resolve(baseline));
    children.push(...other.children);
    builds.push({ label: " (baseline)", origin: `http://localhost:${other.port}` });
  }
  for (const when of ["during hydration", "after hydration"] as const) {
    const taps = builds.map((): Tap[] => []);
    for (let run = 0; run < runs; run++) {
      // Alternating, and each build first every other run: a busy stretch falls on both.
      const order = run % 2 === 0 ? builds.map((_, index) => index) : builds.map((_, index) => index).reverse();
      for (const index of order)
        taps[index]?.push(await measureAddToCartTap(browser, builds[index]?.origin ?? "", when, interfaceHeight));
    }
    for (const [index, build] of builds.entries()) printTaps(`${when}${build.label}`, taps[index] ?? [], runs);
  }
  console.info(`load average at the end: ${loadAverage()} (the machine's cores: ${os.cpus().length})`);
  await browser.close();
  shopFront.close();
  emptyFront.close();
}
