import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/accounts/auth.server";
import { LastVisitNotice } from "~/cart/last-visit-notice";
import { requestTranslator } from "~/locales/translator.server";
import { loadCheckout } from "~/orders/checkout.server";
import { CheckoutChoice, orderNewsChoice, PlaceOrderForm } from "~/orders/checkout-form.server";
import { FulfilmentStep, ReviewStep } from "~/orders/checkout-steps";
import { CHECKOUT_TITLE, nothingToCheckOut, ORDER_PLACED_TITLE, orderPlacedToastText } from "~/orders/checkout-texts";
import { checkoutTexts } from "~/orders/checkout-texts.server";
import { placeOrder } from "~/orders/place-order.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { redirectWithToast } from "~/platform/toast.server";
import { shopNameIn } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${translateIn(matches, CHECKOUT_TITLE)} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

// One person's cart and details: never kept by a shared cache, nor by the browser's back button.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** A visitor checks out with a cellphone code (or signs in with a password from there): decision 0097. */
function signInFirst(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/login/cellphone?${new URLSearchParams({ for: "checkout", next: `${url.pathname}${url.search}` })}`);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) signInFirst(request);
  const choice = CheckoutChoice.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { language, t } = requestTranslator(request, ["cart"]);
  const page = await loadCheckout(db(), user.id, choice, new Date(), language);
  if (!page.cart.canCheckout) throw await redirectWithToast(request, "/cart", nothingToCheckOut(t), { status: 303 });
  return {
    page,
    constraint: getZodConstraint(PlaceOrderForm),
    // The step's own words, no other step's (decision 0110).
    messages: checkoutTexts(language, page),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, PlaceOrderForm);
  const user = await getCurrentUser(request);
  if (!user) signInFirst(request);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), error: null, errorLink: null }, { status: 400 });
  }
  const form = submission.value;
  const { language, t } = requestTranslator(request, ["cart"]);
  const outcome = await placeOrder(db(), {
    // The order's messages (e-mails, SMS) follow the language it was placed in (decision 0110).
    language,
    userId: user.id,
    idempotencyKey: form.idempotencyKey,
    fulfilment: form.fulfilment,
    method: form.method,
    contact: { name: form.contactName, email: form.contactEmail ?? "", phone: form.contactPhone },
    notes: form.notes,
    paymentMethod: form.paymentMethod,
    news: orderNewsChoice(form),
    expectedTotalCents: form.expectedTotalCents,
    lines: form.lines,
  });
  if (!outcome.ok)
    return data(
      { result: undefined, error: outcome.message, errorLink: outcome.link ?? null },
      { status: outcome.status },
    );
  // Offers ticked for a number not proved yet: the confirmation's link to prove it carries the tick.
  const offers = form.offersBySms === "on" ? "?offers=on" : "";
  return redirectWithToast(
    request,
    `/cart/checkout/confirmation/${outcome.orderNumber}${offers}`,
    {
      title: t(ORDER_PLACED_TITLE),
      description: orderPlacedToastText(t, outcome.orderNumber, form.paymentMethod),
      variant: "success",
    },
    { status: 303 },
  );
}

export default function CheckoutPage() {
  const { page, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{page.review ? t("cart:checkout.reviewHeading") : t(CHECKOUT_TITLE)}</h1>
        <p className="text-sm">
          <span className="font-semibold">{t("cart:checkout.step", { step: page.review ? 2 : 1 })}</span> ·{" "}
          <Link to="/cart" className="underline">
            {t("cart:checkout.backToCart")}
          </Link>
        </p>
      </div>
      <LastVisitNotice cart={page.cart} />
      {page.review ? (
        <ReviewStep
          page={page}
          review={page.review}
          lastResult={actionData?.result}
          constraint={constraint}
          error={actionData?.error ?? null}
          errorLink={actionData?.errorLink ?? null}
        />
      ) : (
        <>
          {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
          <FulfilmentStep page={page} />
        </>
      )}
    </div>
  );
}
