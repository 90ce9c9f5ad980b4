import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { DataList } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { StockBadge } from "~/catalog/stock-badge";
import { loadStockHistory } from "~/catalog/stock-levels-admin.server";
import { formatQuantity, stockBadge } from "~/catalog/stock-status";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { readThresholds } from "~/shop/shop-settings.server";

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
          <BackLink to={`/admin/stock-levels?search=${encodeURIComponent(product.wsCode)}`}>
            Back to stock levels
          </BackLink>
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
      <DataList
        label="Stock changes"
        rows={movements}
        rowKey={(movement) => movement.id}
        empty="No stock changes recorded yet."
        columns={[
          { header: "When", card: "title", nowrap: true, cell: (movement) => formatDateTime(movement.at) },
          {
            header: "Why",
            cell: (movement) => (
              <>
                {movement.reason}
                {movement.reference ? (
                  <span className="block break-all text-xs text-stone-600">{movement.reference}</span>
                ) : null}
              </>
            ),
          },
          {
            header: "Change",
            nowrap: true,
            cell: (movement) => `${formatQuantity(movement.from)} → ${formatQuantity(movement.to)}`,
          },
          { header: "By", cell: (movement) => <span className="break-all">{movement.by}</span> },
        ]}
      />
    </div>
  );
}
