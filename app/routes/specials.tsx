import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { skipRevalidationAfterCartAdd } from "~/cart/revalidation";
import { catalogMessagesFor } from "~/catalog/catalog-messages.server";
import { SortSelect, useGetFormSubmit } from "~/catalog/filters";
import { Pagination } from "~/catalog/pagination";
import { ProductCard, ProductGrid } from "~/catalog/product-card";
import { loadSpecials } from "~/catalog/product-listing.server";
import { DEFAULT_SORT, SPECIALS_SORTS } from "~/catalog/sort-options";
import { viewerFavoriteIds } from "~/favorites/favorites.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { canonicalIn } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { useLiteMode } from "~/ui/root-data";
import { translateIn, useTranslation } from "~/ui/translation";

const SORT_FORM_ID = "specials-sort";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  { title: `${translateIn(matches, "catalog:specials.title")} | ${shopNameIn(matches)}` },
  { name: "description", content: translateIn(matches, "catalog:specials.description", { shop: shopNameIn(matches) }) },
  ...(data ? [{ tagName: "link", rel: "canonical", href: canonicalIn(data.canonicalUrl, location.search) }] : []),
];

/** Adding a product to the cart leaves this page's data as it is. */
export const shouldRevalidate = skipRevalidationAfterCartAdd;

export async function loader({ request }: LoaderFunctionArgs) {
  const specials = await loadSpecials(db(), new URL(request.url).searchParams, requestLanguage(request));
  const favoriteIds = await viewerFavoriteIds(
    db(),
    request,
    specials.products.map((product) => product.id),
  );
  return {
    ...specials,
    favoriteIds,
    canonicalUrl: `${env().APP_URL}${specialsHref(specials.sort, specials.page)}`,
    // The page's texts in its language (decision 0110).
    messages: catalogMessagesFor(requestLanguage(request), ["crumb", "list", "pagination", "sort", "specials"]),
  };
}

/** The address of a sort and page, leaving out the defaults. */
function specialsHref(sort: string, page: number): string {
  const query = new URLSearchParams();
  if (sort !== DEFAULT_SORT) query.set("sort", sort);
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `/specials?${query}` : "/specials";
}

export default function SpecialsPage() {
  const specials = useLoaderData<typeof loader>();
  const lite = useLiteMode();
  const { t } = useTranslation();
  const { search } = useLocation();
  const submitForm = useGetFormSubmit();

  return (
    <div>
      <Link to="/" className="text-sm">
        <span aria-hidden="true">← </span>
        {t("catalog:specials.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("catalog:specials.title")}</h1>
      {specials.total === 0 ? (
        <section className="mt-6 rounded-lg border border-stone-200 bg-white p-6 text-center">
          <h2 className="text-lg font-semibold">{t("catalog:specials.updating")}</h2>
          <p className="mt-1 text-stone-700">{t("catalog:specials.soon")}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-4">
            <Link to="/" className="font-semibold">
              {t("catalog:crumb.home")}
            </Link>
            <Link to="/products" className="font-semibold">
              {t("catalog:specials.browse")}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <div className="mb-3 mt-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-700">{t("catalog:specials.found", { count: specials.total })}</p>
            <Form
              id={SORT_FORM_ID}
              method="get"
              action="/specials"
              onSubmit={(event) => {
                event.preventDefault();
                submitForm(event.currentTarget);
              }}
            >
              <SortSelect key={search} value={specials.sort} options={SPECIALS_SORTS} formId={SORT_FORM_ID} />
            </Form>
          </div>
          <section aria-label={t("catalog:list.results")}>
            <ProductGrid>
              {specials.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  priority={index < 4}
                  lite={lite}
                  favorite={specials.favoriteIds.includes(product.id)}
                />
              ))}
            </ProductGrid>
            <Pagination
              page={specials.page}
              pageCount={specials.pageCount}
              hrefFor={(page) => specialsHref(specials.sort, page)}
            />
          </section>
        </>
      )}
    </div>
  );
}
