/**
 * The delivery page keeps its whole state in the address (the page is stateless and works
 * without JavaScript): which location, the order details, whether to calculate, which method.
 */
export const DELIVERY_PARAMS = [
  "tab",
  "place",
  "places",
  "lat",
  "lng",
  "inputType",
  "label",
  "value",
  "load",
  "calculate",
  "method",
] as const;

export type DeliveryParam = (typeof DELIVERY_PARAMS)[number];
export type DeliveryParams = Partial<Record<DeliveryParam, string | undefined>>;

/** `path` with the given state as its query, in a fixed order and without empty values. */
export function deliveryHref(path: string, params: DeliveryParams): string {
  const query = new URLSearchParams();
  for (const name of DELIVERY_PARAMS) {
    const value = params[name];
    if (value !== undefined && value !== "") query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Coordinates as the page carries them: six decimals (about 10 cm), no trailing noise. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(6)));
}
