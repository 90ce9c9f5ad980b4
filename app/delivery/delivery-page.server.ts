import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getCurrentUser } from "~/accounts/auth.server";
import {
  checkCoordinates,
  coordinatesMessageKey,
  INVALID_COORDINATES_MESSAGE,
  SELECT_LOCATION_MESSAGE,
} from "~/accounts/client-registration-rules";
import { type ServerTranslate, translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import type { Language } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { type DeliveryQuote, type InputType, quoteDelivery, readDeliverySettings } from "./delivery-quote.server";
import type { DeliverySettings } from "./delivery-settings.server";
import { coordinateText, type DeliveryParams, deliveryHref } from "./delivery-url";
import { DEFAULT_LOAD_TYPE, type DeliveryMethodId, type LatLng, type LoadType, parseOrderValue } from "./fees";
import { type AddressMatch, searchAddresses } from "./geocoder.server";
import { withinLookupLimit } from "./lookup-limits.server";
import {
  CALCULATION_FAILED_MESSAGE,
  CALCULATION_FAILED_TITLE,
  CANNOT_SAVE_MESSAGE,
  CANNOT_SAVE_TITLE,
  INVALID_COORDINATES_TITLE,
  INVALID_LOAD_MESSAGE,
  INVALID_METHOD_MESSAGE,
  LOCATION_NAME_REQUIRED,
  LOCATION_SAVED_TITLE,
  LOCATION_SET_TITLE,
  locationSavedMessage,
  NO_LOCATION_MESSAGE,
  NO_LOCATION_TITLE,
  NO_METHOD_SELECTED_MESSAGE,
  NO_METHOD_SELECTED_TITLE,
  notFeasibleText,
  SAVE_FAILED_MESSAGE,
  SAVE_FAILED_TITLE,
  urbanGuidance,
} from "./messages";
import { allPlaces, type PlaceMatch, searchPlaces } from "./places";
import { LOAD_IDS, METHOD_IDS, SaveLocationForm } from "./save-location-form.server";
import { saveDeliveryLocation, savedLocationRecord } from "./saved-location.server";

/** The estimated order value when none is given (spec section 9). */
const DEFAULT_ORDER_VALUE = 500;
/** Above this an "estimate" is a typing slip; it still counts, capped, so the page never breaks. */
const MAX_ORDER_VALUE = 10_000_000;
const PLEASE_CHECK_TITLE = "cart:delivery.notice.checkChoices";

/** The `cart` catalogue's texts the delivery page shows before a calculation, and the quote box's (decision 0110). */
const PAGE_TEXTS = [
  "delivery.title",
  "delivery.description",
  "delivery.heading",
  "delivery.intro",
  "delivery.exact",
  "delivery.details.",
  "delivery.location.",
  "delivery.load.",
  "delivery.info.",
  "delivery.rules.",
  "delivery.method",
  "feeQuote.",
];
/** ... a calculation's, refused or not ... */
const RESULT_TEXTS = ["delivery.results.", "delivery.source.", "delivery.refused."];
/** ... and the options', their breakdown's and the save step's. */
const OPTION_TEXTS = ["delivery.terrain.", "delivery.breakdown.", "delivery.feedback.", "delivery.save."];

/**
 * The key prefixes of the texts a delivery page shows (`cartMessages`): the results' only after a
 * calculation, so the page a customer first opens carries none of them. The notices
 * ("delivery.notice.") are put in words by the server and never sent.
 */
export function deliveryPageTexts(page: Pick<DeliveryPageData, "calculation"> | null): string[] {
  const status = page?.calculation?.status;
  if (status === "ok") return [...PAGE_TEXTS, ...RESULT_TEXTS, ...OPTION_TEXTS];
  if (status === "not-feasible") return [...PAGE_TEXTS, ...RESULT_TEXTS];
  return PAGE_TEXTS;
}

/** Every one of them, for the test page, whose tabs show any of them. */
export const DELIVERY_PAGE_TEXTS = [...PAGE_TEXTS, ...RESULT_TEXTS, ...OPTION_TEXTS];

/** The words of a location refused by `chosenLocation`, in the page's language. */
function coordinatesText(t: ServerTranslate, error: string): string {
  return t(coordinatesMessageKey(error));
}
/** The customer's preferred method without JavaScript (local storage keeps it with JavaScript). */
const preferredMethodCookie = createCookie("delivery_method", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export type ChosenLocation = LatLng & { inputType: InputType; label: string | null };

export type Notice = { tone: "error" | "info" | "success"; title: string; message?: string; label?: string };

export type DeliverySearch = {
  query: string;
  /** Geocoder matches; null when no geocoder is configured or it failed. */
  addresses: AddressMatch[] | null;
  geocoderFailed: boolean;
  places: PlaceMatch[];
};

export type DeliveryCalculation =
  | { status: "ok"; quote: DeliveryQuote; selected: DeliveryMethodId }
  | { status: "not-feasible"; quote: DeliveryQuote }
  | { status: "failed" };

export type DeliveryPageData = {
  path: string;
  /** The state as given, for the forms and links. */
  params: DeliveryParams;
  /** The page address itself, to post back to and to come back to after signing in. */
  currentHref: string;
  geocoder: boolean;
  /** The "In town?" location hint: without a geocoder it names what the search can find. */
  urbanGuidance: string;
  flags: DeliverySettings["flags"];
  maxDeliveryDistance: number;
  location: ChosenLocation | null;
  locationNotice: Notice | null;
  search: DeliverySearch | null;
  /** Every place, when the customer asked to browse them all. */
  places: PlaceMatch[];
  orderValue: number;
  loadType: LoadType;
  calculation: DeliveryCalculation | null;
  notices: Notice[];
};

const one = (url: URL, name: string) => {
  const value = url.searchParams.get(name)?.trim();
  return value ? value : undefined;
};

/** A location from the page's state, or why it is not one; nothing when none was given. */
export function chosenLocation(fields: {
  lat?: string | undefined;
  lng?: string | undefined;
  inputType?: string | undefined;
  label?: string | undefined;
}): { location: ChosenLocation | null; error: string | null } {
  if (!fields.lat && !fields.lng) return { location: null, error: null };
  const checked = checkCoordinates(fields.lat, fields.lng);
  if (!checked.ok) {
    // One of the two missing, or 0, is not "no location" here: the customer typed something.
    return {
      location: null,
      error: checked.message === SELECT_LOCATION_MESSAGE ? INVALID_COORDINATES_MESSAGE : checked.message,
    };
  }
  const label = fields.label?.trim().slice(0, 200) || null;
  // An address pick carries its label; coordinates typed by hand count as a GPS point (rural).
  const inputType: InputType = fields.inputType === "address" && label ? "address" : "coordinates";
  return {
    location: {
      lat: checked.latitude,
      lng: checked.longitude,
      inputType,
      label: inputType === "address" ? label : null,
    },
    error: null,
  };
}

export function orderValueFrom(text: string | undefined): number {
  return text === undefined ? DEFAULT_ORDER_VALUE : Math.min(parseOrderValue(text.replace(",", ".")), MAX_ORDER_VALUE);
}

async function preferredMethod(request: Request): Promise<DeliveryMethodId | undefined> {
  const stored = await preferredMethodCookie.parse(request.headers.get("Cookie"));
  return (METHOD_IDS as string[]).includes(stored) ? (stored as DeliveryMethodId) : undefined;
}

/**
 * Everything the delivery location page shows for its address: the address search, the chosen
 * location, and (when asked to calculate) the quote with the selected method. Invalid input gets
 * the spec's message and a 400; `logLine` tells the test page what happened.
 */
export async function loadDeliveryPage(
  request: Request,
  options: { path: string; fixed?: DeliveryParams; language?: Language },
): Promise<{ page: DeliveryPageData; status: number; headers: Headers; logLine: string | null }> {
  const url = new URL(request.url);
  // The notices in the page's words (the test page's stay English: decision 0110).
  const t = translatorFor(options.language ?? requestLanguage(request), ["cart", "account"]);
  const notices: Notice[] = [];
  let status = 200;
  const headers = new Headers();

  const load = z.enum(LOAD_IDS).optional().safeParse(one(url, "load"));
  const method = z.enum(METHOD_IDS).optional().safeParse(one(url, "method"));
  if (!load.success || !method.success) {
    status = 400;
    notices.push({
      tone: "error",
      title: t(PLEASE_CHECK_TITLE),
      message: t(load.success ? INVALID_METHOD_MESSAGE : INVALID_LOAD_MESSAGE),
    });
  }
  const loadType: LoadType = (load.success && load.data) || DEFAULT_LOAD_TYPE;
  const valueText = one(url, "value");
  const orderValue = orderValueFrom(valueText);
  const place = one(url, "place")?.slice(0, 100);
  // The whole list of places only on request: it would triple the page for everyone.
  const showAllPlaces = !place && one(url, "places") === "all";
  const params: DeliveryParams = {
    ...options.fixed,
    place,
    places: showAllPlaces ? "all" : undefined,
    lat: one(url, "lat"),
    lng: one(url, "lng"),
    inputType: one(url, "inputType"),
    label: one(url, "label"),
    value: String(orderValue),
    load: loadType,
    method: method.success ? method.data : undefined,
    calculate: one(url, "calculate") ? "1" : undefined,
  };
  const currentHref = deliveryHref(options.path, params);
  const calculate = params.calculate === "1";

  const settings = await readDeliverySettings(db());
  const store = { lat: settings.shopLatitude, lng: settings.shopLongitude };
  const geocoderUrl = env().GEOCODER_URL;

  const { location, error: locationError } = chosenLocation(params);
  let locationNotice: Notice | null = null;
  if (locationError) {
    status = 400;
    locationNotice = {
      tone: "error",
      title: t(INVALID_COORDINATES_TITLE),
      message: coordinatesText(t, locationError),
    };
  } else if (location) {
    const where = `${location.label ?? t("cart:delivery.results.gpsPoint")} (${coordinateText(location.lat)}, ${coordinateText(location.lng)})`;
    locationNotice = { tone: "success", title: t(LOCATION_SET_TITLE), message: where };
  }

  let search: DeliverySearch | null = null;
  let logLine: string | null = null;
  if (place) {
    const addresses =
      geocoderUrl && (await withinLookupLimit(request, "geocoder"))
        ? await searchAddresses(place, { baseUrl: geocoderUrl })
        : null;
    const geocoderFailed = Boolean(geocoderUrl) && addresses === null;
    // The list of places stands in when there is no geocoder, it failed, or it found nothing.
    const places = addresses?.length ? [] : searchPlaces(place, store);
    search = { query: place, addresses, geocoderFailed, places };
    logLine = `Search "${place}": ${addresses?.length ?? places.length} found${geocoderFailed ? " (geocoder failed)" : ""}`;
  }

  let calculation: DeliveryCalculation | null = null;
  if (calculate) {
    if (locationError) {
      logLine = `Invalid coordinates: ${params.lat ?? ""}, ${params.lng ?? ""}`;
    } else if (!location) {
      status = 400;
      notices.push({ tone: "error", title: t(NO_LOCATION_TITLE), message: t(NO_LOCATION_MESSAGE) });
      logLine = "No location";
    } else {
      const started = performance.now();
      try {
        const quote = await quoteDelivery(
          db(),
          { location, inputType: location.inputType, loadType, orderValue },
          {
            settings,
            routingUrl: env().ROUTING_URL && (await withinLookupLimit(request, "routing")) ? env().ROUTING_URL : null,
          },
        );
        const took = Math.round(performance.now() - started);
        const where = `${coordinateText(location.lat)},${coordinateText(location.lng)} ${location.inputType}`;
        if (quote.feasibility.feasible) {
          const remembered = await preferredMethod(request);
          const wanted: DeliveryMethodId = (method.success && method.data) || remembered || "simple";
          const selected = settings.flags["distance.allowMethodChoice"] ? wanted : "simple";
          calculation = { status: "ok", quote, selected };
          if (params.method && params.method !== remembered) {
            headers.append(
              "Set-Cookie",
              await preferredMethodCookie.serialize(params.method, { secure: env().isHttps }),
            );
          }
          const chosen = quote.options.find((option) => option.method.id === selected);
          logLine = `${where}: ${quote.distanceKm} km ${quote.distanceSource}, ${quote.options.length} options, ${chosen?.method.name ?? selected} ${formatRand((chosen?.fee ?? 0) * 100)} (${took} ms)`;
        } else {
          calculation = { status: "not-feasible", quote };
          logLine = `${where}: ${quote.distanceKm} km ${quote.distanceSource}, not feasible (${quote.feasibility.title})`;
        }
      } catch (error) {
        logger.error("Delivery calculation failed", { error: String(error) });
        status = 500;
        calculation = { status: "failed" };
        notices.push({ tone: "error", title: t(CALCULATION_FAILED_TITLE), message: t(CALCULATION_FAILED_MESSAGE) });
        logLine = "Calculation failed";
      }
    }
  }

  return {
    status,
    headers,
    logLine,
    page: {
      path: options.path,
      params,
      currentHref,
      geocoder: Boolean(geocoderUrl),
      urbanGuidance: urbanGuidance(t, Boolean(geocoderUrl)),
      flags: settings.flags,
      maxDeliveryDistance: settings.maxDeliveryDistance,
      location,
      locationNotice,
      search,
      places: showAllPlaces ? allPlaces(store) : [],
      orderValue,
      loadType,
      calculation,
      notices,
    },
  };
}

export type SaveLocationResult = { title: string; message: string; field?: "locationName" };

/**
 * Save Delivery Location: sign-in, a completed calculation, a selected method and a name are
 * required, in that order (the spec's messages); the quote is worked out again from the submitted
 * location, and the chosen option's fee is saved. Success goes back to the page with a toast.
 */
export async function saveLocationAction(
  request: Request,
  language: Language = requestLanguage(request),
): Promise<Response | { status: number; result: SaveLocationResult; locationName: string }> {
  const submission = await parseFormSubmission(request, SaveLocationForm, language);
  const t = translatorFor(language, ["cart"]);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const fail = (status: number, result: SaveLocationResult, locationName = "") => ({ status, result, locationName });
  const cannotSave = { title: t(CANNOT_SAVE_TITLE), message: t(CANNOT_SAVE_MESSAGE) };
  const noMethod = { title: t(NO_METHOD_SELECTED_TITLE), message: t(NO_METHOD_SELECTED_MESSAGE) };
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0];
    return fail(400, { title: cannotSave.title, message: message ?? cannotSave.message });
  }
  const form = submission.value;
  const user = await getCurrentUser(request);
  if (!user) return fail(401, cannotSave);
  const { location } = chosenLocation(form);
  if (!location) return fail(400, cannotSave, form.locationName);
  if (!form.method) return fail(400, noMethod, form.locationName);
  const locationName = form.locationName?.trim() ?? "";
  if (!locationName) {
    const required = t(LOCATION_NAME_REQUIRED);
    return fail(400, { title: required, message: required, field: "locationName" });
  }

  try {
    const settings = await readDeliverySettings(db());
    const quote = await quoteDelivery(
      db(),
      {
        location,
        inputType: location.inputType,
        loadType: form.load ?? DEFAULT_LOAD_TYPE,
        orderValue: orderValueFrom(form.value),
      },
      { settings },
    );
    if (!quote.feasibility.feasible) {
      const refused = notFeasibleText(t, quote.feasibility);
      return fail(400, { title: refused.title, message: refused.reason }, locationName);
    }
    const methodId = settings.flags["distance.allowMethodChoice"] ? form.method : "simple";
    const option = quote.options.find((candidate) => candidate.method.id === methodId);
    if (!option) return fail(400, noMethod, locationName);
    const record = savedLocationRecord({
      locationName,
      label: location.label ?? undefined,
      quote,
      option,
      instructions: form.deliveryInstructions,
    });
    await saveDeliveryLocation(db(), user.id, record);
    return redirectWithToast(request, back, {
      title: t(LOCATION_SAVED_TITLE),
      description: locationSavedMessage(t, {
        name: locationName,
        fee: formatRand(option.fee * 100, language),
        method: t(`cart:delivery.method.${option.method.id}`),
      }),
      variant: "success",
    });
  } catch (error) {
    logger.error("Saving a delivery location failed", { error: String(error) });
    return fail(500, { title: t(SAVE_FAILED_TITLE), message: t(SAVE_FAILED_MESSAGE) }, locationName);
  }
}
