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
  return (
    <section aria-labelledby="fee-rules-heading" className="space-y-2 text-sm">
      <h2 id="fee-rules-heading" className="text-lg font-semibold">
        How the fee is worked out
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          We measure the distance from our store in Donkerhoek to you: by road when our route service answers, otherwise
          in a straight line.
        </li>
        <li>
          The distance charge is R{rules.ratePerKm} a kilometre, and at least R{rules.minDeliveryFee}.
        </li>
        {/* A line each for the four methods, so a text browser (lynx) does not read them as one paragraph. */}
        <li>
          <strong>Simple Distance</strong> is the distance charge.
        </li>
        <li>
          <strong>Terrain Adjusted</strong> is the distance charge x{rules.ruralMultiplier} for a farm or GPS point
          (gravel roads) and x{rules.urbanMultiplier} for a town address.
        </li>
        <li>
          <strong>Load Based</strong> adds R{load.small} to R{load.bulk} for the size of the load (by its weight: R
          {load.medium} from 50 kg, R{load.large} from 200 kg).
        </li>
        <li>
          <strong>Premium Service</strong> is the distance charge x{rules.premiumMultiplier} for priority delivery, plus
          R{rules.premiumFixedFee} for unloading.
        </li>
        <li>
          We deliver within {rules.maxDeliveryDistance} km; loads over 200 kg within {rules.largeLoadMaxDistance} km,
          and loads of 500 kg and more for orders of R{rules.bulkMinimumOrderValue} or more.
        </li>
        <li>
          Deliveries are on weekdays, from the first weekday after you order (not on public holidays). Collecting your
          order at the store is free.
        </li>
        <li>You choose delivery or collection at checkout; the fee there is worked out in exactly this way.</li>
      </ul>
    </section>
  );
}
