import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/ui/translation";
import { showPlaceholder } from "./image-fallback";
import type { ProductImage } from "./product-detail.server";
import { imageAtWidth } from "./product-images";

/** The spec's zoom steps: 100%, 200% and 400%. Pinching may stop anywhere between. */
export const ZOOM_STEPS = [1, 2, 4] as const;
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

function nextZoomStep(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 0.01) ?? MAX_ZOOM;
}

function previousZoomStep(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.01) ?? MIN_ZOOM;
}

type Offset = { x: number; y: number };
type Gesture =
  | { kind: "drag"; startX: number; startY: number; origin: Offset }
  | { kind: "pinch"; startDistance: number; startZoom: number };

const NO_OFFSET: Offset = { x: 0, y: 0 };

/**
 * The fullscreen picture viewer: a modal <dialog> (so focus stays inside and the page behind is
 * inert). Escape closes, arrow keys change picture, + and - step the zoom, 0 resets; drag pans,
 * two fingers pinch-zoom. Only ever rendered with JavaScript running.
 */
export function ImageViewer({
  images,
  startIndex,
  onClose,
}: {
  images: ProductImage[];
  startIndex: number;
  onClose: (lastIndex: number) => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Offset>(NO_OFFSET);
  const count = images.length;
  const image = images[index] ?? images[0];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // A modal dialog does not stop the page behind it scrolling under a finger or the wheel.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      dialog?.close();
    };
  }, []);

  /** Keeps the zoomed picture covering the stage: no panning it out of sight. */
  const clampOffset = useCallback((next: Offset, atZoom: number): Offset => {
    const stage = stageRef.current;
    if (!stage || atZoom <= MIN_ZOOM) return NO_OFFSET;
    const maxX = ((atZoom - 1) * stage.clientWidth) / 2;
    const maxY = ((atZoom - 1) * stage.clientHeight) / 2;
    return { x: Math.max(-maxX, Math.min(maxX, next.x)), y: Math.max(-maxY, Math.min(maxY, next.y)) };
  }, []);

  const applyZoom = useCallback(
    (next: number) => {
      const bounded = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, next));
      setZoom(bounded);
      setOffset((current) => clampOffset(current, bounded));
    },
    [clampOffset],
  );

  const show = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setZoom(MIN_ZOOM);
      setOffset(NO_OFFSET);
    },
    [count],
  );

  function close() {
    dialogRef.current?.close();
  }

  // The keys the spec lists. Listened for on the document, not the dialog, so they keep working
  // wherever focus is (a click on the picture leaves it on the page body).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      switch (event.key) {
        case "Escape":
          dialogRef.current?.close();
          break;
        case "ArrowLeft":
          show(index - 1);
          break;
        case "ArrowRight":
          show(index + 1);
          break;
        case "+":
        case "=":
          applyZoom(nextZoomStep(zoom));
          break;
        case "-":
        case "_":
          applyZoom(previousZoomStep(zoom));
          break;
        case "0":
          applyZoom(MIN_ZOOM);
          break;
        default:
          return;
      }
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [index, zoom, show, applyZoom]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [first, second] = [...pointers.current.values()];
    if (first && second) {
      gesture.current = {
        kind: "pinch",
        startDistance: Math.hypot(first.x - second.x, first.y - second.y) || 1,
        startZoom: zoom,
      };
    } else {
      gesture.current = { kind: "drag", startX: event.clientX, startY: event.clientY, origin: offset };
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current?.kind === "pinch") {
      const [first, second] = [...pointers.current.values()];
      if (!first || !second) return;
      applyZoom(current.startZoom * (Math.hypot(first.x - second.x, first.y - second.y) / current.startDistance));
    } else if (current?.kind === "drag" && zoom > MIN_ZOOM) {
      setOffset(
        clampOffset(
          {
            x: current.origin.x + event.clientX - current.startX,
            y: current.origin.y + event.clientY - current.startY,
          },
          zoom,
        ),
      );
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    const [remaining] = [...pointers.current.entries()];
    // Lifting one finger of a pinch carries on as a drag with the other.
    gesture.current = remaining
      ? { kind: "drag", startX: remaining[1].x, startY: remaining[1].y, origin: offset }
      : null;
  }

  if (!image) return null;
  const zoomPercent = `${Math.round(zoom * 100)}%`;
  // Buttons at the end of the zoom range are aria-disabled rather than disabled: a disabled button
  // would throw keyboard focus out of the dialog.
  const buttonClass =
    "rounded-md bg-white/10 px-3 py-1.5 font-semibold text-white hover:bg-white/20 aria-disabled:opacity-40 focus:outline-none focus:ring-2 focus:ring-white";

  return (
    <dialog
      ref={dialogRef}
      aria-label={t("catalog:viewer.label")}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-black/80"
      onClose={() => onClose(index)}
      data-testid="image-viewer"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2 p-2">
          <p className="px-2 text-sm" aria-live="polite" data-testid="image-viewer-counter">
            {t("catalog:viewer.counter", { number: index + 1, total: count })}
          </p>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className={buttonClass}
              onClick={() => applyZoom(previousZoomStep(zoom))}
              aria-disabled={zoom <= MIN_ZOOM}
              aria-label={t("catalog:viewer.zoomOut")}
            >
              −
            </button>
            <output
              className="w-14 text-center text-sm tabular-nums"
              aria-label={t("catalog:viewer.zoom")}
              data-testid="image-viewer-zoom"
            >
              {zoomPercent}
            </output>
            <button
              type="button"
              className={buttonClass}
              onClick={() => applyZoom(nextZoomStep(zoom))}
              aria-disabled={zoom >= MAX_ZOOM}
              aria-label={t("catalog:viewer.zoomIn")}
            >
              +
            </button>
            <button type="button" className={buttonClass} onClick={() => applyZoom(MIN_ZOOM)}>
              {t("catalog:viewer.reset")}
            </button>
            <button type="button" className={buttonClass} onClick={close} aria-label={t("catalog:viewer.close")}>
              ✕
            </button>
          </div>
        </div>

        <div ref={stageRef} className="relative flex-1 overflow-hidden">
          <div
            role="img"
            aria-label={image.alt}
            className={`h-full w-full touch-none select-none ${zoom > 1 ? "cursor-grab" : "cursor-zoom-in"}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onDoubleClick={() => applyZoom(zoom > MIN_ZOOM ? MIN_ZOOM : ZOOM_STEPS[1])}
          >
            <img
              key={image.id}
              src={imageAtWidth(image.url, 800)}
              alt=""
              draggable={false}
              className="h-full w-full object-contain transition-transform duration-100 ease-out"
              style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
              onError={(event) => showPlaceholder(event.currentTarget)}
            />
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${buttonClass} absolute left-2 top-1/2 -translate-y-1/2 text-2xl`}
                onClick={() => show(index - 1)}
                aria-label={t("catalog:viewer.previous")}
              >
                ‹
              </button>
              <button
                type="button"
                className={`${buttonClass} absolute right-2 top-1/2 -translate-y-1/2 text-2xl`}
                onClick={() => show(index + 1)}
                aria-label={t("catalog:viewer.next")}
              >
                ›
              </button>
            </>
          ) : null}
        </div>

        <ul className="flex justify-center gap-2 overflow-x-auto p-2" aria-label={t("catalog:viewer.all")}>
          {images.map((thumbnail, thumbnailIndex) => (
            <li key={thumbnail.id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(thumbnailIndex)}
                aria-current={thumbnailIndex === index ? "true" : undefined}
                aria-label={t("catalog:viewer.pictureOf", { number: thumbnailIndex + 1, total: count })}
                className={`block overflow-hidden rounded border-2 ${
                  thumbnailIndex === index ? "border-white" : "border-transparent opacity-70"
                }`}
              >
                <img
                  src={imageAtWidth(thumbnail.url, 160)}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  className="h-14 w-14 object-cover"
                  onError={(event) => showPlaceholder(event.currentTarget)}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
