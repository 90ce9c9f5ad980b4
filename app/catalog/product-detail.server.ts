import { redirect } from "@remix-run/node";
import { jsonArrayFrom } from "kysely/helpers/sqlite";
import { z } from "zod";
import { getCurrentUser } from "~/accounts/auth.server";
import { canAccess } from "~/accounts/roles";
import type { CurrentUser } from "~/accounts/users.server";
import { type ServerTranslate, translatorFor } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { approvedRating, type ReviewView, reviewsForProduct } from "~/reviews/reviews.server";
import { categoryNameIn } from "./category-language";
import { presentImages } from "./image-presence.server";
import { discountPercent, effectivePriceCents, isCurrentSpecial, savingCents } from "./pricing";
import { productDescriptionIn, productNameIn, productSeoIn } from "./product-language";
import { canonicalProductPath, canonicalRedirect, type ProductLookup, productLookup } from "./product-lookup";
import { descriptionParagraphs, productSpecs, type SpecRow } from "./product-specs";

export type ProductImage = { id: string; url: string; alt: string; width: number | null; height: number | null };

/** Everything the product page shows about the product itself. */
export type ProductDetail = {
  id: string;
  wsCode: string;
  stockCode: string;
  name: string;
  /** The maker's brand staff set; null when none is known. */
  brand: string | null;
  isActive: boolean;
  shortDescription: string | null;
  description: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  priceCents: number;
  inclPriceCents: number;
  isSpecial: boolean;
  savingCents: number;
  discountPercent: number;
  stockAvailable: boolean;
  category: { name: string; slug: string } | null;
  subcategory: { name: string; slug: string } | null;
  specs: SpecRow[];
  document: { url: string; title: string } | null;
  images: ProductImage[];
};

/** A document link is only offered for addresses on this site or plain web links. */
function safeDocumentUrl(url: string | null): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed) || (trimmed.startsWith("/") && !trimmed.startsWith("//"))) return trimmed;
  return null;
}

/** JSON columns come back as text from SQLite unless a result plugin already parsed them. */
function parsedList<T>(value: T[] | string): T[] {
  return typeof value === "string" ? (JSON.parse(value) as T[]) : value;
}

/**
 * The product with its images (by image_order) and category names, in one query. Inactive
 * products only when `includeInactive` (the caller has checked the visitor may see them). The
 * name and descriptions are the reader's language's (`product-language.ts`).
 */
export async function findProductDetail(
  db: Database,
  lookup: ProductLookup,
  options: { includeInactive: boolean; language?: Language },
  t: ServerTranslate,
): Promise<ProductDetail | undefined> {
  let query = db
    .selectFrom("products")
    .leftJoin("product_categories", "product_categories.id", "products.category_id")
    .leftJoin("product_subcategories", "product_subcategories.id", "products.subcategory_id")
    .select((eb) => [
      "products.id",
      "products.ws_code",
      "products.stock_code",
      "products.product_name",
      "products.website_title",
      "products.name_af",
      "products.short_description",
      "products.long_description",
      "products.description_af",
      "products.seo_title",
      "products.seo_description",
      "products.incl_price_cents",
      "products.special_price_cents",
      "products.is_special_discount",
      "products.is_active",
      "products.stock_available",
      "products.product_size",
      "products.product_unit",
      "products.product_volume",
      "products.product_length",
      "products.product_width",
      "products.product_height",
      "products.product_diameter",
      "products.product_dimension_unit",
      "products.product_dimensions",
      "products.recommended_age",
      "products.pet_specific",
      "products.certifications",
      "products.specifications",
      "products.is_eco_friendly",
      "products.is_subscription_eligible",
      "products.document_url",
      "products.document_title",
      "products.brand",
      "product_categories.name as category_name",
      "product_categories.name_af as category_name_af",
      "product_categories.slug as category_slug",
      "product_subcategories.name as subcategory_name",
      "product_subcategories.name_af as subcategory_name_af",
      "product_subcategories.slug as subcategory_slug",
      jsonArrayFrom(
        eb
          .selectFrom("product_images")
          .select([
            "product_images.id",
            "product_images.image_url",
            "product_images.alt_text",
            "product_images.width",
            "product_images.height",
          ])
          .whereRef("product_images.product_id", "=", "products.id")
          .orderBy("product_images.image_order")
          .orderBy("product_images.created_at"),
      ).as("images"),
    ]);
  query =
    lookup.by === "id"
      ? query.where("products.id", "=", lookup.id)
      : query.where("products.ws_code", "=", lookup.wsCode);
  if (!options.includeInactive) query = query.where("products.is_active", "=", 1);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;

  const language = options.language ?? DEFAULT_LANGUAGE;
  const name = productNameIn(row, language);
  const descriptions = productDescriptionIn(row, language);
  const seo = productSeoIn(row, language);
  const documentUrl = safeDocumentUrl(row.document_url);
  return {
    id: row.id,
    wsCode: row.ws_code,
    stockCode: row.stock_code,
    name,
    brand: row.brand?.trim() || null,
    isActive: row.is_active === 1,
    shortDescription: descriptions.short,
    description: descriptionParagraphs(descriptions.long),
    seoTitle: seo.title,
    seoDescription: seo.description,
    priceCents: effectivePriceCents(row),
    inclPriceCents: row.incl_price_cents,
    isSpecial: isCurrentSpecial(row),
    savingCents: savingCents(row),
    discountPercent: discountPercent(row),
    stockAvailable: row.stock_available === 1,
    // The category's and subcategory's names in the reader's language too (migration 0038).
    category:
      row.category_name && row.category_slug
        ? {
            name: categoryNameIn({ name: row.category_name, name_af: row.category_name_af }, language),
            slug: row.category_slug,
          }
        : null,
    subcategory:
      row.subcategory_name && row.subcategory_slug
        ? {
            name: categoryNameIn({ name: row.subcategory_name, name_af: row.subcategory_name_af }, language),
            slug: row.subcategory_slug,
          }
        : null,
    specs: productSpecs(row, t),
    document: documentUrl
      ? { url: documentUrl, title: row.document_title?.trim() || t("catalog:product.document") }
      : null,
    images: parsedList(row.images).map((image, index) => ({
      id: image.id,
      url: image.image_url,
      alt: image.alt_text?.trim() || (index === 0 ? name : `${name} (${index + 1})`),
      width: image.width,
      height: image.height,
    })),
  };
}

