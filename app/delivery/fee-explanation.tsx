import { useFormat, useTranslation } from "~/ui/translation";
import type { DeliverySettings } from "./delivery-settings.server";

export type FeeRules = Pick<
  DeliverySettings,
  | "ratePerKm"
  | "minDeliveryFee"
  | "maxDeliveryDistance"
  | "urbanMultiplier"
  | "ruralMultiplier"
  | "premiumMultiplier"
  | "premiumFixedFee"
  | "loadSurcharges"
  | "bulkMinimumOrderValue"
  | "largeLoadMaxDistance"
>;

/** How a delivery fee is worked out, in plain words, with the shop's current settings (docs/delivery.md). */
export function FeeExplanation({ rules }: { rules: FeeRules }) {
  const { loadSurcharges: load } = rules;
  const { t } = useTranslation();
  const format = useFormat();
  // Amounts as the shop writes them in both languages ("R5000"), not grouped as numbers.
  const text = (value: number) => String(value);
  // A multiplier with the language's decimal sign ("x1.2", "x1,2").
  const times = (value: number) => format.count(value);
  return (
    <section aria-labelledby="fee-rules-heading" className="space-y-2 text-sm">
      <h2 id="fee-rules-heading" className="text-lg font-semibold">
        {t("cart:delivery.rules.heading")}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t("cart:delivery.rules.distance")}</li>
        <li>{t("cart:delivery.rules.charge", { rate: text(rules.ratePerKm), minimum: text(rules.minDeliveryFee) })}</li>
        {/* A line each for the four methods, so a text browser (lynx) does not read them as one paragraph. */}
        <li>
          <strong>{t("cart:delivery.method.simple")}</strong>
          {t("cart:delivery.rules.simple")}
        </li>
        <li>
          <strong>{t("cart:delivery.method.terrain")}</strong>
          {t("cart:delivery.rules.terrain", {
            rural: times(rules.ruralMultiplier),
            urban: times(rules.urbanMultiplier),
          })}
        </li>
        <li>
          <strong>{t("cart:delivery.method.load")}</strong>
          {t("cart:delivery.rules.load", {
            small: text(load.small),
            bulk: text(load.bulk),
            medium: text(load.medium),
            large: text(load.large),
          })}
        </li>
        <li>
          <strong>{t("cart:delivery.method.premium")}</strong>
          {t("cart:delivery.rules.premium", {
            multiplier: times(rules.premiumMultiplier),
            fee: text(rules.premiumFixedFee),
          })}
        </li>
        <li>
          {t("cart:delivery.rules.limits", {
            max: text(rules.maxDeliveryDistance),
            large: text(rules.largeLoadMaxDistance),
            bulk: text(rules.bulkMinimumOrderValue),
          })}
        </li>
        <li>{t("cart:delivery.rules.days")}</li>
        <li>{t("cart:delivery.rules.checkout")}</li>
      </ul>
    </section>
  );
}
