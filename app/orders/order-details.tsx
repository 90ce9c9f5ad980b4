import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { type PageTexts, translate, unpackTexts } from "~/platform/translate";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { type Translate, useFormat, useTranslation } from "~/ui/translation";
import type { BankDetails } from "./bank-details.server";
import { EftBox } from "./eft-box";
import { orderPath } from "./order-card";
import { displayOrderNumber } from "./order-display";
import type { OrderStatus, PaymentStatus } from "./order-status";
import type { OrderDetail } from "./orders.server";
import { paysAtCounter } from "./pickup-payment";
import { acceptsProof, MAX_PROOF_BYTES, PROOF_ACCEPT, showsEftDetails } from "./proof-file";
import { orderStatusText, paymentMethodText, paymentStatusText, StatusBadge } from "./status-badge";
import { holdState } from "./stock-hold";

/** A refused form, shown beside the form it came from. */
export type OrderFormError = { form: "upload-proof" | "reorder" | null; message: string };

const HEADINGS = { 1: ["h1", "h2"], 3: ["h3", "h4"] } as const;

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className={strong ? "font-bold" : "text-stone-700"}>{term}</dt>
      <dd className={strong ? "font-bold" : undefined}>{children}</dd>
    </div>
  );
}

/**
 * The Order Details (accounts spec): on the order's own page and in the list's dialog. Its forms
 * post to the order's page, so they work the same from either.
 */
