import { useTranslation } from "~/ui/translation";
import { PASSWORD_MIN_LENGTH, PASSWORD_REQUIREMENTS, passwordChecklist } from "./password-rules";
import { textOr } from "./sign-in-messages";

/**
 * The password requirements under the field. Without JavaScript it is a plain list of the rules;
 * with JavaScript each line ticks as it is met (`password` is the field's live value).
 */
export function PasswordChecklist({ password, live }: { password: string; live: boolean }) {
  const { t } = useTranslation();
  const met = passwordChecklist(password);
  return (
    <ul className="mt-1 space-y-0.5 text-xs" aria-live="polite" id="password-requirements">
      {PASSWORD_REQUIREMENTS.map((rule) => (
        <li key={rule.id} className={live && met[rule.id] ? "text-brand-700" : "text-stone-600"}>
          {live ? (met[rule.id] ? "✓ " : "○ ") : "• "}
          {textOr(t, `signin:password.rule.${rule.id}`, rule.label, { min: PASSWORD_MIN_LENGTH })}
        </li>
      ))}
    </ul>
  );
}
