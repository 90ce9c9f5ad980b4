import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable, createRequestHandler, type ServerBuild } from "@remix-run/node";
import * as entry from "~/entry.server";
import * as root from "~/root";

/**
 * Remix's own request handler, in this process, over the real entry (app/entry.server.tsx), the
 * real root and the route modules given: for what happens between a route module and the
 * answer (error boundaries, handleError, the status). The browser assets are left out: no page
 * here is meant for a browser.
 */
type RouteModule = Record<string, unknown>;

export function remixApp(routes: { id: string; parentId: string; path: string; module: RouteModule }[]) {
  const all = [
    { id: "root", parentId: undefined as string | undefined, path: "", module: root as RouteModule },
    ...routes,
  ];
  const build = {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(
      all.map((route) => [
        route.id,
        {
          id: route.id,
          parentId: route.parentId,
          path: route.path,
          index: undefined,
          caseSensitive: undefined,
          module: route.module,
        },
      ]),
    ),
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: Object.fromEntries(
        all.map((route) => [
          route.id,
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            module: `/build/${route.id}.js`,
            imports: [],
            hasAction: typeof route.module.action === "function",
            hasLoader: typeof route.module.loader === "function",
            hasClientAction: false,
            hasClientLoader: false,
            hasErrorBoundary: typeof route.module.ErrorBoundary === "function",
          },
        ]),
      ),
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
    },
    isSpaMode: false,
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

/**
 * A Remix handler served over HTTP as remix-serve serves the app (the request's headers as Node
 * has them, so a wrapper such as the HTTP guard can change them first), on a free port.
 */
export async function serveOverHttp(handle: (request: Request) => Promise<Response>) {
  const server = http.createServer(async (incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      for (const one of Array.isArray(value) ? value : value ? [value] : []) headers.append(name, one);
    }
    const method = incoming.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? undefined : createReadableStreamFromReadable(incoming);
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
      method,
      headers,
      body,
      duplex: "half",
    } as RequestInit);
    const response = await handle(request);
    outgoing.writeHead(response.status, [...response.headers].flat());
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * A page's words as a person reads them, rendered by `remixApp`'s handler: the main content's
 * text (the whole page when it has no <main>), scripts and tags left out, spaces joined.
 */
export async function renderedText(
  handle: (request: Request) => Promise<Response>,
  path: string,
  cookie: string,
): Promise<string> {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } }));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
