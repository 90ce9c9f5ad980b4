import { useRootData } from "~/ui/root-data";
import { DEFAULT_PUBLIC_SHOP, type PublicShop } from "./shop-settings";

/** The shop's part of the root loader's data (app/root.tsx). */
export type RootShopData = { shop: PublicShop };

/** The shop's details, hours and storefront switches as the owner set them (/admin/settings). */
export function useShop(): PublicShop {
  return useRootData<RootShopData>()?.shop ?? DEFAULT_PUBLIC_SHOP;
}

/** The shop, for a route's meta function: from the root loader's data among the matches. */
export function shopIn(matches: ReadonlyArray<{ id: string; data?: unknown }>): PublicShop {
  const root = matches.find((match) => match.id === "root")?.data as Partial<RootShopData> | undefined;
  return root?.shop ?? DEFAULT_PUBLIC_SHOP;
}

/** The shop's name, for a route's meta function. */
export function shopNameIn(matches: ReadonlyArray<{ id: string; data?: unknown }>): string {
  return shopIn(matches).name;
}
