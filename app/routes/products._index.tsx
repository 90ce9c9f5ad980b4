import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { skipRevalidationAfterCartAdd } from "~/cart/revalidation";
import { Breadcrumb, type Crumb } from "~/catalog/breadcrumb";
import { catalogTexts } from "~/catalog/catalog-messages.server";
import { FILTER_FORM_ID, LISTING_RESULTS_ID, ListingFilterForm, SortSelect } from "~/catalog/filters";
import { listingTextKeys } from "~/catalog/listing-texts";
import { listingHref, NO_FILTERS, PAGE_SIZE } from "~/catalog/listing-url";
import { Pagination, showingText } from "~/catalog/pagination";
import { ProductCard, ProductGrid } from "~/catalog/product-card";
import { loadProductListing } from "~/catalog/product-listing.server";
import { NoResults, SearchNotices } from "~/catalog/search-notices";
import { defaultSortFor, sortsFor } from "~/catalog/sort-options";
import { viewerFavoriteIds } from "~/favorites/favorites.server";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { canonicalIn } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { HydrationBoundary } from "~/ui/hydration-boundary";
import { useLiteMode } from "~/ui/root-data";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [{ title: `${translateIn(matches, "site:nav.products")} | ${shopNameIn(matches)}` }];
  return [
    { title: `${data.title} | ${shopNameIn(matches)}` },
    {
      name: "description",
      content: translateIn(matches, "catalog:list.description", { title: data.title, shop: shopNameIn(matches) }),
    },
    // Search results are endless variations of the catalogue: crawl through them, index the catalogue.
    ...(data.filters.search ? [{ name: "robots", content: "noindex, follow" }] : []),
    // Rebuilt from the filters the page understood, so utm_ and other tracking parameters drop out.
    { tagName: "link", rel: "canonical", href: canonicalIn(data.canonicalUrl, location.search) },
  ];
};

/** Adding a product to the cart leaves this page's data as it is. */
export const shouldRevalidate = skipRevalidationAfterCartAdd;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request);
  const listing = await loadProductListing(
    db(),
    new URL(request.url).searchParams,
    translatorFor(language, ["catalog"]),
    language,
  );
  const favoriteIds = await viewerFavoriteIds(
    db(),
    request,
    listing.products.map((product) => product.id),
  );
  return {
    ...listing,
    favoriteIds,
    canonicalUrl: `${env().APP_URL}${listingHref(listing.filters)}`,
    // The list's texts in the page's language (decision 0110).
    messages: catalogTexts(language, listingTextKeys(listing)),
  };
}

export default function ProductsPage() {
  const listing = useLoaderData<typeof loader>();
  const lite = useLiteMode();
  const { t } = useTranslation();
  const { search } = useLocation();
  const { filters } = listing;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const crumbs: Crumb[] = [
    { label: t("catalog:crumb.home"), to: "/" },
    { label: t("catalog:crumb.products"), to: "/products" },
  ];
  if (listing.category) {
    crumbs.push({ label: listing.category.name, to: listingHref(NO_FILTERS, { category: listing.category.slug }) });
  }
  if (listing.category && listing.subcategory) {
    crumbs.push({
      label: listing.subcategory.name,
      to: listingHref(NO_FILTERS, { category: listing.category.slug, subcategory: listing.subcategory.slug }),
    });
  }
  if (!listing.category && filters.search) crumbs.push({ label: t("catalog:crumb.searchResults") });

  return (
    <div>
      <Breadcrumb crumbs={crumbs} />
      <h1 className="mt-2 text-2xl font-bold">{listing.title}</h1>
      <div className="mt-4 gap-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start">
        {/* Keyed on the address so the fields show the current filters after every navigation. */}
        <HydrationBoundary>
          <ListingFilterForm
            key={search}
            filters={filters}
            categories={listing.categories}
            subcategories={listing.subcategories}
            priceRange={listing.priceRange}
            drawerOpen={drawerOpen}
            onDrawerToggle={setDrawerOpen}
          />
        </HydrationBoundary>
        <section id={LISTING_RESULTS_ID} aria-label={t("catalog:list.results")} className="mt-4 scroll-mt-2 md:mt-0">
          {listing.search ? <SearchNotices filters={filters} search={listing.search} total={listing.total} /> : null}
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-700">
              {listing.total > 0
                ? showingText(listing.page, PAGE_SIZE, listing.total, t)
                : t("catalog:list.noProducts")}
            </p>
            <SortSelect
              key={search}
              value={filters.sort}
              options={sortsFor(filters.search)}
              defaultSort={defaultSortFor(filters.search)}
              formId={FILTER_FORM_ID}
            />
          </div>
          {listing.products.length > 0 ? (
            <ProductGrid>
              {listing.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  priority={index < 4}
                  lite={lite}
                  favorite={listing.favoriteIds.includes(product.id)}
                />
              ))}
            </ProductGrid>
          ) : (
            <NoResults filters={filters} />
          )}
          <Pagination
            page={listing.page}
            pageCount={listing.pageCount}
            hrefFor={(page) => listingHref(filters, { page })}
          />
        </section>
      </div>
    </div>
  );
}
