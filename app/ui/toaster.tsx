import { useEffect, useState } from "react";
import { TOAST_DURATION_MS, type Toast } from "~/platform/toast";

/**
 * Shows the flashed toast. Without JavaScript it is a plain notice at the top of the page that
 * goes with the next navigation; with JavaScript it closes by itself after 5 s or on Close.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState(true);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setVisible(true);
    if (!toast) return;
    const timer = window.setTimeout(() => setVisible(false), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  if (!toast || !visible) return null;
  const tone =
    toast.variant === "destructive"
      ? "border-red-300 bg-red-50 text-red-900"
      : toast.variant === "success"
        ? "border-brand-600 bg-brand-50 text-brand-900"
        : "border-stone-300 bg-white text-stone-900";
  return (
    <div
      role={toast.variant === "destructive" ? "alert" : "status"}
      className={`mx-auto mt-3 flex max-w-6xl items-start gap-3 rounded-md border p-3 text-sm shadow-sm ${tone}`}
      data-testid="toast"
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
      {hydrated ? (
        <button type="button" onClick={() => setVisible(false)} className="text-xs underline">
          Close
        </button>
      ) : null}
    </div>
  );
}
