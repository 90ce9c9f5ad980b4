import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useShop } from "~/shop/use-shop";
import { Alert } from "~/ui/field";
import { type Translate, useFormat, useTranslation } from "~/ui/translation";
import type { DeliveryPageData } from "./delivery-page.server";
import type { DeliveryQuote } from "./delivery-quote.server";
import { coordinateText } from "./delivery-url";
import {
  type BreakdownText,
  DELIVERY_METHODS,
  type DeliveryMethodId,
  type DeliveryOption,
  type DistanceSource,
} from "./fees";
import { hrefFor } from "./location-input";
import {
  CALCULATIONS_COMPLETE_TITLE,
  calculationsCompleteMessage,
  LOCATION_PROCESSING_ERROR_TITLE,
  loadTypeName,
  notFeasibleText,
  OUTSIDE_DELIVERY_AREA_LABEL,
} from "./messages";

/** Where the browser remembers the preferred method (the spec's browser storage). */
export const PREFERRED_METHOD_STORAGE_KEY = "delivery.preferredMethod";

type Format = ReturnType<typeof useFormat>;

/** Whole rand in the page's language ("R 210.00", "R 210,00"). */
const rand = (format: Format, amount: number) => format.rand(amount * 100);

/** Where a distance came from, in words ("straight line"). */
const sourceText = (t: Translate, source: DistanceSource) => t(`cart:delivery.source.${source}`);

/** A method's name in the page's language ("Simple Distance"). */
const methodName = (t: Translate, id: DeliveryMethodId) => t(`cart:delivery.method.${id}`);

/** A breakdown line in the page's language: a decimal as the language writes it ("10,5 km" in Afrikaans). */
function breakdownText(t: Translate, format: Format, text: BreakdownText): string {
  const number = (value: number) => format.count(value);
  switch (text.id) {
    case "distance":
      return t("cart:delivery.breakdown.distance", { km: number(text.km), rate: number(text.rate) });
    case "minimum":
      return t("cart:delivery.breakdown.minimum", { minimum: String(text.minimum) });
    case "load":
      return t("cart:delivery.breakdown.load", { load: loadTypeName(t, text.load) });
    case "service":
      return t("cart:delivery.breakdown.service");
    default:
      return t(`cart:delivery.breakdown.${text.id}`, { multiplier: number(text.multiplier) });
  }
}

function isMethod(value: string | null): value is DeliveryMethodId {
  return DELIVERY_METHODS.some((method) => method.id === value);
}

function remember(method: DeliveryMethodId) {
  try {
    window.localStorage.setItem(PREFERRED_METHOD_STORAGE_KEY, method);
  } catch {
    // Storage can be switched off (private browsing); the cookie still remembers the choice.
  }
}

/**
 * With JavaScript the preferred method also lives in local storage: it is restored when the page
 * was opened without a method (the cookie may be gone), and kept when one is chosen.
 */
function useRememberedMethod(page: DeliveryPageData, selected: DeliveryMethodId) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get("method");
  useEffect(() => {
    if (!page.flags["distance.allowMethodChoice"]) return;
    if (isMethod(fromAddress)) {
      remember(fromAddress);
      return;
    }
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(PREFERRED_METHOD_STORAGE_KEY);
    } catch {
      return;
    }
    if (isMethod(stored) && stored !== selected) {
      navigate(hrefFor(page, { method: stored }), { replace: true, preventScrollReset: true });
    }
  }, [fromAddress, selected, page, navigate]);
}

/** Where the distance came from, and both distances when the showBothMethods flag is on. */
function DistanceUsed({ quote, showBoth }: { quote: DeliveryQuote; showBoth: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className="text-sm" data-testid="distance-used">
      {t("cart:delivery.results.priced")}
      <strong>{format.count(quote.distanceKm)} km</strong> ({sourceText(t, quote.distanceSource)}).
      {showBoth ? (
        <span className="block text-stone-600">
          {t("cart:delivery.results.straightLine", { km: format.count(quote.straightLineKm) })}
          {quote.roadKm !== null
            ? t("cart:delivery.results.byRoad", { km: format.count(quote.roadKm) })
            : t("cart:delivery.results.noRoad")}
        </span>
      ) : null}
    </p>
  );
}

