import { Link } from "@remix-run/react";
import type { CSSProperties, ReactNode, SyntheticEvent } from "react";
import { AddToCartForm } from "~/cart/add-to-cart-form";
import { FavoriteButton } from "~/favorites/favorite-button";
import { HydrationBoundary } from "~/ui/hydration-boundary";
import { StaticIsland } from "~/ui/static-island";
import { useFormat, useTranslation } from "~/ui/translation";
import { productCardId } from "./product-card-id";
import type { ProductCard as ProductCardData } from "./product-cards.server";
import { cssImageUrl, imageAtWidth, imageSrcSet, PLACEHOLDER_IMAGE, SMALLEST_WIDTH } from "./product-images";
import { ratingText } from "./rating-text";

/**
 * One product in a grid. `priority` marks the first cards above the fold: their images load
 * eagerly with high priority; the rest lazily. Lite mode uses the smallest image only.
 * `favorite` (whether the viewer has favourited it) shows the heart; pages that do not know leave it out.
 * `headingLevel` is the level of the product's name: one below the heading the grid sits under
 * (2 under a page's h1, 3 under a section's h2), so heading levels never skip.
 */
export function ProductCard({
  product,
  priority = false,
  lite = false,
  favorite,
  headingLevel = 2,
}: {
  product: ProductCardData;
  priority?: boolean;
  lite?: boolean;
  favorite?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t, language } = useTranslation();
  const { rand } = useFormat();
  const href = `/product/${encodeURIComponent(product.wsCode)}`;
  return (
    // Its own hydration: a tap on the card while the page hydrates waits for this card alone (0088).
    <HydrationBoundary>
      <article
        id={productCardId(product.id)}
        className="relative flex scroll-mt-4 flex-col rounded-lg border border-stone-200 bg-white p-2 shadow-sm"
      >
        {/* Nothing here changes in the browser: React leaves the server's HTML alone (decision 0083). */}
        <StaticIsland
          key={`${product.priceCents} ${product.inclPriceCents} ${product.stockAvailable} ${product.name} ${product.imageUrl} ${product.rating} ${priority} ${lite} ${headingLevel}`}
          id={`product-${product.id}-static`}
          className="flex flex-col"
          onErrorCapture={showPlaceholderForBrokenPicture}
        >
          <Link to={href} className="block no-underline hover:no-underline" prefetch="none">
            <div className="relative">
              {priority ? (
                <CardPicture product={product} lite={lite} priority />
              ) : (
                <DeferredCardPicture product={product} lite={lite} />
              )}
              {product.isSpecial ? (
                <span className="absolute left-1 top-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
                  {t("card:save", { percent: product.discountPercent })}
                </span>
              ) : null}
            </div>
            <Heading className="mt-2 line-clamp-2 text-sm font-semibold text-stone-900">{product.name}</Heading>
          </Link>
          <p className="text-xs text-stone-600">{product.wsCode}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className={`font-bold ${product.isSpecial ? "text-red-700" : "text-stone-900"}`}>
              {rand(product.priceCents)}
            </span>{" "}
            {product.isSpecial ? (
              <s className="text-xs text-stone-500">
                <span className="sr-only">{t("card:was")}</span>
                {rand(product.inclPriceCents)}
              </s>
            ) : null}
          </p>
          {product.rating != null ? (
            <p className="text-xs text-stone-600">
              <span aria-hidden="true">
                {"★".repeat(Math.round(product.rating))}
                {"☆".repeat(5 - Math.round(product.rating))}
              </span>{" "}
              <span className="sr-only">{t("card:rated")}</span>
              {ratingText(product.rating, language)}
              <span className="sr-only">{t("card:outOf5")}</span>
            </p>
          ) : null}
          {product.stockAvailable ? null : <p className="text-xs font-semibold text-red-700">{t("card:outOfStock")}</p>}
        </StaticIsland>
        {favorite === undefined ? null : (
          // Outside the product link: a form inside a link is not valid HTML.
          <FavoriteButton
            productId={product.id}
            isFavorite={favorite}
            cardId={productCardId(product.id)}
            className="absolute right-3 top-3"
          />
        )}
        <div className="mt-auto pt-2">
          <AddToCartForm
            productId={product.id}
            productName={product.name}
            stockAvailable={product.stockAvailable}
            returnTo={`product-${product.id}`}
          />
        </div>
      </article>
    </HydrationBoundary>
  );
}

