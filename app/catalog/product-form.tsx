import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import type { StaleNotes } from "~/admin/messages";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { useHydrated } from "~/ui/hydration";
import {
  AFRIKAANS_DESCRIPTION_HINT,
  AFRIKAANS_DESCRIPTION_LABEL,
  AFRIKAANS_NAME_HINT,
  AFRIKAANS_NAME_LABEL,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "./product-admin-messages";
import { CategorySelects } from "./product-form-categories";
import { CountedInput, MeasureInput, MoneyInput, TextArea, TextInput } from "./product-form-inputs";
import { FIELD_TABS, Section, TABS, type Tab } from "./product-form-sections";
import { priceToCents, priceWarnings } from "./product-update-rules";

export type ProductFormProps = {
  mode: "edit" | "new";
  action: string;
  defaultValue: Record<string, string | undefined>;
  constraint: Record<string, object>;
  lastResult: SubmissionResult<string[]> | undefined;
  categories: { id: string; name: string }[];
  subcategories: { id: string; name: string; categoryId: string }[];
  flags: readonly (readonly [string, string])[];
  units: readonly string[];
  dimensionUnits: readonly string[];
  updatedAt?: string;
  /** Edits: what the form was opened with (`openedSnapshot`), and the notes of a refused stale save. */
  opened?: string;
  stale?: StaleNotes | null;
  returnTo: string;
  readOnly?: ReactNode;
};

/**
 * The product form of the editor and of New Product: every field of the product in the spec's
 * five sections, its validation shown beside each field, the price warnings as they are typed
 * (they never block a save), SEO counters, and the category and subcategory choices.
 */
export function ProductForm(props: ProductFormProps) {
  const { mode, action, defaultValue, constraint, lastResult, flags, units, dimensionUnits, updatedAt, returnTo } =
    props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    isSendingForm(navigation) &&
    navigation.formAction?.split("?")[0] === action.split("?")[0];
  const [form, fields] = useForm<Record<string, string>>({
    id: mode === "edit" ? "product-edit" : "product-new",
    lastResult,
    defaultValue,
    constraint,
    shouldRevalidate: "onBlur",
  });
  const [active, setActive] = useState<Tab>("basic");
  const [excl, setExcl] = useState(defaultValue.excl_price ?? "");
  const [incl, setIncl] = useState(defaultValue.incl_price ?? "");
  const warnings = priceWarnings(priceToCents(excl) ?? 0, priceToCents(incl) ?? 0);

  // A refused save: show the first section holding an error, so nothing is hidden in another tab.
  useEffect(() => {
    const errorFields = Object.keys(lastResult?.error ?? {}).filter((name) => name !== "");
    const tab = errorFields.map((name) => FIELD_TABS[name]).find(Boolean);
    if (tab) setActive(tab);
  }, [lastResult]);

  const tabsWithErrors = new Set(
    Object.entries(lastResult?.error ?? {})
      .filter(([name, errors]) => name !== "" && errors?.length)
      .map(([name]) => FIELD_TABS[name]),
  );

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      {form.errors?.length ? (
        <Alert title={mode === "edit" ? "Product not saved" : "Product not created"}>{form.errors.join(" ")}</Alert>
      ) : lastResult?.status === "error" ? (
        <Alert title="Please check the form">
          Nothing was saved. The values to correct are marked
          {tabsWithErrors.size
            ? ` in: ${TABS.filter(([tab]) => tabsWithErrors.has(tab))
                .map(([, label]) => label)
                .join(", ")}`
            : " below"}
          .
        </Alert>
      ) : null}
      <StaleEditNotes notes={props.stale} />
      {updatedAt ? <input type="hidden" name="updatedAt" value={updatedAt} /> : null}
      {props.opened ? <OpenedValues snapshot={props.opened} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />

      {hydrated ? (
        // The tabs wrap onto a second row on a phone: every tab in sight, none scrolled off the edge.
        <div role="tablist" aria-label="Product sections" className="flex flex-wrap gap-1 border-b border-stone-200">
          {TABS.map(([tab, label]) => (
            <button
              key={tab}
              id={`product-tab-button-${tab}`}
              type="button"
              role="tab"
              aria-selected={active === tab}
              aria-controls={`product-tab-${tab}`}
              onClick={() => setActive(tab)}
              className={`whitespace-nowrap rounded-t-md px-3 py-2 text-sm font-semibold ${active === tab ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-stone-100"}`}
            >
              {label}
              {tabsWithErrors.has(tab) ? " (!)" : ""}
            </button>
          ))}
        </div>
      ) : null}

      <Section tab="basic" label="Basic Info" active={active} hydrated={hydrated}>
        {mode === "new" ? (
          <TextInput
            field={fields.ws_code}
            label="WS code"
            hint="WS followed by digits, for example WS001234."
            autoComplete="off"
          />
        ) : null}
        {props.readOnly}
        <TextInput field={fields.product_name} label="Product name" />
        <TextInput
          field={fields.website_title}
          label="Website title (optional)"
          hint="Shown to customers instead of the product name when set."
        />
        <TextInput field={fields.name_af} label={AFRIKAANS_NAME_LABEL} hint={AFRIKAANS_NAME_HINT} lang="af" />
        <TextInput
          field={fields.brand}
          label="Brand (optional)"
          hint="The maker's brand, for shopping engines. Empty: the shop's own name."
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput field={fields.stock_code} label="Stock code" autoComplete="off" />
          <TextInput field={fields.sage_code} label="Sage code (optional)" autoComplete="off" />
        </div>
        <CategorySelects fields={fields} categories={props.categories} subcategories={props.subcategories} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <MeasureInput field={fields.product_volume} label="Volume" />
          <MeasureInput field={fields.product_size} label="Size" />
          {fields.product_unit ? (
            <Field id={fields.product_unit.id} label="Unit" errors={fields.product_unit.errors}>
              <select {...getSelectProps(fields.product_unit)} className={inputClass} key={fields.product_unit.key}>
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <MeasureInput field={fields.product_length} label="Length" />
          <MeasureInput field={fields.product_width} label="Width" />
          <MeasureInput field={fields.product_height} label="Height" />
          <MeasureInput field={fields.product_diameter} label="Diameter" />
          {fields.product_dimension_unit ? (
            <Field
              id={fields.product_dimension_unit.id}
              label="Dimension unit"
              errors={fields.product_dimension_unit.errors}
            >
              <select
                {...getSelectProps(fields.product_dimension_unit)}
                className={inputClass}
                key={fields.product_dimension_unit.key}
              >
                {dimensionUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </div>
      </Section>

      <Section tab="descriptions" label="Descriptions" active={active} hydrated={hydrated}>
        <TextArea field={fields.short_description} label="Short description" rows={3} />
        <TextArea field={fields.long_description} label="Long description" rows={8} />
        <TextArea
          field={fields.description_af}
          label={AFRIKAANS_DESCRIPTION_LABEL}
          hint={AFRIKAANS_DESCRIPTION_HINT}
          rows={8}
          lang="af"
        />
        <TextArea field={fields.external_description} label="External description" rows={4} />
      </Section>

      <Section tab="pricing" label="Pricing" active={active} hydrated={hydrated}>
        {warnings.length ? (
          <div
            role="status"
            className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {warnings.map((warning) => (
              <p key={warning}>{warning}</p>
            ))}
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyInput field={fields.excl_price} label="Price excl. VAT (R)" onValue={setExcl} />
          <MoneyInput field={fields.incl_price} label="Price incl. VAT (R)" onValue={setIncl} />
          <MoneyInput
            field={fields.special_price}
            label="Special price (R, optional)"
            hint="Kept only when above 0 and below the price incl. VAT."
          />
          <div />
          <MoneyInput field={fields.sage_price_excl} label="Sage price excl. VAT (R, optional)" />
          <MoneyInput field={fields.sage_price_incl} label="Sage price incl. VAT (R, optional)" />
        </div>
      </Section>

      <Section tab="flags" label="Flags & Status" active={active} hydrated={hydrated}>
        <fieldset className="space-y-2">
          <legend className="sr-only">Flags</legend>
          {flags.map(([name, label]) => {
            const field = fields[name];
            if (!field) return null;
            return (
              <div key={name} className="flex items-center gap-2">
                <input
                  {...getInputProps(field, { type: "checkbox", value: "on" })}
                  className="rounded border-stone-300 text-brand-700"
                  key={field.key}
                />
                <label htmlFor={field.id} className="flex min-h-6 items-center text-sm">
                  {label}
                </label>
              </div>
            );
          })}
        </fieldset>
        {mode === "new" ? (
          <p className="text-sm text-stone-700">A new product stays hidden from the shop until Active is ticked.</p>
        ) : null}
      </Section>

      <Section tab="seo" label="SEO" active={active} hydrated={hydrated}>
        <CountedInput field={fields.seo_title} label="SEO title" max={SEO_TITLE_MAX} recommended="50-120" />
        <CountedInput
          field={fields.seo_description}
          label="SEO description"
          max={SEO_DESCRIPTION_MAX}
          recommended="150-300"
          multiline
        />
        <TextInput field={fields.seo_keywords} label="SEO keywords" hint="Separated by commas." />
      </Section>

      <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {mode === "edit" ? (saving ? "Updating..." : "Update Product") : saving ? "Creating..." : "Create Product"}
        </button>
        <Link to={returnTo} className={`${secondaryButtonClass} no-underline`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
