import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  NUMBER_MESSAGE,
  PRICE_MESSAGE,
  PRODUCT_NAME_REQUIRED,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  STOCK_CODE_REQUIRED,
  WS_CODE_FORMAT,
} from "./product-admin-messages";
import { DIMENSION_UNITS, PRODUCT_FLAGS, PRODUCT_UNITS, type ProductFlag } from "./product-fields";
import { priceToCents } from "./product-update-rules";
import { specialNotBelowRegular } from "./special-price-rules";

// The product form (back-office spec: product edit form, sections 3 and 5). Field names are the
// product's columns; prices are typed in rand and stored in cents.

const text = (max: number, label = "This field") =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .transform((value) => value || null);

const amount = z
  .string()
  .trim()
  .max(20, PRICE_MESSAGE)
  .optional()
  .transform((value, ctx) => {
    const cents = priceToCents(value);
    if (cents === undefined) {
      ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

/** An amount that may be left empty (special and Sage prices): empty is none. */
const optionalAmount = z
  .string()
  .trim()
  .max(20, PRICE_MESSAGE)
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const cents = priceToCents(value);
    if (cents === undefined) {
      ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

const measure = z
  .string()
  .trim()
  .max(20, NUMBER_MESSAGE)
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^\d{1,9}(?:[.,]\d{1,3})?$/.test(value)) {
      ctx.addIssue({ code: "custom", message: NUMBER_MESSAGE });
      return z.NEVER;
    }
    return Number(value.replace(",", "."));
  });

const flag = z
  .literal("on")
  .optional()
  .transform((value) => (value === "on" ? 1 : 0));

const flagShape = Object.fromEntries(PRODUCT_FLAGS.map(([name]) => [name, flag])) as Record<ProductFlag, typeof flag>;

const ProductFieldsShape = z.object({
  product_name: z.string({ error: PRODUCT_NAME_REQUIRED }).trim().min(1, PRODUCT_NAME_REQUIRED).max(200),
  website_title: text(200, "The website title"),
  name_af: text(200, "The Afrikaans name"),
  brand: text(70, "The brand"),
  stock_code: z.string({ error: STOCK_CODE_REQUIRED }).trim().min(1, STOCK_CODE_REQUIRED).max(50),
  sage_code: text(50, "The Sage code"),
  short_description: text(1_000, "The short description"),
  long_description: text(20_000, "The long description"),
  external_description: text(20_000, "The external description"),
  description_af: text(20_000, "The Afrikaans description"),
  excl_price: amount,
  incl_price: amount,
  special_price: optionalAmount,
  sage_price_excl: optionalAmount,
  sage_price_incl: optionalAmount,
  product_volume: measure,
  product_size: measure,
  product_unit: z
    .enum(PRODUCT_UNITS, { error: "Choose a unit from the list." })
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((value) => (value && value !== "none" ? value : null)),
  product_length: measure,
  product_width: measure,
  product_height: measure,
  product_diameter: measure,
  product_dimension_unit: z.enum(DIMENSION_UNITS, { error: "Choose MM, CM or INCH." }).default("MM"),
  category_id: text(100),
  subcategory_id: text(100),
  ...flagShape,
  seo_title: text(SEO_TITLE_MAX, "The SEO title"),
  seo_description: text(SEO_DESCRIPTION_MAX, "The SEO description"),
  seo_keywords: text(500, "The SEO keywords"),
  /** The product's updated_at when the form was opened (edits only). */
  updatedAt: z.string().trim().max(40).optional(),
  /** The product list to go back to, with its search and filters. */
  returnTo: z.string().max(2000).optional(),
});

/**
 * A special price at or above the price with VAT is refused at its field, as the specials screen
 * refuses it, never dropped while the save says it worked. Empty (or 0) is no special.
 */
function specialBelowRegular(
  value: { special_price: number | null; incl_price: number },
  ctx: { addIssue: (issue: { code: "custom"; message: string; path: string[] }) => void },
) {
  if (value.special_price !== null && value.special_price > 0 && value.special_price >= value.incl_price) {
    ctx.addIssue({ code: "custom", message: specialNotBelowRegular(value.incl_price), path: ["special_price"] });
  }
}

export const ProductFields = ProductFieldsShape.superRefine(specialBelowRegular);

export const NewProductFields = ProductFieldsShape.extend({
  ws_code: z
    .string({ error: WS_CODE_FORMAT })
    .trim()
    .toUpperCase()
    .regex(/^WS\d{1,12}$/, WS_CODE_FORMAT),
}).superRefine(specialBelowRegular);

export type ProductFieldsValue = z.infer<typeof ProductFields>;
export const productConstraint = getZodConstraint(NewProductFields);
