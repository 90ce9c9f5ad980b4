/**
 * Loaded into the remix-serve process: `npm run build` bundles it to build/http-guard.mjs and
 * `npm run serve:app` preloads that with NODE_OPTIONS="--import ./build/http-guard.mjs". remix-serve has no middleware hook, and Remix refuses a foreign-origin
 * form post itself but with a bare 500. This wraps the HTTP server's request listener so that:
 *  - a state-changing request from another site gets 403 and a short message, before Remix or
 *    any action sees it; but for a POST that may be RFC 8058's one-click unsubscribe (a mail
 *    provider's server posting to the unsubscribe address with its token), which goes on without
 *    its Origin and marked as cross-site, for the action to judge by its body (decision 0063);
 *  - every response, static files included, carries at least nosniff (and HSTS over https); the
 *    app's own headers win, and pages and data responses get the full set from the app;
 *  - a body larger than its form may be (body-limits.ts) gets 413 before a byte of it is read;
 *  - the client's address is worked out once (client-address.ts) and handed to the app;
 *  - a storefront page for a visitor without an account, cart or message may be answered from
 *    the shared-page cache (shared-page-cache.server.ts, decision 0059);
 *  - responses are compressed here, the build's scripts and stylesheet sent as the build
 *    compressed them (response-compression.server.ts, decision 0085);
 *  - every request gets an id (X-Request-Id, request-id.ts) and one JSON access line (decision 0102);
 *  - an address Express or Remix would choke on (`/%5c`, a bad percent-encoding) gets the shop's
 *    not-found page, a Host header that is no host a 400, TRACE a 405 (request-target.ts);
 *  - in remix-serve, SIGTERM and SIGINT stop the shop cleanly (shutdown.server.ts, decision 0102):
 *    no new connections, the requests in flight answered (with `Connection: close`), the background
 *    work stopped, the database closed, exit 0.
 * docs/decisions/0005 explains why it is done here.
 */
import fs from "node:fs";
import http from "node:http";
import Module, { createRequire } from "node:module";
import { mayBeOneClickUnsubscribe } from "../app/newsletter/one-click-unsubscribe";
import { judgeBody } from "../app/platform/body-limits";
import { CLIENT_ADDRESS_HEADER, clientAddress, trustsForwardedHost } from "../app/platform/client-address";
import { CROSS_SITE_MESSAGE, CROSS_SITE_ORIGIN_HEADER, isCrossSiteSubmission } from "../app/platform/cross-site";
import { env } from "../app/platform/env.server";
import { logAccess, logger, ROUTE_HEADER } from "../app/platform/logger.server";
import { REQUEST_ID_HEADER, requestIdFor } from "../app/platform/request-id";
import { observeResponse } from "../app/platform/request-metrics";
import { isForbiddenMethod, judgeRequestTarget, METHOD_NOT_ALLOWED_MESSAGE } from "../app/platform/request-target";
import { withCompression } from "../app/platform/response-compression.server";
import { createNonce, staticFileSecurityHeaders } from "../app/platform/security-headers.server";
import { withSharedPageCache } from "../app/platform/shared-page-cache.server";
import { STOP_TIMES, stopTheShop } from "../app/platform/shutdown.server";

type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const config = env();
const appHost = new URL(config.APP_URL).host;
// Remix sets the full set on pages and data; this covers what it does not answer: static files.
const baseHeaders = Object.entries(staticFileSecurityHeaders({ https: config.isHttps }));

