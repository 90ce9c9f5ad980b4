import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/accounts/auth.server";
import { cartMessages } from "~/cart/cart-messages.server";
import { requestTranslator, type ServerTranslate } from "~/locales/translator.server";
import { readBankDetails } from "~/orders/bank-details.server";
import { CancelOrderButton } from "~/orders/cancel-order";
import { cannotCancelMessage } from "~/orders/customer-order.server";
import { customerInvoice, customerInvoicePath } from "~/orders/customer-order-rules";
import { orderPath } from "~/orders/order-card";
import { OrderDetails, type OrderFormError } from "~/orders/order-details";
import type { OrderPageData } from "~/orders/order-details-dialog";
import { displayOrderNumber } from "~/orders/order-display";
import { readOrderForm } from "~/orders/order-form.server";
import { smsForOrder } from "~/orders/order-news.server";
import { OrderSmsList } from "~/orders/order-sms-list";
import { findOrderForUser } from "~/orders/orders.server";
import { ordersMessages } from "~/orders/orders-messages.server";
import { uploadPaymentProof } from "~/orders/payment-proof.server";
import { showsEftDetails } from "~/orders/proof-file";
import { reorderToCart } from "~/orders/reorder.server";
import { db } from "~/platform/db.server";
import { requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  {
    title: page
      ? `${translateIn(matches, "orders:orderTitle", { number: displayOrderNumber(page.order.orderNumber) })} | Donkerhoek Farm Supplies`
      : "Page not found",
  },
  { name: "robots", content: "noindex" },
];

// One person's order: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The signed-in customer's own order, or the not-found page (also for anyone else's order). */
async function requireOwnOrder(request: Request, params: LoaderFunctionArgs["params"]) {
  const user = await requireUser(request);
  const order = await findOrderForUser(db(), user.id, params.orderNumber);
  if (!order) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { user, order };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params);
  const { language, t } = requestTranslator(request, ["orders"]);
  const sms = await smsForOrder(db(), order.id);
  const page = {
    order,
    bank: showsEftDetails(order) ? await readBankDetails(db()) : null,
    sms,
    // Why the customer cannot cancel it themselves (null: they can), decision 0095.
    cannotCancel: cannotCancelMessage(order, t),
    // Only the parts this order shows: its SMS, why the shop cancelled it.
    messages: ordersMessages(language, "order", [
      ...(sms.length > 0 ? [] : ["sms"]),
      ...(order.history.some((entry) => entry.holdExpired) ? [] : ["hold.expired"]),
    ]),
  } satisfies OrderPageData;
  // The EFT box's words (the cart catalogue's "eft." keys, decision 0110).
  return { ...page, messages: { ...page.messages, ...cartMessages(language, ["eft."]) } };
}

/** After a reorder that added nothing: why, with the products no longer for sale. */
function nothingToReorder(names: string[], t: ServerTranslate): string {
  const none = t("orders:reorder.none");
  return names.length > 0 ? `${none} ${t("orders:reorder.noLongerAvailable", { names: names.join(", ") })}` : none;
}

function refused(error: OrderFormError) {
  return data({ error }, { status: 400 });
}

/** The order's forms: upload a proof of payment (multipart) and reorder. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user, order } = await requireOwnOrder(request, params);
  const { t } = requestTranslator(request, ["orders"]);
  const form = await readOrderForm(request, t);
  if (!form.ok) {
    // Only the proof form is multipart, so a refused multipart body was an upload.
    const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
    return refused({ form: multipart ? "upload-proof" : null, message: form.message });
  }
  try {
    if (form.value.intent === "upload-proof") {
      const outcome = await uploadPaymentProof(db(), order, user, form.value.proof, t);
      if (!outcome.ok) return refused({ form: "upload-proof", message: outcome.message });
      return redirectWithToast(
        request,
        orderPath(order.orderNumber),
        { title: t("orders:proof.received"), description: t("orders:proof.willCheck"), variant: "success" },
        { status: 303 },
      );
    }
    const outcome = await reorderToCart(db(), user.id, order.id);
    if (outcome.added === 0) return refused({ form: "reorder", message: nothingToReorder(outcome.notAdded, t) });
    return redirectWithToast(
      request,
      "/cart",
      {
        title: t("orders:reorder.added", { count: outcome.added }),
        description:
          outcome.notAdded.length > 0
            ? t("orders:reorder.noLongerAvailable", { names: outcome.notAdded.join(", ") })
            : t("orders:reorder.checkQuantities"),
        variant: "success",
      },
      { status: 303 },
    );
  } finally {
    // The proof's temporary file goes, whether it was stored, refused or the upload failed.
    await form.cleanup();
  }
}

export default function OrderPage() {
  const { order, bank, sms, cannotCancel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, language } = useTranslation();
  const invoiceReady = customerInvoice(order) === "ready";
  const open = order.status !== "cancelled" && order.status !== "delivered";
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <p className="text-sm">
        <Link to="/orders">← {t("orders:list.title")}</Link>
      </p>
      <div className="rounded-lg border border-stone-200 bg-white p-4">
        <OrderDetails order={order} bank={bank} error={actionData?.error ?? null} level={1} />
      </div>
      {invoiceReady || open ? (
        <section
          aria-labelledby="after-buying-heading"
          className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="after-buying-heading" className="text-lg font-semibold">
            {t("orders:page.afterBuying")}
          </h2>
          {invoiceReady ? (
            <p>
              <Link to={customerInvoicePath(order.orderNumber)} className={secondaryButtonClass}>
                {t("orders:taxInvoice")}
              </Link>
            </p>
          ) : null}
          {open && cannotCancel === null ? (
            <div className="space-y-2">
              <p className="text-sm text-stone-700">{t("orders:cancel.hint")}</p>
              <CancelOrderButton orderNumber={order.orderNumber} />
            </div>
          ) : open && cannotCancel ? (
            <p className="text-sm text-stone-700" data-testid="cannot-cancel">
              {cannotCancel} <Link to="/contact">{t("orders:contactShop")}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {sms.length > 0 ? (
        <section
          aria-labelledby="order-sms-heading"
          className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="order-sms-heading" className="text-lg font-semibold">
            {t("orders:sms.heading")}
          </h2>
          <OrderSmsList messages={sms} showErrors={false} words={{ t, language }} />
        </section>
      ) : null}
    </div>
  );
}
