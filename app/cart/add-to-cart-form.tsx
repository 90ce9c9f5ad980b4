import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useFlashedToast } from "~/ui/root-data";
import { useTranslation } from "~/ui/translation";
import { MAX_LINE_QUANTITY } from "./cart-lines";

/**
 * Adds a product to the cart: a POST to /cart (intent "add"). Without JavaScript it redirects
 * back to the page it came from, to the product itself when `returnTo` names its element (the
 * browser scrolls to it), with the spec's 'Added to cart' toast, repeated beside the button (the
 * toast at the top is far above a card down the list). With JavaScript it posts in
 * place (a fetcher, asking the server with `stay` for an answer rather than a redirect): the page
 * stays where it is while the cart count and the toast update. A tap before the page's script has
 * taken over posts the form natively (the way without JavaScript). The form renders the same
 * before and after hydration, so hydrating a list of cards renders none of them a second time
 * (decision 0083).
 */
export function AddToCartForm({
  productId,
  productName,
  stockAvailable,
  withQuantity = false,
  returnTo,
  className = "",
}: {
  productId: string;
  productName: string;
  stockAvailable: boolean;
  withQuantity?: boolean;
  /** The id of the element to come back to without JavaScript (a product card in a grid). */
  returnTo?: string;
  className?: string;
}) {
  const location = useLocation();
  const { t } = useTranslation();
  const fetcher = useFetcher<{ added?: number; error?: string }>();
  // Set in the tap's own event, so the frame right after it already says "Adding...": the
  // fetcher's state reaches the page in a transition, after whatever React is still doing then
  // (on a list still hydrating, the other cards first). Dropped once the fetcher's state or
  // answer shows (decision 0084).
  const [tapped, setTapped] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the fetcher's state or answer is the signal itself.
  useEffect(() => setTapped(false), [fetcher.state, fetcher.data]);
  const adding = tapped || fetcher.state !== "idle";
  // Without JavaScript the add came back here by a redirect: its toast names this product.
  const flashed = useFlashedToast();
  const outcome =
    !tapped && fetcher.state === "idle" && fetcher.data
      ? (fetcher.data.error ?? t("card:added"))
      : flashed?.productId === productId
        ? (flashed.description ?? flashed.title)
        : null;
  const refused = Boolean(fetcher.data?.error);
  const words = stockAvailable ? (adding ? t("card:adding") : t("card:addToCart")) : t("card:outOfStock");
  return (
    <form
      method="post"
      action="/cart"
      className={`flex flex-wrap items-end gap-2 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set("stay", "1");
        setTapped(true);
        fetcher.submit(formData, { method: "post", action: "/cart" });
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input
        type="hidden"
        name="redirectTo"
        value={`${location.pathname}${location.search}${returnTo ? `#${returnTo}` : ""}`}
      />
      {withQuantity ? (
        <label className="text-sm">
          <span className="block font-medium">{t("card:quantity")}</span>
          <input
            type="number"
            name="quantity"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            defaultValue={1}
            inputMode="numeric"
            className="mt-1 w-20 rounded-md border-stone-300"
            disabled={!stockAvailable}
          />
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button
        type="submit"
        disabled={!stockAvailable || adding}
        // The visible words first, so voice control finds the button by what it says.
        aria-label={`${words}: ${productName}`}
        className="flex-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
      >
        {words}
      </button>
      {/* Said beside the button too: far down a list the toast at the top is off the screen. */}
      {outcome ? (
        <p
          role={refused ? "alert" : "status"}
          className={`basis-full text-xs font-semibold ${refused ? "text-red-700" : "text-brand-800"}`}
        >
          {outcome}
        </p>
      ) : null}
    </form>
  );
}
