import { Link, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import type { Values } from "~/platform/translate";
import { useErrorWords } from "./error-words";
import { RequestReference } from "./request-id";
import { StaticIsland } from "./static-island";
import { useTranslation } from "./translation";

/**
 * The error pages' words in English, by their catalogue ids (`content:error.*`, the same words as
 * `app/locales/en/content.json`): what the back office shows (staff screens stay English), and
 * what a page rendered in the browser shows when it holds no catalogue of these words.
 */
const ENGLISH: Record<string, string> = {
  "content:error.notFound.title": "Page not found",
  "content:error.notFound.heading": "Oops! Page not found",
  "content:error.home": "Return to Home",
  "content:error.400": "That request could not be understood",
  "content:error.401": "Please sign in",
  "content:error.403": "You do not have access to this page",
  "content:error.405": "That action is not allowed here",
  "content:error.413": "That is too large to send",
  "content:error.415": "This page takes a form, not that kind of content",
  "content:error.429": "Too many requests: please wait a moment",
  "content:error.clientError": "That request could not be handled",
  "content:error.serverError": "Something went wrong on our side",
  "content:error.serverAdvice": "We have been told about it. Please try again in a minute, or phone the store.",
  "content:error.clientAdvice": "Please go back and try again.",
  "content:error.reference": "Quote this reference: {{id}}",
};

/** The error words' English, for tests that compare it with the catalogue. */
export const ENGLISH_ERROR_WORDS: Readonly<Record<string, string>> = ENGLISH;

function english(id: string, values?: Values): string {
  const text = ENGLISH[id] ?? id;
  return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

const FRIENDLY = new Set([400, 401, 403, 405, 413, 415, 429]);

/** The title's catalogue id: a 4xx is the request's fault, not the shop's, and never says something went wrong on our side. */
function errorTitleId(status: number): string {
  if (FRIENDLY.has(status)) return `content:error.${status}`;
  return status >= 400 && status < 500 ? "content:error.clientError" : "content:error.serverError";
}

/** The title in English (the back office's pages). */
export function errorTitle(status: number): string {
  return english(errorTitleId(status));
}

/** Whether the browser already reloaded this address for its error page's words. */
const RELOADED = "error-page-reloaded";

const noSubscription = () => () => {};

/** True for a page the server rendered (on the server, and in the browser while hydrating it). */
function useRenderedByServer(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [byServer] = useState(hydrating);
  return byServer;
}

/**
 * `t` for an error page: English on the back office's pages; elsewhere the request's language
 * (error-words.tsx). An Afrikaans page the browser rendered without the words (a client-side
 * navigation that failed) asks the server for the page once, which renders them.
 */
function useErrorPageWords(): (id: string, values?: Values) => string {
  const staff = useLocation().pathname.startsWith("/admin");
  const { t, known } = useErrorWords();
  const { language } = useTranslation();
  // A page the server rendered keeps its words (ErrorPageFrame): nothing to fetch.
  const byServer = useRenderedByServer();
  const reload = !byServer && !staff && !known && language !== "en";
  useEffect(() => {
    if (!reload) return;
    const address = window.location.href;
    if (window.sessionStorage.getItem(RELOADED) === address) return;
    window.sessionStorage.setItem(RELOADED, address);
    window.location.reload();
  }, [reload]);
  return staff || !known ? english : t;
}

/**
 * The error page's content as the server rendered it: the browser keeps that HTML as it hydrates
 * (a static island), so the words the server chose from the request stay, with or without the
 * page's catalogues in the browser.
 */
function ErrorPageFrame({ children }: { children: ReactNode }) {
  return (
    <StaticIsland id="error-page" className="py-16 text-center">
      {children}
    </StaticIsland>
  );
}

function HomeLink({ t }: { t: (id: string) => string }) {
  return (
    <p className="mt-6">
      <Link to="/" className="font-semibold">
        {t("content:error.home")}
      </Link>
    </p>
  );
}

/** The page for any unknown address (accounts spec: 'Oops! Page not found'). */
export function NotFound() {
  const t = useErrorPageWords();
  return (
    <ErrorPageFrame>
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("content:error.notFound.heading")}</h1>
      <HomeLink t={t} />
    </ErrorPageFrame>
  );
}

/** A refusal thrown as a catalogue key ("content:lite.choose") rather than words (decision 0110). */
const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.-]+$/;

/**
 * Errors never show a stack trace: a friendly message and a way back. For a 4xx, `message` is the
 * refusal's own words (the text of the Response thrown), when it has some: words as they are, or a
 * catalogue key said in the page's language.
 */
export function ServerError({ status, message }: { status: number; message?: string }) {
  const t = useErrorPageWords();
  const clientError = status >= 400 && status < 500;
  return (
    <ErrorPageFrame>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t(errorTitleId(status))}</h1>
      {clientError && message ? (
        <p className="mt-2 text-stone-700">{MESSAGE_KEY.test(message) ? t(message) : message}</p>
      ) : null}
      <p className="mt-2 text-stone-700">
        {status >= 500 ? t("content:error.serverAdvice") : t("content:error.clientAdvice")}
      </p>
      <RequestReference text={(id) => t("content:error.reference", { id })} />
      <HomeLink t={t} />
    </ErrorPageFrame>
  );
}
