import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from "./delivery-settings.server";
import {
  DEFAULT_SAMPLE_DISTANCE,
  FLAG_FIELDS,
  type FlagKey,
  NUMBER_FIELDS,
  type NumberField,
  type NumberFieldName,
  SAMPLE_DISTANCE_FIELD,
  settingsFromForm,
} from "./settings-fields";

// A decimal number; a comma is accepted as the decimal mark (en-ZA keyboards type "1,3").
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

function numberInput(field: Pick<NumberField, "label" | "min" | "max" | "aboveMin">, example: number) {
  const range = field.aboveMin
    ? `more than ${field.min} and at most ${field.max}`
    : `between ${field.min} and ${field.max}`;
  return z
    .string({ error: `Please enter the ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}.` })
    .trim()
    .regex(DECIMAL, `${field.label} must be a number, for example ${example}.`)
    .transform((text) => Number(text.replace(",", ".")))
    .refine(
      (value) => (field.aboveMin ? value > field.min : value >= field.min) && value <= field.max,
      `${field.label} must be ${range}.`,
    );
}

const numberShape = Object.fromEntries(
  NUMBER_FIELDS.map((field) => [field.name, numberInput(field, field.read(DEFAULT_DELIVERY_SETTINGS))]),
) as Record<NumberFieldName, ReturnType<typeof numberInput>>;

const flagShape = Object.fromEntries(FLAG_FIELDS.map((flag) => [flag.name, z.literal("on").optional()])) as Record<
  string,
  z.ZodOptional<z.ZodLiteral<"on">>
>;

const EditFields = z.object({
  ...numberShape,
  ...flagShape,
  [SAMPLE_DISTANCE_FIELD.name]: numberInput(SAMPLE_DISTANCE_FIELD, DEFAULT_SAMPLE_DISTANCE).optional(),
});

/** The settings screen: Preview (nothing saved), Save settings, or Reset to defaults. */
export const DeliverySettingsForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reset") }),
  EditFields.extend({ intent: z.literal("preview") }),
  EditFields.extend({ intent: z.literal("save") }),
]);
export type DeliverySettingsFields = z.input<typeof EditFields> & { intent?: string };
export const deliverySettingsConstraint = getZodConstraint(EditFields);

/** The settings and the sample distance from a checked Preview or Save submission. */
export function settingsFromSubmission(value: z.output<typeof EditFields>): {
  settings: DeliverySettings;
  sampleDistance: number;
} {
  const record = value as Record<string, unknown>;
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field.name, record[field.name]])) as Record<
    NumberFieldName,
    number
  >;
  const flags = Object.fromEntries(FLAG_FIELDS.map((flag) => [flag.key, record[flag.name] === "on"])) as Record<
    FlagKey,
    boolean
  >;
  const sample = record[SAMPLE_DISTANCE_FIELD.name];
  return {
    settings: settingsFromForm(numbers, flags),
    sampleDistance: typeof sample === "number" ? sample : DEFAULT_SAMPLE_DISTANCE,
  };
}