function OptionCard({ page, option, selected }: { page: DeliveryPageData; option: DeliveryOption; selected: boolean }) {
  const canChoose = page.flags["distance.allowMethodChoice"];
  const { t } = useTranslation();
  const format = useFormat();
  const name = methodName(t, option.method.id);
  return (
    <li
      className={`flex flex-col gap-1 rounded-md border p-3 ${selected ? "border-brand-700 bg-brand-50 ring-2 ring-brand-600" : "border-stone-200 bg-white"}`}
      aria-current={selected ? "true" : undefined}
      data-testid={`option-${option.method.id}`}
    >
      <h3 className="font-semibold">{name}</h3>
      <p className="text-sm text-stone-700">{t(`cart:delivery.methodText.${option.method.id}`)}</p>
      <p className="text-xl font-bold">{rand(format, option.fee)}</p>
      {page.flags["distance.hideKmOnCards"] ? null : <p className="text-sm">{format.count(option.distanceKm)} km</p>}
      {option.method.id === "terrain" ? (
        <p className="text-xs text-stone-600">{t(`cart:delivery.terrain.${option.terrain.type}Text`)}</p>
      ) : null}
      <p className="mt-auto pt-1 text-sm">
        {selected ? (
          <span className="font-semibold text-brand-800">{t("cart:delivery.results.selected")}</span>
        ) : canChoose ? (
          <Link
            to={hrefFor(page, { method: option.method.id })}
            preventScrollReset
            replace
            onClick={() => remember(option.method.id)}
            aria-label={t("cart:delivery.results.chooseLabel", { method: name })}
          >
            {t("cart:delivery.results.choose")}
          </Link>
        ) : null}
      </p>
    </li>
  );
}

