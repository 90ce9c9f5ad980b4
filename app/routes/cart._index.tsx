import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  addToCart,
  keepLastVisitItems,
  loadCart,
  removeCartLine,
  removeLastVisitItems,
  updateCartLine,
} from "~/cart/cart.server";
import { visitorCartSetCookie } from "~/cart/cart-count.server";
import { CartForm } from "~/cart/cart-form.server";
import { type CartLine, MAX_LINE_QUANTITY } from "~/cart/cart-lines";
import { cartTexts } from "~/cart/cart-messages.server";
import { cartOwner } from "~/cart/cart-owner.server";
import { LastVisitNotice } from "~/cart/last-visit-notice";
import {
  addedToCartToast,
  CART_MESSAGE_VALUES,
  LAST_VISIT_LINE_MARK,
  lastVisitKeptToast,
  lastVisitPartMark,
  lastVisitRemovedToast,
  quantityUpdatedToast,
  removedFromCartToast,
  removeLastVisitPartButton,
} from "~/cart/messages";
import { imageAtWidth, PLACEHOLDER_IMAGE } from "~/catalog/product-images";
import { feeQuoteFor, withFeeQuote } from "~/delivery/fee-quote.server";
import { FeeQuoteBox } from "~/delivery/fee-quote-box";
import { feeQuoteTextKeys } from "~/delivery/fee-quote-texts";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { safeRedirectPath } from "~/platform/request.server";
import { flashToast, redirectWithToast } from "~/platform/toast.server";
import { shopNameIn } from "~/shop/use-shop";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { TextSeparator } from "~/ui/text-separator";
import { translateIn, useFormat, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${translateIn(matches, "cart:page.title")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

// A cart is one person's: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const cart = await loadCart(db(), await cartOwner(request), requestLanguage(request));
  // The cart page's words, and only those it shows (decision 0110): the notice of the last visit's
  // when a line came from it, the delivery quote's when the cart can be ordered.
  const parts = ["page."];
  if (cart.lines.some((line) => line.fromLastVisit > 0)) parts.push("lastVisit.");
  const language = requestLanguage(request);
  // "What will delivery cost?" for the cart checkout would price: only when it can be ordered.
  if (!cart.canCheckout) return { cart, deliveryQuote: null, messages: cartTexts(language, parts) };
  const quoted = await feeQuoteFor(request, db(), {
    kind: "cart",
    lines: cart.lines,
    subtotalCents: cart.subtotalCents,
  });
  const messages = cartTexts(language, [...parts, ...feeQuoteTextKeys(quoted.quote)]);
  return withFeeQuote({ cart, deliveryQuote: quoted.quote, messages }, quoted);
}

function refuse(status: 400 | 404, message: string) {
  return data({ error: message }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, CartForm);
  const { t } = requestTranslator(request, ["cart"]);
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((errors) => errors ?? []);
    return refuse(400, t(messages[0] ?? "cart:error.checkForm", CART_MESSAGE_VALUES));
  }
  const form = submission.value;
  const database = db();
  const owner = await cartOwner(request);
  const language = requestLanguage(request);
  const seeOther = { status: 303 };

  if (form.intent === "add") {
    const outcome = await addToCart(database, owner, form.productId, form.quantity, t, language);
    if (!outcome.ok) return refuse(outcome.status, outcome.message);
    const headers = new Headers();
    if (outcome.visitorCartId) headers.append("Set-Cookie", await visitorCartSetCookie(outcome.visitorCartId));
    const toast = addedToCartToast(t, outcome.added, outcome.productName, outcome.capped);
    if (form.stay) {
      // The in-place add: the page revalidates (cart count, toast) without moving.
      headers.append("Set-Cookie", await flashToast(request, toast));
      return data({ added: outcome.added }, { headers });
    }
    // Back to the card (the address's fragment), which repeats the toast beside its button.
    return redirectWithToast(
      request,
      safeRedirectPath(form.redirectTo, "/cart"),
      { ...toast, productId: form.productId },
      { ...seeOther, headers },
    );
  }
  if (form.intent === "update") {
    const outcome = await updateCartLine(database, owner, form.productId, form.quantity, t, language);
    if (!outcome.ok) return refuse(outcome.status, outcome.message);
    return redirectWithToast(request, "/cart", quantityUpdatedToast(t, form.quantity, outcome.productName), seeOther);
  }
  if (form.intent === "remove-last-visit") {
    const back = safeRedirectPath(form.redirectTo, "/cart");
    const removed = await removeLastVisitItems(database, owner, form.productId);
    return removed > 0
      ? redirectWithToast(request, back, lastVisitRemovedToast(t, removed), seeOther)
      : redirect(back, seeOther);
  }
  if (form.intent === "keep-last-visit") {
    const back = safeRedirectPath(form.redirectTo, "/cart");
    const kept = await keepLastVisitItems(database, owner);
    return kept > 0 ? redirectWithToast(request, back, lastVisitKeptToast(t), seeOther) : redirect(back, seeOther);
  }
  const removed = await removeCartLine(database, owner, form.productId, language);
  return removed
    ? redirectWithToast(request, "/cart", removedFromCartToast(t, removed), seeOther)
    : redirect("/cart", seeOther);
}

