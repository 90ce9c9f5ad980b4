import { Form, Link, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { TextSeparator } from "~/ui/text-separator";
import { useTranslation } from "~/ui/translation";
import { activeFilterCount, type ListingFilters } from "./listing-url";
import { sliderBounds } from "./price-slider";
import { DEFAULT_SORT, LISTING_SORTS, type ListingSort } from "./sort-options";

/*
 * The product list's filters: one GET form, so the address is the state and everything works
 * without JavaScript (pick, then Apply). With JavaScript a changed select or checkbox submits at
 * once and empty fields are left out of the address.
 */

export const FILTER_FORM_ID = "listing-filters";

type Option = { name: string; slug: string };

/** Submits a GET form through Remix without its empty fields: /products?search=dog, not ?search=dog&min=&max=. */
export function useGetFormSubmit() {
  const submit = useSubmit();
  return (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter ?? null)) {
      if (typeof value === "string" && value.trim() !== "") params.append(name, value);
    }
    submit(params, { method: "get", action: form.getAttribute("action") ?? undefined });
  };
}

/**
 * The form is made anew after every filter applies (keyed on the address). What it should do
 * when it is back: bring the results into view (a filter chosen in the phone's drawer), or give
 * the keyboard focus back to the price slider that was stepped.
 */
const afterApply: { revealResults: boolean; refocus: string | null } = { revealResults: false, refocus: null };

/** The id of the product list the filters narrow (the page's results section). */
export const LISTING_RESULTS_ID = "listing-results";

/** The keys that move a range input: only they apply the price (Tab onto the slider does not). */
const STEP_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

const isPhoneDrawer = () => !window.matchMedia("(min-width: 768px)").matches;

function isAutoSubmitField(target: EventTarget): target is HTMLSelectElement | HTMLInputElement {
  return target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "checkbox");
}

