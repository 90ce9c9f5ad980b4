import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { TextField } from "~/ui/field";
import { useTranslation } from "~/ui/translation";

/** The channels, in the order shown. */
const CHANNELS = ["email", "sms", "both"] as const;

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * The customer's choice of order news (e-mail, SMS or both) with the cellphone number for SMS,
 * and the separate, unticked-unless-given consent to offers by SMS (decision 0079). Plain radio
 * buttons and a checkbox: the same with JavaScript off. Checkout and the account screen use it.
 */
export function OrderNewsFields({
  legend,
  channel,
  phone,
  offers,
  showOffers,
}: {
  legend: string;
  channel: Meta;
  phone: Meta;
  offers: Meta;
  /** False: the consent is not asked here (checkout, when it was given already). */
  showOffers: boolean;
}) {
  const errorId = `${channel.id}-error`;
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <fieldset aria-describedby={channel.errors?.length ? errorId : undefined}>
        <legend className="text-sm font-medium text-stone-800">{legend}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {CHANNELS.map((value) => (
            <label key={value} className="inline-flex min-h-6 items-center gap-2">
              <input
                {...getInputProps(channel, { type: "radio", value })}
                // The form's default (the customer's saved choice) or, after a refusal, what was sent.
                key={`${channel.key ?? ""}-${value}`}
                className="border-stone-400 text-brand-700"
              />
              {t(`cart:checkout.news.${value}`)}
            </label>
          ))}
        </div>
        {channel.errors?.length ? (
          <p id={errorId} className="text-sm text-red-700">
            {channel.errors.map((error) => t(error)).join(" ")}
          </p>
        ) : null}
      </fieldset>
      <TextField
        field={phone}
        label={t("cart:checkout.news.phone")}
        hint={t("cart:checkout.news.phoneHint")}
        type="tel"
        autoComplete="tel"
        placeholder="082 123 4567"
      />
      {showOffers ? (
        <div className="flex items-start gap-2">
          <input
            {...getInputProps(offers, { type: "checkbox", value: "on" })}
            className="mt-1 rounded border-stone-300 text-brand-700"
            key={offers.key}
          />
          <label htmlFor={offers.id} className="text-sm">
            {t("cart:checkout.news.offers")}
          </label>
        </div>
      ) : null}
    </div>
  );
}
