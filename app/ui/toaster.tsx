import { useLocation } from "@remix-run/react";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { TOAST_DURATION_MS, type Toast } from "~/platform/toast";
import { useTranslation } from "./translation";

/** How far a toast must be swiped sideways to go (storefront spec: a swipe threshold of 50 px). */
const SWIPE_DISMISS_PX = 50;

/**
 * Shows the flashed toast. Without JavaScript it is a plain notice at the top of the page that
 * goes with the next navigation; with JavaScript it is fixed at the foot of the screen (clear of
 * the header's cart count and links), so an
 * action far down a page is answered where the person is, and closes by itself after 5 s, on
 * Close, or when swiped sideways (spec), following the finger until let go. It belongs to the page
 * it came with: a client-side navigation to another page takes it away, as a new document does
 * without JavaScript (the root's data, and so the toast, is not read again on every navigation).
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const location = useLocation();
  const { t } = useTranslation();
  const page = `${location.pathname}${location.search}`;
  // The toast and the page it arrived with: set while rendering, so a toast that comes with a
  // navigation (an action's redirect) shows on the page it lands on, from the first frame. It is
  // held until its time is up: the root's data loaded again on the same page (a form re-checked
  // as it is typed into) has used the toast up, and must not take it away early.
  const [arrival, setArrival] = useState({ toast, page });
  if (toast && arrival.toast !== toast) setArrival({ toast, page });
  const shown = arrival.toast;
  const onItsPage = arrival.page === page;

  useEffect(() => {
    setHydrated(true);
    setVisible(true);
    setOffset(0);
    if (!shown) return;
    const timer = window.setTimeout(() => setVisible(false), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  if (!shown || !visible || !onItsPage) return null;
  const swipe = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if ((event.target as HTMLElement).closest("button")) return;
      swipeStart.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (swipeStart.current !== null) setOffset(event.clientX - swipeStart.current);
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (swipeStart.current === null) return;
      const moved = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (Math.abs(moved) >= SWIPE_DISMISS_PX) setVisible(false);
      else setOffset(0);
    },
    onPointerCancel() {
      swipeStart.current = null;
      setOffset(0);
    },
  };
  const tone =
    shown.variant === "destructive"
      ? "border-red-300 bg-red-50 text-red-900"
      : shown.variant === "success"
        ? "border-brand-600 bg-brand-50 text-brand-900"
        : "border-stone-300 bg-white text-stone-900";
  return (
    <div
      role={shown.variant === "destructive" ? "alert" : "status"}
      className={`flex touch-pan-y items-start gap-3 rounded-md border p-3 text-sm ${tone} ${
        hydrated ? "fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md shadow-lg" : "mx-auto mt-3 max-w-6xl shadow-sm"
      }`}
      data-testid="toast"
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 200) }
          : undefined
      }
      {...(hydrated ? swipe : {})}
    >
      <div className="flex-1">
        <p className="font-semibold">{shown.title}</p>
        {shown.description ? <p>{shown.description}</p> : null}
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible(false)}
          className="-my-1 inline-flex min-h-6 min-w-6 items-center justify-center px-2 py-1 text-xs underline"
        >
          {t("site:toast.close")}
        </button>
      ) : null}
    </div>
  );
}
