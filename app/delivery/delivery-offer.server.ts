import type { Database } from "~/platform/db.server";
import { earliestDeliveryDay, isoDay } from "./delivery-days";
import { type InputType, quoteDelivery, readDeliverySettings } from "./delivery-quote.server";
import type { DeliveryMethodId, LoadType, NotFeasible } from "./fees";

export type DeliveryChoiceOption = {
  id: DeliveryMethodId;
  name: string;
  description: string;
  feeCents: number;
  distanceKm: number;
  breakdown: { label: string; amount: number }[];
};

/** What delivery to a place would cost, or why it is not offered. */
export type CheckoutDelivery =
  | { available: false; title: string; reason: string; why: NotFeasible; limit: number }
  | {
      available: true;
      options: DeliveryChoiceOption[];
      allowMethodChoice: boolean;
      distanceKm: number;
      /** The first weekday after today that is not a public holiday (ISO date). */
      earliestDay: string;
    };

export type DeliveryOfferInput = {
  location: { latitude: number; longitude: number; inputType: InputType };
  loadType: LoadType;
  subtotalCents: number;
  now: Date;
};

/**
 * The delivery methods offered for a place, a load and an order value, each with the fee in
 * cents, and the first delivery day: the one calculation checkout charges and the "What will
 * delivery cost?" answers on the cart and product pages show (decision 0093). Always worked out
 * here on the server; a fee never comes from a form. `routingUrl`: as `quoteDelivery` (undefined:
 * the configured routing service; null: none, the fallback distance).
 */
export async function deliveryOffer(
  db: Database,
  input: DeliveryOfferInput,
  options: { routingUrl?: string | null } = {},
): Promise<CheckoutDelivery> {
  const settings = await readDeliverySettings(db);
  const quote = await quoteDelivery(
    db,
    {
      location: { lat: input.location.latitude, lng: input.location.longitude },
      inputType: input.location.inputType,
      loadType: input.loadType,
      orderValue: input.subtotalCents / 100,
    },
    { settings, ...(options.routingUrl === undefined ? {} : { routingUrl: options.routingUrl }) },
  );
  if (!quote.feasibility.feasible) {
    return {
      available: false,
      title: quote.feasibility.title,
      reason: quote.feasibility.reason,
      why: quote.feasibility.why,
      limit: quote.feasibility.limit,
    };
  }
  const allowMethodChoice = settings.flags["distance.allowMethodChoice"];
  const offered = quote.options
    .filter((option) => allowMethodChoice || option.method.id === "simple")
    .map((option) => ({
      id: option.method.id,
      name: option.method.name,
      description: option.method.description,
      feeCents: Math.round(option.fee * 100),
      distanceKm: option.distanceKm,
      breakdown: option.breakdown,
    }));
  return {
    available: true,
    options: offered,
    allowMethodChoice,
    distanceKm: quote.distanceKm,
    earliestDay: isoDay(earliestDeliveryDay(input.now)),
  };
}
