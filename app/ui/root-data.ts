import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_PUBLIC_SHOP, type PublicShop } from "~/content/shop-settings";
import type { RootLoaderData } from "~/root";

/** Lite mode (Save-Data or the footer switch): no scripts, smallest images, no video. */
export function useLiteMode(): boolean {
  return useRouteLoaderData<RootLoaderData>("root")?.lite ?? false;
}

/** The toast flashed by the previous request, if any. */
export function useFlashedToast() {
  return useRouteLoaderData<RootLoaderData>("root")?.toast ?? null;
}

export function useCurrentUser() {
  return useRouteLoaderData<RootLoaderData>("root")?.user ?? null;
}

/** The shop's details, hours and storefront switches as the owner set them (/admin/settings). */
export function useShop(): PublicShop {
  return useRouteLoaderData<RootLoaderData>("root")?.shop ?? DEFAULT_PUBLIC_SHOP;
}

/** The shop, for a route's meta function: from the root loader's data among the matches. */
export function shopIn(matches: ReadonlyArray<{ id: string; data?: unknown }>): PublicShop {
  const root = matches.find((match) => match.id === "root")?.data as { shop?: PublicShop } | undefined;
  return root?.shop ?? DEFAULT_PUBLIC_SHOP;
}

/** The shop's name, for a route's meta function. */
export function shopNameIn(matches: ReadonlyArray<{ id: string; data?: unknown }>): string {
  return shopIn(matches).name;
}
