import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/accounts/auth.server";
import { cartTexts } from "~/cart/cart-messages.server";
import { readBankDetails } from "~/orders/bank-details.server";
import { confirmationTextKeys } from "~/orders/confirmation-texts";
import { EftBox } from "~/orders/eft-box";
import { orderPath } from "~/orders/order-card";
import { showsEftBox } from "~/orders/order-display";
import { orderPlacedTold } from "~/orders/order-news.server";
import type { OrderStatus, PaymentStatus } from "~/orders/order-status";
import { orderToldLine, smsHeldLine } from "~/orders/order-told";
import { findOrderForUser } from "~/orders/orders.server";
import { PAY_AT_COUNTER } from "~/orders/pickup-payment";
import { holdState } from "~/orders/stock-hold";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { type Translate, translateIn, useFormat, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${translateIn(matches, "cart:confirmation.title", { number: data?.order.orderNumber ?? "" })} | ${shopNameIn(matches)}`,
  },
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
  // How long the order is kept unpaid (decision 0103): the same rule as the e-mail and the order page.
  const hold = holdState({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    holdUntil: order.holdUntil,
  });
  const told = await orderPlacedTold(db(), order.id, order.contactEmail);
  const bank = showsEftBox(order.paymentMethod) ? await readBankDetails(db()) : null;
  return {
    order,
    told,
    offersTicked: new URL(request.url).searchParams.get("offers") === "on",
    bank,
    atCounter,
    holdUntil: hold.kind === "running" ? hold.until : null,
    // The words of this order's confirmation, and the EFT box's when it has one (decision 0110).
    messages: cartTexts(
      requestLanguage(request),
      confirmationTextKeys({ atCounter, bank, fulfilment: order.fulfilmentMethod, smsHeld: Boolean(told?.smsHeld) }),
    ),
  };
}

/** What happens next: the same steps as the order e-mail, in the page's language. */
function nextSteps(
  t: Translate,
  order: { orderNumber: string; fulfilment: "collect" | "delivery"; deliveryDay: string | null },
  atCounterTotal: string | null,
  date: (iso: string) => string,
): string[] {
  const number = order.orderNumber;
  if (order.fulfilment === "collect" && atCounterTotal) {
    return [
      t("cart:confirmation.step.counterPrepare"),
      t("cart:confirmation.step.counterPay", { total: atCounterTotal, number }),
      t("cart:confirmation.step.counterInvoice"),
    ];
  }
  const fulfil =
    order.fulfilment === "collect"
      ? t("cart:confirmation.step.collect")
      : order.deliveryDay
        ? t("cart:confirmation.step.deliverOn", { day: date(order.deliveryDay) })
        : t("cart:confirmation.step.deliver");
  return [t("cart:confirmation.step.eft", { number }), t("cart:confirmation.step.proof"), fulfil];
}

export default function OrderConfirmationPage() {
  const { order, told, offersTicked, bank, atCounter, holdUntil } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const format = useFormat();
  const toldLine = told ? orderToldLine(t, told, bank !== null) : null;
  const steps = nextSteps(
    t,
    { orderNumber: order.orderNumber, fulfilment: order.fulfilmentMethod, deliveryDay: order.deliveryDate },
    atCounter ? format.rand(order.totalCents) : null,
    format.date,
  );
  const hold = holdUntil
    ? t(
        order.paymentMethod === "cash_on_collection" ? "cart:confirmation.hold.counter" : "cart:confirmation.hold.eft",
        {
          until: format.dateTime(holdUntil),
        },
      )
    : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2 rounded-lg border border-brand-600 bg-brand-50 p-4">
        <h1 className="text-2xl font-bold">{t("cart:confirmation.heading")}</h1>
        <p>
          {t("cart:confirmation.orderNumber")}{" "}
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
            {smsHeldLine(t, told.smsHeld)}{" "}
            {told.smsHeld.reason === "not_proved" ? (
              <Link
                to={phoneProofPath({
                  next: orderPath(order.orderNumber),
                  offers: offersTicked ? "on" : undefined,
                  for: "checkout",
                })}
                className="font-medium underline"
              >
                {t("cart:confirmation.proveMine")}
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
            {t("cart:confirmation.counterTitle")}
          </h2>
          <p className="mt-1 text-base font-semibold">
            {t("cart:confirmation.counterLine", { total: format.rand(order.totalCents) })}
          </p>
          <p className="mt-1">{t("cart:confirmation.counterNumber", { number: order.orderNumber })}</p>
        </section>
      ) : null}

      <section aria-labelledby="next-steps" className="rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="next-steps" className="text-lg font-semibold">
          {t("cart:confirmation.next")}
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
          {t("cart:confirmation.yourOrder")}
        </h2>
        <ul className="mt-2 divide-y divide-stone-100 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-1">
              <span>
                {item.quantity} x {item.productName}
              </span>
              <span className="whitespace-nowrap">{format.rand(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-stone-200 pt-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt>
              {order.fulfilmentMethod === "delivery"
                ? t("cart:confirmation.delivery")
                : t("cart:confirmation.collection")}
            </dt>
            <dd>
              {order.fulfilmentMethod === "delivery" ? format.rand(order.shippingCents) : t("cart:confirmation.free")}
            </dd>
          </div>
          {order.discountCents > 0 ? (
            <div className="flex justify-between gap-3">
              <dt>{t("cart:confirmation.discount")}</dt>
              <dd>-{format.rand(order.discountCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 text-base font-bold">
            <dt>{t("cart:confirmation.total")}</dt>
            <dd data-testid="confirmation-total">{format.rand(order.totalCents)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-stone-700">
            <dt>{t("cart:confirmation.vatIncluded")}</dt>
            <dd>{format.rand(order.vatCents)}</dd>
          </div>
        </dl>
      </section>

      <p className="flex flex-wrap gap-3">
        <Link to={orderPath(order.orderNumber)} className={primaryButtonClass}>
          {atCounter ? t("cart:confirmation.viewOrder") : t("cart:confirmation.uploadProof")}
        </Link>
        <Link to="/orders" className={secondaryButtonClass}>
          {t("cart:confirmation.myOrders")}
        </Link>
        <Link to="/products" className={secondaryButtonClass}>
          {t("cart:confirmation.continueShopping")}
        </Link>
      </p>
    </div>
  );
}
