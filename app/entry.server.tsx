import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { startSystemMetrics } from "~/admin/system-metrics.server";
import { backgroundWork } from "~/background-work.server";
import { CATALOGUES, type Namespace } from "~/locales/catalogues.server";
import { translatorFor } from "~/locales/translator.server";
import { startBackgroundWork } from "~/platform/background.server";
import { closeDatabase } from "~/platform/db.server";
import { withTrailingContentInBody } from "~/platform/document-end";
import { env } from "~/platform/env.server";
import { stylesheetForPage } from "~/platform/inline-stylesheet.server";
import { requestLanguage } from "~/platform/language.server";
import { applyNetworkHintHeaders } from "~/platform/lite-mode.server";
import { logger, ROUTE_HEADER } from "~/platform/logger.server";
import { NonceProvider } from "~/platform/nonce";
import { isClientError, logRequestError } from "~/platform/request-errors.server";
import { REQUEST_ID_HEADER } from "~/platform/request-id";
import { applyDataSecurityHeaders, applySecurityHeaders, createNonce } from "~/platform/security-headers.server";
import { holdServingLock, releaseServingLock } from "~/platform/serving-lock.server";
import { onStop } from "~/platform/shutdown.server";
import { consumeShownToast } from "~/platform/toast.server";
import { ErrorWordsProvider } from "~/ui/error-words";
import { RequestIdProvider } from "~/ui/request-id";
import { InlineStylesheetProvider } from "~/ui/shop-stylesheet";
import stylesheetHref from "./tailwind.css";

const ABORT_DELAY = 5_000;

// Held while this server runs, so `npm run db:restore` refuses to replace the file under it.
holdServingLock(env().DATABASE_PATH);
startBackgroundWork(backgroundWork);
startSystemMetrics();
// The last step of a stop (decision 0102), once the requests and the background work are done.
onStop(
  "database",
  async () => {
    await closeDatabase();
    releaseServingLock(env().DATABASE_PATH);
  },
  "last",
);

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  applyDataSecurityHeaders(response.headers);
  // The root's data with a toast in it, on its way to the browser (a client-side navigation's or a
  // revalidation's data): the toast is shown, so used up. A redirect carries no root data, no mark.
  await consumeShownToast(request, response.headers);
  return response;
};

/**
 * Every error Remix meets on the server (a thrown Response it passes on, a failed loader, action
 * or render): 4xx at info, the rest at error (request-errors.server.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, { nonce });
  // The page's route, for the request's access line (the guard reads and removes it).
  const route = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (route) responseHeaders.set(ROUTE_HEADER, route);
  applyNetworkHintHeaders(responseHeaders);
  // A page's language follows the browser's Accept-Language and the `lang` cookie (decision 0110).
  responseHeaders.append("Vary", "Accept-Language");
  // A rendered page that shows the flashed toast uses it up (a redirect never renders).
  await consumeShownToast(request, responseHeaders);
  const stylesheet = await stylesheetForPage(request, stylesheetHref);
  // An error page's words, in the request's language, whatever data the page has (ui/error-words.tsx):
  // its own (`content:error.*`) and a refusal thrown as a catalogue key, of any namespace.
  const errorWords = translatorFor(requestLanguage(request), Object.keys(CATALOGUES.en) as Namespace[]);
  if (stylesheet.setCookie) responseHeaders.append("Set-Cookie", stylesheet.setCookie);

  // The whole document is rendered, then sent as one body. No page streams data (no defer or
  // Suspense), and a streamed body reaches the compressor in small flushed pieces: measured on
  // /products, 39.8 KB gzipped as streamed against 12.8 KB as one body. On a slow, paid-for
  // connection the bytes matter more than the first byte a few milliseconds sooner.
  return new Promise<Response>((resolve, reject) => {
    // Cleared as soon as the page is rendered: a pending timer keeps the whole render (the page's
    // text and buffers) alive for its five seconds; under load that held hundreds of finished
    // pages at once (the server grew from 141 MB to 482 MB in 30 s of /products).
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const rendered = () => clearTimeout(abortTimer);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={request.headers.get(REQUEST_ID_HEADER)}>
          <ErrorWordsProvider value={errorWords}>
            <InlineStylesheetProvider value={stylesheet.css}>
              <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
            </InlineStylesheetProvider>
          </ErrorWordsProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            rendered();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const page = withTrailingContentInBody(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", (error) => {
            rendered();
            reject(error);
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          rendered();
          reject(error);
        },
        onError(error: unknown) {
          // An error boundary passing a 4xx on to its parent (admin.stock-levels.tsx) is no failure:
          // Remix renders the parent's boundary with that status, and handleError logs it at info.
          if (isClientError(error)) return;
          responseStatusCode = 500;
          logger.error("Rendering a page failed", {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        },
      },
    );
    abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}
