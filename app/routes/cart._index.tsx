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
import { cartOwner } from "~/cart/cart-owner.server";
import { LastVisitNotice } from "~/cart/last-visit-notice";
import {
  addedToCartToast,
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
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { safeRedirectPath } from "~/platform/request.server";
import { flashToast, redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { TextSeparator } from "~/ui/text-separator";

export const meta: MetaFunction = () => [
  { title: "Your cart | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

// A cart is one person's: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const cart = await loadCart(db(), await cartOwner(request), requestLanguage(request));
  // "What will delivery cost?" for the cart checkout would price: only when it can be ordered.
  if (!cart.canCheckout) return { cart, deliveryQuote: null };
  const quoted = await feeQuoteFor(request, db(), {
    kind: "cart",
    lines: cart.lines,
    subtotalCents: cart.subtotalCents,
  });
  return withFeeQuote({ cart, deliveryQuote: quoted.quote }, quoted);
}

function refuse(status: 400 | 404, message: string) {
  return data({ error: message }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, CartForm);
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((errors) => errors ?? []);
    return refuse(400, messages[0] ?? "Please check the form.");
  }
  const form = submission.value;
  const database = db();
  const owner = await cartOwner(request);
  const language = requestLanguage(request);
  const seeOther = { status: 303 };

  if (form.intent === "add") {
    const outcome = await addToCart(database, owner, form.productId, form.quantity, language);
    if (!outcome.ok) return refuse(outcome.status, outcome.message);
    const headers = new Headers();
    if (outcome.visitorCartId) headers.append("Set-Cookie", await visitorCartSetCookie(outcome.visitorCartId));
    const toast = addedToCartToast(outcome.added, outcome.productName, outcome.capped);
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
    const outcome = await updateCartLine(database, owner, form.productId, form.quantity, language);
    if (!outcome.ok) return refuse(outcome.status, outcome.message);
    return redirectWithToast(request, "/cart", quantityUpdatedToast(form.quantity, outcome.productName), seeOther);
  }
  if (form.intent === "remove-last-visit") {
    const back = safeRedirectPath(form.redirectTo, "/cart");
    const removed = await removeLastVisitItems(database, owner, form.productId);
    return removed > 0
      ? redirectWithToast(request, back, lastVisitRemovedToast(removed), seeOther)
      : redirect(back, seeOther);
  }
  if (form.intent === "keep-last-visit") {
    const back = safeRedirectPath(form.redirectTo, "/cart");
    const kept = await keepLastVisitItems(database, owner);
    return kept > 0 ? redirectWithToast(request, back, lastVisitKeptToast(), seeOther) : redirect(back, seeOther);
  }
  const removed = await removeCartLine(database, owner, form.productId, language);
  return removed
    ? redirectWithToast(request, "/cart", removedFromCartToast(removed), seeOther)
    : redirect("/cart", seeOther);
}

export default function CartPage() {
  const { cart, deliveryQuote } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const empty = cart.lines.length === 0;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Your cart</h1>
      {actionData && "error" in actionData ? (
        <Alert title="We could not change your cart">{actionData.error}</Alert>
      ) : null}

      <LastVisitNotice cart={cart} />

      {empty ? (
        <section className="rounded-lg border border-stone-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold">Your cart is empty</p>
          <p className="mt-1 text-sm text-stone-700">Find feed, tools and garden goods in the catalogue.</p>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/products" className={primaryButtonClass}>
              Browse all products
            </Link>
            <TextSeparator />
            <Link to="/specials" className={secondaryButtonClass}>
              See the specials
            </Link>
          </p>
        </section>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ul
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
            aria-label="Items in your cart"
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
              Order summary
            </h2>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt>
                  Subtotal ({cart.countedItems} {cart.countedItems === 1 ? "item" : "items"})
                </dt>
                <dd className="font-bold" data-testid="cart-subtotal">
                  {formatRand(cart.subtotalCents)}
                </dd>
              </div>
              <div className="flex justify-between gap-2 text-stone-700">
                <dt>VAT included (15%)</dt>
                <dd data-testid="cart-vat">{formatRand(cart.vatIncludedCents)}</dd>
              </div>
            </dl>
            {cart.excludedLines > 0 ? (
              <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                {cart.excludedLines === 1
                  ? "1 item is out of stock or no longer available and is not included in the total."
                  : `${cart.excludedLines} items are out of stock or no longer available and are not included in the total.`}
              </p>
            ) : null}
            <p className="text-xs text-stone-600">Prices include VAT. Delivery or collection is chosen at checkout.</p>
            {cart.canCheckout ? (
              <Link to="/cart/checkout" className={`${primaryButtonClass} w-full no-underline hover:no-underline`}>
                Proceed to checkout
              </Link>
            ) : (
              <p className="text-sm font-semibold">Nothing in your cart can be ordered right now.</p>
            )}
            <TextSeparator />
            <Link to="/products" className="block text-center text-sm font-semibold">
              Continue shopping
            </Link>
          </section>
          {deliveryQuote ? (
            <div className="lg:col-start-2">
              <FeeQuoteBox path="/cart" quote={deliveryQuote} subject="Your cart" />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

const PROBLEM_TEXT = {
  out_of_stock: "Out of stock: not included in the total. Keep it here to order when it is back, or remove it.",
  unavailable: "No longer available: not included in the total. Please remove it.",
} as const;

function CartLineItem({ line }: { line: CartLine }) {
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
          <p className="text-xs text-stone-600">WS code: {line.wsCode}</p>
          <p className="text-sm">
            <span className="sr-only">Unit price: </span>
            <span className={line.wasPriceCents ? "font-semibold text-red-700" : "font-semibold"}>
              {formatRand(line.unitPriceCents)}
            </span>{" "}
            each
            {line.wasPriceCents ? (
              <s className="ml-2 text-xs text-stone-500">
                <span className="sr-only">Was </span>
                {formatRand(line.wasPriceCents)}
              </s>
            ) : null}
          </p>
          {line.fromLastVisit > 0 ? (
            <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="cart-line-last-visit">
              {line.fromLastVisit >= line.quantity
                ? LAST_VISIT_LINE_MARK
                : lastVisitPartMark(line.fromLastVisit, line.quantity)}
            </p>
          ) : null}
          {line.problem ? (
            <p className="mt-1 text-sm font-semibold text-red-700" data-testid="cart-line-problem">
              {PROBLEM_TEXT[line.problem]}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <Form method="post" preventScrollReset className="flex items-end gap-2">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="productId" value={line.productId} />
            <label className="text-sm">
              <span className="block font-medium">
                Quantity<span className="sr-only"> of {line.name}</span>
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
              Update<span className="sr-only"> quantity of {line.name}</span>
            </button>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={line.productId} />
            <button type="submit" className="py-1.5 text-sm font-semibold text-red-700 underline">
              Remove<span className="sr-only"> {line.name}</span>
            </button>
          </Form>
          {line.fromLastVisit > 0 && line.fromLastVisit < line.quantity ? (
            // A line both visits held: its own remove takes out only what the last visit brought.
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="remove-last-visit" />
              <input type="hidden" name="productId" value={line.productId} />
              <button type="submit" className="py-1.5 text-sm font-semibold text-red-700 underline">
                {removeLastVisitPartButton(line.fromLastVisit)}
                <span className="sr-only"> of {line.name}</span>
              </button>
            </Form>
          ) : null}
          <p className="ml-auto text-right text-sm">
            <span className="block text-xs text-stone-600">Line total</span>{" "}
            <span className="font-bold" data-testid="cart-line-total">
              {line.problem ? "Not included" : formatRand(line.lineTotalCents)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
