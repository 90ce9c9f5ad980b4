import { z } from "zod";
import { CODE_REQUIRED } from "./messages";
import { typedCode } from "./phone-code-rules";

/**
 * A one-time code as typed ("123 456" too), read as its 6 digits; refused with `message` otherwise
 * (a customer page's catalogue key, "account:phone.codeRequired", issue 49).
 */
export function codeInput(message: string) {
  return z
    .string({ error: message })
    .max(20, message)
    .transform((value, context) => {
      const code = typedCode(value);
      if (code === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return code;
    });
}

/** The code refused with CODE_REQUIRED, in English. */
export const CodeInput = codeInput(CODE_REQUIRED);
