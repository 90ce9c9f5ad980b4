import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountMessages } from "~/account/account-messages.server";
import { loadCart } from "~/cart/cart.server";
import { cartMessages } from "~/cart/cart-messages.server";
import { cartOwner } from "~/cart/cart-owner.server";
import { DeliveryLocationPage } from "~/delivery/delivery-page";
import { deliveryPageTexts, loadDeliveryPage, saveLocationAction } from "~/delivery/delivery-page.server";
import { FeeExplanation } from "~/delivery/fee-explanation";
import { feeQuoteFor, feeRules, type QuotedGoods } from "~/delivery/fee-quote.server";
import { FeeQuoteBox } from "~/delivery/fee-quote-box";
import { TYPICAL_ORDER_TEXT } from "~/delivery/messages";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${translateIn(matches, "cart:delivery.title")} | ${shopNameIn(matches)}` },
  { name: "description", content: translateIn(matches, "cart:delivery.description") },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status, headers } = await loadDeliveryPage(request, { path: "/delivery" });
  // "What will delivery cost?": for the visitor's cart when it can be ordered, else a typical order.
  const cart = await loadCart(db(), await cartOwner(request));
  const goods: QuotedGoods = cart.canCheckout
    ? { kind: "cart", lines: cart.lines, subtotalCents: cart.subtotalCents }
    : { kind: "typical" };
  const quoted = await feeQuoteFor(request, db(), goods);
  if (quoted.status) headers.set("Cache-Control", "private, no-store");
  const rules = await feeRules(db());
  const language = requestLanguage(request);
  return data(
    {
      page,
      deliveryQuote: quoted.quote,
      quoteSubject: cart.canCheckout ? "cart:page.quoteSubject" : TYPICAL_ORDER_TEXT,
      rules,
      // The delivery page's words, the quote box's and the delivery methods' (decision 0110); the
      // phone's "no position" alert is the location picker's.
      messages: {
        ...cartMessages(language, [...deliveryPageTexts(page), "page.quoteSubject"]),
        ...accountMessages(language, ["picker.error"]),
      },
    },
    { status: quoted.status && quoted.status !== 200 ? quoted.status : status, headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await saveLocationAction(request);
  if (outcome instanceof Response) return outcome;
  return data({ save: outcome.result, locationName: outcome.locationName }, { status: outcome.status });
}

export default function DeliveryRoute() {
  const { page, deliveryQuote, quoteSubject, rules } = useLoaderData<typeof loader>();
  const save = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t("cart:delivery.heading")}</h1>
        <p className="mt-1 text-sm text-stone-700">{t("cart:delivery.intro")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FeeQuoteBox path="/delivery" quote={deliveryQuote} subject={t(quoteSubject)} showCalculatorLink={false} />
        <FeeExplanation rules={rules} />
      </div>
      <section aria-labelledby="exact-location-heading" className="space-y-2 border-t border-stone-200 pt-4">
        <h2 id="exact-location-heading" className="text-xl font-semibold">
          {t("cart:delivery.exactHeading")}
        </h2>
        <p className="text-sm text-stone-700">{t("cart:delivery.exactIntro")}</p>
      </section>
      <DeliveryLocationPage page={page} save={save} />
    </div>
  );
}
