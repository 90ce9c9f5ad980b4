import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "~/ui/translation";
import type { CheckoutPayment } from "./checkout-payment";
import {
  CHECKOUT_PAYMENT_LABELS,
  EFT_HINT,
  PAY_AT_COUNTER_HINT,
  PAYMENT_CHOICE_LEGEND,
  PAYMENT_EFT_ONLY,
} from "./checkout-texts";

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

const HINTS = { cash_on_collection: PAY_AT_COUNTER_HINT, eft: EFT_HINT } as const;

/**
 * The review step's way to pay (decision 0096): plain radio buttons, the same without
 * JavaScript, when the order may be paid at the counter; otherwise the EFT note alone.
 */
export function PaymentChoice({ field, payment }: { field: Meta; payment: CheckoutPayment }) {
  const { t } = useTranslation();
  if (payment.offered.length < 2) {
    return (
      <div className="rounded-md bg-stone-50 p-3 text-sm" data-testid="payment-eft-only">
        <p className="font-semibold">{t(PAYMENT_EFT_ONLY)}</p>
        <p>{t(EFT_HINT)}</p>
      </div>
    );
  }
  const errorId = `${field.id}-error`;
  // After a refused post, what was sent; else the preselected way.
  const ticked = typeof field.initialValue === "string" ? field.initialValue : payment.preselected;
  return (
    <fieldset
      className="space-y-2 rounded-md bg-stone-50 p-3 text-sm"
      aria-describedby={field.errors?.length ? errorId : undefined}
      data-testid="payment-choice"
    >
      <legend className="font-semibold">{t(PAYMENT_CHOICE_LEGEND)}</legend>
      {payment.offered.map((value) => (
        <label
          key={value}
          className="flex items-start gap-2 rounded-md border border-stone-200 bg-white p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            {...getInputProps(field, { type: "radio", value })}
            defaultChecked={ticked === value}
            key={`${field.key ?? ""}-${value}`}
            className="mt-1 border-stone-400 text-brand-700"
          />
          <span>
            <span className="block font-semibold">{t(CHECKOUT_PAYMENT_LABELS[value])}</span>
            <span className="block text-stone-700">{t(HINTS[value])}</span>
          </span>
        </label>
      ))}
      {field.errors?.length ? (
        <p id={errorId} className="text-red-700">
          {field.errors.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
