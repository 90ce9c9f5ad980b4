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