function headerOf(request: http.IncomingMessage) {
  return (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

/** The servers this process listens with, and its requests not yet answered: what a stop drains. */
const servers = new Set<http.Server>();
let inFlight = 0;
let stopping = false;
let onAllAnswered: (() => void) | null = null;

function guard(app: Listener): Listener {
  const listener = withCompression(
    withSharedPageCache(app, {
      databasePath: config.DATABASE_PATH,
      // Off in development: a rebuilt app must show its change on the next page.
      maxAgeSeconds: config.isProduction ? config.PAGE_CACHE_SECONDS : 0,
      createNonce,
    }),
    { buildDirectory: "public/build" },
  );
  return (request, response) => {
    const started = performance.now();
    observeResponse(request, response, started);
    // Every request gets its id (request-id.ts): to the app, back to the client, in the access line.
    const requestId = requestIdFor(headerOf(request), config.trustProxy);
    request.headers[REQUEST_ID_HEADER] = requestId;
    const askedPath = ((request.url ?? "/").split("?", 1)[0] ?? "/").slice(0, 500);
    let route: string | null = null;
    inFlight++;
    response.once("close", () => {
      inFlight--;
      logAccess({
        requestId,
        method: request.method ?? "GET",
        path: askedPath,
        route,
        status: response.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(response.writableFinished ? {} : { aborted: true as const }),
      });
      if (inFlight === 0) onAllAnswered?.();
    });
    const writeHead = response.writeHead;
    response.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of baseHeaders) if (!this.hasHeader(name)) this.setHeader(name, value);
      // The route the app named, and never another request's id (a page from the shared cache
      // carries the headers it was stored with).
      let cacheControl = String(this.getHeader("cache-control") ?? "");
      for (const arg of args) {
        if (typeof arg !== "object" || arg === null || Array.isArray(arg)) continue;
        for (const name of Object.keys(arg)) {
          const lower = name.toLowerCase();
          if (lower === ROUTE_HEADER) route = String((arg as Record<string, unknown>)[name]);
          if (lower === "cache-control") cacheControl = String((arg as Record<string, unknown>)[name]);
          if (lower === ROUTE_HEADER || lower === REQUEST_ID_HEADER) delete (arg as Record<string, unknown>)[name];
        }
      }
      const named = this.getHeader(ROUTE_HEADER);
      if (named !== undefined) route = String(named);
      this.removeHeader(ROUTE_HEADER);
      // Not on a file named by its content (scripts, the stylesheet, pictures: immutable), where
      // nobody quotes it and a purchase's forty would cost 1.4 KB (decision 0101); the access line
      // has it.
      if (cacheControl.includes("immutable")) this.removeHeader("X-Request-Id");
      else this.setHeader("X-Request-Id", requestId);
      // Stopping: the connection is not kept for another request.
      if (stopping) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;

    // An address a visitor typed that Express or Remix would choke on (request-target.ts).
    const target = judgeRequestTarget(request.url ?? "/", headerOf(request)("host"));
    if (target.kind === "bad-host") {
      response.writeHead(400, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      });
      response.end(target.message);
      return;
    }
    request.url = target.url;
    if (isForbiddenMethod(request.method ?? "GET")) {
      response.writeHead(405, {
        Allow: "GET, HEAD, POST",
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      });
      response.end(METHOD_NOT_ALLOWED_MESSAGE);
      return;
    }

    // The app reads the client's address from this header only: it is always ours, never the client's.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
      headerOf(request),
      request.socket.remoteAddress,
      config.trustProxy,
    );
    delete request.headers[CROSS_SITE_ORIGIN_HEADER];
    if (
      isCrossSiteSubmission(request.method ?? "GET", headerOf(request), appHost, trustsForwardedHost(config.trustProxy))
    ) {
      if (mayBeOneClickUnsubscribe(request.method ?? "GET", request.url ?? "/", headerOf(request)("content-type"))) {
        // Remix refuses a foreign Origin with a bare 500: the action sees the mark instead.
        request.headers[CROSS_SITE_ORIGIN_HEADER] = headerOf(request)("origin") ?? "unknown";
        delete request.headers.origin;
        delete request.headers["sec-fetch-site"];
      } else {
        response.writeHead(403, {
          "Content-Type": "text/plain; charset=utf-8",
          "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        });
        response.end(CROSS_SITE_MESSAGE);
        return;
      }
    }
    // A body is judged by its announced length before a byte of it is read.
    const verdict = judgeBody({
      path: (request.url ?? "/").split("?")[0] ?? "/",
      contentLength: headerOf(request)("content-length"),
      contentType: headerOf(request)("content-type"),
      chunked: /chunked/i.test(headerOf(request)("transfer-encoding") ?? ""),
    });
    if (!verdict.ok) {
      response.writeHead(verdict.status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        // The unread body stays behind on the connection: close it rather than read it.
        Connection: "close",
      });
      response.end(verdict.message);
      return;
    }
    listener(request, response);
  };
}

