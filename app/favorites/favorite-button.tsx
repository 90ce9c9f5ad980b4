import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/ui/translation";

/**
 * The heart: a form posting to /favorites (intent "toggle"). Without JavaScript it is a plain
 * POST that redirects back to this page. With JavaScript a fetcher sends it (with `inPlace`, for an
 * answer rather than a redirect), the heart changes at once and the page stays where it is; a
 * visitor is still sent to sign in (the server redirects). On a list, `cardId` (the card's `id`)
 * brings the person back to that card, not to the top of the page (issue 46). The form renders the same before and
 * after hydration, so hydrating a list of cards renders none of them a second time (decision 0083).
 */
export function FavoriteButton({
  productId,
  isFavorite,
  cardId,
  className = "",
}: {
  productId: string;
  isFavorite: boolean;
  /** The `id` of the card the heart sits on: the redirect ends at `#<cardId>`. */
  cardId?: string;
  className?: string;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  const { t } = useTranslation();
  const asked = fetcher.formData?.get("favorite");
  // Shows the state asked for until the server has answered and the page data is fresh.
  const favorite = typeof asked === "string" ? asked === "true" : isFavorite;
  const words = favorite ? t("card:removeFavourite") : t("card:addFavourite");

  return (
    <form
      method="post"
      action="/favorites"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set("inPlace", "1");
        fetcher.submit(formData, { method: "post", action: "/favorites" });
      }}
    >
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="favorite" value={favorite ? "false" : "true"} />
      <input
        type="hidden"
        name="redirectTo"
        value={`${location.pathname}${location.search}${cardId ? `#${cardId}` : ""}`}
      />
      <button
        type="submit"
        aria-pressed={favorite}
        title={words}
        data-testid="favorite-button"
        className={`inline-flex h-10 w-10 items-center justify-center rounded-full border bg-white shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${
          favorite ? "border-red-200 text-red-600" : "border-stone-300 text-stone-600 hover:text-red-600"
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill={favorite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        {/* Words, not only an aria-label: text browsers (lynx, w3m) show them too. */}
        <span className="sr-only">{words}</span>
      </button>
    </form>
  );
}
