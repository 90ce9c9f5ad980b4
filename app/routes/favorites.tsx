import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser, requireUser } from "~/accounts/auth.server";
import { skipRevalidationAfterCartAdd } from "~/cart/revalidation";
import { catalogMessagesFor } from "~/catalog/catalog-messages.server";
import { ProductCard, ProductGrid } from "~/catalog/product-card";
import {
  FAVORITE_PRODUCT_NOT_FOUND,
  FAVORITE_UNKNOWN_ACTION,
  FavoriteToggleForm,
} from "~/favorites/favorite-form.server";
import { favoriteProducts, setFavorite } from "~/favorites/favorites.server";
import { nextShown, parseShownFavorites } from "~/favorites/paging";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { shopNameIn } from "~/shop/use-shop";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useLiteMode } from "~/ui/root-data";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "catalog:favourites.title")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

// One person's list: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Adding a product to the cart leaves this page's data as it is. */
export const shouldRevalidate = skipRevalidationAfterCartAdd;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const shown = parseShownFavorites(new URL(request.url).searchParams.get("show"));
  const { products, total } = await favoriteProducts(db(), user.id, shown, requestLanguage(request));
  return {
    products,
    total,
    more: nextShown(shown, total),
    // The page's texts in its language (decision 0110).
    messages: catalogMessagesFor(requestLanguage(request), ["crumb", "favourites"]),
  };
}

/** The heart on cards and product pages posts here (intent "toggle"). */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, FavoriteToggleForm);
  const { t } = requestTranslator(request, ["catalog"]);
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((errors) => errors ?? []);
    return data({ error: t(messages[0] ?? FAVORITE_UNKNOWN_ACTION) }, { status: 400 });
  }
  const form = submission.value;
  const back = safeRedirectPath(form.redirectTo, "/favorites");
  const user = await getCurrentUser(request);
  if (!user) {
    return redirectWithToast(
      request,
      `/login?${new URLSearchParams({ redirectTo: back })}`,
      { title: t("catalog:favourites.signInTitle"), description: t("catalog:favourites.signIn") },
      { status: 303 },
    );
  }
  const outcome = await setFavorite(db(), user.id, form.productId, form.favorite, requestLanguage(request));
  if (!outcome.ok) return data({ error: t(FAVORITE_PRODUCT_NOT_FOUND) }, { status: 404 });
  if (form.inPlace) return data({ favorite: outcome.favorite });
  const name = outcome.productName;
  const toast = outcome.favorite
    ? {
        title: t("catalog:favourites.addedTitle"),
        description: t("catalog:favourites.added", { name }),
        variant: "success" as const,
      }
    : { title: t("catalog:favourites.removedTitle"), description: t("catalog:favourites.removed", { name }) };
  return redirectWithToast(request, back, toast, { status: 303 });
}

export default function FavoritesPage() {
  const { products, total, more } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lite = useLiteMode();
  const { t } = useTranslation();
  // Only a heart posted without JavaScript lands here with an answer (the script's goes to its fetcher).
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("catalog:favourites.title")}</h1>
        <Link to="/" className={secondaryButtonClass}>
          {t("catalog:crumb.home")}
        </Link>
      </div>
      {error ? <Alert title={t("catalog:favourites.error")}>{error}</Alert> : null}

      {products.length === 0 ? (
        <section className="rounded-lg border border-stone-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold">{t("catalog:favourites.none")}</p>
          <p className="mt-1 text-sm text-stone-700">{t("catalog:favourites.hint")}</p>
          <p className="mt-4">
            <Link to="/products" className={primaryButtonClass}>
              {t("catalog:favourites.browse")}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <p className="text-sm text-stone-700" data-testid="favorites-count">
            {t("catalog:favourites.showing", { shown: products.length, count: total })}
          </p>
          <ProductGrid>
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 4} lite={lite} favorite />
            ))}
          </ProductGrid>
          {more ? (
            <p className="text-center">
              <Link to={`/favorites?show=${more}`} className={secondaryButtonClass} preventScrollReset>
                {t("catalog:favourites.more")}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
