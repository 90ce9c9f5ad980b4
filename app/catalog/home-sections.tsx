import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { StaticIsland } from "~/ui/static-island";
import { TextSeparator } from "~/ui/text-separator";
import { useTranslation } from "~/ui/translation";
import { FEATURED_MAX_SHOWN, FEATURED_PAGE_SIZE, type FEATURED_TABS, type FeaturedTab } from "./featured";
import type { CategoryTile, FeaturedSection } from "./home.server";
import { ProductCard, ProductGrid } from "./product-card";

/** The Shop by Category grid; a <details> so it folds away on a small screen. */
export function CategoryGrid({ tiles }: { tiles: CategoryTile[] }) {
  const { t } = useTranslation();
  return (
    <details open className="group rounded-lg border border-stone-200 bg-white p-3 sm:p-4">
      <summary className="cursor-pointer list-none text-lg font-bold sm:text-xl">
        {t("home:categories")}{" "}
        <span className="text-sm font-normal text-stone-600 group-open:hidden">{t("home:categories.show")}</span>
      </summary>
      {tiles.length === 0 ? (
        <p className="mt-3 text-sm">{t("home:categories.none")}</p>
      ) : (
        // Links and names only: React leaves the server's HTML alone (decision 0083).
        <StaticIsland key={JSON.stringify(tiles)} id="category-tiles" className="mt-3">
          <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
            {tiles.map((tile) => (
              <li key={tile.slug} className="rounded-md border border-stone-200 px-2 py-1.5 sm:p-3">
                <h3 className="font-semibold">
                  <Link to={`/products?category=${encodeURIComponent(tile.slug)}`} prefetch="none">
                    {tile.name}
                  </Link>{" "}
                  <span className="text-xs font-normal text-stone-600">
                    {t("home:categories.count", { count: tile.productCount })}
                  </span>
                </h3>
                {tile.subcategories.length > 0 ? (
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                    {tile.subcategories.map((sub) => (
                      <li key={sub.slug}>
                        <Link
                          to={`/products?category=${encodeURIComponent(tile.slug)}&subcategory=${encodeURIComponent(sub.slug)}`}
                          prefetch="none"
                        >
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                    {tile.moreSubcategories > 0 ? (
                      <li>
                        <Link to={`/products?category=${encodeURIComponent(tile.slug)}`} prefetch="none">
                          {t("home:categories.more", { count: tile.moreSubcategories })}
                        </Link>
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </StaticIsland>
      )}
    </details>
  );
}

type FeaturedProps = {
  tab: FeaturedTab;
  shown: number;
  section: FeaturedSection;
  lite: boolean;
  favoriteIds: string[];
};

/**
 * Featured Products with its four tabs. Tabs and Load More are links, so they work without
 * JavaScript; with it Remix loads them in place without a full page load.
 */
export function FeaturedProducts({
  tabs,
  ...props
}: FeaturedProps & { tabs: ReadonlyArray<(typeof FEATURED_TABS)[number]> }) {
  const { tab } = props;
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured-heading" id="featured">
      {/* On a phone the tabs below say what this is; the heading is for screen readers there. */}
      <h2 id="featured-heading" className="sr-only sm:not-sr-only sm:text-xl sm:font-bold">
        {t("home:featured")}
      </h2>
      {/* One row on a phone, scrolled sideways if it must: never a second row above the products. */}
      <nav
        aria-label={t("home:featured.tabs")}
        className="flex gap-1.5 overflow-x-auto pb-1 sm:mt-2 sm:flex-wrap sm:gap-2"
      >
        {tabs.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 ? <TextSeparator /> : null}
            <Link
              to={`/?tab=${item.id}#featured`}
              preventScrollReset
              prefetch="none"
              aria-current={item.id === tab ? "page" : undefined}
              className={`shrink-0 whitespace-nowrap rounded-full border px-2.5 py-1 text-sm no-underline sm:px-3 hover:no-underline ${
                item.id === tab
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-stone-300 bg-white text-stone-800"
              }`}
            >
              {t(`home:tab.${item.id}`)}
            </Link>
          </Fragment>
        ))}
      </nav>
      <div className="mt-2 sm:mt-3">
        <FeaturedBody {...props} />
      </div>
    </section>
  );
}

function FeaturedBody({ tab, shown, section, lite, favoriteIds }: FeaturedProps) {
  const { t } = useTranslation();
  if (section.status === "error") {
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm">
        <p className="font-semibold">{t("home:featured.error")}</p>
        <p>{t("home:featured.refresh")}</p>
        <Link to="/products">{t("home:featured.browseAll")}</Link>
      </div>
    );
  }
  if (!section.anyFeatured) {
    return (
      <div className="rounded-md border border-stone-200 bg-white p-3 text-sm">
        <p className="font-semibold">{t("home:featured.none")}</p>
        <p>{t("home:featured.soon")}</p>
      </div>
    );
  }
  if (section.products.length === 0) {
    return (
      <div className="rounded-md border border-stone-200 bg-white p-3 text-sm">
        <p className="font-semibold">{t("home:featured.emptyTab")}</p>
        <p>{t("home:featured.tryAnother")}</p>
      </div>
    );
  }
  const visible = section.products.length;
  const total = Math.min(section.total, FEATURED_MAX_SHOWN);
  return (
    <>
      <ProductGrid>
        {section.products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            priority={index < 4}
            lite={lite}
            favorite={favoriteIds.includes(product.id)}
            headingLevel={3}
          />
        ))}
      </ProductGrid>
      <p className="mt-3 text-sm text-stone-700">{t("home:featured.showing", { visible, total })}</p>
      {visible < total ? (
        <p className="mt-2">
          <Link
            to={`/?tab=${tab}&show=${shown + FEATURED_PAGE_SIZE}#featured`}
            preventScrollReset
            prefetch="none"
            className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold no-underline hover:no-underline"
          >
            {t("home:featured.loadMore")}
          </Link>
        </p>
      ) : null}
    </>
  );
}
