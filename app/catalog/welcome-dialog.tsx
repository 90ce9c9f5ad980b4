import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/ui/translation";

export const WELCOME_SEEN_KEY = "welcome-seen";

/**
 * The first-visit welcome (storefront spec). Without JavaScript it is a notice with a Dismiss
 * form that sets a cookie; with JavaScript it is a dialog and the seen flag is also kept in
 * local storage, so it stays dismissed even where the cookie is lost.
 */
export function WelcomeDialog({ show, title, text }: { show: boolean; title: string; text: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(show);

  useEffect(() => {
    if (window.localStorage.getItem(WELCOME_SEEN_KEY)) setOpen(false);
  }, []);

  if (!open) return null;
  // One line on a phone (issue 46): the title and Dismiss side by side, the owner's text cut to
  // its first line, so the products stay on the first screen. Wider screens show the whole text.
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="welcome-title"
      aria-describedby="welcome-text"
      className="flex items-start gap-3 rounded-lg border border-brand-700 bg-white px-3 py-2 shadow sm:border-2 sm:p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="welcome-title" className="truncate text-sm font-bold sm:text-lg">
          {title}
        </h2>
        <p id="welcome-text" className="line-clamp-1 whitespace-pre-line text-xs sm:mt-1 sm:line-clamp-none sm:text-sm">
          {text}
        </p>
      </div>
      <fetcher.Form
        method="post"
        action="/?index"
        onSubmit={() => {
          window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
          setOpen(false);
        }}
      >
        <input type="hidden" name="intent" value="dismiss-welcome" />
        <button
          type="submit"
          className="min-h-6 rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white sm:px-4 sm:py-2"
        >
          {t("home:welcome.dismiss")}
        </button>
      </fetcher.Form>
    </div>
  );
}
