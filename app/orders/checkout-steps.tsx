import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { notFeasibleText } from "~/delivery/messages";
import { StoreAddress } from "~/shop/store-address";
import { StoreHoursTable } from "~/shop/store-hours";
import { useShop } from "~/shop/use-shop";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { type Translate, useFormat, useTranslation } from "~/ui/translation";
import type { CheckoutPage, CheckoutReview, DeliveryChoiceOption } from "./checkout.server";
import type { PlaceOrderFields } from "./checkout-form.server";
import { COLLECT_AFTER_PAYMENT, COLLECT_OR_PAY_THERE, NEWS_CHOICE_LEGEND, NOTES_MAX_LENGTH } from "./checkout-texts";
import { OrderNewsFields } from "./order-news-fields";
import { PaymentChoice } from "./payment-choice";

function loadLabel(t: Translate, loadType: CheckoutPage["load"]["loadType"]): string {
  return t(`cart:delivery.load.${loadType}`).toLowerCase();
}

/** Form errors are catalogue ids (the schema's messages) or texts the action built. */
function errorText(t: Translate, error: string): string {
  return /^[a-z]+:[\w.-]+$/.test(error) ? t(error) : error;
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
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <label className="flex items-start gap-2 rounded-md border border-stone-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input type="radio" name="method" value={option.id} defaultChecked={checked} className="mt-1 text-brand-700" />
      <span className="flex-1">
        <span className="flex justify-between gap-2 font-semibold">
          <span>{t(`cart:delivery.method.${option.id}`)}</span>{" "}
          <span className="whitespace-nowrap">{format.rand(option.feeCents)}</span>
        </span>{" "}
        <span className="block text-xs text-stone-600">{t(`cart:delivery.methodText.${option.id}`)}</span>
      </span>
    </label>
  );
}

/** Step 1: collect or delivery (and how), as a GET form so the review step is an address of its own. */
export function FulfilmentStep({ page }: { page: CheckoutPage }) {
  const { delivery, location } = page;
  const canDeliver = delivery?.available === true;
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Form method="get" action="/cart/checkout" className="space-y-4">
      <input type="hidden" name="step" value="review" />
      <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">{t("cart:checkout.how")}</legend>

        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="fulfilment"
            value="collect"
            defaultChecked={page.fulfilment === "collect"}
            className="mt-1 text-brand-700"
          />
          <span>
            <span className="font-semibold">{t("cart:checkout.collect")}</span>{" "}
            <span className="text-brand-800">{t("cart:checkout.free")}</span>
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
              {location ? t("cart:checkout.deliveryTo", { name: location.name }) : t("cart:checkout.delivery")}
            </label>
            {location ? <p className="text-sm text-stone-700">{location.address}</p> : null}
            {!location ? (
              <p className="text-sm">
                {t("cart:checkout.noLocation")}{" "}
                <Link to="/delivery" className="underline">
                  {t("cart:checkout.setLocation")}
                </Link>
                {t("cart:checkout.setLocationThen")}
              </p>
            ) : delivery && !delivery.available ? (
              <Alert title={notFeasibleText(t, delivery).title}>{notFeasibleText(t, delivery).reason}</Alert>
            ) : delivery?.available ? (
              <>
                <p className="text-sm text-stone-700">
                  {t("cart:checkout.distance", { km: delivery.distanceKm, load: loadLabel(t, page.load.loadType) })}
                  {page.load.weightKg !== null ? t("cart:checkout.weight", { kg: page.load.weightKg }) : ""}
                </p>
                <p className="text-sm font-semibold" data-testid="earliest-delivery-day">
                  {t("cart:checkout.earliestDay", { day: format.date(delivery.earliestDay) })}
                </p>
                <p className="text-xs text-stone-600">{t("cart:checkout.noWeekends")}</p>
                {page.discountPercentage > 0 ? (
                  <p className="text-sm text-brand-800">
                    {t("cart:checkout.clientDiscount", { percent: page.discountPercentage })}
                  </p>
                ) : null}
                {delivery.options.length > 1 ? (
                  <fieldset className="space-y-2">
                    <legend className="text-sm font-medium">{t("cart:checkout.deliveryMethod")}</legend>
                    {delivery.options.map((option) => (
                      <MethodChoice key={option.id} option={option} checked={option.id === page.method} />
                    ))}
                  </fieldset>
                ) : delivery.options[0] ? (
                  <>
                    <input type="hidden" name="method" value={delivery.options[0].id} />
                    <p className="text-sm">
                      {t(`cart:delivery.method.${delivery.options[0].id}`)}:{" "}
                      <strong>{format.rand(delivery.options[0].feeCents)}</strong>
                    </p>
                  </>
                ) : null}
              </>
            ) : null}
            {location ? (
              <p className="text-xs">
                <Link to="/delivery" className="underline">
                  {t("cart:checkout.elsewhere")}
                </Link>
                {t("cart:checkout.elsewhereThen")}
              </p>
            ) : null}
          </div>
        </div>
      </fieldset>
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
        {t("cart:checkout.toReview")}
      </button>
    </Form>
  );
}

