import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/ui/translation";
import type { HomeVideo as HomeVideoData } from "./home.server";

const AUTOPLAY_AFTER_MS = 7000;

/**
 * The homepage video (storefront spec): the thumbnail first; with JavaScript the video starts,
 * muted and looping, once the thumbnail has loaded and the visitor scrolls, or after 7 s.
 * Without JavaScript it is a poster with controls that downloads nothing until pressed.
 * Never rendered in Lite mode, nor when no video is active: customers never see an empty spot
 * (issue 46).
 */
export function HomeVideo({ video }: { video: HomeVideoData }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      element.muted = true;
      element.loop = true;
      element.preload = "auto";
      element.play().catch(() => setFailed(true));
    };
    let timer: number | undefined;
    const armTriggers = () => {
      window.addEventListener("scroll", start, { once: true, passive: true });
      timer = window.setTimeout(start, AUTOPLAY_AFTER_MS);
    };
    if (video.thumbnail) {
      const poster = new Image();
      poster.onload = armTriggers;
      poster.onerror = armTriggers;
      poster.src = video.thumbnail;
    } else {
      armTriggers();
    }
    return () => {
      window.removeEventListener("scroll", start);
      window.clearTimeout(timer);
    };
  }, [video]);

  if (failed) {
    return (
      <div className="flex aspect-video items-center justify-center rounded-lg bg-stone-200 text-sm text-stone-700">
        {t("home:video.failed")}
      </div>
    );
  }
  return (
    <video
      ref={ref}
      className="aspect-video w-full rounded-lg bg-stone-900"
      poster={video.thumbnail ?? undefined}
      controls
      muted
      playsInline
      preload="none"
      aria-label={video.name}
      onError={() => setFailed(true)}
    >
      {video.webm ? <source src={video.webm} type="video/webm" /> : null}
      {video.mp4 ? <source src={video.mp4} type="video/mp4" onError={() => setFailed(true)} /> : null}
    </video>
  );
}
