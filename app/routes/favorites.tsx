import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser, requireUser } from "~/accounts/auth.server";
import { skipRevalidationAfterCartAdd } from "~/cart/revalidation";
import { ProductCard, ProductGrid } from "~/catalog/product-card";
import { FavoriteToggleForm } from "~/favorites/favorite-form.server";
import { favoriteProducts, setFavorite } from "~/favorites/favorites.server";
import {
  addedToFavoritesToast,
  FAVORITE_PRODUCT_NOT_FOUND,
  FAVORITE_UNKNOWN_ACTION,
  FAVORITES_TITLE,
  LOAD_MORE_FAVORITES,
  removedFromFavoritesToast,
  SIGN_IN_FOR_FAVORITES,
} from "~/favorites/messages";
import { nextShown, parseShownFavorites } from "~/favorites/paging";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useLiteMode } from "~/ui/root-data";

export const meta: MetaFunction = () => [
  { title: `${FAVORITES_TITLE} | Donkerhoek Farm Supplies` },
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
  return { products, total, more: nextShown(shown, total) };
}

/** The heart on cards and product pages posts here (intent "toggle"). */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, FavoriteToggleForm);
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((errors) => errors ?? []);
    return data({ error: messages[0] ?? FAVORITE_UNKNOWN_ACTION }, { status: 400 });
  }
  const form = submission.value;
  const back = safeRedirectPath(form.redirectTo, "/favorites");
  const user = await getCurrentUser(request);
  if (!user) {
    return redirectWithToast(request, `/login?${new URLSearchParams({ redirectTo: back })}`, SIGN_IN_FOR_FAVORITES, {
      status: 303,
    });
  }
  const outcome = await setFavorite(db(), user.id, form.productId, form.favorite, requestLanguage(request));
  if (!outcome.ok) return data({ error: FAVORITE_PRODUCT_NOT_FOUND }, { status: 404 });
  if (form.inPlace) return data({ favorite: outcome.favorite });
  const toast = outcome.favorite
    ? addedToFavoritesToast(outcome.productName)
    : removedFromFavoritesToast(outcome.productName);
  return redirectWithToast(request, back, toast, { status: 303 });
}

export default function FavoritesPage() {
  const { products, total, more } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lite = useLiteMode();
  // Only a heart posted without JavaScript lands here with an answer (the script's goes to its fetcher).
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{FAVORITES_TITLE}</h1>
        <Link to="/" className={secondaryButtonClass}>
          Home
        </Link>
      </div>
      {error ? <Alert title="We could not change your favourites">{error}</Alert> : null}

      {products.length === 0 ? (
        <section className="rounded-lg border border-stone-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold">No favourites yet</p>
          <p className="mt-1 text-sm text-stone-700">
            Press the heart on any product to keep it here for your next order.
          </p>
          <p className="mt-4">
            <Link to="/products" className={primaryButtonClass}>
              Browse Products
            </Link>
          </p>
        </section>
      ) : (
        <>
          <p className="text-sm text-stone-700" data-testid="favorites-count">
            Showing {products.length} of {total} {total === 1 ? "favourite" : "favourites"}
          </p>
          <ProductGrid>
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 4} lite={lite} favorite />
            ))}
          </ProductGrid>
          {more ? (
            <p className="text-center">
              <Link to={`/favorites?show=${more}`} className={secondaryButtonClass} preventScrollReset>
                {LOAD_MORE_FAVORITES}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
