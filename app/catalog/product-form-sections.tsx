import type { ReactNode } from "react";

/** The five sections of the product form (back-office spec): tabs with JavaScript, headed sections without. */
export const TABS = [
  ["basic", "Basic Info"],
  ["descriptions", "Descriptions"],
  ["pricing", "Pricing"],
  ["flags", "Flags & Status"],
  ["seo", "SEO"],
] as const;
export type Tab = (typeof TABS)[number][0];

/** The section each field is in: a refused save opens the first section holding an error. */
export const FIELD_TABS: Record<string, Tab> = {
  ws_code: "basic",
  product_name: "basic",
  website_title: "basic",
  name_af: "basic",
  brand: "basic",
  stock_code: "basic",
  sage_code: "basic",
  category_id: "basic",
  subcategory_id: "basic",
  product_volume: "basic",
  product_size: "basic",
  product_unit: "basic",
  product_length: "basic",
  product_width: "basic",
  product_height: "basic",
  product_diameter: "basic",
  product_dimension_unit: "basic",
  short_description: "descriptions",
  long_description: "descriptions",
  external_description: "descriptions",
  description_af: "descriptions",
  excl_price: "pricing",
  incl_price: "pricing",
  special_price: "pricing",
  sage_price_excl: "pricing",
  sage_price_incl: "pricing",
  seo_title: "seo",
  seo_description: "seo",
  seo_keywords: "seo",
};

/** One of the five sections: a tab panel with JavaScript, a headed section without. */
export function Section({
  tab,
  label,
  active,
  hydrated,
  children,
}: {
  tab: Tab;
  label: string;
  active: Tab;
  hydrated: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`product-tab-${tab}`}
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={hydrated ? `product-tab-button-${tab}` : `product-section-${tab}`}
      hidden={hydrated && active !== tab}
      className="space-y-3"
    >
      <h2
        id={`product-section-${tab}`}
        className={hydrated ? "sr-only" : "border-b border-stone-200 pb-1 text-lg font-semibold"}
      >
        {label}
      </h2>
      {children}
    </section>
  );
}
