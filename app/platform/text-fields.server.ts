import { z } from "zod";

/** An optional free-text form field: trimmed, at most `max` characters, and left out when blank. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value || undefined);
