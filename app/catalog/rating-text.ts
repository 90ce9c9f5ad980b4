import { formatDecimal } from "~/platform/format";
import type { Language } from "~/platform/language";

/** A rating with one decimal place: "4.5" in English, "4,5" in Afrikaans (as af-ZA writes decimals). */
export function ratingText(rating: number, language: Language): string {
  return formatDecimal(rating, 1, language);
}
