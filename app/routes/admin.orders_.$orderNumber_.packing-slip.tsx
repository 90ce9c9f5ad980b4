import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { PrintBar } from "~/admin/print-button";
import { loadPackingSlip } from "~/orders/tax-invoice.server";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";

/**
 * An order's packing slip, to print and pick from: the items with their codes and quantities and a
 * box to tick, who it is for, where it goes (or that it is collected), the customer's notes. No
 * prices: the slip travels with the goods.
 */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded ? `Packing slip ${loaded.slip.orderNumber}` : "Order not found");

export const handle: AdminHandle = { breadcrumb: "Packing slip", printDocument: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "orders");
  const slip = await loadPackingSlip(db(), params.orderNumber);
  if (!slip) throw data("Order not found", { status: 404 });
  return { slip };
}

// On a phone the items fit the screen (no sideways scrolling, no column cut off): narrower
// padding, and the code under the item instead of a column of its own.
const cell = "px-1 py-2 align-top sm:px-2";
const codeCell = `${cell} hidden sm:table-cell print:table-cell`;

export default function PackingSlipPage() {
  const { slip } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <PrintBar backTo={`/admin/orders/${slip.orderNumber}`} backLabel={`Back to order ${slip.orderNumber}`} />
      <article
        aria-labelledby="slip-title"
        className="space-y-6 rounded-md border border-stone-200 bg-white p-4 text-sm text-black print:border-0 print:p-0"
      >
        {slip.status === "cancelled" ? (
          <p className="rounded-md border border-red-300 bg-red-50 p-2 font-semibold text-red-900">
            This order was cancelled: do not pack it.
          </p>
        ) : null}
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="slip-title" className="text-2xl font-bold">
            Packing slip {slip.orderNumber}
          </h1>
          <p>Ordered {formatDate(slip.orderDate)}</p>
        </header>

        <section aria-labelledby="slip-customer" className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-0.5">
            <h2 id="slip-customer" className="font-semibold uppercase tracking-wide text-stone-700">
              Customer
            </h2>
            <p className="font-semibold">{slip.customer.name}</p>
            <p>Phone: {slip.customer.phone ?? "not given"}</p>
          </div>
          <div className="space-y-0.5">
            <h2 className="font-semibold uppercase tracking-wide text-stone-700">
              {slip.fulfilmentMethod === "collect" ? "Collection" : "Delivery"}
            </h2>
            {slip.fulfilmentMethod === "collect" ? (
              <p className="font-semibold">Collect at the store</p>
            ) : (
              <>
                <p>{slip.deliveryAddress ?? "The customer's saved delivery location"}</p>
                <p>
                  Delivery date:{" "}
                  {slip.deliveryDate ? `from ${formatDate(slip.deliveryDate)} (the earliest day offered)` : "not set"}
                </p>
              </>
            )}
          </div>
        </section>

        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
        <section aria-label="Items to pack" className="overflow-x-auto print:overflow-visible" tabIndex={0}>
          <table className="min-w-full border-collapse text-left">
            <thead className="border-b-2 border-stone-400">
              <tr>
                <th scope="col" className={`${cell} w-12`}>
                  Packed
                </th>
                <th scope="col" className={codeCell}>
                  Code
                </th>
                <th scope="col" className={cell}>
                  Item
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {slip.lines.map((line) => (
                <tr key={line.id} className="border-b border-stone-200">
                  <td className={cell}>
                    <span
                      role="img"
                      aria-label="Not yet packed"
                      className="inline-block h-5 w-5 border-2 border-stone-700 bg-white"
                    />
                  </td>
                  <td className={codeCell}>{line.code}</td>
                  <td className={`${cell} [overflow-wrap:anywhere]`}>
                    {line.description}
                    <span className="block text-stone-700 sm:hidden print:hidden">{line.code}</span>
                  </td>
                  <td className={`${cell} text-right font-semibold tabular-nums`}>{line.quantity}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td className={cell} />
                <td className={codeCell} />
                <th scope="row" className={`${cell} text-right`}>
                  Units in all
                </th>
                <td className={`${cell} text-right font-semibold tabular-nums`}>{slip.unitCount}</td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section aria-labelledby="slip-notes" className="space-y-1">
          <h2 id="slip-notes" className="font-semibold uppercase tracking-wide text-stone-700">
            Customer's notes
          </h2>
          <p className="whitespace-pre-line">{slip.notes?.trim() ? slip.notes : "None."}</p>
        </section>

        <footer className="grid gap-6 pt-6 sm:grid-cols-2">
          <p className="border-t border-stone-500 pt-1">Packed by</p>
          <p className="border-t border-stone-500 pt-1">Checked by</p>
        </footer>
      </article>
    </div>
  );
}
