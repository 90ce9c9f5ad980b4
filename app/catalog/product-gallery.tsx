import { type PointerEvent, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/hydration";
import { useTranslation } from "~/ui/translation";
import { showPlaceholder } from "./image-fallback";
import type { ImageViewer as ImageViewerComponent } from "./image-viewer";
import type { ProductImage } from "./product-detail.server";
import { imageAtWidth, imageSrcSet, PLACEHOLDER_IMAGE, SMALLEST_WIDTH } from "./product-images";

/** The spec's hover zoom on the main picture. */
const HOVER_ZOOM = 1.5;
const MAIN_WIDTH = 800;
const THUMBNAIL_WIDTH = 160;

function onImageError(event: SyntheticEvent<HTMLImageElement>) {
  showPlaceholder(event.currentTarget);
}

/** Height for a width, keeping the stored picture's proportions (square when unknown). */
function scaledHeight(image: ProductImage, width: number): number {
  if (!image.width || !image.height) return width;
  return Math.round((width * image.height) / image.width);
}

/** The large version a picture links to, for visitors without JavaScript. */
/**
 * A picture's alt text where staff wrote one; empty where it is only the product's name (the
 * default, product-detail.server.ts), which the page's heading says already (issue 46: a text
 * browser read the name twice).
 */
function ownWords(image: ProductImage, index: number, name: string): string {
  return image.alt === name || image.alt === `${name} (${index + 1})` ? "" : image.alt;
}

function largeVersion(image: ProductImage): string {
  return imageAtWidth(image.url, MAIN_WIDTH);
}

/**
 * The product's pictures. Without JavaScript: the main picture and thumbnails are links to the
 * large versions. With JavaScript: thumbnails switch the main picture, a mouse over it zooms
 * 1.5 times around the pointer, and a click opens the fullscreen viewer.
 */
export function ProductGallery({ images, name, lite }: { images: ProductImage[]; name: string; lite: boolean }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  // The fullscreen viewer comes with its first use, as a file of its own (about 2 KB a visitor who
  // never opens it does not pay; decision 0101), fetched as soon as a finger or the mouse is on
  // the picture. Should it fail to arrive, the picture's link opens the large version instead.
  const [ImageViewer, setImageViewer] = useState<typeof ImageViewerComponent | null>(null);
  const viewerModule = useRef<Promise<typeof ImageViewerComponent> | null>(null);
  function loadViewer(): Promise<typeof ImageViewerComponent> {
    viewerModule.current ??= import("./image-viewer").then((module) => {
      setImageViewer(() => module.ImageViewer);
      return module.ImageViewer;
    });
    return viewerModule.current;
  }
  function prefetchViewer() {
    loadViewer().catch(() => {
      viewerModule.current = null;
    });
  }
  function openViewer(index: number) {
    setViewerIndex(index);
    loadViewer().catch(() => {
      viewerModule.current = null;
      setViewerIndex(null);
      const large = images[index];
      if (large) window.location.assign(largeVersion(large));
    });
  }
  const [zoomOrigin, setZoomOrigin] = useState<{ x: number; y: number } | null>(null);
  const galleryRef = useRef<HTMLDivElement>(null);

  // Pictures that failed before React took over never fired onError for it.
  useEffect(() => {
    for (const image of galleryRef.current?.querySelectorAll("img") ?? []) {
      if (image.complete && image.naturalWidth === 0) showPlaceholder(image);
    }
  }, []);

  if (images.length === 0) {
    return (
      <img
        src={PLACEHOLDER_IMAGE}
        width={MAIN_WIDTH}
        height={MAIN_WIDTH}
        alt={name}
        className="aspect-square max-h-[180px] w-full rounded-lg border border-stone-200 bg-stone-100 object-contain sm:max-h-80 md:max-h-none"
      />
    );
  }

  const current = images[selected] ?? images[0];
  if (!current) return null;
  const mainWidth = lite ? SMALLEST_WIDTH : MAIN_WIDTH;

  function hoverZoom(event: PointerEvent<HTMLAnchorElement>) {
    // Touch screens have no hover; pinch zoom lives in the fullscreen viewer.
    if (event.pointerType !== "mouse") return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoomOrigin({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  }

  return (
    <div ref={galleryRef}>
      <div className="relative">
        <a
          href={largeVersion(current)}
          className="block cursor-zoom-in overflow-hidden rounded-lg border border-stone-200 bg-white"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setZoomOrigin(null);
            openViewer(selected);
          }}
          onPointerDown={prefetchViewer}
          onPointerEnter={prefetchViewer}
          onPointerMove={hoverZoom}
          onPointerLeave={() => setZoomOrigin(null)}
          aria-label={
            hydrated
              ? t("catalog:gallery.open", { name: current.alt })
              : t("catalog:gallery.large", { name: current.alt })
          }
          data-testid="product-main-image"
        >
          {/* What a text browser (lynx) reads as the link: the heading names the product already. */}
          <span className="sr-only">{t("catalog:gallery.largePicture")}</span>
          <img
            src={imageAtWidth(current.url, mainWidth)}
            srcSet={lite ? undefined : imageSrcSet(current.url, MAIN_WIDTH)}
            // On a phone the picture is at most 180 px tall (issue 46: the price and Add to cart on the
            // first screen), so a square picture is drawn 180 px wide: at two device pixels to the
            // point the 360 px picture is exactly right (at 192 px the phone took the 480 px one, a
            // third more bytes; decision 0101).
            sizes="(min-width: 768px) 540px, (min-width: 640px) 320px, 180px"
            width={MAIN_WIDTH}
            height={scaledHeight(current, MAIN_WIDTH)}
            // Words of its own only where staff gave the picture some: the product's name is the heading.
            alt={ownWords(current, selected, name)}
            loading="eager"
            fetchPriority="high"
            className="aspect-square max-h-[180px] w-full object-contain transition-transform sm:max-h-80 md:max-h-none duration-150 ease-out"
            style={
              zoomOrigin
                ? { transform: `scale(${HOVER_ZOOM})`, transformOrigin: `${zoomOrigin.x}% ${zoomOrigin.y}%` }
                : undefined
            }
            onError={onImageError}
          />
        </a>
        {hydrated ? (
          <button
            type="button"
            onClick={() => openViewer(selected)}
            onPointerDown={prefetchViewer}
            className="absolute bottom-2 right-2 rounded-md bg-white/90 px-2 py-1 text-sm font-semibold text-stone-900 shadow"
          >
            {t("catalog:gallery.fullScreen")}
          </button>
        ) : null}
      </div>

      {images.length > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label={t("catalog:gallery.more")}>
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <a
                href={largeVersion(image)}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setSelected(index);
                }}
                aria-current={hydrated && index === selected ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 bg-white ${
                  hydrated && index === selected ? "border-brand-700" : "border-stone-200"
                }`}
              >
                <img
                  src={imageAtWidth(image.url, THUMBNAIL_WIDTH)}
                  width={THUMBNAIL_WIDTH}
                  height={scaledHeight(image, THUMBNAIL_WIDTH)}
                  alt={ownWords(image, index, name) || t("catalog:gallery.picture", { number: index + 1 })}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-16 object-cover"
                  onError={onImageError}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {viewerIndex !== null && ImageViewer ? (
        <ImageViewer
          images={images}
          startIndex={viewerIndex}
          onClose={(lastIndex) => {
            setSelected(lastIndex);
            setViewerIndex(null);
          }}
        />
      ) : null}
    </div>
  );
}
