import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/accounts/auth.server";
import { readBankDetails } from "~/orders/bank-details.server";
import { EftBox } from "~/orders/eft-box";
import { PAY_AT_COUNTER_TITLE, payAtCounterLine } from "~/orders/messages";
import { orderPath } from "~/orders/order-card";
import { showsEftBox } from "~/orders/order-display";
import { nextSteps } from "~/orders/order-emails.server";
import { orderPlacedTold } from "~/orders/order-news.server";
import { orderToldLine, smsHeldLine } from "~/orders/order-told";
import { findOrderForUser } from "~/orders/orders.server";
import { PAY_AT_COUNTER } from "~/orders/pickup-payment";
import { confirmationHoldNotice } from "~/orders/stock-hold.server";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Order ${data?.order.orderNumber ?? ""} placed | Donkerhoek Farm Supplies` },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * The page after Place order: the order, the EFT banking box (or, for an order to pay when
 * collecting, what to pay at the counter: decision 0096) and what happens next.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await findOrderForUser(db(), user.id, params.orderNumber);
  if (!order) throw new Response(null, { status: 404, statusText: "Not Found" });
  const atCounter = order.paymentMethod === PAY_AT_COUNTER && order.fulfilmentMethod === "collect";
  return {
    order,
    told: await orderPlacedTold(db(), order.id, order.contactEmail),
    offersTicked: new URL(request.url).searchParams.get("offers") === "on",
    bank: showsEftBox(order.paymentMethod) ? await readBankDetails(db()) : null,
    steps: nextSteps({
      orderNumber: order.orderNumber,
      fulfilment: order.fulfilmentMethod,
      deliveryDay: order.deliveryDate,
      payAtCounterTotal: atCounter ? formatRand(order.totalCents) : null,
    }),
    atCounter,
    hold: confirmationHoldNotice(order),
  };
}

export default function OrderConfirmationPage() {
  const { order, told, offersTicked, bank, steps, atCounter, hold } = useLoaderData<typeof loader>();
  const toldLine = told ? orderToldLine(told, bank !== null) : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2 rounded-lg border border-brand-600 bg-brand-50 p-4">
        <h1 className="text-2xl font-bold">Thank you: your order is placed</h1>
        <p>
          Order number{" "}
          <strong className="font-mono text-lg" data-testid="confirmation-order-number">
            {order.orderNumber}
          </strong>
        </p>
        {toldLine ? (
          <p className="text-sm" data-testid="order-told">
            {toldLine}
          </p>
        ) : null}
        {told?.smsHeld ? (
          <p className="text-sm" data-testid="order-sms-held">
            {smsHeldLine(told.smsHeld)}{" "}
            {told.smsHeld.reason === "not_proved" ? (
              <Link
                to={phoneProofPath({
                  next: orderPath(order.orderNumber),
                  offers: offersTicked ? "on" : undefined,
                  for: "checkout",
                })}
                className="font-medium underline"
              >
                Prove my cellphone
              </Link>
            ) : null}
          </p>
        ) : null}
      </header>

      {bank ? <EftBox bank={bank} reference={order.orderNumber} amountCents={order.totalCents} /> : null}
      {atCounter ? (
        <section
          aria-labelledby="pay-at-counter"
          className="rounded-lg border-2 border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
          data-testid="pay-at-counter"
        >
          <h2 id="pay-at-counter" className="text-base font-bold">
            {PAY_AT_COUNTER_TITLE}
          </h2>
          <p className="mt-1 text-base font-semibold">{payAtCounterLine(formatRand(order.totalCents))}</p>
          <p className="mt-1">Give your order number {order.orderNumber} at the counter.</p>
        </section>
      ) : null}

      <section aria-labelledby="next-steps" className="rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="next-steps" className="text-lg font-semibold">
          What happens next
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {hold ? (
          <p className="mt-2 text-sm" data-testid="order-hold">
            {hold}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="ordered-items" className="rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="ordered-items" className="text-lg font-semibold">
          Your order
        </h2>
        <ul className="mt-2 divide-y divide-stone-100 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-1">
              <span>
                {item.quantity} x {item.productName}
              </span>
              <span className="whitespace-nowrap">{formatRand(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-stone-200 pt-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt>{order.fulfilmentMethod === "delivery" ? "Delivery" : "Collection at the store"}</dt>
            <dd>{order.fulfilmentMethod === "delivery" ? formatRand(order.shippingCents) : "Free"}</dd>
          </div>
          {order.discountCents > 0 ? (
            <div className="flex justify-between gap-3">
              <dt>Client delivery discount</dt>
              <dd>-{formatRand(order.discountCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 text-base font-bold">
            <dt>Total</dt>
            <dd data-testid="confirmation-total">{formatRand(order.totalCents)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-stone-700">
            <dt>VAT included (15%)</dt>
            <dd>{formatRand(order.vatCents)}</dd>
          </div>
        </dl>
      </section>

      <p className="flex flex-wrap gap-3">
        <Link to={orderPath(order.orderNumber)} className={primaryButtonClass}>
          {atCounter ? "View your order" : "Upload proof of payment"}
        </Link>
        <Link to="/orders" className={secondaryButtonClass}>
          My orders
        </Link>
        <Link to="/products" className={secondaryButtonClass}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
