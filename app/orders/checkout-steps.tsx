import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { LOAD_TYPES } from "~/delivery/fees";
import { formatDateLong, formatRand } from "~/platform/format";
import { StoreAddress } from "~/shop/store-address";
import { StoreHoursTable } from "~/shop/store-hours";
import { useShop } from "~/shop/use-shop";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import type { CheckoutPage, CheckoutReview, DeliveryChoiceOption } from "./checkout.server";
import type { PlaceOrderFields } from "./checkout-form.server";
import { COLLECT_AFTER_PAYMENT, COLLECT_OR_PAY_THERE, NEWS_CHOICE_LEGEND, NOTES_MAX_LENGTH } from "./checkout-texts";
import { OrderNewsFields } from "./order-news-fields";
import { PaymentChoice } from "./payment-choice";

function loadLabel(loadType: CheckoutPage["load"]["loadType"]): string {
  return (LOAD_TYPES.find((load) => load.id === loadType)?.label ?? loadType).toLowerCase();
}

function reviewHref(page: Pick<CheckoutPage, "fulfilment" | "method">, step?: "review"): string {
  const query = new URLSearchParams({ fulfilment: page.fulfilment });
  if (page.fulfilment === "delivery") query.set("method", page.method);
  if (step) query.set("step", step);
  return `/cart/checkout?${query}`;
}

function CollectionDetails() {
  const shop = useShop();
  return (
    <div className="mt-2 space-y-1 text-sm text-stone-700">
      <p className="font-medium">{shop.name}</p>
      <StoreAddress />
      <StoreHoursTable className="text-sm" />
    </div>
  );
}

function MethodChoice({ option, checked }: { option: DeliveryChoiceOption; checked: boolean }) {
  return (
    <label className="flex items-start gap-2 rounded-md border border-stone-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input type="radio" name="method" value={option.id} defaultChecked={checked} className="mt-1 text-brand-700" />
      <span className="flex-1">
        <span className="flex justify-between gap-2 font-semibold">
          <span>{option.name}</span> <span className="whitespace-nowrap">{formatRand(option.feeCents)}</span>
        </span>{" "}
        <span className="block text-xs text-stone-600">{option.description}</span>
      </span>
    </label>
  );
}

/** Step 1: collect or delivery (and how), as a GET form so the review step is an address of its own. */
export function FulfilmentStep({ page }: { page: CheckoutPage }) {
  const { delivery, location } = page;
  const canDeliver = delivery?.available === true;
  return (
    <Form method="get" action="/cart/checkout" className="space-y-4">
      <input type="hidden" name="step" value="review" />
      <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">How do you want to get your order?</legend>

        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="fulfilment"
            value="collect"
            defaultChecked={page.fulfilment === "collect"}
            className="mt-1 text-brand-700"
          />
          <span>
            <span className="font-semibold">Collect at the store</span> <span className="text-brand-800">(free)</span>
            <CollectionDetails />
          </span>
        </label>

        <div className="flex items-start gap-2">
          <input
            id="fulfilment-delivery"
            type="radio"
            name="fulfilment"
            value="delivery"
            disabled={!canDeliver}
            defaultChecked={page.fulfilment === "delivery" && canDeliver}
            className="mt-1 text-brand-700"
          />
          <div className="flex-1 space-y-2">
            <label htmlFor="fulfilment-delivery" className="font-semibold">
              Delivery
              {location ? ` to ${location.name}` : ""}
            </label>
            {location ? <p className="text-sm text-stone-700">{location.address}</p> : null}
            {!location ? (
              <p className="text-sm">
                You have no saved delivery location yet.{" "}
                <Link to="/delivery" className="underline">
                  Set your delivery location
                </Link>
                , save it, then come back to checkout.
              </p>
            ) : delivery && !delivery.available ? (
              <Alert title={delivery.title}>{delivery.reason}</Alert>
            ) : delivery?.available ? (
              <>
                <p className="text-sm text-stone-700">
                  {delivery.distanceKm} km from the store · load {loadLabel(page.load.loadType)}
                  {page.load.weightKg !== null ? `, about ${page.load.weightKg} kg` : ""}
                </p>
                <p className="text-sm font-semibold" data-testid="earliest-delivery-day">
                  Earliest delivery day: {formatDateLong(delivery.earliestDay)}
                </p>
                <p className="text-xs text-stone-600">No deliveries on weekends or public holidays.</p>
                {page.discountPercentage > 0 ? (
                  <p className="text-sm text-brand-800">
                    Your client discount: {page.discountPercentage}% off the delivery fee.
                  </p>
                ) : null}
                {delivery.options.length > 1 ? (
                  <fieldset className="space-y-2">
                    <legend className="text-sm font-medium">Delivery method</legend>
                    {delivery.options.map((option) => (
                      <MethodChoice key={option.id} option={option} checked={option.id === page.method} />
                    ))}
                  </fieldset>
                ) : delivery.options[0] ? (
                  <>
                    <input type="hidden" name="method" value={delivery.options[0].id} />
                    <p className="text-sm">
                      {delivery.options[0].name}: <strong>{formatRand(delivery.options[0].feeCents)}</strong>
                    </p>
                  </>
                ) : null}
              </>
            ) : null}
            {location ? (
              <p className="text-xs">
                <Link to="/delivery" className="underline">
                  Deliver somewhere else
                </Link>
                : choose and save a new location on the delivery page, then come back here.
              </p>
            ) : null}
          </div>
        </div>
      </fieldset>
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
        Continue to review
      </button>
    </Form>
  );
}