function Breakdown({ page, quote, option }: { page: DeliveryPageData; quote: DeliveryQuote; option: DeliveryOption }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="breakdown-heading" className="space-y-2 rounded-md border border-stone-200 bg-white p-3">
      <h3 id="breakdown-heading" className="font-semibold">
        {t("cart:delivery.results.breakdown", { method: methodName(t, option.method.id) })}
      </h3>
      <DistanceUsed quote={quote} showBoth={page.flags["distance.showBothMethods"]} />
      <table className="w-full text-sm">
        <tbody>
          {option.breakdown.map((line) => (
            <tr key={line.label} className="border-b border-stone-100">
              <td className="py-1 pr-2">{breakdownText(t, format, line.text)}</td>
              <td className="py-1 text-right tabular-nums">{rand(format, line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pr-2 text-left">
              {t("cart:delivery.results.fee")}
            </th>
            <td className="py-1 text-right font-bold tabular-nums">{rand(format, option.fee)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-stone-600">
        {t("cart:delivery.results.terrain", {
          terrain: t(`cart:delivery.terrain.${option.terrain.type}`),
          description: t(`cart:delivery.terrain.${option.terrain.type}Text`),
        })}
      </p>
    </section>
  );
}

/** The id the calculator form sends the customer to. */
export const RESULTS_ID = "delivery-results";

/** An e-mail draft to the store with the quote in it (Send Feedback). */
export function feedbackHref(
  words: { t: Translate; format: Format },
  page: DeliveryPageData,
  quote: DeliveryQuote,
  selected: DeliveryOption | undefined,
  storeEmail: string,
): string {
  const { t, format } = words;
  const lines = [
    t("cart:delivery.feedback.hello"),
    "",
    t("cart:delivery.feedback.location", {
      place: page.location?.label ?? t("cart:delivery.results.gpsPoint"),
      lat: coordinateText(quote.location.lat),
      lon: coordinateText(quote.location.lng),
      given: t(`cart:delivery.feedback.${quote.inputType}`),
    }),
    t("cart:delivery.feedback.distance", {
      km: format.count(quote.distanceKm),
      source: sourceText(t, quote.distanceSource),
    }),
    t("cart:delivery.feedback.value", {
      value: rand(format, quote.orderValue),
      load: loadTypeName(t, quote.loadType),
    }),
    ...quote.options.map((option) => `${methodName(t, option.method.id)}: ${rand(format, option.fee)}`),
    selected
      ? t("cart:delivery.feedback.selected", {
          method: methodName(t, selected.method.id),
          fee: rand(format, selected.fee),
        })
      : "",
    "",
    t("cart:delivery.feedback.question"),
    "",
  ];
  const subject = t("cart:delivery.feedback.subject");
  return `mailto:${storeEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}

/**
 * Where the quote is shown: its own landmark with a heading, the target the calculator form
 * lands on (#delivery-results), so a customer on a phone is taken to the fees, not left above them.
 */
function ResultsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      id={RESULTS_ID}
      aria-labelledby="delivery-results-heading"
      tabIndex={-1}
      className="scroll-mt-4 space-y-3 focus:outline-none"
      data-testid="delivery-results"
    >
      <h2 id="delivery-results-heading" className="text-lg font-semibold">
        {t("cart:delivery.results.heading")}
      </h2>
      {children}
    </section>
  );
}

/** The quote: the spec's result notices, the four option cards, and the selected option's breakdown. */
export function DeliveryResults({ page }: { page: DeliveryPageData }) {
  const { t } = useTranslation();
  const calculation = page.calculation;
  if (!calculation || calculation.status === "failed") return null;
  const quote = calculation.quote;
  if (calculation.status === "not-feasible") {
    const feasibility = quote.feasibility;
    if (feasibility.feasible) return null;
    const refused = notFeasibleText(t, feasibility);
    return (
      <ResultsSection>
        <Alert title={refused.title}>
          <p>{refused.reason}</p>
          {feasibility.label ? <p className="font-semibold">{t(OUTSIDE_DELIVERY_AREA_LABEL)}</p> : null}
        </Alert>
        <DistanceUsed quote={quote} showBoth={page.flags["distance.showBothMethods"]} />
      </ResultsSection>
    );
  }
  return <FeasibleResults page={page} quote={quote} selectedId={calculation.selected} />;
}

function FeasibleResults({
  page,
  quote,
  selectedId,
}: {
  page: DeliveryPageData;
  quote: DeliveryQuote;
  selectedId: DeliveryMethodId;
}) {
  useRememberedMethod(page, selectedId);
  const shop = useShop();
  const { t } = useTranslation();
  const format = useFormat();
  const selected = quote.options.find((option) => option.method.id === selectedId);
  return (
    <ResultsSection>
      <Alert title={t(CALCULATIONS_COMPLETE_TITLE)} tone="success">
        {calculationsCompleteMessage(t, quote.options.length)}
      </Alert>
      {quote.routingFailed ? (
        <Alert title={t(LOCATION_PROCESSING_ERROR_TITLE)} tone="info">
          {t("cart:delivery.results.routingFailedText", { source: sourceText(t, quote.distanceSource) })}
        </Alert>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {quote.options.map((option) => (
          <OptionCard key={option.method.id} page={page} option={option} selected={option.method.id === selectedId} />
        ))}
      </ul>
      {selected ? <Breakdown page={page} quote={quote} option={selected} /> : null}
      {page.flags["distance.allowClientQueryForm"] ? (
        <p className="text-sm">
          <a href={feedbackHref({ t, format }, page, quote, selected, shop.email)}>
            {t("cart:delivery.results.feedback")}
          </a>{" "}
          <span className="text-stone-600">{t("cart:delivery.results.feedbackNote")}</span>
        </p>
      ) : null}
    </ResultsSection>
  );
}
