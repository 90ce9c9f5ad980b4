import { z } from "zod";
import { CODE_REQUIRED } from "./messages";
import { typedCode } from "./phone-code-rules";

/** A one-time code as typed ("123 456" too), read as its 6 digits; refused with CODE_REQUIRED otherwise. */
export const CodeInput = z
  .string({ error: CODE_REQUIRED })
  .max(20, CODE_REQUIRED)
  .transform((value, context) => {
    const code = typedCode(value);
    if (code === null) {
      context.addIssue({ code: "custom", message: CODE_REQUIRED });
      return z.NEVER;
    }
    return code;
  });
