import type { Language } from "~/platform/language";

/**
 * Which of a product's staff-written texts a customer reads (issue 49, point 5; decision 0110).
 * Staff write the names and descriptions; a product may also carry an Afrikaans name (`name_af`)
 * and description (`description_af`). An Afrikaans reader gets them when they are there, and the
 * English ones otherwise; an English reader always gets the English ones. Never a mix within one
 * text: the descriptions come in one language (the Afrikaans description stands in for both the
 * short and the long English one), and the English SEO title and description give way to the
 * Afrikaans name and description they would otherwise contradict. Plain module: no database.
 */

export type ProductNames = {
  product_name: string;
  website_title?: string | null;
  name_af?: string | null;
};

export type ProductDescriptions = {
  short_description?: string | null;
  long_description?: string | null;
  description_af?: string | null;
};

export type ProductSeo = { seo_title?: string | null; seo_description?: string | null };

const present = (text: string | null | undefined): string | null => text?.trim() || null;

/** The English name customers see: the website title when staff set one, else the product name. */
export function englishProductName(product: ProductNames): string {
  return present(product.website_title) ?? product.product_name;
}

/** The product's name for a reader of `language`. */
export function productNameIn(product: ProductNames, language: Language): string {
  const afrikaans = language === "af" ? present(product.name_af) : null;
  return afrikaans ?? englishProductName(product);
}

/** Whether an Afrikaans reader gets the Afrikaans description (staff wrote one). */
function afrikaansDescription(product: ProductDescriptions, language: Language): string | null {
  return language === "af" ? present(product.description_af) : null;
}

/**
 * The product's descriptions for a reader of `language`, as staff wrote them (the page turns the
 * long one into paragraphs): `short` beside Add to cart, `long` in the Description tab.
 */
export function productDescriptionIn(
  product: ProductDescriptions,
  language: Language,
): { short: string | null; long: string | null } {
  const afrikaans = afrikaansDescription(product, language);
  if (afrikaans) return { short: null, long: afrikaans };
  return { short: present(product.short_description), long: product.long_description ?? null };
}

/**
 * The SEO title and description staff wrote (English) for a reader of `language`: none where the
 * page shows the Afrikaans name or description instead, so the title and meta description follow
 * the page (its name, its description) rather than naming the product in English.
 */
export function productSeoIn(
  product: ProductSeo & ProductNames & ProductDescriptions,
  language: Language,
): { title: string | null; description: string | null } {
  const afrikaansName = language === "af" && present(product.name_af) !== null;
  return {
    title: afrikaansName ? null : present(product.seo_title),
    description: afrikaansDescription(product, language) ? null : present(product.seo_description),
  };
}
