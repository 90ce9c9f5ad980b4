import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { canAccess } from "~/accounts/roles";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { recordCounterPayment } from "~/orders/counter-payment.server";
import {
  COUNTER_MEANS_MESSAGE,
  EFT_SEND_CHANNEL_MESSAGE,
  NOT_PAID_YET,
  notPaidReason,
  PAY_AT_COUNTER_CHOICE,
  PAYMENT_CHOICE_LEGEND,
} from "~/orders/messages";
import { historyAuthors, loadOrderProofs, loadStaffNotes } from "~/orders/order-admin-page.server";
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel, showsEftBox } from "~/orders/order-display";
import { smsForOrder } from "~/orders/order-news.server";
import { OrderSmsList } from "~/orders/order-sms-list";
import {
  addStaffNote,
  allowedNextStatuses,
  rejectPayment,
  type StaffOutcome,
  setOrderStatus,
  verifyPayment,
} from "~/orders/order-staff-actions.server";
import { ORDER_STATUSES } from "~/orders/order-status";
import { findOrderByNumber } from "~/orders/orders.server";
import {
  CONFIRMED_FIELD,
  CONFIRMED_VALUE,
  REJECT_PAYMENT,
  REJECT_REASON_LABEL,
  REJECT_REASON_MAX,
  REJECT_REASON_REQUIRED,
  REJECT_REASON_ROWS,
  REJECT_REASON_TOO_LONG,
  VERIFY_PAYMENT,
  verifyConfirmHref,
  verifyQuestion,
} from "~/orders/payment-review";
import {
  COUNTER_MEANS,
  needsPaymentChoice,
  notPaidYet,
  paysAtCounter,
  takesCounterPayment,
} from "~/orders/pickup-payment";
import { sendEftDetails } from "~/orders/send-eft-details.server";
import { StaffHoldNote } from "~/orders/staff-hold-note";
import { STAFF_NOTE_MAX } from "~/orders/staff-notes";
import { StatusBadge } from "~/orders/status-badge";
import { db } from "~/platform/db.server";
import { formatDate, formatDateTime, formatRand } from "~/platform/format";
import { parseFormSubmission, readFormData } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formatPhoneForPeople } from "~/sms/phone-number";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded ? `Order ${loaded.order.orderNumber}` : "Order not found");

export const handle: AdminHandle = { breadcrumb: "Order" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "orders");
  const order = await findOrderByNumber(db(), params.orderNumber);
  if (!order) throw data("Order not found", { status: 404 });
  const [proofs, staffNotes, sms, changedBy] = await Promise.all([
    loadOrderProofs(db(), order.id),
    loadStaffNotes(db(), order.id),
    smsForOrder(db(), order.id),
    historyAuthors(db(), order.id),
  ]);
  const canVerify = canAccess(user.roles, "payments");
  // ?verify=<proof>: the question Verify asks, as a page (JavaScript off, or a Verify posted unconfirmed).
  const asked = new URL(request.url).searchParams.get("verify");
  const confirmVerify =
    canVerify && proofs.some((proof) => proof.id === asked && proof.status === "pending") ? asked : null;
  return {
    order,
    changedBy,
    proofs,
    staffNotes,
    sms,
    nextStatuses: allowedNextStatuses({
      status: order.status as (typeof ORDER_STATUSES)[number],
      fulfilmentMethod: order.fulfilmentMethod,
    }),
    canVerify,
    confirmVerify,
  };
}

const OrderAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("verify"),
    proofId: z.string().trim().min(1).max(100),
    // Verify asks first: the dialog's (or the confirmation page's) form carries this.
    [CONFIRMED_FIELD]: z.literal(CONFIRMED_VALUE).optional(),
  }),
  z.object({
    intent: z.literal("reject"),
    proofId: z.string().trim().min(1).max(100),
    reason: z
      .string({ error: REJECT_REASON_REQUIRED })
      .trim()
      .min(1, REJECT_REASON_REQUIRED)
      .max(REJECT_REASON_MAX, REJECT_REASON_TOO_LONG),
  }),
  z.object({
    intent: z.literal("status"),
    status: z.enum(ORDER_STATUSES, { error: "Please choose the new status." }),
    note: z.string().trim().max(500, "Please keep the note under 500 characters.").optional(),
    seen: z.enum(ORDER_STATUSES).optional(),
    // The checkbox "The customer pays at the counter when collecting" (decision 0092).
    payAtCounter: z.literal("yes", { error: "Please tick the box or leave it empty." }).optional(),
  }),
  z.object({
    intent: z.literal("counter-payment"),
    means: z.enum(COUNTER_MEANS, { error: COUNTER_MEANS_MESSAGE }),
  }),
  z.object({
    intent: z.literal("send-eft"),
    channel: z.enum(["sms", "email", "both"], { error: EFT_SEND_CHANNEL_MESSAGE }),
  }),
  z.object({
    intent: z.literal("note"),
    body: z
      .string({ error: "Please write the note." })
      .trim()
      .min(1, "Please write the note.")
      .max(STAFF_NOTE_MAX, `Please keep the note under ${STAFF_NOTE_MAX} characters.`),
  }),
]);

