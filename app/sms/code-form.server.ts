import { z } from "zod";
import { typedCode } from "./phone-code-rules";

/**
 * A one-time code as typed ("123 456" too), read as its 6 digits; refused with `message` otherwise
 * (a catalogue key, "account:phone.codeRequired" or "sms:refusal.codeRequired": the page answers it in its language, issue 49).
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