export function OrderDetails({
  order,
  bank,
  error,
  level,
  messages,
}: {
  order: OrderDetail;
  bank: BankDetails | null;
  error: OrderFormError | null;
  /** The order number's heading: 1 on its page, 3 inside the dialog (titled 'Order Details'). */
  level: 1 | 3;
  /**
   * The `orders` texts to use instead of the page's: the list's dialog gives those the order page's
   * loader answered with the details, so the list itself carries none of them (decision 0110).
   */
  messages?: PageTexts;
}) {
  const [Title, Section] = HEADINGS[level];
  const page = useTranslation();
  const own = messages ? unpackTexts(messages) : undefined;
  const t: Translate = own ? (id, values) => translate(own, page.language, id, values) : page.t;
  const format = useFormat();
  const number = displayOrderNumber(order.orderNumber);
  const action = orderPath(order.orderNumber);
  const idOf = (part: string) => `details-${order.orderNumber}-${part}`;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const busyWith = busy ? navigation.formData?.get("intent") : null;
  const facts = { status: order.status, paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus };
  const hold = holdState({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    holdUntil: order.holdUntil,
  });

  return (
    <article className="space-y-5" data-testid="order-details">
      <header className="space-y-1">
        <StatusBadge status={order.status} fulfilment={order.fulfilmentMethod} t={t} />
        <Title className="font-mono text-xl font-bold">{number}</Title>
        <p className="text-sm text-stone-700">
          {t("orders:details.ordered", { date: format.dateTime(order.createdAt) })}
        </p>
      </header>

      <dl className="space-y-1 text-sm">
        <Row term={t("orders:details.paymentMethod")}>{paymentMethodText(order.paymentMethod, t)}</Row>
        <Row term={t("orders:total")}>
          <span className="font-bold">{format.rand(order.totalCents)}</span>
        </Row>
        <Row term={t("orders:details.paymentStatus")}>
          <span data-testid="payment-status">{paymentStatusText(order.paymentStatus, t)}</span>
        </Row>
        <Row term={t(order.fulfilmentMethod === "delivery" ? "orders:details.delivery" : "orders:details.collection")}>
          {order.fulfilmentMethod === "delivery"
            ? (order.deliveryAddress ?? t("orders:details.deliveryToYou"))
            : t("orders:details.collectAtStore")}
        </Row>
        {order.fulfilmentMethod === "delivery" && order.deliveryDate ? (
          <Row term={t("orders:details.deliveryDate")}>{format.date(order.deliveryDate)}</Row>
        ) : null}
      </dl>

      <section aria-labelledby={idOf("items")} className="space-y-2">
        <Section id={idOf("items")} className="font-semibold">
          {t("orders:details.items")}
        </Section>
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
          {order.items.map((item) => (
            <li key={item.id} className="p-3 text-sm" data-testid="order-item">
              <p className="font-semibold">{item.productName}</p>
              <p className="text-xs text-stone-600">{t("orders:details.code", { code: item.wsCode })}</p>
              <p className="mt-1 flex justify-between gap-3">
                <span>
                  {format.count(item.quantity)} × {format.rand(item.unitPriceCents)}
                </span>{" "}
                <span className="font-semibold" data-testid="order-item-total">
                  {format.rand(item.lineTotalCents)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 text-sm" data-testid="order-summary">
          <Row term={t("orders:details.subtotal")}>{format.rand(order.subtotalCents)}</Row>
          <Row
            term={t(
              order.fulfilmentMethod === "delivery" ? "orders:details.delivery" : "orders:details.collectionAtStore",
            )}
          >
            {order.fulfilmentMethod === "delivery" ? format.rand(order.shippingCents) : t("orders:details.free")}
          </Row>
          {order.discountCents > 0 ? (
            <Row term={t("orders:details.discount")}>-{format.rand(order.discountCents)}</Row>
          ) : null}
          <Row term={t("orders:total")} strong>
            {format.rand(order.totalCents)}
          </Row>
          <Row term={t("orders:details.vatIncluded")}>{format.rand(order.vatCents)}</Row>
        </dl>
      </section>

      {bank && showsEftDetails(facts) ? <EftBox bank={bank} reference={number} amountCents={order.totalCents} /> : null}

      {paysAtCounter({ ...facts, fulfilmentMethod: order.fulfilmentMethod }) ? (
        // Instead of the EFT box: the shop said this order is paid at the counter (decision 0092).
        <section
          aria-labelledby={idOf("counter")}
          className="rounded-lg border-2 border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
          data-testid="pay-at-counter"
        >
          <Section id={idOf("counter")} className="text-base font-bold">
            {t("orders:details.payAtCounter")}
          </Section>
          <p className="mt-1">{t("orders:details.payAtCounterText", { total: format.rand(order.totalCents) })}</p>
        </section>
      ) : null}

      {hold.kind === "running" ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="order-hold"
        >
          {t(order.paymentMethod === "cash_on_collection" ? "orders:hold.counter" : "orders:hold.eft", {
            until: format.dateTime(hold.until),
          })}
        </p>
      ) : null}

      {order.paymentStatus === "proof_uploaded" ? (
        <Alert title={t("orders:proof.uploaded")} tone="success">
          {t("orders:proof.willCheck")}
          {hold.kind === "paused-for-proof" ? <span className="block">{t("orders:hold.pausedForProof")}</span> : null}
        </Alert>
      ) : null}

      {order.rejectionReason ? (
        <Alert title={t("orders:proof.rejected")}>
          <span className="block">{order.rejectionReason}</span>
          <span className="block">{t("orders:proof.uploadNew")}</span>
        </Alert>
      ) : null}

      {acceptsProof(facts) ? (
        <section aria-labelledby={idOf("proof")} className="space-y-2 rounded-md border border-stone-200 p-3">
          <Section id={idOf("proof")} className="font-semibold">
            {t("orders:proof.upload")}
          </Section>
          <p className="text-sm text-stone-700">{t("orders:proof.hint")}</p>
          {error?.form === "upload-proof" ? <Alert title={t("orders:proof.refused")}>{error.message}</Alert> : null}
          <Form method="post" action={action} encType="multipart/form-data" className="space-y-2">
            <input type="hidden" name="intent" value="upload-proof" />
            <label className="block text-sm font-medium">
              {t("orders:proof.label")}
              <input
                type="file"
                name="proof"
                accept={PROOF_ACCEPT}
                required
                className="mt-1 block w-full text-sm"
                onChange={(event) => {
                  // Saves a slow connection from sending a file the shop will refuse anyway.
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.setCustomValidity(
                    file && file.size > MAX_PROOF_BYTES ? t("orders:proof.tooLarge") : "",
                  );
                  event.currentTarget.reportValidity();
                }}
              />
            </label>
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busyWith === "upload-proof" ? t("orders:proof.uploading") : t("orders:proof.upload")}
            </button>
          </Form>
        </section>
      ) : null}

      {order.notes ? (
        <section aria-labelledby={idOf("notes")} className="space-y-1">
          <Section id={idOf("notes")} className="font-semibold">
            {t("orders:details.notes")}
          </Section>
          <p className="whitespace-pre-line text-sm">{order.notes}</p>
        </section>
      ) : null}

      {order.history.length > 0 ? (
        <section aria-labelledby={idOf("history")} className="space-y-1">
          <Section id={idOf("history")} className="font-semibold">
            {t("orders:details.history")}
          </Section>
          <ol className="space-y-1 text-sm">
            {order.history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-stone-700">{format.dateTime(entry.createdAt)}</span>
                <span>
                  {orderStatusText(entry.status, order.fulfilmentMethod, t)}
                  {entry.paymentStatus ? ` · ${paymentStatusText(entry.paymentStatus, t)}` : null}
                </span>
                {entry.holdExpired && order.holdUntil ? (
                  <span className="w-full text-stone-700" data-testid="hold-expired">
                    {t("orders:hold.expired", { until: format.dateTime(order.holdUntil) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className="space-y-2">
        {error?.form === "reorder" ? <Alert title={t("orders:reorder.nothingAdded")}>{error.message}</Alert> : null}
        <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="reorder" />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            {busyWith === "reorder" ? t("orders:reorder.adding") : t("orders:reorder.button")}
          </button>{" "}
          <span className="text-sm text-stone-700">{t("orders:reorder.hint")}</span>
        </Form>
      </div>

      {error && !error.form ? <Alert title={t("orders:details.couldNotDo")}>{error.message}</Alert> : null}
    </article>
  );
}
