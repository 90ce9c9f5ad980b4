/**
 * Client codes identify a client on the phone, on invoices and in the back office: "CL-" and a
 * sequence number of at least six digits ("CL-000124"). The number comes from the `client_code`
 * counter on the server (accounts spec: generate_client_code); this module only formats it.
 */
export const CLIENT_CODE_PREFIX = "CL-";
const CLIENT_CODE_DIGITS = 6;

export function formatClientCode(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A client code needs a positive whole sequence number, not ${sequence}`);
  }
  return `${CLIENT_CODE_PREFIX}${String(sequence).padStart(CLIENT_CODE_DIGITS, "0")}`;
}
