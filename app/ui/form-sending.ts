import type { useNavigation } from "@remix-run/react";

type Navigation = ReturnType<typeof useNavigation>;

/**
 * conform checks a field on the server as it is typed into or left (`shouldRevalidate`) by
 * submitting the form with this field, naming what to check. The shop's own buttons never carry it.
 */
const CONFORM_INTENT_FIELD = "__intent__";

/**
 * Whether the navigation under way carries a form someone sent, rather than conform checking a
 * field. A submit button disabled while a form is sent must stay enabled during such a check: the
 * check starts when the field is left, so a tap on the button right after typing (blur, then click)
 * would otherwise land on a disabled button and be lost.
 */
export function isSendingForm(navigation: Navigation): boolean {
  return navigation.formData !== undefined && !navigation.formData.has(CONFORM_INTENT_FIELD);
}
