import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { formatDateLong, formatRand } from "~/platform/format";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { useCurrentPosition } from "~/ui/use-current-position";
import type { FeeQuote, QuotedLoad } from "./fee-quote.server";
import { LOAD_TYPES } from "./fees";
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
export function loadText(subject: string, load: QuotedLoad): string {
  const band = LOAD_TYPES.find((item) => item.id === load.loadType)?.label.toLowerCase() ?? load.loadType;
  return load.weightKg === null
    ? `${subject}, weight not given: priced as a ${band} load`
    : `${subject} (${load.weightKg} kg): a ${band} load`;
}

/** "Use my location": only with JavaScript and a browser that can tell its position. */
function UseMyLocation({ path }: { path: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { state, locate } = useCurrentPosition((found) => {
    const query = new URLSearchParams({ deliveryLat: found.latitude, deliveryLng: found.longitude });
    navigate(`${path}?${query}#${FEE_QUOTE_ANCHOR}`, { preventScrollReset: true });
  });
  if (!hydrated) return null;
  return (
    <div aria-live="polite" className="space-y-2">
      <button type="button" className={secondaryButtonClass} onClick={locate} disabled={state === "locating"}>
        {state === "locating" ? FEE_QUOTE_LOCATING : FEE_QUOTE_USE_LOCATION}
      </button>
      {state === "failed" ? <p className="text-sm text-red-800">{FEE_QUOTE_LOCATION_FAILED}</p> : null}
    </div>
  );
}

function Answer({ quote, subject }: { quote: FeeQuote; subject: string }) {
  if (quote.state === "ask") return null;
  if (quote.state === "refused") return <Alert title={quote.title}>{quote.message}</Alert>;
  if (quote.state === "unknown-place") return <Alert title="Place not found">{quote.message}</Alert>;
  const load = quote.load ? <p className="text-xs text-stone-600">{loadText(subject, quote.load)}.</p> : null;
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
        Delivery to <strong>{quote.place}</strong>, about {quote.distanceKm} km from the store:
      </p>
      <CostTable rows={quote.options.map((option) => ({ id: option.id, name: option.name, fee: option.feeCents }))} />
      {quote.discountPercentage > 0 ? (
        <p className="text-sm">
          Your client discount of {quote.discountPercentage}% on delivery is taken off these fees.
        </p>
      ) : null}
      <p className="text-sm">
        Earliest delivery day if you order today: <strong>{formatDateLong(quote.earliestDay)}</strong> (weekdays, not on
        public holidays).
      </p>
      {load}
      <p className="text-xs text-stone-600">
        The fee you choose at checkout is worked out the same way for your cart and saved delivery location.
      </p>
    </div>
  );
}

function CostTable({ rows }: { rows: { id: string; name: string; fee: number }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Delivery methods and fees</caption>
      <thead>
        <tr className="border-b border-stone-200 text-left">
          <th scope="col" className="py-1 font-semibold">
            Method
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Fee
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-stone-100" data-testid={`delivery-cost-${row.id}`}>
            <th scope="row" className="py-1 text-left font-normal">
              {row.name}
            </th>
            <td className="py-1 text-right font-semibold">{formatRand(row.fee)}</td>
          </tr>
        ))}
        <tr data-testid="delivery-cost-collect">
          <th scope="row" className="py-1 text-left font-normal">
            {COLLECT_FREE_NAME}
          </th>
          <td className="py-1 text-right font-semibold">{COLLECT_FREE_FEE}</td>
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
        {FEE_QUOTE_HEADING}
      </h2>
      <Form method="get" action={`${path}#${FEE_QUOTE_ANCHOR}`} preventScrollReset className="space-y-2">
        <label htmlFor="deliveryTo" className="block text-sm font-medium text-stone-800">
          {FEE_QUOTE_FIELD_LABEL}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="deliveryTo"
            name="deliveryTo"
            type="text"
            required
            maxLength={100}
            autoComplete="address-level2"
            placeholder="e.g. Bronkhorstspruit"
            defaultValue={quote.typed}
            key={quote.typed}
            className={`${inputClass} min-w-0 flex-1 placeholder:italic placeholder:text-stone-500`}
          />
          <button type="submit" className={primaryButtonClass} disabled={asking}>
            {FEE_QUOTE_BUTTON}
          </button>
        </div>
      </Form>
      <UseMyLocation path={path} />
      <Answer quote={quote} subject={subject} />
      {showCalculatorLink ? (
        <p className="text-xs">
          <Link to="/delivery" prefetch="none">
            How delivery fees are worked out
          </Link>
        </p>
      ) : null}
    </section>
  );
}
