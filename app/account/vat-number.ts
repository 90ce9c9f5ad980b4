/**
 * South African VAT registration numbers are 10 digits and start with 4 (SARS). People type them
 * with spaces or dashes; the shop stores the digits only.
 */
export function normalizeVatNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^4\d{9}$/.test(digits) ? digits : null;
}
