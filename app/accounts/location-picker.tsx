import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useCallback, useRef, useState } from "react";
import { LocationMap } from "~/shop/location-map";
import { Alert, FieldErrors, inputClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { useTranslation } from "~/ui/translation";
import { type CurrentPosition, useCurrentPosition } from "~/ui/use-current-position";

/**
 * The delivery location as latitude and longitude inputs: typed by hand without JavaScript,
 * or filled in from the phone's position with 'Use current location'. (The map belongs to the
 * delivery pages; it is not loaded here.)
 */
export function LocationPicker({
  latitude,
  longitude,
}: {
  latitude: FieldMetadata<string | undefined>;
  longitude: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const latitudeInput = useRef<HTMLInputElement>(null);
  const longitudeInput = useRef<HTMLInputElement>(null);
  const [located, setLocated] = useState<CurrentPosition | null>(null);
  const errors = [...new Set([...(latitude.errors ?? []), ...(longitude.errors ?? [])])];
  const mapInputs = useCallback(() => ({ latitude: latitudeInput.current, longitude: longitudeInput.current }), []);

  function fill(input: HTMLInputElement | null, value: string) {
    if (!input) return;
    input.value = value;
    // Lets the form library see the change, as if it had been typed.
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  const { state, locate } = useCurrentPosition((found) => {
    fill(latitudeInput.current, found.latitude);
    fill(longitudeInput.current, found.longitude);
    setLocated(found);
  });

  return (
    <fieldset className="space-y-2" aria-describedby="coordinates-hint">
      <legend className="text-sm font-medium text-stone-800">{t("account:picker.legend")}</legend>
      <p id="coordinates-hint" className="text-xs text-stone-600">
        {t("account:picker.hint")}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={latitude.id} className="block text-sm font-medium text-stone-800">
            {t("account:picker.latitude")}
          </label>
          {/* A plain text input: number keyboards on many phones have no minus sign, and every
              South African latitude is negative. */}
          <input
            {...getInputProps(latitude, { type: "text" })}
            ref={latitudeInput}
            key={latitude.key}
            required
            autoComplete="off"
            placeholder="-25.7420"
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? "coordinates-error" : undefined}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={longitude.id} className="block text-sm font-medium text-stone-800">
            {t("account:picker.longitude")}
          </label>
          <input
            {...getInputProps(longitude, { type: "text" })}
            ref={longitudeInput}
            key={longitude.key}
            required
            autoComplete="off"
            placeholder="28.5347"
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? "coordinates-error" : undefined}
            className={inputClass}
          />
        </div>
      </div>
      <FieldErrors id="coordinates-error" errors={errors} />
      {hydrated ? (
        <div className="space-y-2">
          <LocationMap inputs={mapInputs} />
          <button type="button" className={secondaryButtonClass} onClick={locate} disabled={state === "locating"}>
            {state === "locating" ? t("account:picker.finding") : t("account:picker.useCurrent")}
          </button>
          <div aria-live="polite">
            {state === "failed" ? (
              <Alert title={t("account:picker.errorTitle")}>{t("account:picker.error")}</Alert>
            ) : located ? (
              <p className="text-sm text-stone-700">
                {t("account:picker.filled", {
                  latitude: located.latitude,
                  longitude: located.longitude,
                  metres: located.accuracyMetres,
                })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
