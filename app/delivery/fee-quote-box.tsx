import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { type Translate, useFormat, useTranslation } from "~/ui/translation";
import { useCurrentPosition } from "~/ui/use-current-position";
import type { FeeQuote, QuotedLoad } from "./fee-quote.server";
import {
  COLLECT_FREE_FEE,
  COLLECT_FREE_NAME,
  FEE_QUOTE_ANCHOR,
  FEE_QUOTE_BUTTON,
  FEE_QUOTE_FIELD_LABEL,
  FEE_QUOTE_HEADING,
  FEE_QUOTE_LOCATING,
  FEE_QUOTE_LOCATION_FAILED,
  FEE_QUOTE_USE_LOCATION,
} from "./messages";

/** What the quote was priced for, in words: "One unit (25 kg): a small load". */
export function loadText(t: Translate, subject: string, load: QuotedLoad): string {
  const band = t(`cart:delivery.load.${load.loadType}`).toLowerCase();
  return load.weightKg === null
    ? t("cart:feeQuote.loadNoWeight", { subject, band })
    : t("cart:feeQuote.loadWeight", { subject, kg: load.weightKg, band });
}

/** "Use my location": only with JavaScript and a browser that can tell its position. */
function UseMyLocation({ path }: { path: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, locate } = useCurrentPosition((found) => {
    const query = new URLSearchParams({ deliveryLat: found.latitude, deliveryLng: found.longitude });
    navigate(`${path}?${query}#${FEE_QUOTE_ANCHOR}`, { preventScrollReset: true });
  });
  if (!hydrated) return null;
  return (
    <div aria-live="polite" className="space-y-2">
      <button type="button" className={secondaryButtonClass} onClick={locate} disabled={state === "locating"}>
        {state === "locating" ? t(FEE_QUOTE_LOCATING) : t(FEE_QUOTE_USE_LOCATION)}
      </button>
      {state === "failed" ? <p className="text-sm text-red-800">{t(FEE_QUOTE_LOCATION_FAILED)}</p> : null}
    </div>
  );
}

function Answer({ quote, subject }: { quote: FeeQuote; subject: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (quote.state === "ask") return null;
  if (quote.state === "refused") return <Alert title={quote.title}>{quote.message}</Alert>;
  if (quote.state === "unknown-place") return <Alert title={t("cart:feeQuote.notFound")}>{quote.message}</Alert>;
  const load = quote.load ? <p className="text-xs text-stone-600">{loadText(t, subject, quote.load)}.</p> : null;
  if (quote.state === "not-offered") {
    return (
      <div className="space-y-2" data-testid="delivery-cost-answer">
        <Alert title={quote.title} tone="info">
          {quote.message}
        </Alert>
        <CostTable rows={[]} />
        {load}
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid="delivery-cost-answer">
      <p className="text-sm">
        {t("cart:feeQuote.deliveryTo")}
        <strong>{quote.place}</strong>
        {t("cart:feeQuote.deliveryDistance", { km: quote.distanceKm })}
      </p>
      <CostTable
        rows={quote.options.map((option) => ({
          id: option.id,
          name: t(`cart:delivery.method.${option.id}`),
          fee: option.feeCents,
        }))}
      />
      {quote.discountPercentage > 0 ? (
        <p className="text-sm">{t("cart:feeQuote.discount", { percent: quote.discountPercentage })}</p>
      ) : null}
      <p className="text-sm">
        {t("cart:feeQuote.earliest")}
        <strong>{format.date(quote.earliestDay)}</strong>
        {t("cart:feeQuote.earliestNote")}
      </p>
      {load}
      <p className="text-xs text-stone-600">{t("cart:feeQuote.sameWay")}</p>
    </div>
  );
}

function CostTable({ rows }: { rows: { id: string; name: string; fee: number }[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("cart:feeQuote.caption")}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-left">
          <th scope="col" className="py-1 font-semibold">
            {t("cart:feeQuote.method")}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t("cart:feeQuote.fee")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-stone-100" data-testid={`delivery-cost-${row.id}`}>
            <th scope="row" className="py-1 text-left font-normal">
              {row.name}
            </th>
            <td className="py-1 text-right font-semibold">{format.rand(row.fee)}</td>
          </tr>
        ))}
        <tr data-testid="delivery-cost-collect">
          <th scope="row" className="py-1 text-left font-normal">
            {t(COLLECT_FREE_NAME)}
          </th>
          <td className="py-1 text-right font-semibold">{t(COLLECT_FREE_FEE)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * "What will delivery cost?": a GET form to the page itself (works without JavaScript), the
 * answer on the same page at #delivery-cost. `subject` names what is priced ("One unit", "Your cart").
 */
export function FeeQuoteBox({
  path,
  quote,
  subject,
  showCalculatorLink = true,
}: {
  path: string;
  quote: FeeQuote;
  subject: string;
  showCalculatorLink?: boolean;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const asking =
    navigation.state === "loading" &&
    navigation.location.pathname === path &&
    new URLSearchParams(navigation.location.search).has("deliveryTo");
  return (
    <section
      id={FEE_QUOTE_ANCHOR}
      aria-labelledby={`${FEE_QUOTE_ANCHOR}-heading`}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={`${FEE_QUOTE_ANCHOR}-heading`} className="text-lg font-semibold">
        {t(FEE_QUOTE_HEADING)}
      </h2>
      <Form method="get" action={`${path}#${FEE_QUOTE_ANCHOR}`} preventScrollReset className="space-y-2">
        <label htmlFor="deliveryTo" className="block text-sm font-medium text-stone-800">
          {t(FEE_QUOTE_FIELD_LABEL)}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="deliveryTo"
            name="deliveryTo"
            type="text"
            required
            maxLength={100}
            autoComplete="address-level2"
            placeholder={t("cart:feeQuote.placeholder")}
            defaultValue={quote.typed}
            key={quote.typed}
            className={`${inputClass} min-w-0 flex-1 placeholder:italic placeholder:text-stone-500`}
          />
          <button type="submit" className={primaryButtonClass} disabled={asking}>
            {t(FEE_QUOTE_BUTTON)}
          </button>
        </div>
      </Form>
      <UseMyLocation path={path} />
      <Answer quote={quote} subject={subject} />
      {showCalculatorLink ? (
        <p className="text-xs">
          <Link to="/delivery" prefetch="none">
            {t("cart:feeQuote.howWorkedOut")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
