/**
 * What the product page's Description and Specs tabs show, worked out from the product's
 * columns. Plain module with no database: the loader calls it, the tests check it.
 */
export type SpecsSource = {
  product_size: number | null;
  product_unit: string | null;
  product_volume: number | null;
  product_length: number | null;
  product_width: number | null;
  product_height: number | null;
  product_diameter: number | null;
  product_dimension_unit: string;
  product_dimensions: string | null;
  recommended_age: string | null;
  pet_specific: string | null;
  certifications: string;
  specifications: string | null;
  is_eco_friendly: number;
  is_subscription_eligible: number;
};

export type SpecRow = { label: string; value: string };

/** 40 -> "40", 2.5 -> "2.5", 2500 -> "2 500" (the shop's thousands space). */
function formatNumber(value: number): string {
  const [whole = "0", fraction] = String(Math.round(value * 1000) / 1000).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const DIMENSION_UNITS: Record<string, string> = { MM: "mm", CM: "cm", INCH: "inch" };

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** The certifications column holds a JSON list; anything unreadable counts as none. */
export function certificationList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === "string" && item.trim() !== "");
  } catch {
    return [];
  }
}

function dimensions(source: SpecsSource): string | null {
  if (present(source.product_dimensions)) return source.product_dimensions.trim();
  const sides = [source.product_length, source.product_width, source.product_height].filter(
    (side): side is number => side != null && side > 0,
  );
  if (sides.length === 0) return null;
  const unit = DIMENSION_UNITS[source.product_dimension_unit] ?? source.product_dimension_unit.toLowerCase();
  return `${sides.map(formatNumber).join(" × ")} ${unit}`;
}

/**
 * Only the fields that are filled in, in the order a customer reads them; the labels in the
 * page's language (`t` over the `catalog` namespace, decision 0110), the values as staff wrote them.
 */
export function productSpecs(source: SpecsSource, t: (id: string) => string): SpecRow[] {
  const rows: SpecRow[] = [];
  if (source.product_size != null && source.product_size > 0) {
    const unit = source.product_unit && source.product_unit !== "none" ? ` ${source.product_unit}` : "";
    rows.push({ label: t("catalog:spec.size"), value: `${formatNumber(source.product_size)}${unit}` });
  }
  const measured = dimensions(source);
  if (measured) rows.push({ label: t("catalog:spec.dimensions"), value: measured });
  if (source.product_diameter != null && source.product_diameter > 0) {
    const unit = DIMENSION_UNITS[source.product_dimension_unit] ?? source.product_dimension_unit.toLowerCase();
    rows.push({ label: t("catalog:spec.diameter"), value: `${formatNumber(source.product_diameter)} ${unit}` });
  }
  if (source.product_volume != null && source.product_volume > 0) {
    rows.push({ label: t("catalog:spec.volume"), value: formatNumber(source.product_volume) });
  }
  if (present(source.recommended_age))
    rows.push({ label: t("catalog:spec.age"), value: source.recommended_age.trim() });
  if (present(source.pet_specific))
    rows.push({ label: t("catalog:spec.suitableFor"), value: source.pet_specific.trim() });
  const certifications = certificationList(source.certifications);
  if (certifications.length > 0)
    rows.push({ label: t("catalog:spec.certifications"), value: certifications.join(", ") });
  if (present(source.specifications))
    rows.push({ label: t("catalog:spec.specifications"), value: source.specifications.trim() });
  if (source.is_eco_friendly) rows.push({ label: t("catalog:spec.eco"), value: t("catalog:spec.yes") });
  if (source.is_subscription_eligible)
    rows.push({ label: t("catalog:spec.subscription"), value: t("catalog:spec.onSubscription") });
  return rows;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/**
 * The long description as plain-text paragraphs. Imported descriptions sometimes carry HTML;
 * the page never renders it as markup, so tags become line breaks or disappear and the common
 * entities are decoded. The result is shown as text (React escapes it).
 */
export function descriptionParagraphs(text: string | null | undefined): string[] {
  if (!present(text)) return [];
  const plain = text
    .replace(/\r\n?/g, "\n")
    .replace(/<\s*(script|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, "")
    .replace(/<\s*br\s*\/?\s*>/gi, "\n")
    .replace(/<\s*\/\s*(p|div|h[1-6]|li|ul|ol|blockquote)\s*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
  return plain
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter((paragraph) => paragraph !== "");
}

/** A text cut at a word boundary to at most `max` characters, with an ellipsis when cut (meta descriptions). */
export function shortened(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