/** ?includeInactive=true is the admin's flag; any other value is as good as none. */
const ProductPageQuery = z.object({
  includeInactive: z.literal("true").optional().catch(undefined),
});

function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/**
 * Finds the product a visitor asked for, or throws 404 (unknown, empty, or inactive for anyone
 * but staff who manage products asking with ?includeInactive=true: the View button of the
 * back office's product list).
 */
export async function requireVisibleProduct(
  db: Database,
  request: Request,
  code: string | undefined,
): Promise<{ product: ProductDetail; user: CurrentUser | undefined }> {
  const lookup = productLookup(code);
  if (!lookup) notFound();
  const query = ProductPageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const user = await getCurrentUser(request);
  const includeInactive = query.includeInactive === "true" && user !== undefined && canAccess(user.roles, "products");
  const language = requestLanguage(request);
  const product = await findProductDetail(
    db,
    lookup,
    { includeInactive, language },
    translatorFor(language, ["catalog"]),
  );
  if (!product) notFound();
  return { product, user };
}

/** Throws the 301 to /product/{ws_code} (query kept) when the product was asked for by another address. */
export function requireCanonicalAddress(request: Request, product: Pick<ProductDetail, "wsCode">): void {
  const canonical = canonicalRedirect(new URL(request.url), product.wsCode);
  if (canonical) throw redirect(canonical, 301);
}

export type ProductPage = {
  product: ProductDetail;
  reviews: ReviewView[];
  rating: { average: number; count: number } | null;
  viewer: { signedIn: boolean; hasReviewed: boolean };
  /** The shop's public address, for the canonical link, Open Graph and JSON-LD. */
  origin: string;
  canonicalPath: string;
};

/**
 * The product page's data: the product with images and category names (one query) and its
 * reviews (one query), after sending any other address for it to the canonical one.
 */
export async function loadProductPage(db: Database, request: Request, code: string | undefined): Promise<ProductPage> {
  const { product, user } = await requireVisibleProduct(db, request, code);
  requireCanonicalAddress(request, product);
  const [reviews, images] = await Promise.all([
    reviewsForProduct(db, product.id, user?.id),
    // A picture whose file is missing is never offered: the gallery shows the placeholder.
    presentImages(product.images),
  ]);
  return {
    product: { ...product, images },
    reviews,
    rating: approvedRating(reviews),
    viewer: { signedIn: user !== undefined, hasReviewed: reviews.some((review) => review.own) },
    origin: env().APP_URL,
    canonicalPath: canonicalProductPath(product.wsCode),
  };
}
