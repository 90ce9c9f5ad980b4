import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireVisibleProduct } from "~/catalog/product-detail.server";
import { canonicalProductPath } from "~/catalog/product-lookup";
import { db } from "~/platform/db.server";
import { NotFound } from "~/ui/error-pages";

/**
 * The older address /products/{id} (the leave-reviews screen links to it): a permanent redirect
 * to /product/{ws_code}, keeping the query string. Unknown or hidden products get the 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { product } = await requireVisibleProduct(db(), request, params.id);
  throw redirect(`${canonicalProductPath(product.wsCode)}${new URL(request.url).search}`, 301);
}

/** Never shown: the loader always redirects or throws the 404 the root boundary renders. */
export default function ProductByOldAddress() {
  return <NotFound />;
}
