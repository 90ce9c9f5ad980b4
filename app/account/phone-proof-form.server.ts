import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { codeInput } from "~/sms/code-form.server";

// Catalogue keys (app/locales/*/account.json): the page answers them in its language.
const SMS_PHONE_REQUIRED = "account:phone.numberRequired";

/**
 * The forms of /account/phone (issue 43, decision 0089): send a code to a number, then type it
 * back. `next` is where to go once the number is proved (checked by safeRedirectPath), `offers`
 * the "offers by SMS" tick carried to the proof, `for` where the person came from.
 */
const carried = {
  next: z.string().max(500).optional(),
  offers: z.literal("on").optional(),
  for: z.enum(["account", "checkout"]).catch("account"),
};

export const PhoneProofForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("send"),
    phone: z.string({ error: SMS_PHONE_REQUIRED }).trim().min(1, SMS_PHONE_REQUIRED).max(40),
    ...carried,
  }),
  z.object({
    intent: z.literal("verify"),
    code: codeInput("account:phone.codeRequired"),
    ...carried,
  }),
]);
export type PhoneProofFields = z.input<typeof PhoneProofForm>;

export const phoneProofConstraint = getZodConstraint(PhoneProofForm);

/** What the page's address carries: where to go next, the offers tick, where the person came from. */
export const PhoneProofQuery = z.object({
  next: z.string().max(500).optional().catch(undefined),
  offers: z.literal("on").optional().catch(undefined),
  for: z.enum(["account", "checkout"]).catch("account"),
  another: z.literal("1").optional().catch(undefined),
});