export function ListingFilterForm({
  filters,
  categories,
  subcategories,
  priceRange,
  drawerOpen,
  onDrawerToggle,
}: {
  filters: ListingFilters;
  categories: Option[];
  subcategories: Option[];
  priceRange: { min: number; max: number };
  /**
   * Whether the drawer is open, kept by the page: the form is re-made after every filter that
   * applies itself (it is keyed on the address), and the drawer must stay open while the customer
   * keeps choosing. It closes when they close it.
   */
  drawerOpen: boolean;
  onDrawerToggle: (open: boolean) => void;
}) {
  const submitForm = useGetFormSubmit();
  const { t } = useTranslation();
  const drawer = useRef<HTMLDetailsElement>(null);
  const active = activeFilterCount(filters);

  // Browsers that cannot style ::details-content (see the class below) still get the sidebar
  // open on a wide screen when JavaScript runs.
  useEffect(() => {
    if (drawer.current && window.matchMedia("(min-width: 768px)").matches) drawer.current.open = true;
    if (afterApply.revealResults) document.getElementById(LISTING_RESULTS_ID)?.scrollIntoView({ block: "start" });
    afterApply.revealResults = false;
  }, []);

  /** A filter chosen in the phone's drawer: close it, and show the results when they come. */
  function closeDrawerOnPhone() {
    if (!isPhoneDrawer()) return;
    afterApply.revealResults = true;
    onDrawerToggle(false);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!isAutoSubmitField(target)) return;
    // A new category's subcategories differ: the old choice would only be ignored.
    if (target.name === "category") {
      const subcategory = event.currentTarget.elements.namedItem("subcategory");
      if (subcategory instanceof HTMLSelectElement) subcategory.value = "";
    }
    closeDrawerOnPhone();
    submitForm(event.currentTarget);
  }

  return (
    <Form
      id={FILTER_FORM_ID}
      method="get"
      action="/products"
      role="search"
      aria-label={t("catalog:filters.label")}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        // Apply (a button) closes the drawer; a price slider's step (no button) leaves it open.
        if (submitter) closeDrawerOnPhone();
        submitForm(event.currentTarget, submitter);
      }}
    >
      {/* A drawer below 768 px; from there up the same details element is an always-open sidebar. */}
      <details
        ref={drawer}
        open={drawerOpen}
        onToggle={(event) => onDrawerToggle(event.currentTarget.open)}
        className="group rounded-lg border border-stone-200 bg-white md:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between px-3 py-2 font-semibold [&::-webkit-details-marker]:hidden">
          <span>{active > 0 ? t("catalog:filters.headingCount", { active }) : t("catalog:filters.heading")}</span>
          <span aria-hidden="true" className="text-stone-500 group-open:rotate-180 md:hidden">
            ▾
          </span>
        </summary>
        <div className="space-y-4 border-t border-stone-100 p-3">
          <div className="space-y-1">
            <label htmlFor="filter-search" className="block text-sm font-medium">
              {t("catalog:filters.search")}
            </label>
            <input
              id="filter-search"
              type="search"
              name="search"
              defaultValue={filters.search}
              maxLength={100}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="filter-category" className="block text-sm font-medium">
              {t("catalog:filters.category")}
            </label>{" "}
            <select id="filter-category" name="category" defaultValue={filters.category ?? ""} className={inputClass}>
              <option value="">{t("catalog:filters.allCategories")}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          {subcategories.length > 0 ? (
            <div className="space-y-1">
              <label htmlFor="filter-subcategory" className="block text-sm font-medium">
                {t("catalog:filters.subcategory")}
              </label>{" "}
              <select
                id="filter-subcategory"
                name="subcategory"
                defaultValue={filters.subcategory ?? ""}
                className={inputClass}
              >
                <option value="">{t("catalog:filters.allSubcategories")}</option>
                {subcategories.map((subcategory) => (
                  <option key={subcategory.slug} value={subcategory.slug}>
                    {subcategory.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <fieldset>
            <legend className="text-sm font-medium">{t("catalog:filters.price")}</legend>
            <div className="mt-1 flex items-center gap-2">
              <label htmlFor="filter-min" className="sr-only">
                {t("catalog:filters.min")}
              </label>
              <input
                id="filter-min"
                type="number"
                name="min"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder={String(priceRange.min)}
                defaultValue={filters.min ?? ""}
                className={inputClass}
              />
              <span aria-hidden="true">–</span>
              <label htmlFor="filter-max" className="sr-only">
                {t("catalog:filters.max")}
              </label>
              <input
                id="filter-max"
                type="number"
                name="max"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder={String(priceRange.max)}
                defaultValue={filters.max ?? ""}
                className={inputClass}
              />
            </div>
            <p className="mt-1 text-xs text-stone-600">
              {t("catalog:filters.range", { min: String(priceRange.min), max: String(priceRange.max) })}
            </p>
            <PriceSliders range={priceRange} min={filters.min} max={filters.max} />
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="in_stock"
              value="1"
              defaultChecked={filters.inStock}
              className="rounded border-stone-300 text-brand-700"
            />
            {t("catalog:filters.inStock")}
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass}>
              {t("catalog:filters.apply")}
            </button>
            <TextSeparator />
            <Link to="/products" className={`${secondaryButtonClass} no-underline hover:no-underline`}>
              {t("catalog:filters.clear")}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}

/**
 * The sort order, outside the filter drawer so it is at hand on a phone, yet part of the same
 * form (the `form` attribute). Without JavaScript its button applies it.
 */
export function SortSelect({
  value,
  options = LISTING_SORTS,
  defaultSort = DEFAULT_SORT,
  formId,
}: {
  value: ListingSort;
  options?: readonly ListingSort[];
  /** Sent as an empty value, so a new search typed into the same form gets its own default. */
  defaultSort?: ListingSort;
  formId: string;
}) {
  const submitForm = useGetFormSubmit();
  const hydrated = useHydrated();
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={`${formId}-sort`} className="font-medium">
        {t("catalog:sort.label")}
      </label>{" "}
      <select
        id={`${formId}-sort`}
        name="sort"
        form={formId}
        defaultValue={value === defaultSort ? "" : value}
        onChange={(event) => {
          if (event.currentTarget.form) submitForm(event.currentTarget.form);
        }}
        className="rounded-md border-stone-300 py-1.5 text-sm"
      >
        {options.map((sort) => (
          <option key={sort} value={sort === defaultSort ? "" : sort}>
            {t(`catalog:sort.${sort}`)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" form={formId} className="rounded-md border border-stone-300 bg-white px-3 py-1.5">
          {t("catalog:sort.button")}
        </button>
      )}
    </div>
  );
}

/**
 * The price slider (JavaScript only): two range inputs that move the named min and max number
 * inputs, which are what the form sends; letting go of a slider applies the filter. The sliders
 * have no name, so without JavaScript nothing changes.
 */
function PriceSliders({
  range,
  min,
  max,
}: {
  range: { min: number; max: number };
  min: number | null | undefined;
  max: number | null | undefined;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [low, setLow] = useState(min ?? range.min);
  const [high, setHigh] = useState(max ?? range.max);
  // Back after a step: the keyboard stays on the slider that was moved.
  useEffect(() => {
    if (hydrated && afterApply.refocus) document.getElementById(afterApply.refocus)?.focus();
    if (hydrated) afterApply.refocus = null;
  }, [hydrated]);
  if (!hydrated || range.max <= range.min) return null;

  function move(input: "filter-min" | "filter-max", value: number) {
    const field = document.getElementById(input);
    if (field instanceof HTMLInputElement) field.value = String(value);
  }
  function apply(event: FormEvent<HTMLInputElement>) {
    afterApply.refocus = document.activeElement === event.currentTarget ? event.currentTarget.id : null;
    event.currentTarget.form?.requestSubmit();
  }
  const { min: lowest, max: highest, step } = sliderBounds(range);
  return (
    <div className="mt-2 space-y-1" data-testid="price-sliders">
      <input
        type="range"
        id="price-slider-low"
        aria-label={t("catalog:filters.sliderLow")}
        min={lowest}
        max={highest}
        step={step}
        value={low}
        onChange={(event) => {
          const value = Math.min(Number(event.currentTarget.value), high);
          setLow(value);
          move("filter-min", value);
        }}
        onPointerUp={apply}
        onKeyUp={(event) => STEP_KEYS.has(event.key) && apply(event)}
        className="w-full accent-brand-700"
      />
      <input
        type="range"
        id="price-slider-high"
        aria-label={t("catalog:filters.sliderHigh")}
        min={lowest}
        max={highest}
        step={step}
        value={high}
        onChange={(event) => {
          const value = Math.max(Number(event.currentTarget.value), low);
          setHigh(value);
          move("filter-max", value);
        }}
        onPointerUp={apply}
        onKeyUp={(event) => STEP_KEYS.has(event.key) && apply(event)}
        className="w-full accent-brand-700"
      />
    </div>
  );
}