export function OrderLinesTable({ review }: { review: CheckoutReview }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Items in this order</caption>
      <thead className="border-b border-stone-200 text-xs text-stone-600">
        <tr>
          <th scope="col" className="py-1 pr-2">
            Item
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Qty
          </th>
          <th scope="col" className="hidden py-1 pr-2 text-right sm:table-cell">
            Unit price
          </th>
          <th scope="col" className="py-1 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {review.lines.map((line) => (
          <tr key={line.productId} data-testid="review-line">
            <td className="py-1 pr-2">
              {line.name} <span className="block text-xs text-stone-600">{line.wsCode}</span>
            </td>
            <td className="py-1 pr-2 text-right">{line.quantity}</td>
            <td className="hidden whitespace-nowrap py-1 pr-2 text-right sm:table-cell">
              {formatRand(line.unitPriceCents)}
            </td>
            <td className="whitespace-nowrap py-1 text-right">{formatRand(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TotalsList({ review, discountPercentage }: { review: CheckoutReview; discountPercentage: number }) {
  const { totals } = review;
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-2">
        <dt>Subtotal</dt>
        <dd data-testid="review-subtotal">{formatRand(totals.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt>{review.method ? `Delivery (${review.method.name})` : "Collection at the store"}</dt>
        <dd data-testid="review-delivery">{review.method ? formatRand(totals.shippingCents) : "Free"}</dd>
      </div>
      {totals.discountCents > 0 ? (
        <div className="flex justify-between gap-2 text-brand-800">
          <dt>Client delivery discount ({discountPercentage}%)</dt>
          <dd data-testid="review-discount">-{formatRand(totals.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-2 border-t border-stone-200 pt-1 text-base font-bold">
        <dt>Total</dt>
        <dd data-testid="review-total">{formatRand(totals.totalCents)}</dd>
      </div>
      <div className="flex justify-between gap-2 text-stone-700">
        <dt>VAT included (15%)</dt>
        <dd data-testid="review-vat">{formatRand(totals.vatCents)}</dd>
      </div>
    </dl>
  );
}

/** Step 2: what will be ordered and what it costs, the contact details, and the one Place order POST. */
export function ReviewStep({
  page,
  review,
  lastResult,
  constraint,
  error,
  errorLink,
}: {
  page: CheckoutPage;
  review: CheckoutReview;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, { required?: boolean; maxLength?: number; minLength?: number; pattern?: string }>;
  error: string | null;
  /** The refusal's way out (decision 0103: the unpaid orders to pay first, the store's phone). */
  errorLink?: { href: string; label: string } | null;
}) {
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formMethod === "POST" && isSendingForm(navigation);
  const [form, fields] = useForm<PlaceOrderFields>({
    id: "place-order",
    lastResult,
    constraint,
    shouldRevalidate: "onBlur",
    defaultValue: {
      contactName: page.contact.name,
      contactEmail: page.contact.email,
      contactPhone: page.contact.phone,
      newsPhone: page.contact.newsPhone,
      newsChannel: page.contact.newsChannel,
    },
  });
  // The hidden fields' problems (an expired or altered form) have no field to show them beside.
  const formProblems = [
    ...(form.errors ?? []),
    ...[fields.idempotencyKey, fields.lines, fields.expectedTotalCents, fields.fulfilment, fields.method].flatMap(
      (field) => field.errors ?? [],
    ),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <section aria-labelledby="review-items" className="rounded-lg border border-stone-200 bg-white p-4">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="review-items" className="text-lg font-semibold">
              Your items
            </h2>
            <Link to="/cart" className="text-sm">
              Change cart
            </Link>
          </div>
          <OrderLinesTable review={review} />
        </section>

        <section aria-labelledby="review-fulfilment" className="rounded-lg border border-stone-200 bg-white p-4">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="review-fulfilment" className="text-lg font-semibold">
              {review.method ? "Delivery" : "Collection"}
            </h2>
            <Link to={reviewHref(page)} className="text-sm">
              Change
            </Link>
          </div>
          {review.method && page.location ? (
            <div className="text-sm">
              <p>
                To <strong>{page.location.name}</strong>: {page.location.address}
              </p>
              <p>
                {review.method.name}, {review.method.distanceKm} km
              </p>
              {review.deliveryDay ? (
                <p className="font-semibold">Earliest delivery day: {formatDateLong(review.deliveryDay)}</p>
              ) : null}
            </div>
          ) : (
            <>
              <p className="text-sm">
                {review.payment.offered.length > 1 ? COLLECT_OR_PAY_THERE : COLLECT_AFTER_PAYMENT}
              </p>
              <CollectionDetails />
            </>
          )}
        </section>

        <Form
          method="post"
          {...getFormProps(form)}
          className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 className="text-lg font-semibold">Your details</h2>
          {error ? (
            <Alert title="Your order was not placed">
              {error}
              {errorLink ? (
                <>
                  {" "}
                  <a href={errorLink.href} className="font-semibold underline">
                    {errorLink.label}
                  </a>
                </>
              ) : null}
            </Alert>
          ) : null}
          {formProblems.length > 0 ? (
            <Alert title="Your order was not placed">{[...new Set(formProblems)].join(" ")}</Alert>
          ) : null}
          <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
          <input type="hidden" name="fulfilment" value={review.fulfilment} />
          {review.method ? <input type="hidden" name="method" value={review.method.id} /> : null}
          <input type="hidden" name="expectedTotalCents" value={review.totals.totalCents} />
          <input type="hidden" name="lines" value={review.linesToken} />
          <TextField field={fields.contactName} label="Name" autoComplete="name" />
          <TextField
            field={fields.contactEmail}
            label="E-mail address"
            hint="Optional when you choose SMS for the order's news"
            type="email"
            autoComplete="email"
          />
          <TextField
            field={fields.contactPhone}
            label={review.method ? "Phone (for the driver)" : "Phone (optional)"}
            type="tel"
            autoComplete="tel"
            placeholder="082 123 4567"
          />
          <OrderNewsFields
            legend={NEWS_CHOICE_LEGEND}
            channel={fields.newsChannel}
            phone={fields.newsPhone}
            offers={fields.offersBySms}
            // Unticked, and not asked again once given (withdrawing it is on My Account).
            showOffers={!page.contact.offersBySms}
          />
          <p className="text-sm text-stone-700" data-testid="checkout-sms-number">
            {page.contact.provedPhone
              ? `SMS go only to your proved cellphone, ${page.contact.provedPhone}; for another number, news come by e-mail. `
              : "SMS go only to a cellphone you have proved; until then order news come by e-mail. "}
            <Link to={phoneProofPath({ next: "/cart/checkout", for: "checkout" })} className="underline">
              {page.contact.provedPhone ? "Prove another number" : "Prove my cellphone"}
            </Link>
          </p>
          <Field id={fields.notes.id} label="Notes for the store (optional)" errors={fields.notes.errors}>
            <textarea
              {...getTextareaProps(fields.notes)}
              key={fields.notes.key}
              rows={3}
              maxLength={NOTES_MAX_LENGTH}
              className={inputClass}
            />
          </Field>
          <PaymentChoice field={fields.paymentMethod} payment={review.payment} />
          <button type="submit" className={`${primaryButtonClass} w-full`} disabled={placing}>
            {placing ? "Placing your order..." : `Place order: ${formatRand(review.totals.totalCents)}`}
          </button>
        </Form>
      </div>

      <section
        aria-labelledby="review-summary"
        className="h-fit space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="review-summary" className="text-lg font-semibold">
          Order summary
        </h2>
        <TotalsList review={review} discountPercentage={page.discountPercentage} />
        <Link to={reviewHref(page)} className={`${secondaryButtonClass} w-full text-sm`}>
          Back to delivery options
        </Link>
      </section>
    </div>
  );
}
