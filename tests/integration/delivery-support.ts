export { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

// Shared by the delivery integration tests (tests/integration/delivery*.test.ts).

export const RAYTON = { lat: "-25.742", lng: "28.5347" };
export const POLOKWANE = { lat: "-23.9045", lng: "29.4689" };
