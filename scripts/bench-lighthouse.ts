/**
 * npm run bench -- --lighthouse [--runs 5] [--pages /,/products]: Lighthouse's mobile Performance
 * of the shop's storefront pages, beside a minimal static page in the same run.
 *
 * Lighthouse (pinned to 12.2.3: 13 wants Node 22) is not among the shop's dependencies, so CI's
 * `npm ci` never fetches it: it has its own install in bench/lighthouse, made on first use with
 * `npm ci --prefix bench/lighthouse`. It drives Debian's Chromium (CHROME_PATH, else
 * /usr/bin/chromium) headless with Lighthouse's mobile defaults: a Moto G Power's screen, 4x slower
 * CPU, simulated 150 ms / 1.6 Mbps. Each page is measured `runs` times in turn (the pages
 * alternate, so a busy stretch of the machine falls on all of them) and the median run by
 * Performance is printed: its score, its total blocking time, and its three audits that cost the
 * most. The minimal static page (a heading and a paragraph) scores 100 with no blocking on a quiet
 * machine: when it does not, the machine was busy and every figure of the run is worse by as much.
 *
 * Needs the production build (`npm run build`). Uses a scratch copy of the demo database.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startScratchShop } from "./bench-server";

const LIGHTHOUSE_DIR = path.resolve("bench/lighthouse");

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
};
type LighthouseResult = {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
};
type RunLighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseResult } | undefined>;
type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<{
  port: number;
  kill: () => void;
}>;

/** Lighthouse and chrome-launcher from bench/lighthouse, installed from its lock if missing. */
async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launch: LaunchChrome }> {
  if (!fs.existsSync(path.join(LIGHTHOUSE_DIR, "node_modules/lighthouse"))) {
    console.info("Installing Lighthouse in bench/lighthouse (npm ci, once)...");
    execFileSync("npm", ["ci", "--prefix", LIGHTHOUSE_DIR, "--no-audit", "--no-fund"], { stdio: "inherit" });
  }
  const entry = (name: string, file: string) =>
    pathToFileURL(path.join(LIGHTHOUSE_DIR, "node_modules", name, file)).href;
  const lighthouse = (await import(entry("lighthouse", "core/index.js"))).default as RunLighthouse;
  const { launch } = (await import(entry("chrome-launcher", "dist/index.js"))) as { launch: LaunchChrome };
  return { lighthouse, launch };
}

/** The yardstick: a minimal static page, no script, no stylesheet, no picture. */
async function staticPage(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Baseline</title></head><body><h1>Baseline</h1><p>A minimal static page.</p></body></html>";
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

/** The audits that cost the most: failing ones by the blocking time and paint they could save, then by score. */
function topAudits(result: LighthouseResult, count: number): string[] {
  return Object.values(result.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !["informative", "manual", "notApplicable", "error"].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => {
      const savings = (audit: Audit) =>
        (audit.metricSavings?.TBT ?? 0) + (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0);
      return savings(b) - savings(a) || (a.score ?? 0) - (b.score ?? 0);
    })
    .slice(0, count)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}

export async function runLighthouseBench({ runs, pages }: { runs: number; pages?: string[] }): Promise<void> {
  const { lighthouse, launch } = await loadLighthouse();
  const { port } = await startScratchShop("lighthouse");
  const baseline = await staticPage();
  const shop = `http://localhost:${port}`;
  const productCode = "WS000012";
  const cases = [
    { label: "minimal static page", url: baseline.url },
    ...(pages ?? ["/", "/products", `/product/${productCode}`, "/cart", "/login", "/blog", "/about"]).map((page) => ({
      label: page,
      url: `${shop}${page}`,
    })),
  ];
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results = new Map<string, LighthouseResult[]>(cases.map((item) => [item.label, []]));
  try {
    // Warm the server (its page cache, the pictures' variants) so run 1 measures the page, not the start.
    for (const item of cases) await fetch(item.url).then((response) => response.arrayBuffer());
    for (let run = 0; run < runs; run++) {
      for (const item of cases) {
        const outcome = await lighthouse(item.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (outcome) results.get(item.label)?.push(outcome.lhr);
      }
      console.info(`run ${run + 1} of ${runs} done`);
    }
  } finally {
    chrome.kill();
    baseline.close();
  }
  console.info(
    `\nLighthouse 12.2.3, mobile defaults (4x slower CPU, simulated 150 ms / 1.6 Mbps), median of ${runs} runs by Performance`,
  );
  console.info("page                  Performance  all runs          blocking ms  DOM elements  top audits");
  for (const item of cases) {
    const lhrs = [...(results.get(item.label) ?? [])].sort(
      (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
    );
    const middle = lhrs[Math.floor(lhrs.length / 2)];
    if (!middle) {
      console.info(`${item.label.padEnd(22)} no result`);
      continue;
    }
    const score = (lhr: LighthouseResult) => Math.round((lhr.categories.performance.score ?? 0) * 100);
    const tbts = lhrs.map((lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? 0).sort((a, b) => a - b);
    console.info(
      [
        item.label.padEnd(22),
        String(score(middle)).padStart(11),
        ` ${lhrs.map(score).join(",")}`.padEnd(17),
        String(Math.round(tbts[Math.floor(tbts.length / 2)] ?? 0)).padStart(12),
        String(middle.audits["dom-size"]?.numericValue ?? "-").padStart(13),
        ` ${middle.runtimeError ? `Lighthouse failed: ${middle.runtimeError.code}` : topAudits(middle, 3).join("; ") || "-"}`,
      ].join(" "),
    );
  }
  console.info(
    "(blocking ms: median of the runs' total blocking time; the static page shows how busy the machine was)",
  );
}
