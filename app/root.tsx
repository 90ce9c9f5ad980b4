import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { getCurrentUser } from "~/accounts/auth.server";
import type { RootUserData } from "~/accounts/current-user";
import { isAdmin, isStaff, isSuperAdmin } from "~/accounts/roles";
import { displayName } from "~/accounts/users.server";
import { isPrintDocument } from "~/admin/meta";
import { cartItemCount, visitorCartId } from "~/cart/cart-count.server";
import { pageTextsFor } from "~/locales/catalogues.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { addressIn, LANGUAGES, languageTag } from "~/platform/language";
import { languageToRemember, requestLanguage } from "~/platform/language.server";
import { liteMode } from "~/platform/lite-mode.server";
import { useNonce } from "~/platform/nonce";
import { isDataFetch } from "~/platform/request.server";
import { MARK_SCRIPTS_RAN, scriptSupport } from "~/platform/script-support";
import { peekToast, TOAST_SHOWN_MARK } from "~/platform/toast.server";
import { readPublicShop } from "~/shop/shop-settings.server";
import { SiteFooter } from "~/shop/site-footer";
import { SiteHeader } from "~/shop/site-header";
import { type RootShopData, shopIn } from "~/shop/use-shop";
import { NotFound, ServerError } from "~/ui/error-pages";
import { HydrationBoundary } from "~/ui/hydration-boundary";
import type { RootUiData } from "~/ui/root-data";
import { ShopStylesheet, StylesheetPrefetch } from "~/ui/shop-stylesheet";
import { Toaster } from "~/ui/toaster";
import { type RootLanguageData, translateIn, useTranslation } from "~/ui/translation";
import stylesheet from "./tailwind.css";

