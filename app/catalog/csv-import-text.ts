/**
 * Reading a product CSV as staff really have it: exported by an accounting system or saved from
 * Excel, in UTF-8 (with or without a byte-order mark) or Windows-1252, separated by commas or by
 * semicolons (where the comma is the decimal mark), with headings in several spellings. The CSV
 * grammar itself (quotes, line breaks inside fields) is csv-parse's; this module decides what
 * csv-parse is given and what its cells mean. The bytes become text in csv-import-decode.server.ts.
 */

/** The first line (the headings), up to a line break outside quotes. */
function headingLine(text: string): string {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) return text.slice(0, index);
  }
  return text;
}

/** ';' when the headings are separated by semicolons (a European-style export), else ','. */
export function detectDelimiter(text: string): "," | ";" {
  const line = headingLine(text).replace(/"[^"]*"/g, "");
  const semicolons = line.split(";").length - 1;
  const commas = line.split(",").length - 1;
  return semicolons > commas ? ";" : ",";
}

/** The product fields an import can set, and the headings each is known by. */
export const IMPORT_COLUMNS = {
  ws_code: ["WS Code", "WSCode", "ws_code", "WS", "WS No", "WS Number"],
  stock_code: ["Stock Code", "stock_code", "StockCode", "Item Code", "Code"],
  sage_code: ["Sage Code", "sage_code"],
  product_name: ["Product Name", "product_name", "Name", "Description", "Product Description", "Item Description"],
  website_title: ["Website Title", "website_title"],
  name_af: ["Afrikaans Name", "name_af", "Naam (Afrikaans)"],
  brand: ["Brand", "brand", "Brand Name"],
  short_description: ["Short Description", "short_description", "Short Desc"],
  long_description: ["Long Description", "long_description", "Long Desc"],
  external_description: ["External Description", "external_description"],
  description_af: ["Afrikaans Description", "description_af", "Beskrywing (Afrikaans)"],
  excl_price: [
    "Excl Price",
    "Price Excl",
    "excl_price",
    "Exclusive Price",
    "Price Excl VAT",
    "Excl",
    "Selling Price Excl",
  ],
  incl_price: [
    "Incl Price",
    "Price Incl",
    "incl_price",
    "Inclusive Price",
    "Price Incl VAT",
    "Incl",
    "Selling Price Incl",
  ],
  sage_price_excl: ["Sage Price Excl", "sage_price_excl"],
  sage_price_incl: ["Sage Price Incl", "sage_price_incl"],
  quantity: ["Qty", "Quantity", "On Hand", "Qty On Hand", "Stock", "Stock On Hand", "Stock Quantity"],
  category: ["Category", "Category Name", "category_name"],
  subcategory: ["Subcategory", "Sub Category", "Subcategory Name", "subcategory_name"],
  product_volume: ["Product Volume", "Volume", "product_volume"],
  product_size: ["Product Size", "Size", "product_size"],
  product_unit: ["Product Unit", "Unit", "product_unit"],
  product_length: ["Product Length", "Length", "product_length"],
  product_width: ["Product Width", "Width", "product_width"],
  product_height: ["Product Height", "Height", "product_height"],
  product_diameter: ["Product Diameter", "Diameter", "product_diameter"],
  product_dimension_unit: ["Product Dimension Unit", "Dimension Unit", "product_dimension_unit"],
  seo_title: ["SEO Title", "seo_title"],
  seo_description: ["SEO Description", "seo_description"],
  seo_keywords: ["SEO Keywords", "seo_keywords"],
  is_special_discount: ["Special Discount", "is_special_discount"],
  is_favorite: ["Featured Product", "Featured", "is_favorite", "Favorite", "Favourite"],
  is_seasonal_special: ["Seasonal Special", "is_seasonal_special"],
  is_top_seller: ["Top Seller", "is_top_seller"],
  is_new_arrival: ["New Arrival", "is_new_arrival"],
  is_eco_friendly: ["Eco Friendly", "Eco-friendly", "is_eco_friendly"],
  is_subscription_eligible: ["Subscription Eligible", "is_subscription_eligible"],
} as const;

