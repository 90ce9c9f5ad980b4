import { z } from "zod";
import { SA_PHONE_PATTERN } from "~/accounts/sa-phone";
import { SMS_NUMBER_NOT_MOBILE_MESSAGE } from "~/sms/messages";
import { normaliseSouthAfricanMobile } from "~/sms/phone-number";
import { CHECKOUT_PAYMENT_METHODS } from "./checkout-payment";
import {
  CONTACT_EMAIL_INVALID,
  CONTACT_NAME_REQUIRED,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  EMAIL_NEEDED_FOR_EMAIL_NEWS,
  FORM_EXPIRED,
  NEWS_CHANNEL_MESSAGE,
  NEWS_PHONE_NOT_MOBILE,
  NEWS_PHONE_REQUIRED,
  NEWS_PHONE_UNREADABLE,
  NOTES_MAX_LENGTH,
  NOTES_TOO_LONG,
  PAYMENT_METHOD_MESSAGE,
  PHONE_REQUIRED_FOR_DELIVERY,
} from "./checkout-texts";

const DELIVERY_METHOD = z.enum(["simple", "terrain", "load", "premium"]);
const FULFILMENT = z.enum(["collect", "delivery"]);

/**
 * The choice the first step makes, carried in the address (GET form) so the review step can be
 * reloaded and the back button works on a slow connection. Anything unknown falls back to the
 * first step's defaults rather than failing.
 */
export const CheckoutChoice = z.object({
  fulfilment: FULFILMENT.optional().catch(undefined),
  method: DELIVERY_METHOD.optional().catch(undefined),
  step: z.enum(["review"]).optional().catch(undefined),
});
export type CheckoutChoice = z.infer<typeof CheckoutChoice>;

/** One cart line as the review step showed it: product id and quantity. */
const ReviewedLine = z.tuple([z.uuid(), z.coerce.number().int().min(1).max(999)]);

/**
 * Place order: one POST from the review step. The idempotency key is made when the review step
 * is shown, so a second tap or the back button finds the order the first one placed. The lines
 * and total the customer saw travel along: if the cart or a price changed in between, nothing is
 * ordered and the review is shown again.
 */
export const PlaceOrderForm = z
  .object({
    idempotencyKey: z.uuid({ error: FORM_EXPIRED }),
    fulfilment: FULFILMENT,
    method: DELIVERY_METHOD.optional(),
    contactName: z
      .string({ error: CONTACT_NAME_REQUIRED })
      .trim()
      .min(2, CONTACT_NAME_REQUIRED)
      .max(120, CONTACT_NAME_TOO_LONG),
    // Optional for a customer who hears of the order by SMS (a first visit with a cellphone code).
    contactEmail: z
      .string({ error: CONTACT_EMAIL_INVALID })
      .trim()
      .max(254, CONTACT_EMAIL_INVALID)
      .pipe(z.email({ error: CONTACT_EMAIL_INVALID }))
      .optional(),
    contactPhone: z
      .string()
      .trim()
      .max(30, CONTACT_PHONE_INVALID)
      .optional()
      .refine((value) => !value || SA_PHONE_PATTERN.test(value), CONTACT_PHONE_INVALID),
    notes: z.string().trim().max(NOTES_MAX_LENGTH, NOTES_TOO_LONG).optional(),
    // How the customer hears about this order; the cellphone (E.164 once read) for SMS.
    newsChannel: z.enum(["email", "sms", "both"], { error: NEWS_CHANNEL_MESSAGE }).default("email"),
    newsPhone: z.string().trim().max(30).optional(),
    offersBySms: z.literal("on").optional(),
    // EFT, or paying at the counter for an order to collect (decision 0096); a form without the choice: EFT.
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }).default("eft"),
    expectedTotalCents: z.coerce.number().int().min(0),
    lines: z
      .string()
      .max(50_000)
      .transform((text, ctx) => {
        const parsed = text
          .split(",")
          .filter(Boolean)
          .map((pair) => ReviewedLine.safeParse(pair.split(":")));
        if (parsed.length === 0 || parsed.some((line) => !line.success)) {
          ctx.addIssue({ code: "custom", message: FORM_EXPIRED });
          return z.NEVER;
        }
        return parsed.map((line) => {
          const [productId, quantity] = line.data ?? ["", 0];
          return { productId, quantity };
        });
      }),
  })
  .superRefine((form, ctx) => {
    if (form.fulfilment === "delivery" && !form.contactPhone) {
      ctx.addIssue({ code: "custom", path: ["contactPhone"], message: PHONE_REQUIRED_FOR_DELIVERY });
    }
    if (!form.contactEmail && form.newsChannel !== "sms")
      ctx.addIssue({ code: "custom", path: ["contactEmail"], message: EMAIL_NEEDED_FOR_EMAIL_NEWS });
    const needsPhone = form.newsChannel !== "email" || form.offersBySms === "on";
    if (needsPhone && !form.newsPhone) {
      ctx.addIssue({ code: "custom", path: ["newsPhone"], message: NEWS_PHONE_REQUIRED });
    } else if (form.newsPhone) {
      const number = normaliseSouthAfricanMobile(form.newsPhone);
      if (!number.ok) {
        // The number's problem in the catalogue's words (the SMS module's texts are English).
        const message =
          number.message === SMS_NUMBER_NOT_MOBILE_MESSAGE ? NEWS_PHONE_NOT_MOBILE : NEWS_PHONE_UNREADABLE;
        ctx.addIssue({ code: "custom", path: ["newsPhone"], message });
      }
    }
  });

export type PlaceOrderFields = z.input<typeof PlaceOrderForm>;

/** The order news choice of a valid form: the cellphone in E.164 (the schema has checked it). */
export function orderNewsChoice(form: z.infer<typeof PlaceOrderForm>) {
  const number = form.newsPhone ? normaliseSouthAfricanMobile(form.newsPhone) : null;
  return {
    channel: form.newsChannel,
    phone: number?.ok ? number.number : null,
    offersBySms: form.offersBySms === "on",
  };
}
