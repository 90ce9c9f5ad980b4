import { Form, useNavigation } from "@remix-run/react";
import { formatRand } from "~/platform/format";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { DELIVERY_METHODS } from "./fees";
import { NoticeBox } from "./location-input";
import { BUSINESS_HOURS, CURRENCY } from "./messages";
import type { SimpleFormResult, TestDeliveryData } from "./test-delivery.server";
import { TEST_DELIVERY_PATH, TEST_LOG_LINES_SHOWN } from "./test-delivery-texts";

/** The Simple Form tab: coordinates and an order value, nothing else. */
export function SimpleFormTab({ result }: { result: SimpleFormResult }) {
  const quote = result.quote;
  // The test page's words are English (its loader sends the English catalogue).
  const { t } = useTranslation();
  return (
    <section aria-labelledby="simple-heading" className="space-y-4">
      <h2 id="simple-heading" className="text-lg font-semibold">
        Simple Form
      </h2>
      <Form method="get" action={TEST_DELIVERY_PATH} className="grid gap-3 sm:grid-cols-4" key={JSON.stringify(result)}>
        <input type="hidden" name="tab" value="simple" />
        <div className="space-y-1">
          <label htmlFor="simple-lat" className="block text-sm font-medium">
            Latitude
          </label>
          <input
            id="simple-lat"
            name="lat"
            type="text"
            inputMode="decimal"
            defaultValue={result.lat}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="simple-lng" className="block text-sm font-medium">
            Longitude
          </label>
          <input
            id="simple-lng"
            name="lng"
            type="text"
            inputMode="decimal"
            defaultValue={result.lng}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="simple-value" className="block text-sm font-medium">
            Estimated order value (R)
          </label>
          <input
            id="simple-value"
            name="value"
            type="number"
            min={0}
            step={50}
            defaultValue={result.value}
            className={inputClass}
          />
        </div>
        <div className="flex items-end">
          <button type="submit" name="calculate" value="1" className={primaryButtonClass}>
            Calculate
          </button>
        </div>
      </Form>
      {result.notice ? <NoticeBox notice={result.notice} /> : null}
      {quote && !quote.feasibility.feasible ? (
        <NoticeBox
          notice={{
            tone: "error",
            title: quote.feasibility.title,
            message: quote.feasibility.reason,
            label: quote.feasibility.label,
          }}
        />
      ) : null}
      {quote?.feasibility.feasible ? (
        <table className="w-full text-sm">
          <caption className="text-left text-stone-700">
            {quote.distanceKm} km ({t(`cart:delivery.source.${quote.distanceSource}`)}), medium load, terrain{" "}
            {quote.terrain}
          </caption>
          <thead>
            <tr className="border-b border-stone-200 text-left">
              <th className="py-1">Method</th>
              <th className="py-1 text-right">Fee</th>
            </tr>
          </thead>
          <tbody>
            {quote.options.map((option) => (
              <tr key={option.method.id} className="border-b border-stone-100">
                <td className="py-1">{option.method.name}</td>
                <td className="py-1 text-right tabular-nums">{formatRand(option.fee * 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** The Logs tab: this visitor's last lines, newest first, and Clear Logs. */
export function TestLogs({ logs }: { logs: string[] }) {
  const navigation = useNavigation();
  const clearing = navigation.state === "submitting" && navigation.formData?.get("intent") === "clear-logs";
  return (
    <section aria-labelledby="logs-heading" className="space-y-3">
      <h2 id="logs-heading" className="text-lg font-semibold">
        Logs
      </h2>
      <p className="text-sm text-stone-700">
        The last {TEST_LOG_LINES_SHOWN} things this browser did on the test page, newest first.
      </p>
      {logs.length === 0 ? (
        <p className="text-sm">No log lines yet.</p>
      ) : (
        <ol className="space-y-1 rounded-md bg-stone-900 p-3 font-mono text-xs text-stone-100" data-testid="test-logs">
          {[...logs].reverse().map((line, index) => (
            // Lines can repeat; their position is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a log is only ever shown whole.
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
      <Form method="post" action={`${TEST_DELIVERY_PATH}?tab=logs`}>
        <input type="hidden" name="intent" value="clear-logs" />
        <button type="submit" className={secondaryButtonClass} disabled={clearing}>
          Clear Logs
        </button>
      </Form>
    </section>
  );
}

/** What the calculator works with (accounts spec: the test page's system info). */
export function SystemInfo({ system }: { system: TestDeliveryData["system"] }) {
  return (
    <section aria-labelledby="system-heading" className="rounded-md border border-stone-200 bg-stone-50 p-3 text-sm">
      <h2 id="system-heading" className="font-semibold">
        System info
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Store</dt>
        <dd>
          Donkerhoek, Pretoria East ({system.storeLat}, {system.storeLng})
        </dd>
        <dt className="font-medium">Maximum delivery distance</dt>
        <dd>{system.maxDeliveryDistance} km</dd>
        <dt className="font-medium">Currency</dt>
        <dd>{CURRENCY}</dd>
        <dt className="font-medium">Business hours</dt>
        <dd>{BUSINESS_HOURS}</dd>
        <dt className="font-medium">Calculation methods</dt>
        <dd>{DELIVERY_METHODS.map((method) => method.name).join(", ")}</dd>
      </dl>
    </section>
  );
}
