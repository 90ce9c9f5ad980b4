import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { shownPercent } from "./progress-percent";

/**
 * The progress of long back-office work (a CSV import, a bulk category assignment), as every
 * such page shows it: a bar with the percentage in words, refreshed while the work runs.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = shownPercent(percent);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-gray-700">
        <span id="job-progress-label">{label}</span>
        <span aria-live="polite" data-testid="job-progress-percent">
          {value}%
        </span>
      </div>
      <progress
        className="h-3 w-full overflow-hidden rounded bg-gray-200 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-green-700"
        max={100}
        value={value}
        aria-labelledby="job-progress-label"
      />
    </div>
  );
}

/**
 * Keeps the page true while `active`: without JavaScript the browser reloads it every two seconds
 * (a refresh inside <noscript>, so a scripted page never reloads itself); with JavaScript the
 * loader data is fetched again in place, so the page neither flashes nor loses its scroll.
 */
export function RefreshWhileRunning({ active, seconds = 2 }: { active: boolean; seconds?: number }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [active, seconds, revalidator]);
  if (!active) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