export async function action({ request, params }: ActionFunctionArgs) {
  const orderNumber = params.orderNumber ?? "";
  // Moving an order on is for the orders area's roles; Verify, Reject and a payment at the counter
  // for the payments area's (a smaller set). The form is read (a malformed body refused with a
  // 4xx) once the user is known.
  const staff = await requireStaff(request, "orders");
  const intent = (await readFormData(request.clone())).get("intent");
  const user =
    intent === "verify" || intent === "reject" || intent === "counter-payment"
      ? await requireStaff(request, "payments")
      : staff;
  const submission = await parseFormSubmission(request, OrderAction);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form.";
    return data(
      {
        message,
        intent: typeof intent === "string" ? intent : null,
        field: null,
        sent: null,
        ...typedReason(submission),
      },
      { status: 400 },
    );
  }
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const form = submission.value;
  // A Verify not yet confirmed (a page from before Verify asked first) is asked, not done.
  if (form.intent === "verify" && form[CONFIRMED_FIELD] !== CONFIRMED_VALUE) {
    return redirect(verifyConfirmHref(orderNumber, form.proofId), 303);
  }
  const outcome: StaffOutcome =
    form.intent === "verify"
      ? await verifyPayment(db(), actor, orderNumber, form.proofId, meta)
      : form.intent === "reject"
        ? await rejectPayment(db(), actor, orderNumber, form.proofId, form.reason, meta)
        : form.intent === "note"
          ? await addStaffNote(db(), actor, orderNumber, form.body, meta)
          : form.intent === "send-eft"
            ? await sendEftDetails(db(), actor, orderNumber, form.channel, meta)
            : form.intent === "counter-payment"
              ? await recordCounterPayment(db(), actor, orderNumber, form.means, meta)
              : await setOrderStatus(db(), actor, orderNumber, form.status, form.note, meta, form.seen, {
                  payAtCounter: form.payAtCounter === "yes",
                });
  if (!outcome.ok) {
    // The status form is shown again as it was sent, the message at its field when it has one.
    const sent = form.intent === "status" ? { status: form.status, note: form.note ?? "" } : null;
    const reason = form.intent === "reject" ? { proofId: form.proofId, reason: form.reason } : {};
    return data(
      { message: outcome.message, intent: form.intent, field: outcome.field ?? null, sent, ...reason },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, `/admin/orders/${orderNumber}`, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

/** A refused Reject keeps what was typed, beside the proof it was for. */
function typedReason(submission: { payload: Record<string, unknown> }): { proofId?: string; reason?: string } {
  const { proofId, reason } = submission.payload;
  return typeof proofId === "string" && typeof reason === "string" ? { proofId, reason } : {};
}

/** What Verify asks (the dialog, or the page without JavaScript), and the POST it makes when confirmed. */
function verifyConfirmation(
  order: { orderNumber: string; totalCents: number; contactName: string | null; contactEmail: string | null },
  proofId: string,
): Confirmation {
  return {
    ...verifyQuestion(order),
    confirmLabel: VERIFY_PAYMENT,
    action: `/admin/orders/${order.orderNumber}`,
    fields: { intent: "verify", proofId, [CONFIRMED_FIELD]: CONFIRMED_VALUE },
    tone: "primary",
  };
}

export default function AdminOrder() {
  const { order, confirmVerify } = useLoaderData<typeof loader>();
  if (confirmVerify) {
    return (
      <ConfirmationPage
        confirmation={verifyConfirmation(order, confirmVerify)}
        cancelHref={`/admin/orders/${order.orderNumber}`}
      />
    );
  }
  return <OrderPage />;
}

function OrderPage() {
  const { order, proofs, staffNotes, sms, nextStatuses, canVerify, changedBy } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const payment = {
    status: order.status,
    fulfilmentMethod: order.fulfilmentMethod,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
  };
  const unpaid = notPaidYet(payment);
  const atCounter = paysAtCounter(payment);
  const askHowToPay = needsPaymentChoice(payment) && nextStatuses.includes("ready_for_pickup");
  const payChoiceError = refused?.intent === "status" && refused.field === "payAtCounter" ? refused.message : null;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Order {order.orderNumber}</h1>
        <StatusBadge status={order.status} fulfilment={order.fulfilmentMethod} />
        <span className="text-sm">Payment: {paymentStatusLabel(order.paymentStatus)}</span>
      </div>
      <StaffHoldNote order={order} />
      <nav aria-label="Documents" className="flex flex-wrap gap-2 text-sm">
        <Link to={`/admin/orders/${order.orderNumber}/invoice`} className={secondaryButtonClass}>
          Tax invoice
        </Link>
        <Link to={`/admin/orders/${order.orderNumber}/packing-slip`} className={secondaryButtonClass}>
          Packing slip
        </Link>
      </nav>
      {refused?.message &&
      refused.intent !== "note" &&
      refused.intent !== "send-eft" &&
      refused.intent !== "counter-payment" &&
      !payChoiceError ? (
        <Alert title="Not changed">{refused.message}</Alert>
      ) : null}

      <section aria-labelledby="order-summary" className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1 rounded-md border border-stone-200 bg-white p-3 text-sm">
          <h2 id="order-summary" className="text-lg font-semibold">
            Customer and delivery
          </h2>
          <p>Placed {formatDateTime(order.createdAt)}</p>
          <p>Customer: {order.contactName ?? "not given"}</p>
          <p>
            E-mail:{" "}
            {order.contactEmail ? (
              <a href={`mailto:${order.contactEmail}`} className="underline">
                {order.contactEmail}
              </a>
            ) : (
              "none"
            )}
          </p>
          <p>
            Phone:{" "}
            {order.contactPhone ? (
              <a href={`tel:${order.contactPhone.replace(/[^\d+]/g, "")}`} className="underline">
                {formatPhoneForPeople(order.contactPhone)}
              </a>
            ) : (
              "none"
            )}
          </p>
          <p>Payment method: {paymentMethodLabel(order.paymentMethod)}</p>
          <p>
            {order.fulfilmentMethod === "collect"
              ? "Collect at the store"
              : `Delivery to ${order.deliveryAddress ?? "the saved location"}${order.deliveryDate ? `, from ${formatDate(order.deliveryDate)}` : ""}`}
          </p>
          {order.notes ? <p>Customer's notes: {order.notes}</p> : null}
        </div>
        <div className="space-y-1 rounded-md border border-stone-200 bg-white p-3 text-sm">
          <h2 className="text-lg font-semibold">Amounts</h2>
          <p>Subtotal: {formatRand(order.subtotalCents)}</p>
          <p>Delivery: {formatRand(order.shippingCents)}</p>
          {order.discountCents > 0 ? <p>Discount: -{formatRand(order.discountCents)}</p> : null}
          <p className="font-semibold">Total: {formatRand(order.totalCents)}</p>
          <p>Of which VAT (15%): {formatRand(order.vatCents)}</p>
        </div>
      </section>

      <section aria-labelledby="order-items" className="space-y-2">
        <h2 id="order-items" className="text-lg font-semibold">
          Items
        </h2>
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2 p-2">
              <span>
                {item.quantity} x {item.productName} <span className="text-stone-600">({item.wsCode})</span>
              </span>
              <span>{formatRand(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-proofs" className="space-y-2">
        <h2 id="order-proofs" className="text-lg font-semibold">
          Proofs of payment
        </h2>
        {proofs.length === 0 ? <p className="text-sm text-stone-700">No proof of payment uploaded yet.</p> : null}
        <ul className="space-y-2">
          {proofs.map((proof) => (
            <li key={proof.id} className="space-y-2 rounded-md border border-stone-200 bg-white p-3 text-sm">
              <p>
                <a href={`/admin/orders/${order.orderNumber}/proofs/${proof.id}`} className="font-semibold underline">
                  {proof.original_filename ?? "Proof of payment"}
                </a>{" "}
                ({proof.content_type === "application/pdf" ? "PDF" : "image"}), uploaded{" "}
                {formatDateTime(proof.created_at)}: <span className="font-semibold">{proof.status}</span>
                {proof.reviewedBy ? ` by ${proof.reviewedBy}` : ""}
                {proof.review_note ? `: ${proof.review_note}` : ""}
              </p>
              {proof.content_type !== "application/pdf" ? (
                // The server's preview (decision 0062); the original, at its own size, is a click away.
                <p>
                  <a
                    href={`/admin/orders/${order.orderNumber}/proofs/${proof.id}`}
                    className="inline-block min-h-6 min-w-6"
                  >
                    <img
                      src={`/admin/orders/${order.orderNumber}/proofs/${proof.id}/preview`}
                      alt={`Proof of payment for ${order.orderNumber}`}
                      className="max-h-96 rounded border border-stone-200"
                      loading="lazy"
                    />
                  </a>
                  <a
                    href={`/admin/orders/${order.orderNumber}/proofs/${proof.id}`}
                    className="flex min-h-6 items-center underline"
                  >
                    Open the original picture
                  </a>
                </p>
              ) : null}
              {proof.status === "pending" && canVerify ? (
                <div className="space-y-4">
                  <div>
                    <ConfirmButton
                      label={VERIFY_PAYMENT}
                      confirmation={verifyConfirmation(order, proof.id)}
                      confirmHref={verifyConfirmHref(order.orderNumber, proof.id)}
                    />
                  </div>
                  <Form method="post" className="space-y-2 border-t border-stone-200 pt-3">
                    <input type="hidden" name="proofId" value={proof.id} />
                    <label htmlFor={`reason-${proof.id}`} className="block text-sm font-medium">
                      {REJECT_REASON_LABEL}
                    </label>
                    <textarea
                      id={`reason-${proof.id}`}
                      name="reason"
                      required
                      maxLength={REJECT_REASON_MAX}
                      rows={REJECT_REASON_ROWS}
                      className={inputClass}
                      defaultValue={
                        refused?.intent === "reject" && refused.proofId === proof.id ? refused.reason : undefined
                      }
                    />
                    <button type="submit" name="intent" value="reject" className={secondaryButtonClass} disabled={busy}>
                      {REJECT_PAYMENT}
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {canVerify && takesCounterPayment(payment) ? (
        <section aria-labelledby="counter-payment" className="space-y-2">
          <h2 id="counter-payment" className="text-lg font-semibold">
            Payment at the counter
          </h2>
          {refused?.intent === "counter-payment" ? <Alert title="Not recorded">{refused.message}</Alert> : null}
          <Form method="post" className="space-y-2 rounded-md border border-stone-200 bg-white p-3 text-sm">
            <input type="hidden" name="intent" value="counter-payment" />
            <fieldset>
              <legend className="font-medium">The customer paid {formatRand(order.totalCents)} at the counter</legend>
              <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
                {(
                  [
                    ["cash", "In cash"],
                    ["card", "By card"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="inline-flex min-h-6 items-center gap-2">
                    <input type="radio" name="means" value={value} required />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              Record payment of {formatRand(order.totalCents)}
            </button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="order-status" className="space-y-2">
        <h2 id="order-status" className="text-lg font-semibold">
          Status
        </h2>
        {unpaid ? (
          <p
            className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="not-paid-yet"
          >
            <strong>{NOT_PAID_YET}.</strong>{" "}
            {atCounter
              ? `The customer pays ${formatRand(order.totalCents)} at the counter when collecting (cash or card): record the payment before marking the order collected.${canVerify ? "" : " A financial officer or an admin records it."}${order.status === "ready_for_pickup" ? "" : " No proof of payment is needed: prepare it and mark it Ready for pickup."}`
              : `${notPaidReason(order.paymentStatus)} Before the order is ready for pickup, say how the customer will pay.`}
          </p>
        ) : null}
        {nextStatuses.length === 0 ? (
          <p className="text-sm text-stone-700">
            This order is {orderStatusLabel(order.status, order.fulfilmentMethod).toLowerCase()}: it cannot change.
          </p>
        ) : (
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="seen" value={order.status} />
            <div>
              <label htmlFor="next-status" className="block text-sm font-medium">
                New status
              </label>
              <select
                id="next-status"
                name="status"
                className={inputClass}
                defaultValue={refused?.intent === "status" ? (refused.sent?.status ?? undefined) : undefined}
              >
                {nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {orderStatusLabel(status, order.fulfilmentMethod)}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 flex-1">
              <label htmlFor="status-note" className="block text-sm font-medium">
                Note for the customer (optional)
              </label>
              <input
                id="status-note"
                name="note"
                maxLength={500}
                className={inputClass}
                defaultValue={refused?.intent === "status" ? (refused.sent?.note ?? undefined) : undefined}
              />
            </div>
            {askHowToPay ? (
              <fieldset className="w-full rounded-md border border-stone-300 bg-white p-3 text-sm">
                <legend className="px-1 font-medium">{PAYMENT_CHOICE_LEGEND}</legend>
                <label className="inline-flex min-h-6 items-center gap-2">
                  <input
                    type="checkbox"
                    name="payAtCounter"
                    value="yes"
                    aria-invalid={payChoiceError ? true : undefined}
                    aria-describedby={
                      payChoiceError ? "pay-at-counter-error pay-at-counter-hint" : "pay-at-counter-hint"
                    }
                  />
                  {PAY_AT_COUNTER_CHOICE}
                </label>
                <p id="pay-at-counter-hint" className="mt-1 text-xs text-stone-700">
                  Needed for Ready for pickup: the customer's SMS and e-mail then say to pay{" "}
                  {formatRand(order.totalCents)} at the counter.
                </p>
                {payChoiceError ? (
                  <p id="pay-at-counter-error" className="mt-1 font-semibold text-red-700">
                    {payChoiceError}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              Update status
            </button>
          </Form>
        )}
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {order.history.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.createdAt)}: {orderStatusLabel(entry.status, order.fulfilmentMethod)}
              {entry.paymentStatus ? `, payment ${paymentStatusLabel(entry.paymentStatus)}` : ""}
              {changedBy[entry.id] ? (
                <span className="text-stone-700 [overflow-wrap:anywhere]">, by {changedBy[entry.id]}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="order-sms-heading" className="space-y-2">
        <h2 id="order-sms-heading" className="text-lg font-semibold">
          SMS to the customer
        </h2>
        <p className="text-sm text-stone-700">
          Order news goes by{" "}
          {order.newsChannel === "both" ? "e-mail and SMS" : order.newsChannel === "sms" ? "SMS" : "e-mail"}
          {order.newsPhone ? ` (cellphone ${order.newsPhone})` : ""}, as the customer chose at checkout.
        </p>
        <OrderSmsList messages={sms} showErrors />
        {showsEftBox(order.paymentMethod) ? (
          <Form method="post" className="space-y-2 rounded-md border border-stone-200 bg-white p-3 text-sm">
            <input type="hidden" name="intent" value="send-eft" />
            {refused?.intent === "send-eft" ? <Alert title="Not sent">{refused.message}</Alert> : null}
            <fieldset>
              <legend className="font-medium">Send the EFT details to the customer</legend>
              <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
                {(
                  [
                    ["sms", "By SMS"],
                    ["email", "By e-mail"],
                    ["both", "Both"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="inline-flex min-h-6 items-center gap-2">
                    <input type="radio" name="channel" value={value} defaultChecked={value === "sms"} required />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              Send EFT details
            </button>
          </Form>
        ) : null}
      </section>
      <section aria-labelledby="staff-notes" className="space-y-2">
        <h2 id="staff-notes" className="text-lg font-semibold">
          Notes for staff
        </h2>
        <p className="text-sm text-stone-700">Only the shop's staff see these; the customer never does.</p>
        {staffNotes.length === 0 ? <p className="text-sm text-stone-700">No notes yet.</p> : null}
        <ul className="space-y-2">
          {staffNotes.map((note) => (
            <li key={note.id} className="rounded-md border border-stone-200 bg-white p-3 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-stone-600">
                {note.authorEmail ?? "A former staff member"}, {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
        {refused?.intent === "note" ? <Alert title="Note not added">{refused.message}</Alert> : null}
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="staff-note" className="block text-sm font-medium">
            Add a note for staff
          </label>
          <textarea id="staff-note" name="body" required maxLength={STAFF_NOTE_MAX} rows={3} className={inputClass} />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            Add note
          </button>
        </Form>
      </section>

      <Link to="/admin/orders" className="inline-flex min-h-6 items-center underline">
        Back to orders
      </Link>
    </div>
  );
}