export default function CartPage() {
  const { cart, deliveryQuote } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const format = useFormat();
  const empty = cart.lines.length === 0;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("cart:page.heading")}</h1>
      {actionData && "error" in actionData ? (
        <Alert title={t("cart:page.couldNotChange")}>{actionData.error}</Alert>
      ) : null}

      <LastVisitNotice cart={cart} />

      {empty ? (
        <section className="rounded-lg border border-stone-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold">{t("cart:page.empty.heading")}</p>
          <p className="mt-1 text-sm text-stone-700">{t("cart:page.empty.text")}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/products" className={primaryButtonClass}>
              {t("cart:page.empty.browse")}
            </Link>
            <TextSeparator />
            <Link to="/specials" className={secondaryButtonClass}>
              {t("cart:page.empty.specials")}
            </Link>
          </p>
        </section>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ul
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
            aria-label={t("cart:page.items")}
          >
            {cart.lines.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </ul>

          <section
            aria-labelledby="cart-summary"
            className="h-fit space-y-3 rounded-lg border border-stone-200 bg-white p-4"
          >
            <h2 id="cart-summary" className="text-lg font-semibold">
              {t("cart:page.summary")}
            </h2>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt>{t("cart:page.subtotal", { count: cart.countedItems })}</dt>
                <dd className="font-bold" data-testid="cart-subtotal">
                  {format.rand(cart.subtotalCents)}
                </dd>
              </div>
              <div className="flex justify-between gap-2 text-stone-700">
                <dt>{t("cart:page.vatIncluded")}</dt>
                <dd data-testid="cart-vat">{format.rand(cart.vatIncludedCents)}</dd>
              </div>
            </dl>
            {cart.excludedLines > 0 ? (
              <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                {t("cart:page.excluded", { count: cart.excludedLines })}
              </p>
            ) : null}
            <p className="text-xs text-stone-600">{t("cart:page.pricesIncludeVat")}</p>
            {cart.canCheckout ? (
              <Link to="/cart/checkout" className={`${primaryButtonClass} w-full no-underline hover:no-underline`}>
                {t("cart:page.toCheckout")}
              </Link>
            ) : (
              <p className="text-sm font-semibold">{t("cart:page.nothingOrderable")}</p>
            )}
            <TextSeparator />
            <Link to="/products" className="block text-center text-sm font-semibold">
              {t("cart:page.continueShopping")}
            </Link>
          </section>
          {deliveryQuote ? (
            <div className="lg:col-start-2">
              <FeeQuoteBox path="/cart" quote={deliveryQuote} subject={t("cart:page.quoteSubject")} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = `/product/${encodeURIComponent(line.wsCode)}`;
  return (
    <li className="flex gap-3 p-3" data-testid="cart-line">
      <img
        src={imageAtWidth(line.imageUrl, 160)}
        width={80}
        height={80}
        // No words: the line's name is beside it, and a text browser (lynx) would read it twice.
        alt=""
        loading="lazy"
        decoding="async"
        className="h-20 w-20 shrink-0 rounded-md bg-stone-100 object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          {line.problem === "unavailable" ? (
            <p className="font-semibold">{line.name}</p>
          ) : (
            <Link to={href} className="font-semibold" prefetch="none">
              {line.name}
            </Link>
          )}
          <p className="text-xs text-stone-600">{t("cart:page.line.wsCode", { code: line.wsCode })}</p>
          <p className="text-sm">
            <span className="sr-only">{t("cart:page.line.unitPrice")}</span>
            <span className={line.wasPriceCents ? "font-semibold text-red-700" : "font-semibold"}>
              {format.rand(line.unitPriceCents)}
            </span>{" "}
            {t("cart:page.line.each")}
            {line.wasPriceCents ? (
              <s className="ml-2 text-xs text-stone-500">
                <span className="sr-only">{t("card:was")}</span>
                {format.rand(line.wasPriceCents)}
              </s>
            ) : null}
          </p>
          {line.fromLastVisit > 0 ? (
            <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="cart-line-last-visit">
              {line.fromLastVisit >= line.quantity
                ? t(LAST_VISIT_LINE_MARK)
                : lastVisitPartMark(t, line.fromLastVisit, line.quantity)}
            </p>
          ) : null}
          {line.problem ? (
            <p className="mt-1 text-sm font-semibold text-red-700" data-testid="cart-line-problem">
              {t(`cart:page.problem.${line.problem}`)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <Form method="post" preventScrollReset className="flex items-end gap-2">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="productId" value={line.productId} />
            <label className="text-sm">
              <span className="block font-medium">
                {t("cart:page.line.quantity")}
                <span className="sr-only">{t("cart:page.line.quantityOf", { name: line.name })}</span>
              </span>
              <input
                key={`${line.productId}:${line.quantity}`}
                type="number"
                name="quantity"
                min={1}
                max={MAX_LINE_QUANTITY}
                step={1}
                required
                defaultValue={line.quantity}
                inputMode="numeric"
                className="mt-1 w-20 rounded-md border-stone-300"
              />
            </label>
            <button type="submit" className={`${secondaryButtonClass} py-1.5 text-sm`}>
              {t("cart:page.line.update")}
              <span className="sr-only">{t("cart:page.line.updateQuantityOf", { name: line.name })}</span>
            </button>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={line.productId} />
            <button type="submit" className="py-1.5 text-sm font-semibold text-red-700 underline">
              {t("cart:page.line.remove")}
              <span className="sr-only"> {line.name}</span>
            </button>
          </Form>
          {line.fromLastVisit > 0 && line.fromLastVisit < line.quantity ? (
            // A line both visits held: its own remove takes out only what the last visit brought.
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="remove-last-visit" />
              <input type="hidden" name="productId" value={line.productId} />
              <button type="submit" className="py-1.5 text-sm font-semibold text-red-700 underline">
                {removeLastVisitPartButton(t, line.fromLastVisit)}
                <span className="sr-only">{t("cart:page.line.quantityOf", { name: line.name })}</span>
              </button>
            </Form>
          ) : null}
          <p className="ml-auto text-right text-sm">
            <span className="block text-xs text-stone-600">{t("cart:page.line.total")}</span>{" "}
            <span className="font-bold" data-testid="cart-line-total">
              {line.problem ? t("cart:page.line.notIncluded") : format.rand(line.lineTotalCents)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
