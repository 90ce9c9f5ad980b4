import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { formatRand } from "~/platform/format";
import { useShop } from "~/shop/use-shop";
import { Alert } from "~/ui/field";
import type { DeliveryPageData } from "./delivery-page.server";
import type { DeliveryQuote } from "./delivery-quote.server";
import { coordinateText } from "./delivery-url";
import { DELIVERY_METHODS, type DeliveryMethodId, type DeliveryOption, LOAD_TYPES } from "./fees";
import { hrefFor } from "./location-input";
import {
  CALCULATIONS_COMPLETE_TITLE,
  calculationsCompleteMessage,
  DISTANCE_SOURCE_LABELS,
  LOCATION_PROCESSING_ERROR_MESSAGE,
  LOCATION_PROCESSING_ERROR_TITLE,
} from "./messages";

/** Where the browser remembers the preferred method (the spec's browser storage). */
export const PREFERRED_METHOD_STORAGE_KEY = "delivery.preferredMethod";

const rand = (amount: number) => formatRand(amount * 100);

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
  return (
    <p className="text-sm" data-testid="distance-used">
      Priced on <strong>{quote.distanceKm} km</strong> ({DISTANCE_SOURCE_LABELS[quote.distanceSource]}).
      {showBoth ? (
        <span className="block text-stone-600">
          Straight line: {quote.straightLineKm} km
          {quote.roadKm !== null ? <> · by road: {quote.roadKm} km</> : " · road distance: not available"}
        </span>
      ) : null}
    </p>
  );
}

function OptionCard({ page, option, selected }: { page: DeliveryPageData; option: DeliveryOption; selected: boolean }) {
  const canChoose = page.flags["distance.allowMethodChoice"];
  return (
    <li
      className={`flex flex-col gap-1 rounded-md border p-3 ${selected ? "border-brand-700 bg-brand-50 ring-2 ring-brand-600" : "border-stone-200 bg-white"}`}
      aria-current={selected ? "true" : undefined}
      data-testid={`option-${option.method.id}`}
    >
      <h3 className="font-semibold">{option.method.name}</h3>
      <p className="text-sm text-stone-700">{option.method.description}</p>
      <p className="text-xl font-bold">{rand(option.fee)}</p>
      {page.flags["distance.hideKmOnCards"] ? null : <p className="text-sm">{option.distanceKm} km</p>}
      {option.method.id === "terrain" ? <p className="text-xs text-stone-600">{option.terrain.description}</p> : null}
      <p className="mt-auto pt-1 text-sm">
        {selected ? (
          <span className="font-semibold text-brand-800">Selected</span>
        ) : canChoose ? (
          <Link
            to={hrefFor(page, { method: option.method.id })}
            preventScrollReset
            replace
            onClick={() => remember(option.method.id)}
            aria-label={`Choose ${option.method.name}`}
          >
            Choose this option
          </Link>
        ) : null}
      </p>
    </li>
  );
}

function Breakdown({ page, quote, option }: { page: DeliveryPageData; quote: DeliveryQuote; option: DeliveryOption }) {
  return (
    <section aria-labelledby="breakdown-heading" className="space-y-2 rounded-md border border-stone-200 bg-white p-3">
      <h3 id="breakdown-heading" className="font-semibold">
        {option.method.name}: how the fee adds up
      </h3>
      <DistanceUsed quote={quote} showBoth={page.flags["distance.showBothMethods"]} />
      <table className="w-full text-sm">
        <tbody>
          {option.breakdown.map((line) => (
            <tr key={line.label} className="border-b border-stone-100">
              <td className="py-1 pr-2">{line.label}</td>
              <td className="py-1 text-right tabular-nums">{rand(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pr-2 text-left">
              Delivery fee
            </th>
            <td className="py-1 text-right font-bold tabular-nums">{rand(option.fee)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-stone-600">
        Terrain: {option.terrain.type} ({option.terrain.description}).
      </p>
    </section>
  );
}

/** The id the calculator form sends the customer to. */
export const RESULTS_ID = "delivery-results";

/** An e-mail draft to the store with the quote in it (Send Feedback). */
export function feedbackHref(
  page: DeliveryPageData,
  quote: DeliveryQuote,
  selected: DeliveryOption | undefined,
  storeEmail: string,
): string {
  const load = LOAD_TYPES.find((item) => item.id === quote.loadType)?.label ?? quote.loadType;
  const lines = [
    "Hello, I have a question about this delivery quote:",
    "",
    `Location: ${page.location?.label ?? "GPS point"} (${coordinateText(quote.location.lat)}, ${coordinateText(quote.location.lng)}), given as ${quote.inputType}`,
    `Distance: ${quote.distanceKm} km (${DISTANCE_SOURCE_LABELS[quote.distanceSource]})`,
    `Estimated order value: ${rand(quote.orderValue)}; load: ${load}`,
    ...quote.options.map((option) => `${option.method.name}: ${rand(option.fee)}`),
    selected ? `Selected: ${selected.method.name} ${rand(selected.fee)}` : "",
    "",
    "My question or feedback:",
    "",
  ];
  const subject = "Delivery quote feedback";
  return `mailto:${storeEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}

/**
 * Where the quote is shown: its own landmark with a heading, the target the calculator form
 * lands on (#delivery-results), so a customer on a phone is taken to the fees, not left above them.
 */
function ResultsSection({ children }: { children: ReactNode }) {
  return (
    <section
      id={RESULTS_ID}
      aria-labelledby="delivery-results-heading"
      tabIndex={-1}
      className="scroll-mt-4 space-y-3 focus:outline-none"
      data-testid="delivery-results"
    >
      <h2 id="delivery-results-heading" className="text-lg font-semibold">
        Your delivery options
      </h2>
      {children}
    </section>
  );
}

/** The quote: the spec's result notices, the four option cards, and the selected option's breakdown. */
export function DeliveryResults({ page }: { page: DeliveryPageData }) {
  const calculation = page.calculation;
  if (!calculation || calculation.status === "failed") return null;
  const quote = calculation.quote;
  if (calculation.status === "not-feasible") {
    const feasibility = quote.feasibility;
    if (feasibility.feasible) return null;
    return (
      <ResultsSection>
        <Alert title={feasibility.title}>
          <p>{feasibility.reason}</p>
          {feasibility.label ? <p className="font-semibold">{feasibility.label}</p> : null}
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
  const selected = quote.options.find((option) => option.method.id === selectedId);
  return (
    <ResultsSection>
      <Alert title={CALCULATIONS_COMPLETE_TITLE} tone="success">
        {calculationsCompleteMessage(quote.options.length)}
      </Alert>
      {quote.routingFailed ? (
        <Alert title={LOCATION_PROCESSING_ERROR_TITLE} tone="info">
          {LOCATION_PROCESSING_ERROR_MESSAGE} This quote uses the {DISTANCE_SOURCE_LABELS[quote.distanceSource]}{" "}
          distance.
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
          <a href={feedbackHref(page, quote, selected, shop.email)}>Send Feedback</a>{" "}
          <span className="text-stone-600">(opens an e-mail to the store with this quote)</span>
        </p>
      ) : null}
    </ResultsSection>
  );
}
