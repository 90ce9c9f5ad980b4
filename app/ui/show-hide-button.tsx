import { textOr, useTranslation } from "./translation";

/**
 * The Show/Hide button beside a password field (accounts spec: login and each reset field). It
 * only appears once JavaScript runs (the caller passes `hydrated`), so a page without scripts
 * shows a plain password field and no button that does nothing. The accessible name starts with
 * the visible word ('Show password'), so voice control finds it by what it says. Its words are the
 * `signin` catalogue's (the sign-in and password forms that show it carry that namespace).
 */
export function ShowHideButton({
  shown,
  onToggle,
  controls,
  what,
}: {
  shown: boolean;
  onToggle: () => void;
  controls: string;
  what?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-controls={controls}
      onClick={onToggle}
      className="shrink-0 rounded-md border border-stone-300 px-3 text-sm font-semibold text-stone-800"
    >
      {shown ? textOr(t, "signin:hide", "Hide") : textOr(t, "signin:show", "Show")}
      <span className="sr-only"> {what ?? textOr(t, "signin:password", "Password").toLowerCase()}</span>
    </button>
  );
}
