import type http from "node:http";
import client from "prom-client";
import { metric } from "./metrics.server";

/**
 * Requests by route and status with their durations, and the shared-page cache's hits and misses
 * (decision 0104). The HTTP guard calls `observeResponse` once per request, so static files and
 * cached pages count too. The route is a bounded label, never the raw path: a visitor who asks for
 * a million different addresses makes no new series.
 */

/** Seconds: a cached page takes about a millisecond, a heavy admin list a second or more. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Labels kept at most; any further route counts as "other". */
export const MAX_ROUTE_LABELS = 120;

const requestDuration = () =>
  metric(
    "shop_http_request_duration_seconds",
    () =>
      new client.Histogram({
        name: "shop_http_request_duration_seconds",
        help: "Time from a request's arrival to the end of its answer, by route and status.",
        labelNames: ["route", "method", "status"],
        buckets: DURATION_BUCKETS,
      }),
  );

const pageCacheLookups = () =>
  metric(
    "shop_page_cache_lookups_total",
    () =>
      new client.Counter({
        name: "shop_page_cache_lookups_total",
        help: "Storefront pages the shared-page cache answered (hit) or rendered to keep (miss).",
        labelNames: ["result"],
      }),
  );

const seenRoutes = new Set<string>();

function bounded(route: string): string {
  if (seenRoutes.has(route)) return route;
  if (seenRoutes.size >= MAX_ROUTE_LABELS) return "other";
  seenRoutes.add(route);
  return route;
}

/** A word of a path that names a screen (lower-case words and dashes), not an id, slug or code. */
const SCREEN_WORD = /^[a-z][a-z-]{0,39}$/;

/**
 * The bounded label of a request's address: "static" for the build's and public files, "home",
 * the first word of a storefront address ("products", "account"), and the first two of a
 * back-office or account address when the second names a screen ("admin/orders",
 * "account/phone"). Ids and slugs never enter a label; 404s are all "not-found".
 */
export function routeLabel(url: string, status: number): string {
  if (status === 404) return "not-found";
  let pathname: string;
  try {
    pathname = new URL(url, "http://shop.internal").pathname;
  } catch {
    return "other";
  }
  if (pathname.startsWith("/build/") || /\.[a-z0-9]{1,5}$/i.test(pathname.split("/").pop() ?? "")) {
    if (pathname.startsWith("/uploads/")) return "uploads";
    if (pathname.startsWith("/img/")) return "img";
    return pathname === "/sitemap.xml" || pathname === "/products.xml" || pathname === "/robots.txt"
      ? pathname.slice(1)
      : "static";
  }
  const words = pathname.split("/").filter(Boolean);
  if (words.length === 0) return "home";
  const [first = "", second] = words;
  if (!SCREEN_WORD.test(first)) return "other";
  if ((first === "admin" || first === "account") && second && SCREEN_WORD.test(second)) return `${first}/${second}`;
  return first;
}

/** One answered request: its route label, status and milliseconds taken; `pageCache` from X-Page-Cache. */
export function observeRequest(route: string, status: number, ms: number, method = "GET", pageCache?: string): void {
  requestDuration().observe(
    { route: bounded(route), method: method === "GET" || method === "HEAD" ? method : "POST", status: String(status) },
    ms / 1000,
  );
  if (pageCache === "hit" || pageCache === "miss") pageCacheLookups().inc({ result: pageCache });
}

/**
 * Observes `response` when it has been sent (the guard's one call per request): the route label
 * from the address and status, the time since `startedAt` (performance.now()), and whether the
 * shared-page cache answered it.
 */
export function observeResponse(request: http.IncomingMessage, response: http.ServerResponse, startedAt: number): void {
  response.once("finish", () => {
    const cache = response.getHeader("x-page-cache");
    observeRequest(
      routeLabel(request.url ?? "/", response.statusCode),
      response.statusCode,
      performance.now() - startedAt,
      request.method ?? "GET",
      typeof cache === "string" ? cache : undefined,
    );
  });
}

/** The shared-page cache's hits and misses since the process started, as the System screen shows them. */
export async function pageCacheCounts(): Promise<{ hits: number; misses: number }> {
  const values = (await pageCacheLookups().get()).values;
  const count = (result: string) => values.find((value) => value.labels.result === result)?.value ?? 0;
  return { hits: count("hit"), misses: count("miss") };
}
