import http from "node:http";
import client from "prom-client";
import { logger } from "./logger.server";

/**
 * The shop's Prometheus metrics (decision 0104), on prom-client's one registry per process. The
 * HTTP guard (build/http-guard.mjs) and the Remix build are two bundles in one process, each with
 * its own copy of this module but the same prom-client from node_modules: so every metric is made
 * through `metric()`, which hands back the one already registered under its name, and the
 * process-wide state lives on globalThis.
 */
export const registry = client.register;

type Shared = { defaultsCollected?: boolean; metricsServerStarted?: boolean };
const shared = globalThis as unknown as { __shopMetrics?: Shared };
function state(): Shared {
  shared.__shopMetrics ??= {};
  return shared.__shopMetrics;
}

/** The metric registered under `name`, made by `make` the first time it is asked for. */
export function metric<T extends client.Metric>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

/** Node's own figures (resident memory, heap, event-loop lag, ...), once per process. */
export function collectProcessMetrics(): void {
  const shared = state();
  if (shared.defaultsCollected) return;
  shared.defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry });
}

/** The metrics as Prometheus reads them (the text exposition format). */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

export type MetricsServerOptions = { port: number; host?: string; path?: string };

/**
 * A tiny HTTP server of its own for the metrics, on a port the public never reaches: on Fly it
 * listens on the machine's private network, where Fly's scraper reads it (fly.toml `[metrics]`);
 * only `[http_service]`'s port is published. Answers GET `path` and 404 otherwise. A port already
 * taken is logged, never fatal: the shop runs on without its metrics.
 */
export function startMetricsServer(options: MetricsServerOptions): Promise<http.Server> {
  const path = options.path ?? "/metrics";
  collectProcessMetrics();
  // http.Server itself, not http.createServer, which the HTTP guard wraps: a scrape is no shop request.
  const server = new http.Server((request, response) => {
    const url = new URL(request.url ?? "/", "http://metrics.internal");
    if (url.pathname !== path || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metricsText().then(
      ({ contentType, body }) => {
        response.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        logger.warn("Metrics could not be read", { error: String(error) });
        response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics unavailable\n");
      },
    );
  });
  // Never keeps the process alive on its own: the shop's stop does not wait for it.
  server.unref();
  return new Promise((resolve) => {
    server.once("error", (error) => {
      logger.warn("The metrics server could not start", { port: options.port, error: String(error) });
      resolve(server);
    });
    server.listen(options.port, options.host ?? "::", () => {
      logger.info("Metrics served", { port: options.port, path });
      resolve(server);
    });
  });
}

/** Starts the metrics server once per process (a development rebuild reloads the app, not the port). */
export function startMetricsServerOnce(options: MetricsServerOptions): void {
  const shared = state();
  if (shared.metricsServerStarted) return;
  shared.metricsServerStarted = true;
  void startMetricsServer(options);
}
