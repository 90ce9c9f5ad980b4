import { data } from "@remix-run/node";
import { z } from "zod";
import { getCurrentUser } from "~/accounts/auth.server";
import { checkCoordinates } from "~/accounts/client-registration-rules";
import type { CartLine } from "~/cart/cart-lines";
import { requestTranslator } from "~/locales/translator.server";
import { cartWeightsFor, customerDetails } from "~/orders/checkout.server";
import { cartLoadType, deliveryDiscountCents } from "~/orders/checkout-rules";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { type CheckoutDelivery, type DeliveryChoiceOption, deliveryOffer } from "./delivery-offer.server";
import type { InputType } from "./delivery-quote.server";
import { readDeliverySettings } from "./delivery-quote.server";
import { coordinateText } from "./delivery-url";
import type { FeeRules } from "./fee-explanation";
import { DEFAULT_LOAD_TYPE, type LoadType } from "./fees";
import { searchAddresses } from "./geocoder.server";
import { feeQuoteAllowed, withinLookupLimit } from "./lookup-limits.server";
import {
  FEE_QUOTE_INVALID_TITLE,
  FEE_QUOTE_TOO_MANY_TITLE,
  feeQuoteTooManyMessage,
  notFeasibleText,
  outOfRangeMessage,
  phoneLocationLabel,
  unknownPlaceMessage,
} from "./messages";
import { searchPlaces } from "./places";

/** What is being delivered: the whole cart, or one unit of a product. */
export type QuotedGoods =
  | { kind: "cart"; lines: CartLine[]; subtotalCents: number }
  | { kind: "product"; productId: string; priceCents: number }
  /** /delivery without a cart: an order of the calculator's default value and load (R500, medium). */
  | { kind: "typical" };

/** The order /delivery quotes when the visitor has no cart to order: the calculator's defaults. */
export const TYPICAL_ORDER = { subtotalCents: 50_000, loadType: DEFAULT_LOAD_TYPE } as const;

/** The settings the plain explanation of the fees names (`FeeExplanation`). */
export async function feeRules(db: Database): Promise<FeeRules> {
  const settings = await readDeliverySettings(db);
  return {
    ratePerKm: settings.ratePerKm,
    minDeliveryFee: settings.minDeliveryFee,
    maxDeliveryDistance: settings.maxDeliveryDistance,
    urbanMultiplier: settings.urbanMultiplier,
    ruralMultiplier: settings.ruralMultiplier,
    premiumMultiplier: settings.premiumMultiplier,
    premiumFixedFee: settings.premiumFixedFee,
    loadSurcharges: settings.loadSurcharges,
    bulkMinimumOrderValue: settings.bulkMinimumOrderValue,
    largeLoadMaxDistance: settings.largeLoadMaxDistance,
  };
}

export type QuotedLoad = { loadType: LoadType; weightKg: number | null };

/** The answer to "What will delivery cost?", as the box shows it. */
export type FeeQuote = {
  /** What the visitor typed, to fill the field again. */
  typed: string;
  load: QuotedLoad | null;
} & (
  | { state: "ask" }
  | { state: "refused"; title: string; message: string }
  | { state: "unknown-place"; message: string }
  | { state: "not-offered"; place: string; title: string; message: string }
  | {
      state: "offered";
      place: string;
      distanceKm: number;
      /** Each fee as checkout charges it: after the client's delivery discount, when they have one. */
      options: Pick<DeliveryChoiceOption, "id" | "name" | "description" | "feeCents">[];
      /** The signed-in client's delivery discount (percent), already taken off the fees; 0 for everyone else. */
      discountPercentage: number;
      earliestDay: string;
    }
);

const Query = z.object({
  deliveryTo: z.string().trim().max(100).optional(),
  deliveryLat: z.string().trim().max(40).optional(),
  deliveryLng: z.string().trim().max(40).optional(),
});

/** The place asked about: a town or suburb typed, or the phone's position; null when none was asked. */
export function feeQuoteQuery(url: URL): { typed: string; lat?: string; lng?: string } | null {
  const parsed = Query.safeParse({
    deliveryTo: url.searchParams.get("deliveryTo") ?? undefined,
    deliveryLat: url.searchParams.get("deliveryLat") ?? undefined,
    deliveryLng: url.searchParams.get("deliveryLng") ?? undefined,
  });
  // Longer than any place name: taken as the first 100 characters rather than refused.
  const typed = (url.searchParams.get("deliveryTo") ?? "").trim().slice(0, 100);
  if (!parsed.success) return typed ? { typed } : { typed: "", lat: "x", lng: "x" };
  const { deliveryLat: lat, deliveryLng: lng } = parsed.data;
  if (lat || lng) return { typed, lat: lat ?? "", lng: lng ?? "" };
  return typed ? { typed } : null;
}

/** The load and order value checkout would price for these goods (its own rule, `cartWeightsFor`). */
export async function quotedLoad(db: Database, goods: QuotedGoods): Promise<QuotedLoad & { subtotalCents: number }> {
  if (goods.kind === "typical") {
    return { loadType: TYPICAL_ORDER.loadType, weightKg: null, subtotalCents: TYPICAL_ORDER.subtotalCents };
  }
  if (goods.kind === "cart") {
    return { ...(await cartWeightsFor(db, goods.lines)), subtotalCents: goods.subtotalCents };
  }
  const size = await db
    .selectFrom("products")
    .select(["product_size", "product_unit"])
    .where("id", "=", goods.productId)
    .executeTakeFirst();
  return {
    ...cartLoadType([{ quantity: 1, size: size?.product_size ?? null, unit: size?.product_unit ?? null }]),
    subtotalCents: goods.priceCents,
  };
}

