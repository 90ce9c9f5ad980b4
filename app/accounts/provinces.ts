/** The nine provinces of South Africa, in alphabetical order, as a delivery address names them. */
export const SOUTH_AFRICAN_PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "North West",
  "Northern Cape",
  "Western Cape",
] as const;

export type SouthAfricanProvince = (typeof SOUTH_AFRICAN_PROVINCES)[number];

export function isSouthAfricanProvince(value: string): value is SouthAfricanProvince {
  return (SOUTH_AFRICAN_PROVINCES as readonly string[]).includes(value);
}

/**
 * The catalogue key of a province whose name is written otherwise in Afrikaans ("Wes-Kaap");
 * Gauteng, KwaZulu-Natal, Limpopo and Mpumalanga are the same in both. The stored value and the
 * form's value stay the English name.
 */
export const PROVINCE_NAME_KEYS: Partial<Record<string, string>> = {
  "Eastern Cape": "account:province.easternCape",
  "Free State": "account:province.freeState",
  "North West": "account:province.northWest",
  "Northern Cape": "account:province.northernCape",
  "Western Cape": "account:province.westernCape",
};
