import { Link } from "@remix-run/react";
import { AddToCartForm } from "~/cart/add-to-cart-form";
import { FavoriteButton } from "~/favorites/favorite-button";
import { RatingStars, reviewsLabel, roundedRating } from "~/reviews/review-list";
import { useFormat, useTranslation } from "~/ui/translation";
import type { ProductDetail } from "./product-detail.server";
import { ratingText } from "./rating-text";

/** Home > Category > Subcategory, above the product's name. */
export function ProductBreadcrumb({ product }: { product: Pick<ProductDetail, "category" | "subcategory"> }) {
  const { category, subcategory } = product;
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalog:crumb.label")} className="text-sm">
      {/* Where the product sits, not the product itself: its name is the heading just below, and a
          text browser or a screen reader read it twice (issue 46). One line on a phone. */}
      <ol className="flex items-center gap-x-2 overflow-hidden whitespace-nowrap text-stone-600 sm:flex-wrap sm:whitespace-normal">
        <li>
          <Link to="/">{t("catalog:crumb.home")}</Link>
        </li>
        {category ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <Link to={`/products?${new URLSearchParams({ category: category.slug })}`}>{category.name}</Link>
          </li>
        ) : null}
        {category && subcategory ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <Link to={`/products?${new URLSearchParams({ category: category.slug, subcategory: subcategory.slug })}`}>
              {subcategory.name}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** Name, codes, rating, price, stock, short description, Add to cart and the heart: the buying column. */
export function ProductSummary({
  product,
  rating,
  favorite,
}: {
  product: ProductDetail;
  rating: { average: number; count: number } | null;
  favorite?: boolean;
}) {
  const { t, language } = useTranslation();
  const { rand } = useFormat();
  return (
    // On a phone the name, price, stock and Add to cart fit the first screen under the picture
    // (issue 46): tighter spacing, and the short description after the Add to cart form.
    <div className="space-y-2 sm:space-y-4">
      <div>
        <h1 className="text-xl font-bold leading-tight sm:text-3xl">{product.name}</h1>
        <p className="mt-1 text-xs text-stone-600 sm:text-sm">
          {t("catalog:product.wsCode")} <span className="font-medium text-stone-800">{product.wsCode}</span>
          <span aria-hidden="true"> · </span>
          {t("catalog:product.stockCode")} <span className="font-medium text-stone-800">{product.stockCode}</span>
        </p>
        {rating ? (
          <a href="#reviews" className="mt-1 inline-flex items-center gap-2 text-sm">
            <RatingStars rating={roundedRating(rating.average)} />
            {ratingText(roundedRating(rating.average), language)} ({reviewsLabel(rating.count, t)})
          </a>
        ) : null}
      </div>

      {/* The stock beside the price on a phone, under it on a wider screen. */}
      <div className="flex items-center justify-between gap-x-4 sm:block">
        <div>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span
              className={`text-2xl font-bold sm:text-3xl ${product.isSpecial ? "text-red-700" : "text-stone-900"}`}
              data-testid="product-price"
            >
              {rand(product.priceCents)}
            </span>
            {product.isSpecial ? (
              <s className="text-lg text-stone-500">
                <span className="sr-only">{t("card:was")}</span>
                {rand(product.inclPriceCents)}
              </s>
            ) : null}
          </p>
          {product.isSpecial ? (
            <p className="font-semibold text-red-700">
              {t("catalog:product.save", {
                amount: rand(product.savingCents),
                percent: String(product.discountPercent),
              })}
            </p>
          ) : null}
          <p className="text-xs text-stone-600">{t("catalog:product.vat")}</p>
        </div>
        <p className={`shrink-0 font-semibold sm:mt-4 ${product.stockAvailable ? "text-brand-700" : "text-red-700"}`}>
          {product.stockAvailable ? t("catalog:product.inStock") : t("card:outOfStock")}
        </p>
      </div>

      <div className="flex max-w-sm items-end gap-2">
        <AddToCartForm
          productId={product.id}
          productName={product.name}
          stockAvailable={product.stockAvailable}
          withQuantity
          className="flex-1"
        />
        {favorite === undefined ? null : <FavoriteButton productId={product.id} isFavorite={favorite} />}
      </div>

      {product.shortDescription ? <p className="text-stone-800">{product.shortDescription}</p> : null}
    </div>
  );
}

/** The long description as plain-text paragraphs, never HTML. */
export function ProductDescription({ paragraphs }: { paragraphs: string[] }) {
  const { t } = useTranslation();
  if (paragraphs.length === 0) return <p className="text-stone-700">{t("catalog:product.noDescription")}</p>;
  return (
    <div className="max-w-prose space-y-3">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function ProductSpecs({ specs }: { specs: ProductDetail["specs"] }) {
  const { t } = useTranslation();
  if (specs.length === 0) return <p className="text-stone-700">{t("catalog:product.noSpecs")}</p>;
  return (
    <dl className="grid max-w-prose grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {specs.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-stone-700">{row.label}</dt>
          <dd className="whitespace-pre-line">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProductDocs({ document }: { document: ProductDetail["document"] }) {
  const { t } = useTranslation();
  if (!document) return <p className="text-stone-700">{t("catalog:product.noDocs")}</p>;
  return (
    <p>
      <a href={document.url} className="font-semibold">
        {document.title}
      </a>
    </p>
  );
}
