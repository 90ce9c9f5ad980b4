import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";

export const WELCOME_SEEN_KEY = "welcome-seen";

/**
 * The first-visit welcome (storefront spec). Without JavaScript it is a notice with a Dismiss
 * form that sets a cookie; with JavaScript it is a dialog and the seen flag is also kept in
 * local storage, so it stays dismissed even where the cookie is lost.
 */
export function WelcomeDialog({ show, title, text }: { show: boolean; title: string; text: string }) {
  const fetcher = useFetcher();
  const [open, setOpen] = useState(show);

  useEffect(() => {
    if (window.localStorage.getItem(WELCOME_SEEN_KEY)) setOpen(false);
  }, []);

  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="welcome-title"
      className="rounded-lg border-2 border-brand-700 bg-white p-4 shadow-lg"
    >
      <h2 id="welcome-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 whitespace-pre-line text-sm">{text}</p>
      <fetcher.Form
        method="post"
        action="/?index"
        className="mt-3"
        onSubmit={() => {
          window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
          setOpen(false);
        }}
      >
        <input type="hidden" name="intent" value="dismiss-welcome" />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Dismiss
        </button>
      </fetcher.Form>
    </div>
  );
}
