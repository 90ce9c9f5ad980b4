import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { cartTexts } from "~/cart/cart-messages.server";
import { skipRevalidationAfterCartAdd } from "~/cart/revalidation";
import { catalogTexts } from "~/catalog/catalog-messages.server";
import { INACTIVE_MESSAGE, INACTIVE_TITLE } from "~/catalog/detail-messages";
import { loadProductPage, requireVisibleProduct } from "~/catalog/product-detail.server";
import {
  ProductBreadcrumb,
  ProductDescription,
  ProductDocs,
  ProductSpecs,
  ProductSummary,
} from "~/catalog/product-detail-parts";
import { ProductGallery } from "~/catalog/product-gallery";
import { imageAtWidth } from "~/catalog/product-images";
import { absoluteUrl, priceDecimal, productJsonLd, serializeJsonLd } from "~/catalog/product-json-ld";
import { canonicalProductPath } from "~/catalog/product-lookup";
import { productPageTextKeys } from "~/catalog/product-page-texts";
import { shortened } from "~/catalog/product-specs";
import { ProductTabs } from "~/catalog/product-tabs";
import { feeQuoteFor, withFeeQuote } from "~/delivery/fee-quote.server";
import { FeeQuoteBox } from "~/delivery/fee-quote-box";
import { feeQuoteTextKeys } from "~/delivery/fee-quote-texts";
import { viewerFavoriteIds } from "~/favorites/favorites.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { canonicalIn } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { useNonce } from "~/platform/nonce";
import { redirectWithToast } from "~/platform/toast.server";
import { ReviewForm } from "~/reviews/review-form.server";
import { addReview } from "~/reviews/reviews.server";
import { ReviewsSection } from "~/reviews/reviews-section";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { Alert } from "~/ui/field";
import { useLiteMode } from "~/ui/root-data";
import { useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  // No data: the root's error page answers (its own words), and the page has no texts of its own.
  if (!page) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { product, origin, canonicalPath } = page;
  const title = product.seoTitle ?? `${product.name} | ${shopNameIn(matches)}`;
  const description =
    product.seoDescription ?? shortened(product.shortDescription ?? product.description[0] ?? product.name, 160);
  // The Afrikaans variant (?lang=af) is its own page for search engines, never a copy of the English one (decision 0110).
  const url = canonicalIn(absoluteUrl(origin, canonicalPath), location.search);
  const image = product.images[0];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: product.seoTitle ?? product.name },
    { property: "og:description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: shopNameIn(matches) },
    ...(image ? [{ property: "og:image", content: absoluteUrl(origin, imageAtWidth(image.url, 800)) }] : []),
    { property: "product:price:amount", content: priceDecimal(product.priceCents) },
    { property: "product:price:currency", content: "ZAR" },
    ...(product.isActive ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

/** Adding a product to the cart leaves this page's data as it is. */
export const shouldRevalidate = skipRevalidationAfterCartAdd;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadProductPage(db(), request, params.code);
  const favorites = await viewerFavoriteIds(db(), request, [page.product.id]);
  // "What will delivery cost?" for one unit of this product (decision 0093).
  const quoted = await feeQuoteFor(request, db(), {
    kind: "product",
    productId: page.product.id,
    priceCents: page.product.priceCents,
  });
  const language = requestLanguage(request);
  // The page's texts in its language, and the delivery quote box's (the cart catalogue's), decision 0110.
  const messages = {
    ...catalogTexts(language, productPageTextKeys(page)),
    ...cartTexts(language, feeQuoteTextKeys(quoted.quote)),
  };
  return withFeeQuote({ ...page, favorite: favorites.length > 0, deliveryQuote: quoted.quote, messages }, quoted);
}

/** A page with a delivery quote in it is the visitor's own (see `withFeeQuote`). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/** The write-review form posts here (intent "review"). */
export async function action({ request, params }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ReviewForm);
  const { product, user } = await requireVisibleProduct(db(), request, params.code);
  const back = `${canonicalProductPath(product.wsCode)}${new URL(request.url).search}`;
  const { t } = requestTranslator(request, ["catalog"]);
  if (!user) {
    return redirectWithToast(request, `/login?${new URLSearchParams({ redirectTo: back })}`, {
      title: t("catalog:reviews.errorTitle"),
      description: t("catalog:reviews.mustLogIn"),
      variant: "destructive",
    });
  }
  if (submission.status !== "success") {
    // The answer carries the words in the visitor's language (the schema names them by key).
    const reply = submission.reply();
    const error = reply.error
      ? Object.fromEntries(
          Object.entries(reply.error).map(([field, messages]) => [
            field,
            messages?.map((message) => t(message)) ?? null,
          ]),
        )
      : reply.error;
    return data({ review: { ...reply, error } }, { status: 400 });
  }
  const outcome = await addReview(db(), {
    productId: product.id,
    userId: user.id,
    rating: submission.value.rating,
    text: submission.value.reviewText,
  });
  return redirectWithToast(
    request,
    `${back}#reviews`,
    outcome === "added"
      ? { title: t("catalog:reviews.submittedTitle"), description: t("catalog:reviews.submitted"), variant: "success" }
      : { title: t("catalog:reviews.errorTitle"), description: t("catalog:reviews.already"), variant: "destructive" },
  );
}

export default function ProductPage() {
  const { product, reviews, rating, viewer, origin, canonicalPath, favorite, deliveryQuote } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const lite = useLiteMode();
  const nonce = useNonce();
  const shop = useShop();
  const { t } = useTranslation();

  const jsonLd = serializeJsonLd(
    productJsonLd({
      name: product.name,
      wsCode: product.wsCode,
      brand: product.brand ?? shop.name,
      description: product.seoDescription ?? product.shortDescription,
      images: product.images.map((image) => absoluteUrl(origin, imageAtWidth(image.url, 800))),
      priceCents: product.priceCents,
      inStock: product.stockAvailable,
      url: absoluteUrl(origin, canonicalPath),
      rating,
    }),
  );
  const loginHref = `/login?${new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` })}`;

  return (
    <article className="space-y-3 sm:space-y-6">
      <ProductBreadcrumb product={product} />
      {product.isActive ? null : (
        <Alert title={INACTIVE_TITLE} tone="info">
          {INACTIVE_MESSAGE}
        </Alert>
      )}
      <div className="grid gap-3 sm:gap-6 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} lite={lite} />
        <ProductSummary product={product} rating={rating} favorite={favorite} />
      </div>
      <FeeQuoteBox path={canonicalPath} quote={deliveryQuote} subject={t("catalog:product.feeSubject")} />
      <ProductTabs
        label={t("catalog:product.tabs")}
        tabs={[
          {
            id: "description",
            label: t("catalog:product.description"),
            content: <ProductDescription paragraphs={product.description} />,
          },
          { id: "specs", label: t("catalog:product.specs"), content: <ProductSpecs specs={product.specs} /> },
          { id: "docs", label: t("catalog:product.docs"), content: <ProductDocs document={product.document} /> },
          {
            id: "reviews",
            label: rating ? t("catalog:product.reviewsCount", { reviews: rating.count }) : t("catalog:product.reviews"),
            content: (
              <ReviewsSection
                reviews={reviews}
                rating={rating}
                viewer={viewer}
                loginHref={loginHref}
                reply={actionData?.review}
              />
            ),
          },
        ]}
      />
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes <, > and &
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </article>
  );
}
