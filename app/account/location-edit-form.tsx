import { Form, Link } from "@remix-run/react";
import { PROVINCE_NAME_KEYS, SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { type LocationField, UNKNOWN_PROVINCE } from "./location-form";

function TextInput({
  name,
  label,
  value,
  errors,
  hint,
  required,
  autoComplete,
  placeholder,
}: {
  name: LocationField;
  label: string;
  value: string;
  errors: string[] | undefined;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = `location-${name}`;
  return (
    <Field id={id} label={label} errors={errors} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

/**
 * The saved delivery location's fields (decision 0095): what was typed is kept after a refusal,
 * each field's message beside it. A plain form, the same with JavaScript off.
 */
export function LocationEditForm({
  value,
  errorsOf,
  busy,
}: {
  value: (field: LocationField) => string;
  errorsOf: (field: LocationField) => string[] | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const province = value("province");
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      <TextInput
        name="locationName"
        label={t("account:location.name")}
        value={value("locationName")}
        errors={errorsOf("locationName")}
        hint={t("account:location.nameHint")}
        required
      />
      <TextInput
        name="addressLine1"
        label={t("account:location.addressLine1")}
        value={value("addressLine1")}
        errors={errorsOf("addressLine1")}
        autoComplete="address-line1"
        required
      />
      <TextInput
        name="addressLine2"
        label={t("account:location.addressLine2")}
        value={value("addressLine2")}
        errors={errorsOf("addressLine2")}
        autoComplete="address-line2"
      />
      <TextInput
        name="city"
        label={t("account:location.city")}
        value={value("city")}
        errors={errorsOf("city")}
        autoComplete="address-level2"
      />
      <Field id="location-province" label={t("account:registration.province")} errors={errorsOf("province")}>
        <select
          id="location-province"
          name="province"
          defaultValue={province}
          aria-invalid={errorsOf("province")?.length ? true : undefined}
          aria-describedby={errorsOf("province")?.length ? "location-province-error" : undefined}
          className={inputClass}
        >
          <option value={UNKNOWN_PROVINCE}>{t("account:location.notGiven")}</option>
          {SOUTH_AFRICAN_PROVINCES.map((name) => (
            <option key={name} value={name}>
              {PROVINCE_NAME_KEYS[name] ? t(PROVINCE_NAME_KEYS[name]) : name}
            </option>
          ))}
        </select>
      </Field>
      <TextInput
        name="postalCode"
        label={t("account:location.postalCode")}
        value={value("postalCode")}
        errors={errorsOf("postalCode")}
        autoComplete="postal-code"
        placeholder="1020"
      />
      <Field
        id="location-deliveryInstructions"
        label={t("account:location.instructions")}
        errors={errorsOf("deliveryInstructions")}
      >
        <textarea
          id="location-deliveryInstructions"
          name="deliveryInstructions"
          rows={3}
          defaultValue={value("deliveryInstructions")}
          className={inputClass}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t("account:location.point")}</legend>
        <p className="text-xs text-stone-600">{t("account:location.pointHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="latitude"
            label={t("account:picker.latitude")}
            value={value("latitude")}
            errors={errorsOf("latitude")}
            placeholder="-25.7420"
            required
          />
          <TextInput
            name="longitude"
            label={t("account:picker.longitude")}
            value={value("longitude")}
            errors={errorsOf("longitude")}
            placeholder="28.5347"
            required
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? t("account:profile.saving") : t("account:location.save")}
        </button>
        <Link to="/account" className={secondaryButtonClass}>
          {t("account:location.backWithoutSaving")}
        </Link>
      </div>
    </Form>
  );
}
