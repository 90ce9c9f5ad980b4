import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCurrentUser } from "~/accounts/current-user";
import { AdminQuickAccess } from "~/admin/admin-quick-access";
import { skipRevalidationAfterCartAdd } from "~/cart/revalidation";
import { FEATURED_TABS, parseFeaturedTab, parseShownCount } from "~/catalog/featured";
import { activeHomeVideo, categoryTiles, featuredSection } from "~/catalog/home.server";
import { CategoryGrid, FeaturedProducts } from "~/catalog/home-sections";
import { HomeVideo } from "~/catalog/home-video";
import { HomeForm, hasSeenWelcome, welcomeSeenSetCookie } from "~/catalog/welcome.server";
import { WelcomeDialog } from "~/catalog/welcome-dialog";
import { viewerFavoriteIds } from "~/favorites/favorites.server";
import { pageTextsFor } from "~/locales/catalogues.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { isLiteMode } from "~/platform/lite-mode.server";
import { readSection } from "~/shop/shop-settings.server";
import { WhatsAppLink } from "~/shop/store-address";
import { StoreClosures } from "~/shop/store-hours";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { StaticIsland } from "~/ui/static-island";
import { TextSeparator } from "~/ui/text-separator";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${shopNameIn(matches)} | ${translateIn(matches, "home:title")}` },
  { name: "description", content: translateIn(matches, "home:description") },
];

/** Adding a product to the cart leaves this page's data as it is. */
export const shouldRevalidate = skipRevalidationAfterCartAdd;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const shown = parseShownCount(url.searchParams.get("show"));
  const [lite, home] = await Promise.all([isLiteMode(request), readSection(db(), "home")]);
  // Only the tabs the owner chose (/admin/settings); a link to another tab shows the first of them.
  const tabs = FEATURED_TABS.filter((item) => home.featuredTabs.includes(item.id));
  const requested = parseFeaturedTab(url.searchParams.get("tab"));
  const tab = tabs.find((item) => item.id === requested)?.id ?? tabs[0]?.id ?? requested;
  const [featured, categories, video, welcomeSeen] = await Promise.all([
    tabs.length > 0 ? featuredSection(db(), tab, shown, requestLanguage(request)) : null,
    categoryTiles(db(), requestLanguage(request)),
    lite ? Promise.resolve(null) : activeHomeVideo(db()),
    hasSeenWelcome(request),
  ]);
  const favoriteIds =
    featured?.status === "ok"
      ? await viewerFavoriteIds(
          db(),
          request,
          featured.products.map((product) => product.id),
        )
      : [];
  return {
    tabs,
    tab,
    shown,
    featured,
    categories,
    video,
    lite,
    showWelcome: !welcomeSeen,
    favoriteIds,
    // The home page's texts in the page's language (decision 0110).
    messages: pageTextsFor(requestLanguage(request), ["home"]),
  };
}

/** Dismissing the welcome without JavaScript: remember it in a cookie and come back. */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, HomeForm);
  if (submission.status !== "success") throw new Response("Unknown action.", { status: 400 });
  return redirect("/", { headers: { "Set-Cookie": await welcomeSeenSetCookie() } });
}

export default function HomePage() {
  const { tabs, tab, shown, featured, categories, video, lite, showWelcome, favoriteIds } =
    useLoaderData<typeof loader>();
  const user = useCurrentUser();
  const shop = useShop();
  const { t } = useTranslation();
  // A phone shows the goods first (issue 46): the page's title in a line or two, the first-visit
  // welcome in one line, then the featured products; the store's details, specials, the video
  // (only when there is one) and the categories follow. Wider screens keep the same order.
  return (
    <div className="space-y-4 sm:space-y-8">
      {user?.isAdmin || user?.isSuperAdmin ? <AdminQuickAccess user={user} /> : null}
      <WelcomeDialog show={showWelcome && shop.welcome.show} title={shop.welcome.title} text={shop.welcome.text} />

      <div className="space-y-3">
        <h1 className="text-base font-bold leading-snug text-brand-800 sm:text-3xl sm:leading-tight">
          {t("home:heading")}
        </h1>
        {featured ? (
          <FeaturedProducts
            tabs={tabs}
            tab={tab}
            shown={shown}
            section={featured}
            lite={lite}
            favoriteIds={favoriteIds}
          />
        ) : null}
      </div>

      {/* The hero, the visit and specials cards and About us never change in the browser: React
          leaves the server's HTML alone (decision 0083). */}
      <StaticIsland key={shop.tagline} id="home-hero">
        <section
          aria-label={t("home:shopWithUs")}
          className="rounded-lg bg-brand-800 px-4 py-4 text-white sm:px-8 sm:py-8"
        >
          {shop.tagline ? <p className="max-w-2xl text-brand-50 sm:text-lg">{shop.tagline}.</p> : null}
          <p className="mt-3 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="rounded-md bg-harvest-400 px-5 py-2 font-semibold text-stone-900 no-underline hover:no-underline"
            >
              {t("home:shopNow")}
            </Link>{" "}
            <Link
              to="/about"
              className="rounded-md border border-white px-5 py-2 font-semibold text-white no-underline hover:no-underline"
            >
              {t("home:learnMore")}
            </Link>
          </p>
        </section>
      </StaticIsland>

      <StaticIsland key={JSON.stringify(shop)} id="home-visit">
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="specials-card" className="rounded-lg border border-red-200 bg-red-50 p-4">
            <h2 id="specials-card" className="text-lg font-semibold">
              {t("home:specials")}
            </h2>
            <p className="mt-1 text-sm">{t("home:specialsText")}</p>
            <Link to="/specials" className="mt-2 inline-block font-semibold">
              {t("home:specialsLink")}
            </Link>
          </section>
          {/* The store's details; what the first-visit welcome says about the catalogue is not said twice. */}
          <section aria-labelledby="visit" className="rounded-lg border border-harvest-400 bg-amber-50 p-4">
            <h2 id="visit" className="text-lg font-semibold">
              {t("home:visit")}
            </h2>
            <ul className="mt-1 text-sm">
              {shop.hours.map((row) => (
                <li key={row.days}>
                  <span className="font-medium">{row.days}:</span> {row.hours}
                </li>
              ))}
            </ul>
            <StoreClosures className="mt-2 text-sm" />
            <p className="mt-2 flex flex-wrap gap-4 text-sm">
              <a href={shop.mapUrl}>{t("home:map")}</a>
              <TextSeparator />
              <WhatsAppLink>{t("home:whatsapp")}</WhatsAppLink>
              <TextSeparator />
              <Link to="/contact">{t("home:contact")}</Link>
            </p>
          </section>
        </div>
      </StaticIsland>

      {video ? (
        <section aria-label={t("home:video")} className="mx-auto max-w-3xl">
          <HomeVideo video={video} />
        </section>
      ) : null}

      <CategoryGrid tiles={categories} />

      <StaticIsland key={shop.legalName} id="home-about">
        <section aria-labelledby="about-heading" className="grid gap-4 rounded-lg bg-white p-4 md:grid-cols-2">
          <div>
            <h2 id="about-heading" className="text-xl font-bold">
              {t("home:about")}
            </h2>
            <p className="mt-2 text-sm">{t("home:aboutText", { name: shop.legalName })}</p>
            <Link to="/about" className="mt-2 inline-block text-sm font-semibold">
              {t("home:story")}
            </Link>
          </div>
          <div>
            <h2 className="text-xl font-bold">{t("home:why")}</h2>
            <ul className="mt-2 list-inside list-disc text-sm">
              <li>{t("home:why.advice")}</li>
              <li>{t("home:why.prices")}</li>
              <li>{t("home:why.delivery")}</li>
              <li>{t("home:why.eft")}</li>
            </ul>
            <blockquote className="mt-3 border-l-4 border-harvest-400 pl-3 text-sm italic">
              {t("home:quote")}
              <footer className="mt-1 not-italic text-stone-600">— Annelie, Bronkhorstspruit</footer>
            </blockquote>
          </div>
        </section>
      </StaticIsland>
    </div>
  );
}