/** The status of a page where no quote was asked: the page as it always was. */
const NOT_ASKED = 0;

/**
 * A page loader's answer with a quote in it: unchanged when none was asked (so the page stays
 * as cacheable as it was, decision 0059), else with the quote's status (429 past the limit, 400
 * for coordinates that are not a place) and "private, no-store": the answer depends on the
 * visitor's limits and is never kept by the shared-page cache for someone else. Typed as the
 * plain value, which is what the page's `useLoaderData` sees either way.
 */
export function withFeeQuote<T extends object>(value: T, quoted: { status: number }): T {
  if (quoted.status === NOT_ASKED) return value;
  return data(value, {
    status: quoted.status,
    headers: { "Cache-Control": "private, no-store" },
  }) as unknown as T;
}

type Located = { latitude: number; longitude: number; inputType: InputType; place: string };

/** The town typed, found by the geocoder (when configured and within the visitor's limit) or in the list of places. */
async function findTown(request: Request, db: Database, typed: string): Promise<Located | null> {
  const geocoderUrl = env().GEOCODER_URL;
  if (geocoderUrl && (await withinLookupLimit(request, "geocoder"))) {
    const found = await searchAddresses(typed, { baseUrl: geocoderUrl });
    const best = found?.[0];
    if (best) return { latitude: best.lat, longitude: best.lng, inputType: "address", place: best.label };
  }
  const settings = await readDeliverySettings(db);
  const place = searchPlaces(typed, { lat: settings.shopLatitude, lng: settings.shopLongitude }, 1)[0];
  if (!place) return null;
  return { latitude: place.lat, longitude: place.lng, inputType: "address", place: `${place.name}, ${place.area}` };
}

/**
 * "What will delivery cost?" for the place in the page's address (`deliveryTo`, or
 * `deliveryLat`/`deliveryLng` from the phone): the methods checkout would offer for these goods
 * there, with the fees and the first delivery day, from `deliveryOffer`, the calculation checkout
 * charges. A town typed counts as an address (urban), the phone's position as a GPS point (rural),
 * as on /delivery. At most `FEE_QUOTES_PER_WINDOW` answers per visitor in ten minutes (429).
 */
export async function feeQuoteFor(
  request: Request,
  db: Database,
  goods: QuotedGoods,
  now: Date = new Date(),
): Promise<{ quote: FeeQuote; status: number }> {
  const asked = feeQuoteQuery(new URL(request.url));
  if (!asked) return { quote: { state: "ask", typed: "", load: null }, status: NOT_ASKED };
  const { typed } = asked;
  // The answer's words in the visitor's language (decision 0110).
  const { t } = requestTranslator(request, ["cart"]);

  const allowed = await feeQuoteAllowed(request);
  if (!allowed.allowed) {
    return {
      quote: {
        state: "refused",
        typed,
        load: null,
        title: t(FEE_QUOTE_TOO_MANY_TITLE),
        message: feeQuoteTooManyMessage(t, allowed.minutes),
      },
      status: 429,
    };
  }

  let located: Located | null;
  if (asked.lat !== undefined || asked.lng !== undefined) {
    const checked = checkCoordinates(asked.lat, asked.lng);
    if (!checked.ok) {
      return {
        quote: { state: "refused", typed, load: null, title: t(FEE_QUOTE_INVALID_TITLE), message: checked.message },
        status: 400,
      };
    }
    located = {
      latitude: checked.latitude,
      longitude: checked.longitude,
      inputType: "coordinates",
      place: phoneLocationLabel(t, coordinateText(checked.latitude), coordinateText(checked.longitude)),
    };
  } else {
    located = await findTown(request, db, typed);
    if (!located) {
      return {
        quote: { state: "unknown-place", typed, load: null, message: unknownPlaceMessage(t, typed) },
        status: 200,
      };
    }
  }

  const { subtotalCents, ...load } = await quotedLoad(db, goods);
  const routingUrl = env().ROUTING_URL;
  const offer: CheckoutDelivery = await deliveryOffer(
    db,
    { location: located, loadType: load.loadType, subtotalCents, now },
    // Past the visitor's limit of road distances: the straight-line fallback, as on /delivery.
    { routingUrl: routingUrl && (await withinLookupLimit(request, "routing")) ? routingUrl : null },
  );
  if (!offer.available) {
    return {
      quote: {
        state: "not-offered",
        typed,
        load,
        place: located.place,
        title: notFeasibleText(t, offer).title,
        message: outOfRangeMessage(t, located.place, notFeasibleText(t, offer).reason),
      },
      status: 200,
    };
  }
  // A signed-in client's delivery discount comes off at checkout: the quote shows what they pay.
  const user = await getCurrentUser(request);
  const discountPercentage = user ? (await customerDetails(db, user.id)).discountPercentage : 0;
  return {
    quote: {
      state: "offered",
      typed,
      load,
      place: located.place,
      distanceKm: offer.distanceKm,
      options: offer.options.map(({ id, name, description, feeCents }) => ({
        id,
        name,
        description,
        feeCents: feeCents - deliveryDiscountCents(feeCents, discountPercentage),
      })),
      discountPercentage,
      earliestDay: offer.earliestDay,
    },
    status: 200,
  };
}