/**
 * Stops taking connections and waits up to `graceMs` for the requests in flight; connections
 * still open then are closed.
 */
async function drainRequests(graceMs: number): Promise<void> {
  for (const server of servers) {
    if (server.listening) server.close();
    // Kept-alive connections with no request on them go now; the others after their answer.
    server.closeIdleConnections();
  }
  if (inFlight > 0) {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      onAllAnswered = resolve;
      timer = setTimeout(() => {
        logger.warn("Requests still unanswered at the stop were cut", { requests: inFlight });
        resolve();
      }, graceMs);
    });
    clearTimeout(timer);
  }
  for (const server of servers) server.closeAllConnections();
}

/** SIGTERM (Fly, docker stop) or SIGINT (fly.toml kill_signal, through LiteFS; Ctrl-C): a clean stop. */
function stopOnSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    logger.info("Already stopping", { signal });
    return;
  }
  stopping = true;
  const started = performance.now();
  logger.info("Stopping", { signal, requestsInFlight: inFlight });
  // Whatever still runs at the deadline is cut, before Fly's kill_timeout does it.
  setTimeout(() => {
    logger.error("The stop did not finish in time: exiting", { afterMs: STOP_TIMES.deadlineMs });
    process.exit(1);
  }, STOP_TIMES.deadlineMs).unref();
  stopTheShop(drainRequests)
    .then(() => {
      logger.info("Stopped", { ms: Math.round(performance.now() - started) });
      // Everything of the shop's that kept the process alive is stopped. What remains is Remix's:
      // single fetch starts a 4.95 s timer for every page it renders and clears it only when the
      // request is aborted (server-runtime single-fetch.js, encodeViaTurboStream), so the process
      // would linger up to 5 s after the last page. Nothing is left to wait for: exit now.
      process.exit(0);
    })
    .catch((error: unknown) => {
      logger.error("The stop failed", {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    });
}

/**
 * Only in remix-serve (not in a test that loads the guard): the stop is ours. remix-serve's own
 * handlers (cli.js: `process.once(signal, () => server.close(console.error))`) are registered
 * right after it calls listen, so they are removed once it listens; ours does what they did and
 * the rest.
 */
const inRemixServe = /remix-serve|@remix-run[\\/]serve/.test(process.argv[1] ?? "");
if (inRemixServe) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, stopOnSignal);
}

/**
 * remix-serve logs each request with morgan's "tiny" format (`GET /products 200 - - 12.3 ms`), a
 * second, unsearchable line beside the guard's JSON access line: it is given a morgan that logs
 * nothing, put in the module cache before remix-serve requires it.
 */
function silenceMorgan(): void {
  try {
    const fromServe = createRequire(fs.realpathSync(process.argv[1] ?? ""));
    const file = fromServe.resolve("morgan");
    const silent = new Module(file);
    silent.filename = file;
    silent.loaded = true;
    silent.exports = () => (_request: unknown, _response: unknown, next: () => void) => next();
    fromServe.cache[file] = silent;
  } catch (error) {
    logger.warn("remix-serve's request log could not be silenced", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
if (inRemixServe) silenceMorgan();

function takeOverSignals(): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    for (const listener of process.listeners(signal)) {
      if (listener !== stopOnSignal) process.removeListener(signal, listener as (...args: unknown[]) => void);
    }
  }
}

const createServer = http.createServer;
http.createServer = ((...args: unknown[]) => {
  const index = args.findIndex((arg) => typeof arg === "function");
  if (index >= 0) args[index] = guard(args[index] as Listener);
  const server = (createServer as (...a: unknown[]) => http.Server)(...args);
  servers.add(server);
  if (inRemixServe) server.once("listening", takeOverSignals);
  return server;
}) as typeof http.createServer;
