import { useRouteLoaderData } from "@remix-run/react";
import type { LiteReason } from "~/platform/network-hints";
import type { Toast } from "~/platform/toast";

/**
 * The part of the root loader's data (app/root.tsx) the ui floor reads. Each domain reads its own
 * part with its own hook (the shop's details: `useShop` in app/shop/use-shop.ts; the signed-in
 * person: `useCurrentUser` in app/accounts/current-user.ts); root.tsx's loader is checked against
 * all of them (`satisfies`), so no module below the edge imports root.tsx (decision 0078).
 */
export type RootUiData = {
  lite: boolean;
  /** Whether the page sends its scripts (app/platform/script-support.ts). */
  scripts: boolean;
  /** Whether the page marks the browser as one that runs scripts. */
  markScripts: boolean;
  /** Why Lite mode is on: the footer says so when the shop chose it for a slow network. */
  liteReason: LiteReason | null;
  toast: Toast | null;
};

/** The root loader's data, as the part a floor below the edge knows of it. */
export function useRootData<Part extends object>(): Partial<Part> | undefined {
  return useRouteLoaderData("root") as Partial<Part> | undefined;
}

/** Lite mode (Save-Data or the footer switch): no scripts, smallest images, no video. */
export function useLiteMode(): boolean {
  return useRootData<RootUiData>()?.lite ?? false;
}

/** The toast flashed by the previous request, if any. */
export function useFlashedToast() {
  return useRootData<RootUiData>()?.toast ?? null;
}
