import { Form, Link, NavLink } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { SearchSuggestions } from "~/shop/search-suggestions";
import { useShop } from "~/shop/use-shop";
import { useLiteMode } from "~/ui/root-data";
import { SignOutButton } from "~/ui/sign-out-button";
import { TextSeparator } from "~/ui/text-separator";
import { useTranslation } from "~/ui/translation";

export type HeaderUser = { email: string; name: string; isStaff: boolean };

const NAV_LINKS = [
  { to: "/products", label: "site:nav.products" },
  { to: "/specials", label: "site:nav.specials" },
  { to: "/blog", label: "site:nav.blog" },
  { to: "/about", label: "site:nav.about" },
  { to: "/contact", label: "site:nav.contact" },
];

export function SiteHeader({
  user,
  cartCount,
  searchTerm,
}: {
  user: HeaderUser | null;
  cartCount: number;
  searchTerm: string;
}) {
  const shop = useShop();
  const lite = useLiteMode();
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  // The suggestions as you type (issue 45) come with the first use of the field, as a file of
  // their own: a page whose search is never touched never loads them. Lite mode has no script.
  const [Suggestions, setSuggestions] = useState<typeof SearchSuggestions | null>(null);
  const loadSuggestions = () => {
    if (lite || Suggestions) return;
    import("~/shop/search-suggestions").then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => {},
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for a field used while the page was still loading.
  useEffect(() => {
    if (document.activeElement === field.current) loadSuggestions();
  }, []);
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-800 no-underline hover:no-underline">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="text-lg leading-tight">{shop.name}</span>
        </Link>
        <TextSeparator />
        <Form
          method="get"
          action="/products"
          role="search"
          className="relative order-last flex w-full gap-1 sm:order-none sm:w-auto sm:flex-1"
        >
          <label htmlFor="site-search" className="sr-only">
            {t("site:search.label")}
          </label>
          <input
            ref={field}
            onFocus={loadSuggestions}
            onInput={loadSuggestions}
            id="site-search"
            type="search"
            name="search"
            defaultValue={searchTerm}
            placeholder={t("site:search.placeholder")}
            className="block w-full min-w-0 rounded-md border-stone-300 text-base"
          />
          <button type="submit" className="rounded-md bg-brand-700 px-3 font-semibold text-white">
            {t("site:search.button")}
          </button>
          {Suggestions && field.current ? <Suggestions input={field.current} /> : null}
        </Form>
        {/* Every link and the Sign out button at least 24 px tall: a target a thumb can hit (WCAG 2.5.8). */}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm [&_a]:inline-flex [&_a]:min-h-6 [&_a]:items-center [&_button]:min-h-6">
          <Link to="/cart" className="font-semibold">
            {t("site:cart", { count: cartCount })}
          </Link>
          <TextSeparator />
          {user ? (
            <>
              {user.isStaff ? (
                <>
                  <Link to="/admin">Admin</Link>
                  <TextSeparator />
                </>
              ) : null}
              <Link to="/orders">{t("site:myOrders")}</Link>
              <TextSeparator />
              <Link to="/delivery">{t("site:delivery")}</Link>
              <TextSeparator />
              <Link to="/account" title={user.email}>
                {user.name}
              </Link>
              <TextSeparator />
              <Form method="post" action="/logout">
                <SignOutButton className="text-brand-700 underline-offset-2 hover:underline">
                  {t("site:signOut")}
                </SignOutButton>
              </Form>
            </>
          ) : (
            <Link to="/login">{t("site:signIn")}</Link>
          )}
        </div>
      </div>
      <nav aria-label={t("site:nav.main")} className="border-t border-stone-100 bg-brand-800">
        {/* One row at 360 px: the five links fit with a little less padding on a phone (issue 46). */}
        <ul className="mx-auto flex max-w-6xl flex-wrap px-1 text-sm sm:gap-x-1 sm:px-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                prefetch="none"
                className={({ isActive }) =>
                  `block whitespace-nowrap px-2 py-2 font-medium sm:px-3 text-white no-underline hover:bg-brand-700 hover:no-underline ${isActive ? "bg-brand-900" : ""}`
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
