import { translatorFor } from "~/locales/translator.server";
import type { Language } from "~/platform/language";

/**
 * The first line of an e-mail to a customer (issue 46): "Hello Thandi," with the first name the
 * account holds, "Hello," when it holds none (never "Hello there," nor a stray space); "Hallo
 * Thandi," in Afrikaans (issue 49).
 */
export function greeting(firstName: string | null | undefined, language: Language = "en"): string {
  const t = translatorFor(language, ["email"]);
  const name = firstName?.trim();
  return name ? t("email:greeting.named", { name }) : t("email:greeting.plain");
}
