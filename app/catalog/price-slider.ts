/**
 * The price slider's bounds and step for a listing whose prices run from `range.min` to
 * `range.max` whole rands (the lowest floored, the highest rounded up). A range input only stops
 * on min + k * step, so both ends are moved out to whole steps: otherwise a slider from R 169 in
 * steps of 10 tops out at R 449 and its highest setting hides a R 449.95 product.
 */
export function sliderBounds(range: { min: number; max: number }): { min: number; max: number; step: number } {
  const step = range.max - range.min > 200 ? 10 : 1;
  return {
    min: Math.floor(range.min / step) * step,
    max: Math.ceil(range.max / step) * step,
    step,
  };
}
