import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "~/accounts/auth.server";
import { requestTranslator } from "~/locales/translator.server";
import { CancelOrderConfirmation } from "~/orders/cancel-order";
import { cancelOwnOrder, cannotCancelMessage } from "~/orders/customer-order.server";
import { orderPath } from "~/orders/order-card";
import { displayOrderNumber } from "~/orders/order-display";
import { findOrderForUser } from "~/orders/orders.server";
import { ordersMessages } from "~/orders/orders-messages.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp, requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

/**
 * Cancelling one's own unpaid order (issue 44 point 8, decision 0095): GET asks first (the page
 * the order page's button opens without JavaScript), POST cancels. A paid order, or one the shop
 * has started on, is refused with the reason and the way to the shop.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: page ? `${translateIn(matches, "orders:cancel.title")} | Donkerhoek Farm Supplies` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await findOrderForUser(db(), user.id, params.orderNumber);
  if (!order) throw notFound();
  const { language, t } = requestTranslator(request, ["orders"]);
  return {
    orderNumber: order.orderNumber,
    refusal: cannotCancelMessage(order, t),
    messages: ordersMessages(language, "cancel"),
  };
}

const CancelForm = z.object({ intent: z.literal("cancel", { error: "orders:unknownAction" }) });

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request);
  const { t } = requestTranslator(request, ["orders"]);
  const submission = await parseFormSubmission(request, CancelForm);
  if (submission.status !== "success") return data({ message: t("orders:unknownAction") }, { status: 400 });
  const outcome = await cancelOwnOrder(db(), user, params.orderNumber, t, { ipAddress: clientIp(request) });
  if (!outcome.ok) {
    if (outcome.status === 404) throw notFound();
    return data({ message: outcome.message }, { status: outcome.status });
  }
  return redirectWithToast(
    request,
    orderPath(params.orderNumber ?? ""),
    { title: outcome.title, description: outcome.description, variant: "success" },
    { status: 303 },
  );
}

export default function CancelOrderPage() {
  const { orderNumber, refusal } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const message = refusal ?? refused?.message ?? null;
  if (message) {
    return (
      <section className="mx-auto max-w-lg space-y-3 rounded-lg border border-stone-200 bg-white p-5">
        <h1 className="text-xl font-bold">{t("orders:cancel.cannotHere")}</h1>
        <Alert title={t("orders:orderTitle", { number: displayOrderNumber(orderNumber) })}>{message}</Alert>
        <p className="flex flex-wrap gap-2">
          <Link to="/contact" className={secondaryButtonClass}>
            {t("orders:contactShop")}
          </Link>
          <Link to={orderPath(orderNumber)} className={secondaryButtonClass}>
            {t("orders:cancel.backToOrder")}
          </Link>
        </p>
      </section>
    );
  }
  return <CancelOrderConfirmation orderNumber={orderNumber} />;
}
