import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";

/** Lite mode (Save-Data or the footer switch): no scripts, smallest images, no video. */
export function useLiteMode(): boolean {
  return useRouteLoaderData<RootLoaderData>("root")?.lite ?? false;
}

export function useCurrentUser() {
  return useRouteLoaderData<RootLoaderData>("root")?.user ?? null;
}
