/**
 * The delivery screens' texts (accounts spec sections 5, 8 and 9): catalogue ids of the `cart`
 * namespace (decision 0110), whose English is the spec's messages word for word. The page's
 * notices and the save action's answers are put in words by the server (`delivery.notice.*`), the
 * rest by the page.
 */
import type { LoadType, NotFeasible } from "./fees";

export const NO_LOCATION_TITLE = "cart:delivery.notice.noLocation";
export const NO_LOCATION_MESSAGE = "cart:delivery.notice.noLocationText";
export const LOCATION_SET_TITLE = "cart:delivery.notice.locationSet";
export const INVALID_COORDINATES_TITLE = "cart:delivery.notice.invalidCoordinates";
export const LOCATION_PROCESSING_ERROR_TITLE = "cart:delivery.results.routingFailed";
export const CALCULATION_FAILED_TITLE = "cart:delivery.notice.calculationFailed";
export const CALCULATION_FAILED_MESSAGE = "cart:delivery.notice.calculationFailedText";
export const CALCULATIONS_COMPLETE_TITLE = "cart:delivery.results.complete";
export const CANNOT_SAVE_TITLE = "cart:delivery.notice.cannotSave";
export const CANNOT_SAVE_MESSAGE = "cart:delivery.notice.cannotSaveText";
export const NO_METHOD_SELECTED_TITLE = "cart:delivery.notice.noMethod";
export const NO_METHOD_SELECTED_MESSAGE = "cart:delivery.notice.noMethodText";
export const LOCATION_NAME_REQUIRED = "cart:delivery.notice.nameRequired";
export const SAVE_FAILED_TITLE = "cart:delivery.notice.saveFailed";
export const SAVE_FAILED_MESSAGE = "cart:delivery.notice.saveFailedText";
export const LOCATION_SAVED_TITLE = "cart:delivery.notice.saved";
export const LOGIN_TO_SAVE_MESSAGE = "cart:delivery.save.login";
export const OUTSIDE_DELIVERY_AREA_LABEL = "cart:delivery.location.outside";
export const INVALID_LOAD_MESSAGE = "cart:delivery.notice.invalidLoad";
export const INVALID_METHOD_MESSAGE = "cart:delivery.notice.invalidMethod";

/** `t(id, values)` over the `cart` catalogue: the page's or the request's. */
type TextOf = (id: string, values?: Readonly<Record<string, string | number>>) => string;

/** 'Calculations Complete' (n delivery options calculated). */
export function calculationsCompleteMessage(t: TextOf, count: number): string {
  return t("cart:delivery.results.count", { count });
}

/** 'Location Saved' (with the fee, written for the reader, and the method's name). */
export function locationSavedMessage(t: TextOf, values: { name: string; fee: string; method: string }): string {
  return t("cart:delivery.notice.savedText", values);
}

/** A load type's name ("Medium (50-200 kg)"). */
export function loadTypeName(t: TextOf, load: LoadType): string {
  return t(`cart:delivery.load.${load}`);
}

/** The hint for a location in town, for the page's mode: the spec's wording with a geocoder, what works without. */
export function urbanGuidance(t: TextOf, geocoder: boolean): string {
  return geocoder ? t("cart:delivery.location.urban") : t("cart:delivery.location.urbanNoGeocoder");
}

export const BUSINESS_HOURS = "08:00-17:00";
export const CURRENCY = "ZAR";

// "What will delivery cost?" on the cart, product and delivery pages (decision 0093): ids in the
// `cart` catalogue's "feeQuote." keys (decision 0110); every page that shows the box carries them.

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
