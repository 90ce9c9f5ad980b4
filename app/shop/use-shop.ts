import { useRootData } from "~/ui/root-data";
import { DEFAULT_PUBLIC_SHOP, type PublicShop } from "./shop-settings";

/**
 * The shop's part of the root loader's data (app/root.tsx): in a page's document, and left out of
 * a client-side navigation's data, where the page keeps the shop its document brought (about half
 * a kilobyte on each of a purchase's navigations, decision 0101).
 */
export type RootShopData = { shop?: PublicShop };

/** In the browser: the shop the page's document brought. Never kept on the server, where requests share the module. */
let documentShop: PublicShop | undefined;

function knownShop(shop: PublicShop | undefined): PublicShop {
  const browser = typeof document !== "undefined";
  if (shop) {
    if (browser) documentShop = shop;
    return shop;
  }
  return (browser ? documentShop : undefined) ?? DEFAULT_PUBLIC_SHOP;
}

/** The shop's details, hours and storefront switches as the owner set them (/admin/settings). */
export function useShop(): PublicShop {
  return knownShop(useRootData<RootShopData>()?.shop);
}

/** The shop, for a route's meta function: from the root loader's data among the matches. */
export function shopIn(matches: ReadonlyArray<{ id: string; data?: unknown }>): PublicShop {
  const root = matches.find((match) => match.id === "root")?.data as Partial<RootShopData> | undefined;
  return knownShop(root?.shop);
}

/** The shop's name, for a route's meta function. */
export function shopNameIn(matches: ReadonlyArray<{ id: string; data?: unknown }>): string {
  return shopIn(matches).name;
}