export type ImportField = keyof typeof IMPORT_COLUMNS;

/** 'WS Code', 'ws_code', 'WSCode' and ' wscode ' are one heading. */
export function headingKey(heading: string): string {
  return heading
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

const FIELD_BY_HEADING: ReadonlyMap<string, ImportField> = new Map(
  (Object.entries(IMPORT_COLUMNS) as [ImportField, readonly string[]][]).flatMap(([field, headings]) =>
    headings.map((heading) => [headingKey(heading), field] as const),
  ),
);

export type HeadingMap = { columns: Partial<Record<ImportField, number>>; ignored: string[] };

/** Which column holds which field; a field named twice takes its first column. */
export function mapHeadings(headings: readonly string[]): HeadingMap {
  const columns: Partial<Record<ImportField, number>> = {};
  const ignored: string[] = [];
  headings.forEach((heading, index) => {
    const field = FIELD_BY_HEADING.get(headingKey(heading));
    if (field === undefined) {
      if (heading.trim() !== "") ignored.push(heading.trim());
    } else if (columns[field] === undefined) {
      columns[field] = index;
    }
  });
  return { columns, ignored };
}

/** Every row needs both codes, so a file without either heading cannot be imported. */
export const REQUIRED_FIELDS: readonly ImportField[] = ["ws_code", "stock_code"];

export function missingRequiredColumns(map: HeadingMap): string[] {
  return REQUIRED_FIELDS.filter((field) => map.columns[field] === undefined).map((field) => IMPORT_COLUMNS[field][0]);
}

export type AmountReading = { ok: true; value: number } | { ok: false };

/**
 * An amount as people write it: 'R 1 234.50', '1,234.50', '1 234,50', '1.234,50', '-' for none.
 * The decimal mark is the last '.' or ',' when both appear; a lone ',' is a decimal mark in a
 * semicolon file, and a thousands separator elsewhere only when it is followed by groups of
 * exactly three digits. Anything else that is not a number is refused rather than guessed at
 * (stripping every non-digit, as the old app did, read '1 234,50' as 123450).
 */
export function parseAmount(raw: string, commaIsDecimal: boolean): AmountReading {
  let text = raw
    .trim()
    .replace(/^R\s*/i, "")
    .replace(/[\s\u00a0\u202f']/g, "");
  if (text === "") return { ok: false };
  let negative = false;
  if (text.startsWith("-")) {
    negative = true;
    text = text.slice(1);
  }
  if (!/^[0-9.,]+$/.test(text) || !/[0-9]/.test(text)) return { ok: false };
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    const [whole = "", fraction = "", ...rest] = text.split(decimal);
    if (rest.length > 0 || !/^\d{1,3}([.,]\d{3})*$/.test(whole)) return { ok: false };
    normalised = `${whole.split(thousands).join("")}.${fraction}`;
  } else if (lastComma >= 0) {
    const groups = text.split(",");
    const thousandGroups = /^\d{1,3}(,\d{3})+$/.test(text);
    if (!commaIsDecimal && thousandGroups) normalised = groups.join("");
    else if (groups.length === 2) normalised = `${groups[0]}.${groups[1]}`;
    else return { ok: false };
  } else if (text.split(".").length > 2) {
    if (!/^\d{1,3}(\.\d{3})+$/.test(text)) return { ok: false };
    normalised = text.split(".").join("");
  } else {
    normalised = text;
  }
  const value = Number(normalised);
  if (!Number.isFinite(value)) return { ok: false };
  return { ok: true, value: negative ? -value : value };
}

/** Rand to whole cents, without binary-fraction drift (19.99 * 100 is 1998.9999...). */
export function toCents(rand: number): number {
  return Math.round(rand * 100);
}

export type FlagReading = { ok: true; value: 0 | 1 } | { ok: false };

export function parseFlag(raw: string): FlagReading {
  const text = raw.trim().toLowerCase();
  if (["1", "yes", "y", "true", "ja", "x"].includes(text)) return { ok: true, value: 1 };
  if (["0", "no", "n", "false", "nee"].includes(text)) return { ok: true, value: 0 };
  return { ok: false };
}
