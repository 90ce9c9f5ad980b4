/**
 * The delivery screens' texts: the accounts spec's messages word for word (sections 5, 8 and 9),
 * shared by the loaders, the actions and the components.
 */
import type { DistanceSource, NotFeasible } from "./fees";

export const NO_LOCATION_TITLE = "No Location";
export const NO_LOCATION_MESSAGE =
  "Please choose your location first: search for your address or town, or enter GPS coordinates.";
export const LOCATION_SET_TITLE = "Location Set";
export const INVALID_COORDINATES_TITLE = "Invalid Coordinates";
export const LOCATION_PROCESSING_ERROR_TITLE = "Location Processing Error";
export const LOCATION_PROCESSING_ERROR_MESSAGE = "Unable to calculate accurate delivery distance. Please try again.";
export const DELIVERY_NOT_FEASIBLE_TITLE = "Delivery Not Feasible";
export const CALCULATION_FAILED_TITLE = "Calculation Failed";
export const CALCULATION_FAILED_MESSAGE = "Please try again or contact support";
export const CALCULATIONS_COMPLETE_TITLE = "Calculations Complete";
export const CANNOT_SAVE_TITLE = "Cannot Save";
export const CANNOT_SAVE_MESSAGE = "Please login and complete calculations first";
export const NO_METHOD_SELECTED_TITLE = "No Method Selected";
export const NO_METHOD_SELECTED_MESSAGE = "Please choose one of the delivery options before saving.";
export const LOCATION_NAME_REQUIRED = "Location Name Required";
export const SAVE_FAILED_TITLE = "Save Failed";
export const SAVE_FAILED_MESSAGE = "Please try again";
export const LOCATION_SAVED_TITLE = "Location Saved";
export const LOGIN_TO_SAVE_MESSAGE = "Please log in to save your delivery location and proceed with ordering.";
export const OUTSIDE_DELIVERY_AREA_LABEL = "Outside delivery area";
export const INVALID_LOAD_MESSAGE = "Please choose a load type: small, medium, large or bulk.";
export const INVALID_METHOD_MESSAGE = "Please choose one of the four delivery methods.";

/** 'Calculations Complete' (n delivery options calculated). */
export function calculationsCompleteMessage(count: number): string {
  return `${count} delivery ${count === 1 ? "option" : "options"} calculated`;
}

/** 'Location Saved' (with the fee). */
export function locationSavedMessage(name: string, fee: string, methodName: string): string {
  return `${name} is saved with a delivery fee of ${fee} (${methodName}).`;
}

export const DISTANCE_SOURCE_LABELS: Record<DistanceSource, string> = {
  road: "road distance from the routing service",
  "road-factor": "straight line x road factor",
  "straight-line": "straight line",
};

/** The delivery policy shown in the info panel (the spec's policy text: weekdays only). */
export const DELIVERY_POLICY =
  "We deliver on weekdays during business hours (08:00-17:00). There are no deliveries on weekends or public holidays.";
export const BUSINESS_HOURS = "08:00-17:00";
export const CURRENCY = "ZAR";
export const URBAN_GUIDANCE = "In town? Search for your street address, suburb or town.";
/**
 * The same hint when no geocoder is configured: a street address then finds nothing, so it names
 * what does work, the bundled towns and suburbs or GPS coordinates.
 */
export const URBAN_GUIDANCE_WITHOUT_GEOCODER =
  "In town? Search for your town or suburb by name, or enter GPS coordinates such as -25.77, 28.39.";

/** The location hint for the page's mode: the spec's wording with a geocoder, what works without. */
export function urbanGuidance(geocoder: boolean): string {
  return geocoder ? URBAN_GUIDANCE : URBAN_GUIDANCE_WITHOUT_GEOCODER;
}
export const RURAL_GUIDANCE =
  "On a farm or smallholding? Use GPS coordinates of your gate: addresses out of town are often not on the map.";

// "What will delivery cost?" on the cart, product and delivery pages (decision 0093): ids in the
// `cart` catalogue's "feeQuote." keys (decision 0110); every page that shows the box carries them.

/** `t(id, values)` over the `cart` catalogue: the page's or the request's. */
type TextOf = (id: string, values?: Readonly<Record<string, string | number>>) => string;

export const FEE_QUOTE_HEADING = "cart:feeQuote.heading";
export const FEE_QUOTE_ANCHOR = "delivery-cost";
export const FEE_QUOTE_FIELD_LABEL = "cart:feeQuote.field";
export const FEE_QUOTE_BUTTON = "cart:feeQuote.button";
export const FEE_QUOTE_USE_LOCATION = "cart:feeQuote.useLocation";
export const FEE_QUOTE_LOCATING = "cart:feeQuote.locating";
export const FEE_QUOTE_LOCATION_FAILED = "cart:feeQuote.locationFailed";
export const COLLECT_FREE_NAME = "cart:feeQuote.collect";
export const COLLECT_FREE_FEE = "cart:feeQuote.free";
export const FEE_QUOTE_TOO_MANY_TITLE = "cart:feeQuote.tooManyTitle";
export const FEE_QUOTE_INVALID_TITLE = "cart:feeQuote.invalidTitle";

export function feeQuoteTooManyMessage(t: TextOf, minutes: number): string {
  return t("cart:feeQuote.tooMany", { count: minutes });
}

export function unknownPlaceMessage(t: TextOf, query: string): string {
  return t("cart:feeQuote.unknownPlace", { query });
}

export function outOfRangeMessage(t: TextOf, place: string, reason: string): string {
  return t("cart:feeQuote.outOfRange", { place, reason });
}

/** Where a quote's place came from: the town typed, or the phone's position. */
export function phoneLocationLabel(t: TextOf, lat: string, lng: string): string {
  return t("cart:feeQuote.phoneLocation", { lat, lon: lng });
}

/** Why a delivery is not offered (`Feasibility`), in the reader's language. */
export function notFeasibleText(t: TextOf, refusal: { why: NotFeasible; limit: number }) {
  const values = { limit: String(refusal.limit) };
  return {
    title: t(`cart:delivery.refused.${refusal.why}.title`),
    reason: t(`cart:delivery.refused.${refusal.why}.reason`, values),
  };
}

/** What /delivery prices when the visitor has no cart to order (`TYPICAL_ORDER`). */
export const TYPICAL_ORDER_TEXT = "cart:feeQuote.typicalOrder";
