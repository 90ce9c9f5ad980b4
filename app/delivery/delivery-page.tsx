import { Form, Link, useNavigation } from "@remix-run/react";
import { useCurrentUser } from "~/accounts/current-user";
import { Alert, FieldErrors, inputClass, primaryButtonClass } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { DeliveryInfoPanel } from "./delivery-info-panel";
import { DeliveryResults, RESULTS_ID } from "./delivery-options";
import type { DeliveryPageData, SaveLocationResult } from "./delivery-page.server";
import { coordinateText } from "./delivery-url";
import { LOAD_TYPES } from "./fees";
import { CoordinatesFields, HiddenParams, LocationFinder, NoticeBox } from "./location-input";
import { LOGIN_TO_SAVE_MESSAGE } from "./messages";

export type SaveActionData = { save: SaveLocationResult; locationName: string } | undefined;

/** The location, order value and load type, and the Calculate button: one GET form, so the quote is in the address. */
function CalculatorForm({ page }: { page: DeliveryPageData }) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const calculating =
    navigation.state === "loading" && new URLSearchParams(navigation.location.search).get("calculate") === "1";
  const address = page.location?.inputType === "address" ? page.location : null;
  return (
    // Lands on the results (#delivery-results), with JavaScript or without.
    <Form method="get" action={`${page.path}#${RESULTS_ID}`} className="space-y-4" key={page.currentHref}>
      <HiddenParams params={{ tab: page.params.tab, method: page.params.method }} />
      {address ? (
        <>
          <input type="hidden" name="lat" value={coordinateText(address.lat)} />
          <input type="hidden" name="lng" value={coordinateText(address.lng)} />
          <input type="hidden" name="inputType" value="address" />
          <input type="hidden" name="label" value={address.label ?? ""} />
        </>
      ) : (
        <CoordinatesFields
          location={page.location}
          lat={page.params.lat}
          lng={page.params.lng}
          showMap={page.flags["ui.location.showRealMap"]}
        />
      )}
      <section aria-labelledby="details-heading" className="space-y-3">
        <h2 id="details-heading" className="text-lg font-semibold">
          {t("cart:delivery.details.heading")}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="value" className="block text-sm font-medium text-stone-800">
              {t("cart:delivery.details.value")}
            </label>
            <input
              id="value"
              name="value"
              type="number"
              min={0}
              step={50}
              inputMode="numeric"
              defaultValue={page.orderValue}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="load" className="block text-sm font-medium text-stone-800">
              {t("cart:delivery.details.load")}
            </label>{" "}
            <select id="load" name="load" defaultValue={page.loadType} className={inputClass}>
              {LOAD_TYPES.map((load) => (
                <option key={load.id} value={load.id}>
                  {t(`cart:delivery.load.${load.id}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* The form's one button: `calculate=1` rides in a hidden field, so a text browser reads the
            button's words, not "(1)" (a button with a value is shown by it in lynx). */}
        <input type="hidden" name="calculate" value="1" />
        <button type="submit" className={primaryButtonClass} disabled={calculating}>
          {calculating ? t("cart:delivery.details.calculating") : t("cart:delivery.details.calculate")}
        </button>
      </section>
    </Form>
  );
}

function SaveLocation({ page, save }: { page: DeliveryPageData; save: SaveActionData }) {
  const user = useCurrentUser();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const calculation = page.calculation;
  if (calculation?.status !== "ok" || !page.location) return null;
  if (!user) {
    return (
      <Alert title={t("cart:delivery.save.button")} tone="info">
        <p>{t(LOGIN_TO_SAVE_MESSAGE)}</p>
        <p className="mt-1">
          <Link to={`/login?${new URLSearchParams({ redirectTo: page.currentHref })}`}>
            {t("cart:delivery.save.logIn")}
          </Link>
          {t("cart:delivery.save.or")}
          <Link to="/register">{t("cart:delivery.save.register")}</Link>.
        </p>
      </Alert>
    );
  }
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const nameError = save?.save.field === "locationName" ? [save.save.message] : undefined;
  return (
    <section aria-labelledby="save-heading" className="space-y-3 rounded-md border border-stone-200 bg-white p-3">
      <h2 id="save-heading" className="text-lg font-semibold">
        {t("cart:delivery.save.heading")}
      </h2>
      <p className="text-sm text-stone-700">
        {t("cart:delivery.save.intro", {
          email: user.email,
          method: t(`cart:delivery.method.${calculation.selected}`),
        })}
      </p>
      {save && !nameError ? (
        <Alert title={save.save.title}>
          <p>{save.save.message}</p>
        </Alert>
      ) : null}
      <Form method="post" action={page.currentHref} className="space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="lat" value={coordinateText(page.location.lat)} />
        <input type="hidden" name="lng" value={coordinateText(page.location.lng)} />
        <input type="hidden" name="inputType" value={page.location.inputType} />
        <input type="hidden" name="label" value={page.location.label ?? ""} />
        <input type="hidden" name="value" value={page.orderValue} />
        <input type="hidden" name="load" value={page.loadType} />
        <input type="hidden" name="method" value={calculation.selected} />
        <div className="space-y-1">
          <label htmlFor="locationName" className="block text-sm font-medium text-stone-800">
            {t("cart:delivery.save.name")}
          </label>
          <input
            id="locationName"
            name="locationName"
            type="text"
            required
            maxLength={80}
            placeholder={t("cart:delivery.save.namePlaceholder")}
            defaultValue={save?.locationName ?? ""}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "locationName-error" : undefined}
            className={inputClass}
          />
          <FieldErrors id="locationName-error" errors={nameError} />
        </div>
        <div className="space-y-1">
          <label htmlFor="deliveryInstructions" className="block text-sm font-medium text-stone-800">
            {t("cart:delivery.save.instructions")}
          </label>
          <textarea
            id="deliveryInstructions"
            name="deliveryInstructions"
            rows={2}
            maxLength={500}
            placeholder={t("cart:delivery.save.instructionsPlaceholder")}
            className={inputClass}
          />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? t("cart:delivery.save.saving") : t("cart:delivery.save.button")}
        </button>
      </Form>
      <p className="text-sm">
        {t("cart:delivery.save.checkoutBefore")}
        <Link to="/cart/checkout">{t("cart:delivery.save.checkoutLink")}</Link>
        {t("cart:delivery.save.checkoutAfter")}
      </p>
    </section>
  );
}

/** Steps 1 to 3 without the info panel: the test page's Calculator tab. */
export function DeliveryCalculator({ page, save }: { page: DeliveryPageData; save: SaveActionData }) {
  return (
    <div className="space-y-6">
      <LocationFinder page={page} />
      <CalculatorForm page={page} />
      {page.notices.map((notice) => (
        <NoticeBox key={notice.title} notice={notice} />
      ))}
      <DeliveryResults page={page} />
      <SaveLocation page={page} save={save} />
    </div>
  );
}

/** The delivery location page and calculator (accounts spec), with the info panel. */
export function DeliveryLocationPage({ page, save }: { page: DeliveryPageData; save: SaveActionData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div>
        <DeliveryCalculator page={page} save={save} />
      </div>
      <DeliveryInfoPanel maxDeliveryDistance={page.maxDeliveryDistance} />
    </div>
  );
}
