import type { MetaDescriptor } from "@remix-run/node";

/** Every back-office page: its title, and never in a search index (the layout also sends X-Robots-Tag). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | Donkerhoek Farm Supplies` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * A route's place in the breadcrumbs (Home > Admin > screen > page): a fixed label, or one made
 * from the route's loader data (a product's name). `printDocument`: the page is a document to
 * print (a tax invoice, a packing slip); the root layout then leaves the site's header, footer and
 * notices out of the printout (the admin layout's chrome is never printed).
 */
export type AdminHandle = {
  breadcrumb: string | ((data: unknown) => string | null);
  printDocument?: boolean;
};

/** True when the page shown is a document to print (a route's handle says `printDocument`). */
export function isPrintDocument(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as AdminHandle | undefined)?.printDocument === true);
}