/** A picture that failed to load gives way to the placeholder (caught for the whole card's static part). */
function showPlaceholderForBrokenPicture(event: SyntheticEvent<HTMLElement>) {
  const picture = event.target;
  if (picture instanceof HTMLImageElement && !picture.src.endsWith(PLACEHOLDER_IMAGE)) picture.src = PLACEHOLDER_IMAGE;
}

const PICTURE_CLASSES = "aspect-square w-full rounded-md bg-stone-100";

/** A 1 x 1 transparent GIF: a valid image that costs no request (a bare `data:,` is an error). */
const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** A card's picture as an image: eager and first in line above the fold, lazy below it. */
function CardPicture({ product, lite, priority }: { product: ProductCardData; lite: boolean; priority: boolean }) {
  return (
    <img
      // Before the source: React sets attributes in this order on a picture it creates, and a
      // lazy picture must be lazy before it has a source, or it loads at once (decision 0088).
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      src={imageAtWidth(product.imageUrl, lite ? SMALLEST_WIDTH : 320)}
      // At most 320 px: a card's picture is about 150 CSS px wide on a phone, and a 480 px
      // one (which a phone with three pixels to the point would pick) costs twice the bytes
      // for a difference nobody sees at that size.
      srcSet={lite ? undefined : imageSrcSet(product.imageUrl, 320)}
      // Two cards a row on a phone leave each picture about 40% of the screen wide.
      sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 40vw"
      width={320}
      height={320}
      // No words: the card's name is the link's text beside it, and a text browser (lynx) or a
      // screen reader would read the product's name twice (issue 46).
      alt=""
      // React 18 does not know fetchPriority yet; the lowercase attribute passes through as is.
      {...{ fetchpriority: priority ? "high" : "auto" }}
      className={`${PICTURE_CLASSES} object-cover`}
    />
  );
}

/**
 * A picture below the fold, fetched only when the visitor scrolls near it, also where the browser
 * would fetch every `loading="lazy"` image at once (decision 0060):
 * - without scripting, browsers ignore `loading="lazy"`: there the image gives way to a backdrop,
 *   a CSS background that a scroll-driven animation sets once the card is half a screen away
 *   (`@media (scripting: none)` in tailwind.css switches them);
 * - with scripting, where the browser has scroll-driven animations, the backdrop shows too
 *   (`@supports` in tailwind.css): Chromium on a slow network loads lazy images from 2,500 px
 *   away, and they compete with the page's scripts; the hidden lazy image is never fetched;
 * - Lite mode always draws the backdrop: on a slow network Chromium loads lazy images from
 *   2,500 px away, which on a phone is nearly the whole page.
 */
function DeferredCardPicture({ product, lite }: { product: ProductCardData; lite: boolean }) {
  const backdrop = (
    <div
      aria-hidden="true"
      className={`${PICTURE_CLASSES} bg-cover bg-center ${lite ? "card-backdrop-always" : "card-backdrop"}`}
      style={
        { "--card-picture": cssImageUrl(imageAtWidth(product.imageUrl, lite ? SMALLEST_WIDTH : 320)) } as CSSProperties
      }
    />
  );
  if (lite) return backdrop;
  return (
    <>
      <picture className="card-picture">
        {/* Without scripting the image would load at once: a transparent pixel stands in for it. */}
        <source media="(scripting: none)" srcSet={TRANSPARENT_PIXEL} />
        <CardPicture product={product} lite={false} priority={false} />
      </picture>
      {backdrop}
    </>
  );
}

/** The responsive grid cards sit in. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</div>;
}