export function OrderLinesTable({ review }: { review: CheckoutReview }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("cart:checkout.table.caption")}</caption>
      <thead className="border-b border-stone-200 text-xs text-stone-600">
        <tr>
          <th scope="col" className="py-1 pr-2">
            {t("cart:checkout.table.item")}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {t("cart:checkout.table.qty")}
          </th>
          <th scope="col" className="hidden py-1 pr-2 text-right sm:table-cell">
            {t("cart:checkout.table.unitPrice")}
          </th>
          <th scope="col" className="py-1 text-right">
            {t("cart:checkout.table.total")}
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
              {format.rand(line.unitPriceCents)}
            </td>
            <td className="whitespace-nowrap py-1 text-right">{format.rand(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TotalsList({ review, discountPercentage }: { review: CheckoutReview; discountPercentage: number }) {
  const { totals } = review;
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-2">
        <dt>{t("cart:checkout.subtotal")}</dt>
        <dd data-testid="review-subtotal">{format.rand(totals.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt>
          {review.method
            ? t("cart:checkout.deliveryWith", { method: t(`cart:delivery.method.${review.method.id}`) })
            : t("cart:checkout.collection")}
        </dt>
        <dd data-testid="review-delivery">
          {review.method ? format.rand(totals.shippingCents) : t("cart:checkout.freeAmount")}
        </dd>
      </div>
      {totals.discountCents > 0 ? (
        <div className="flex justify-between gap-2 text-brand-800">
          <dt>{t("cart:checkout.discount", { percent: discountPercentage })}</dt>
          <dd data-testid="review-discount">-{format.rand(totals.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-2 border-t border-stone-200 pt-1 text-base font-bold">
        <dt>{t("cart:checkout.total")}</dt>
        <dd data-testid="review-total">{format.rand(totals.totalCents)}</dd>
      </div>
      <div className="flex justify-between gap-2 text-stone-700">
        <dt>{t("cart:checkout.vatIncluded")}</dt>
        <dd data-testid="review-vat">{format.rand(totals.vatCents)}</dd>
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
  const { t } = useTranslation();
  const format = useFormat();
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
              {t("cart:checkout.yourItems")}
            </h2>
            <Link to="/cart" className="text-sm">
              {t("cart:checkout.changeCart")}
            </Link>
          </div>
          <OrderLinesTable review={review} />
        </section>

        <section aria-labelledby="review-fulfilment" className="rounded-lg border border-stone-200 bg-white p-4">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="review-fulfilment" className="text-lg font-semibold">
              {review.method ? t("cart:checkout.delivery") : t("cart:checkout.collectionHeading")}
            </h2>
            <Link to={reviewHref(page)} className="text-sm">
              {t("cart:checkout.change")}
            </Link>
          </div>
          {review.method && page.location ? (
            <div className="text-sm">
              <p>
                {t("cart:checkout.to")} <strong>{page.location.name}</strong>: {page.location.address}
              </p>
              <p>
                {t(`cart:delivery.method.${review.method.id}`)}, {review.method.distanceKm} km
              </p>
              {review.deliveryDay ? (
                <p className="font-semibold">
                  {t("cart:checkout.earliestDay", { day: format.date(review.deliveryDay) })}
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <p className="text-sm">
                {t(review.payment.offered.length > 1 ? COLLECT_OR_PAY_THERE : COLLECT_AFTER_PAYMENT)}
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
          <h2 className="text-lg font-semibold">{t("cart:checkout.yourDetails")}</h2>
          {error ? (
            <Alert title={t("cart:checkout.notPlaced")}>
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
            <Alert title={t("cart:checkout.notPlaced")}>
              {[...new Set(formProblems)].map((problem) => errorText(t, problem)).join(" ")}
            </Alert>
          ) : null}
          <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
          <input type="hidden" name="fulfilment" value={review.fulfilment} />
          {review.method ? <input type="hidden" name="method" value={review.method.id} /> : null}
          <input type="hidden" name="expectedTotalCents" value={review.totals.totalCents} />
          <input type="hidden" name="lines" value={review.linesToken} />
          <TextField field={fields.contactName} label={t("cart:checkout.name")} autoComplete="name" />
          <TextField
            field={fields.contactEmail}
            label={t("cart:checkout.email")}
            hint={t("cart:checkout.emailHint")}
            type="email"
            autoComplete="email"
          />
          <TextField
            field={fields.contactPhone}
            label={review.method ? t("cart:checkout.phoneDriver") : t("cart:checkout.phoneOptional")}
            type="tel"
            autoComplete="tel"
            placeholder="082 123 4567"
          />
          <OrderNewsFields
            legend={t(NEWS_CHOICE_LEGEND)}
            channel={fields.newsChannel}
            phone={fields.newsPhone}
            offers={fields.offersBySms}
            // Unticked, and not asked again once given (withdrawing it is on My Account).
            showOffers={!page.contact.offersBySms}
          />
          <p className="text-sm text-stone-700" data-testid="checkout-sms-number">
            {page.contact.provedPhone
              ? t("cart:checkout.smsProved", { phone: page.contact.provedPhone })
              : t("cart:checkout.smsNotProved")}
            <Link to={phoneProofPath({ next: "/cart/checkout", for: "checkout" })} className="underline">
              {page.contact.provedPhone ? t("cart:checkout.proveAnother") : t("cart:checkout.proveMine")}
            </Link>
          </p>
          <Field id={fields.notes.id} label={t("cart:checkout.notes")} errors={fields.notes.errors}>
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
            {placing
              ? t("cart:checkout.placing")
              : t("cart:checkout.place", { total: format.rand(review.totals.totalCents) })}
          </button>
        </Form>
      </div>

      <section
        aria-labelledby="review-summary"
        className="h-fit space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="review-summary" className="text-lg font-semibold">
          {t("cart:checkout.summary")}
        </h2>
        <TotalsList review={review} discountPercentage={page.discountPercentage} />
        <Link to={reviewHref(page)} className={`${secondaryButtonClass} w-full text-sm`}>
          {t("cart:checkout.backToOptions")}
        </Link>
      </section>
    </div>
  );
}
