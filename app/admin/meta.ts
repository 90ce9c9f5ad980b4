import type { MetaDescriptor } from "@remix-run/node";

/** Every back-office page: its title, and never in a search index (the layout also sends X-Robots-Tag). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | Donkerhoek Farm Supplies` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * A route's place in the breadcrumbs (Home > Admin > screen > page): a fixed label, or one made
 * from the route's loader data (a product's name).
 */
export type AdminHandle = { breadcrumb: string | ((data: unknown) => string | null) };
