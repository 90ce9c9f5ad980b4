import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatDateLong, formatDateTime, formatRand } from "~/platform/format";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import type { BankDetails } from "./bank-details.server";
import { EftBox } from "./eft-box";
import { HOLD_PAUSED_FOR_PROOF, holdNotice } from "./hold-messages";
import { PAY_AT_COUNTER_TITLE, PROOF_TOO_LARGE, payAtCounterText, REORDER, UPLOAD_PROOF } from "./messages";
import { orderPath } from "./order-card";
import { displayOrderNumber, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from "./order-display";
import type { OrderStatus, PaymentStatus } from "./order-status";
import type { OrderDetail } from "./orders.server";
import { paysAtCounter } from "./pickup-payment";
import { acceptsProof, MAX_PROOF_BYTES, PROOF_ACCEPT, showsEftDetails } from "./proof-file";
import { StatusBadge } from "./status-badge";
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
}: {
  order: OrderDetail;
  bank: BankDetails | null;
  error: OrderFormError | null;
  /** The order number's heading: 1 on its page, 3 inside the dialog (titled 'Order Details'). */
  level: 1 | 3;
}) {
  const [Title, Section] = HEADINGS[level];
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
        <StatusBadge status={order.status} fulfilment={order.fulfilmentMethod} />
        <Title className="font-mono text-xl font-bold">{number}</Title>
        <p className="text-sm text-stone-700">Ordered {formatDateTime(order.createdAt)}</p>
      </header>

      <dl className="space-y-1 text-sm">
        <Row term="Payment method">{paymentMethodLabel(order.paymentMethod)}</Row>
        <Row term="Total">
          <span className="font-bold">{formatRand(order.totalCents)}</span>
        </Row>
        <Row term="Payment status">
          <span data-testid="payment-status">{paymentStatusLabel(order.paymentStatus)}</span>
        </Row>
        <Row term={order.fulfilmentMethod === "delivery" ? "Delivery" : "Collection"}>
          {order.fulfilmentMethod === "delivery"
            ? (order.deliveryAddress ?? "Delivery to your address")
            : "Collect at the store"}
        </Row>
        {order.fulfilmentMethod === "delivery" && order.deliveryDate ? (
          <Row term="Delivery date">{formatDateLong(order.deliveryDate)}</Row>
        ) : null}
      </dl>

      <section aria-labelledby={idOf("items")} className="space-y-2">
        <Section id={idOf("items")} className="font-semibold">
          Items
        </Section>
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
          {order.items.map((item) => (
            <li key={item.id} className="p-3 text-sm" data-testid="order-item">
              <p className="font-semibold">{item.productName}</p>
              <p className="text-xs text-stone-600">Code: {item.wsCode}</p>
              <p className="mt-1 flex justify-between gap-3">
                <span>
                  {item.quantity} × {formatRand(item.unitPriceCents)}
                </span>{" "}
                <span className="font-semibold" data-testid="order-item-total">
                  {formatRand(item.lineTotalCents)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 text-sm" data-testid="order-summary">
          <Row term="Subtotal">{formatRand(order.subtotalCents)}</Row>
          <Row term={order.fulfilmentMethod === "delivery" ? "Delivery" : "Collection at the store"}>
            {order.fulfilmentMethod === "delivery" ? formatRand(order.shippingCents) : "Free"}
          </Row>
          {order.discountCents > 0 ? <Row term="Discount">-{formatRand(order.discountCents)}</Row> : null}
          <Row term="Total" strong>
            {formatRand(order.totalCents)}
          </Row>
          <Row term="VAT included (15%)">{formatRand(order.vatCents)}</Row>
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
            {PAY_AT_COUNTER_TITLE}
          </Section>
          <p className="mt-1">{payAtCounterText(formatRand(order.totalCents))}</p>
        </section>
      ) : null}

      {hold.kind === "running" ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="order-hold"
        >
          {holdNotice(formatDateTime(hold.until), order.paymentMethod === "cash_on_collection" ? "counter" : "eft")}
        </p>
      ) : null}

      {order.paymentStatus === "proof_uploaded" ? (
        <Alert title="Proof of payment uploaded" tone="success">
          We will check it and confirm your order.
          {hold.kind === "paused-for-proof" ? <span className="block">{HOLD_PAUSED_FOR_PROOF}</span> : null}
        </Alert>
      ) : null}

      {order.rejectionReason ? (
        <Alert title="Your proof of payment was not accepted">
          <span className="block">{order.rejectionReason}</span>
          <span className="block">Please upload a new proof of payment below.</span>
        </Alert>
      ) : null}

      {acceptsProof(facts) ? (
        <section aria-labelledby={idOf("proof")} className="space-y-2 rounded-md border border-stone-200 p-3">
          <Section id={idOf("proof")} className="font-semibold">
            {UPLOAD_PROOF}
          </Section>
          <p className="text-sm text-stone-700">
            Paid by EFT? Upload your proof of payment (PDF, JPG or PNG, up to 5 MB), so we can confirm your order
            sooner.
          </p>
          {error?.form === "upload-proof" ? <Alert title="We could not take your file">{error.message}</Alert> : null}
          <Form method="post" action={action} encType="multipart/form-data" className="space-y-2">
            <input type="hidden" name="intent" value="upload-proof" />
            <label className="block text-sm font-medium">
              Proof of payment
              <input
                type="file"
                name="proof"
                accept={PROOF_ACCEPT}
                required
                className="mt-1 block w-full text-sm"
                onChange={(event) => {
                  // Saves a slow connection from sending a file the shop will refuse anyway.
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.setCustomValidity(file && file.size > MAX_PROOF_BYTES ? PROOF_TOO_LARGE : "");
                  event.currentTarget.reportValidity();
                }}
              />
            </label>
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busyWith === "upload-proof" ? "Uploading..." : UPLOAD_PROOF}
            </button>
          </Form>
        </section>
      ) : null}

      {order.notes ? (
        <section aria-labelledby={idOf("notes")} className="space-y-1">
          <Section id={idOf("notes")} className="font-semibold">
            Notes
          </Section>
          <p className="whitespace-pre-line text-sm">{order.notes}</p>
        </section>
      ) : null}

      {order.history.length > 0 ? (
        <section aria-labelledby={idOf("history")} className="space-y-1">
          <Section id={idOf("history")} className="font-semibold">
            Status history
          </Section>
          <ol className="space-y-1 text-sm">
            {order.history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-stone-700">{formatDateTime(entry.createdAt)}</span>
                <span>
                  {orderStatusLabel(entry.status, order.fulfilmentMethod)}
                  {entry.paymentStatus ? ` · ${paymentStatusLabel(entry.paymentStatus)}` : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className="space-y-2">
        {error?.form === "reorder" ? <Alert title="Nothing was added to your cart">{error.message}</Alert> : null}
        <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="reorder" />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            {busyWith === "reorder" ? "Adding..." : REORDER}
          </button>{" "}
          <span className="text-sm text-stone-700">Puts the items still for sale back in your cart.</span>
        </Form>
      </div>

      {error && !error.form ? <Alert title="We could not do that">{error.message}</Alert> : null}
    </article>
  );
}
