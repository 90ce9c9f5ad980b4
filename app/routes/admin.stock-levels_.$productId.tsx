import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { StockBadge } from "~/catalog/stock-badge";
import { loadStockHistory } from "~/catalog/stock-levels-admin.server";
import { formatQuantity, stockBadge } from "~/catalog/stock-status";
import { readThresholds } from "~/content/shop-settings.server";
import { db } from "~/platform/db.server";
import { formatAdminDateTime } from "~/platform/format";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Stock history of ${data.product.wsCode}` : "Stock history");

export const handle: AdminHandle = {
  breadcrumb: (data) => (data as { product?: { wsCode: string } } | undefined)?.product?.wsCode ?? "Stock history",
};

/** One product's stock: its level now and every change to it, newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "stock");
  const history = await loadStockHistory(db(), params.productId ?? "");
  if (!history) throw new Response("Not found", { status: 404 });
  const { lowStock } = await readThresholds(db());
  return { ...history, lowStock };
}

export default function StockHistory() {
  const { product, movements, lowStock } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm">
          <Link to={`/admin/stock-levels?search=${encodeURIComponent(product.wsCode)}`}>Back to stock levels</Link>
        </p>
        <h1 className="text-2xl font-bold">Stock history: {product.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span>{product.wsCode}</span>
          {product.quantity === null ? (
            <span>Never counted</span>
          ) : (
            <>
              <StockBadge badge={stockBadge(product.quantity, lowStock)} />
              <span>{product.inStock ? "Shown as in stock in the shop." : "Shown as out of stock in the shop."}</span>
            </>
          )}
        </p>
      </div>
      {movements.length === 0 ? (
        <p>No stock changes recorded yet.</p>
      ) : (
        // Focusable, so someone on a keyboard can scroll the table sideways on a narrow screen (axe's
        // scrollable-region-focusable); a named section, so a screen reader says what got focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="overflow-x-auto" aria-label="Stock changes" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Stock changes, newest first</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Why
                </th>
                <th scope="col" className="py-2 pr-3">
                  Change
                </th>
                <th scope="col" className="py-2 pr-3">
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {movements.map((movement) => (
                <tr key={movement.id} className="border-b border-stone-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatAdminDateTime(movement.at)}</td>
                  <td className="py-2 pr-3">
                    {movement.reason}
                    {movement.reference ? (
                      <span className="block text-xs text-stone-600">{movement.reference}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {formatQuantity(movement.from)} → {formatQuantity(movement.to)}
                  </td>
                  <td className="py-2 pr-3 break-all">{movement.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
