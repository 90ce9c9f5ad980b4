import { Form, Link } from "@remix-run/react";
import { useCallback, useRef } from "react";
import { LocationMap } from "~/shop/location-map";
import { Alert, inputClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { useFormat, useTranslation } from "~/ui/translation";
import { useCurrentPosition } from "~/ui/use-current-position";
import type { ChosenLocation, DeliveryPageData, Notice } from "./delivery-page.server";
import { coordinateText, type DeliveryParams, deliveryHref } from "./delivery-url";
import { OUTSIDE_DELIVERY_AREA_LABEL } from "./messages";

export function NoticeBox({ notice }: { notice: Notice }) {
  return (
    <Alert title={notice.title} tone={notice.tone}>
      {notice.message ? <p>{notice.message}</p> : null}
      {notice.label ? <p className="font-semibold">{notice.label}</p> : null}
    </Alert>
  );
}

/** Page state carried through a form as hidden inputs. */
export function HiddenParams({ params }: { params: DeliveryParams }) {
  return (
    <>
      {Object.entries(params).map(([name, value]) =>
        value === undefined || value === "" ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

export function hrefFor(page: DeliveryPageData, overrides: DeliveryParams): string {
  return deliveryHref(page.path, { ...page.params, ...overrides });
}

/** A link that makes a found address or place the delivery location ('Location Set'). */
function pickHref(page: DeliveryPageData, pick: { lat: number; lng: number; label: string }): string {
  return hrefFor(page, {
    place: undefined,
    places: undefined,
    calculate: undefined,
    lat: coordinateText(pick.lat),
    lng: coordinateText(pick.lng),
    inputType: "address",
    label: pick.label,
  });
}

function PlaceList({ page, places }: { page: DeliveryPageData; places: DeliveryPageData["places"] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
      {places.map((place) => {
        const outside = place.distanceKm > page.maxDeliveryDistance;
        return (
          <li key={place.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
            <Link to={pickHref(page, { ...place, label: `${place.name}, ${place.area}` })} preventScrollReset>
              {place.name}
            </Link>
            <span className="text-stone-600">
              {t("cart:delivery.location.about", {
                area: place.area,
                province: place.province,
                km: format.count(place.distanceKm),
              })}
              {outside ? (
                <span className="ml-1 font-semibold text-red-800">({t(OUTSIDE_DELIVERY_AREA_LABEL)})</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Step 1: find the customer's location by address (the geocoder's matches, or the list of places
 * around the store when there is no geocoder), all with GET forms and links.
 */
export function LocationFinder({ page }: { page: DeliveryPageData }) {
  const search = page.search;
  const { t } = useTranslation();
  const carried: DeliveryParams = {
    tab: page.params.tab,
    lat: page.params.lat,
    lng: page.params.lng,
    inputType: page.params.inputType,
    label: page.params.label,
    value: page.params.value,
    load: page.params.load,
    method: page.params.method,
  };
  return (
    <section aria-labelledby="location-heading" className="space-y-3">
      <h2 id="location-heading" className="text-lg font-semibold">
        {t("cart:delivery.location.heading")}
      </h2>
      <ul className="list-inside list-disc text-sm text-stone-700">
        <li>{page.geocoder ? t("cart:delivery.location.urban") : t("cart:delivery.location.urbanNoGeocoder")}</li>
        <li>{t("cart:delivery.location.rural")}</li>
      </ul>
      {page.locationNotice ? <NoticeBox notice={page.locationNotice} /> : null}
      {page.location?.inputType === "address" ? (
        <p className="text-sm">
          <Link to={hrefFor(page, { inputType: "coordinates", label: undefined, calculate: undefined })}>
            {t("cart:delivery.location.refine")}
          </Link>
        </p>
      ) : null}
      <Form method="get" action={page.path} className="space-y-2" role="search" preventScrollReset>
        <HiddenParams params={carried} />
        <label htmlFor="place" className="block text-sm font-medium text-stone-800">
          {page.geocoder ? t("cart:delivery.location.searchAddress") : t("cart:delivery.location.searchPlace")}
        </label>
        <div className="flex gap-2">
          <input
            id="place"
            name="place"
            type="search"
            defaultValue={search?.query ?? ""}
            maxLength={100}
            placeholder={
              page.geocoder
                ? t("cart:delivery.location.placeholderAddress")
                : t("cart:delivery.location.placeholderPlace")
            }
            className={inputClass}
          />
          <button type="submit" className={secondaryButtonClass}>
            {page.geocoder ? t("cart:delivery.location.searchAddresses") : t("cart:delivery.location.searchPlaces")}
          </button>
        </div>
      </Form>
      {search ? <SearchResults page={page} search={search} /> : null}
      {page.places.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">{t("cart:delivery.location.allPlaces")}</p>
          <PlaceList page={page} places={page.places} />
        </div>
      ) : search ? null : (
        <p className="text-sm">
          <Link to={hrefFor(page, { places: "all", calculate: undefined })} preventScrollReset>
            {t("cart:delivery.location.browse")}
          </Link>
        </p>
      )}
    </section>
  );
}

function SearchResults({ page, search }: { page: DeliveryPageData; search: NonNullable<DeliveryPageData["search"]> }) {
  const addresses = search.addresses ?? [];
  const { t } = useTranslation();
  const query = { query: search.query };
  return (
    <div className="space-y-2" aria-live="polite">
      {search.geocoderFailed ? (
        <Alert title={t("cart:delivery.location.unavailable")} tone="info">
          {t("cart:delivery.location.unavailableText")}
        </Alert>
      ) : null}
      {addresses.length > 0 ? (
        <>
          <p className="text-sm font-medium">{t("cart:delivery.location.addressesFound", query)}</p>
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
            {addresses.map((match) => (
              <li key={`${match.lat},${match.lng},${match.label}`} className="px-3 py-2">
                <Link to={pickHref(page, match)} preventScrollReset>
                  {match.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : search.places.length > 0 ? (
        <>
          <p className="text-sm font-medium">
            {page.geocoder && !search.geocoderFailed ? t("cart:delivery.location.noAddress") : ""}
            {t("cart:delivery.location.placesFound", query)}
          </p>
          <PlaceList page={page} places={search.places} />
        </>
      ) : (
        <p className="text-sm">{t("cart:delivery.location.nothingFound", query)}</p>
      )}
    </div>
  );
}

/**
 * Latitude and longitude typed by hand (a farm gate's GPS point). With JavaScript, 'Use current
 * location' fills the same inputs from the phone's position.
 */
export function CoordinatesFields({
  location,
  lat,
  lng,
  showMap,
}: {
  location: ChosenLocation | null;
  lat?: string;
  lng?: string;
  /** The `ui.location.showRealMap` setting: a map that fills the inputs, with JavaScript. */
  showMap: boolean;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const latitudeInput = useRef<HTMLInputElement>(null);
  const longitudeInput = useRef<HTMLInputElement>(null);
  const mapInputs = useCallback(() => ({ latitude: latitudeInput.current, longitude: longitudeInput.current }), []);

  const { state, locate } = useCurrentPosition((found) => {
    if (latitudeInput.current) latitudeInput.current.value = found.latitude;
    if (longitudeInput.current) longitudeInput.current.value = found.longitude;
  });

  const latitude = lat ?? (location ? coordinateText(location.lat) : "");
  const longitude = lng ?? (location ? coordinateText(location.lng) : "");
  return (
    <fieldset className="space-y-2" aria-describedby="gps-hint">
      <legend className="text-sm font-medium text-stone-800">{t("cart:delivery.location.gpsLegend")}</legend>
      <p id="gps-hint" className="text-xs text-stone-600">
        {t("cart:delivery.location.gpsHint")}
      </p>
      <input type="hidden" name="inputType" value="coordinates" />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="lat" className="block text-sm font-medium text-stone-800">
            {t("cart:delivery.location.latitude")}
          </label>
          {/* Text, not number: many phone number pads have no minus sign, and every South African latitude is negative. */}
          <input
            id="lat"
            name="lat"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            // "e.g." and italic: an example, never mistaken for a value already filled in.
            placeholder={t("cart:delivery.location.latitudeExample")}
            defaultValue={latitude}
            ref={latitudeInput}
            className={`${inputClass} placeholder:italic placeholder:text-stone-500`}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="lng" className="block text-sm font-medium text-stone-800">
            {t("cart:delivery.location.longitude")}
          </label>
          <input
            id="lng"
            name="lng"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            // "e.g." and italic: an example, never mistaken for a value already filled in.
            placeholder={t("cart:delivery.location.longitudeExample")}
            defaultValue={longitude}
            ref={longitudeInput}
            className={`${inputClass} placeholder:italic placeholder:text-stone-500`}
          />
        </div>
      </div>
      {hydrated ? (
        <div className="space-y-2" aria-live="polite">
          {showMap ? <LocationMap inputs={mapInputs} label={t("cart:delivery.location.tapMap")} /> : null}
          <button type="button" className={secondaryButtonClass} onClick={locate} disabled={state === "locating"}>
            {state === "locating" ? t("cart:delivery.location.locating") : t("cart:delivery.location.useCurrent")}
          </button>
          {state === "failed" ? (
            <Alert title={t("account:picker.errorTitle")}>{t("account:picker.error")}</Alert>
          ) : null}
          {state === "found" ? <p className="text-sm text-stone-700">{t("cart:delivery.location.filled")}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
