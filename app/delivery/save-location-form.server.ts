import { z } from "zod";
import { DELIVERY_METHODS, LOAD_TYPES } from "./fees";
import { INVALID_LOAD_MESSAGE, INVALID_METHOD_MESSAGE } from "./messages";

// The Save Delivery Location form. It carries the location and the order details the quote was
// made for, never a fee: the action works the quote out again. The checks that have the spec's
// own messages (sign-in, a calculation, a method, a name) are made by the action, in that order.

// Too long: the account's words (`account:error.tooLong.*`), put in the page's language by
// parseFormSubmission; the hidden fields' limit is the smallest of them.
const text = (max: 80 | 200 | 500) => z.string().max(max, `account:error.tooLong.${max}`).optional();

export const LOAD_IDS = LOAD_TYPES.map((load) => load.id) as ["small", "medium", "large", "bulk"];
export const METHOD_IDS = DELIVERY_METHODS.map((method) => method.id) as ["simple", "terrain", "load", "premium"];

export const SaveLocationForm = z.object({
  intent: z.literal("save"),
  lat: text(80),
  lng: text(80),
  inputType: z.enum(["address", "coordinates"]).optional(),
  label: text(200),
  value: text(80),
  load: z.enum(LOAD_IDS, { error: INVALID_LOAD_MESSAGE }).optional(),
  method: z.enum(METHOD_IDS, { error: INVALID_METHOD_MESSAGE }).optional(),
  locationName: text(80),
  deliveryInstructions: text(500),
});
