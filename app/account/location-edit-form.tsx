import { Form, Link } from "@remix-run/react";
import { SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
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
  const province = value("province");
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      <TextInput
        name="locationName"
        label="Location name"
        value={value("locationName")}
        errors={errorsOf("locationName")}
        hint="For example Home, or the farm's name."
        required
      />
      <TextInput
        name="addressLine1"
        label="Address line 1"
        value={value("addressLine1")}
        errors={errorsOf("addressLine1")}
        autoComplete="address-line1"
        required
      />
      <TextInput
        name="addressLine2"
        label="Address line 2 (optional)"
        value={value("addressLine2")}
        errors={errorsOf("addressLine2")}
        autoComplete="address-line2"
      />
      <TextInput
        name="city"
        label="Town or suburb"
        value={value("city")}
        errors={errorsOf("city")}
        autoComplete="address-level2"
      />
      <Field id="location-province" label="Province" errors={errorsOf("province")}>
        <select
          id="location-province"
          name="province"
          defaultValue={province}
          aria-invalid={errorsOf("province")?.length ? true : undefined}
          aria-describedby={errorsOf("province")?.length ? "location-province-error" : undefined}
          className={inputClass}
        >
          <option value={UNKNOWN_PROVINCE}>Not given</option>
          {SOUTH_AFRICAN_PROVINCES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <TextInput
        name="postalCode"
        label="Postal code (optional)"
        value={value("postalCode")}
        errors={errorsOf("postalCode")}
        autoComplete="postal-code"
        placeholder="1020"
      />
      <Field
        id="location-deliveryInstructions"
        label="Instructions for the driver (optional)"
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
        <legend className="text-sm font-medium text-stone-800">Point on the map (GPS coordinates)</legend>
        <p className="text-xs text-stone-600">
          Where we deliver, for example your farm gate. To move it, open a map app on your phone, press and hold on the
          spot, and copy the two numbers it shows: latitude first, then longitude.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="latitude"
            label="Latitude"
            value={value("latitude")}
            errors={errorsOf("latitude")}
            placeholder="-25.7420"
            required
          />
          <TextInput
            name="longitude"
            label="Longitude"
            value={value("longitude")}
            errors={errorsOf("longitude")}
            placeholder="28.5347"
            required
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? "Saving..." : "Save location"}
        </button>
        <Link to="/account" className={secondaryButtonClass}>
          Back without saving
        </Link>
      </div>
    </Form>
  );
}