// The stylesheet is not among the links: <ShopStylesheet> inlines it on a first visit.
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${shopIn(matches).name} | ${translateIn(matches, "site:meta.title")}` },
  { name: "description", content: translateIn(matches, "site:meta.description") },
];

/**
 * The accounts spec's global recovery redirect, for links that say type=recovery in the hash.
 * Once only: /reset-password sends a link without a valid token on to /forgot-password, and the
 * browser carries the hash along; redirecting from there again would bounce forever.
 */
const RECOVERY_HASH_REDIRECT = `if(/type=recovery/.test(location.hash)&&["/reset-password","/forgot-password"].indexOf(location.pathname)<0){location.replace("/reset-password"+location.search+location.hash)}`;

/**
 * Not after the password fields' breach check (BREACH_CHECK_ACTION in app/accounts/breach-check.ts,
 * posted on each blur): it changes nothing a loader reads, and with single fetch the root alone
 * would still cost the round trip. The address is written out rather than imported, so the root's
 * scripts take in no module of the registration pages'.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/register/password-check" ? false : defaultShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The same redirect for type=recovery in the query (the hash never reaches the server).
  if (url.searchParams.get("type") === "recovery" && url.pathname !== "/reset-password") {
    throw redirect(`/reset-password${url.search}`);
  }
  const [user, liteChoice, toast, cartId] = await Promise.all([
    getCurrentUser(request),
    liteMode(request),
    peekToast(request),
    visitorCartId(request),
  ]);
  const [cartCount, shop] = await Promise.all([
    cartItemCount(db(), user ? { userId: user.id } : { cartId }),
    // Only for a document: a client-side navigation keeps the shop its page has (use-shop.ts).
    // Its staff-written texts (tagline, hours, welcome) in the page's language (issue 49).
    isDataFetch(request) ? undefined : readPublicShop(db(), new Date(), requestLanguage(request)),
  ]);
  const scripts = scriptSupport(request.headers.get("Cookie"));
  const language = requestLanguage(request);
  const pathAndQuery = `${url.pathname}${url.search}`;
  const headers = new Headers();
  // The answer that carries this data to the browser uses the toast up (entry.server.tsx).
  if (toast) headers.append("Set-Cookie", TOAST_SHOWN_MARK);
  // A page asked for in a language (?lang=af) keeps the visitor in it on the pages that follow.
  const remember = languageToRemember(request);
  if (remember) headers.append("Set-Cookie", remember);
  return data(
    {
      user: user
        ? {
            id: user.id,
            email: user.email,
            name: displayName(user),
            roles: user.roles,
            isStaff: isStaff(user.roles),
            isAdmin: isAdmin(user.roles),
            isSuperAdmin: isSuperAdmin(user.roles),
          }
        : null,
      lite: liteChoice.lite,
      /** Scripts for a browser that runs them (decision 0101); none in Lite mode. */
      scripts: !liteChoice.lite && scripts.sendScripts,
      markScripts: !liteChoice.lite && scripts.markBrowser,
      /** Why Lite mode is on: the footer says so when the shop chose it for a slow network. */
      liteReason: liteChoice.reason ?? null,
      toast,
      cartCount,
      shop,
      language,
      // The texts every page shows, in its language; a client-side navigation keeps its document's.
      messages: isDataFetch(request) ? undefined : pageTextsFor(language, ["site", "card"]),
      /** The page in each language, for hreflang (decision 0110); x-default is the English one. */
      alternates: LANGUAGES.map((each) => ({
        hrefLang: languageTag(each),
        href: `${env().APP_URL}${addressIn(pathAndQuery, each)}`,
      })),
    } satisfies RootUiData & RootShopData & RootUserData & RootLanguageData & { cartCount: number },
    { headers },
  );
}

export type RootLoaderData = typeof loader;

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<RootLoaderData>("root");
  const nonce = useNonce();
  const location = useLocation();
  // A document to print (a tax invoice, a packing slip) prints without the site around it.
  const printHidden = isPrintDocument(useMatches()) ? "print:hidden" : undefined;
  const lite = rootData?.lite ?? false;
  // Without the root's data (an error page), scripts as usual.
  const scripts = rootData?.scripts ?? true;
  const headScript = [
    ...(lite ? [] : [RECOVERY_HASH_REDIRECT]),
    ...(rootData?.markScripts ? [MARK_SCRIPTS_RAN] : []),
  ].join(";");
  const searchTerm = new URLSearchParams(location.search).get("search") ?? "";
  const { language, t } = useTranslation();
  const alternates = rootData?.alternates ?? [];
  return (
    <html lang={languageTag(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#326222" />
        <Meta />
        {alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        {alternates[0] ? <link rel="alternate" hrefLang="x-default" href={alternates[0].href} /> : null}
        <ShopStylesheet href={stylesheet} />
        <Links />
        {headScript === "" ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed scripts of ours, allowed by the page's nonce.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
        )}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
        >
          {t("site:skipToContent")}
        </a>
        <div className={printHidden}>
          {/* The header, the footer, a list's cards and filters hydrate each on their own (decision 0088). */}
          <HydrationBoundary>
            <SiteHeader user={rootData?.user ?? null} cartCount={rootData?.cartCount ?? 0} searchTerm={searchTerm} />
          </HydrationBoundary>
          <Toaster toast={rootData?.toast ?? null} />
        </div>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 print:max-w-none print:p-0">
          {children}
        </main>
        <div className={printHidden}>
          <HydrationBoundary>
            <SiteFooter
              lite={lite}
              liteReason={rootData?.liteReason ?? null}
              currentPath={`${location.pathname}${location.search}`}
            />
          </HydrationBoundary>
        </div>
        <StylesheetPrefetch href={stylesheet} withoutScripts={!scripts} />
        {!scripts ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) return <ServerError status={500} />;
  // A refusal's own text (e.g. "This address takes a form ..."): short plain words the app threw,
  // never Remix's own (internal) wording for developers.
  const message =
    !(error as { internal?: boolean }).internal && typeof error.data === "string" && error.data.length <= 300
      ? error.data
      : undefined;
  return <ServerError status={error.status} message={message} />;
}
