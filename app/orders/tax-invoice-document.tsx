import { formatCount, formatDate, formatRand } from "~/platform/format";
import { type PageTexts, translate, unpackTexts, type Values } from "~/platform/translate";
import { paymentStatusText } from "./status-badge";
import { VAT_RATE_PERCENT } from "./tax-invoice";
import type { TaxInvoice } from "./tax-invoice.server";

// On a phone the lines fit the screen (no sideways scrolling, no column cut off): narrower
// padding, shorter headings shown (Item, Qty; the full ones read out), a description that may
// break anywhere, and the code under the description instead of a column of its own.
const cell = "px-1 py-1 align-top sm:px-2";
const codeCell = `${cell} hidden sm:table-cell print:table-cell`;
const amountCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * An order's South African tax invoice as a printable document (decision 0035): the one staff
 * print at /admin/orders/{order_number}/invoice and the customer at /orders/{order_number}/invoice
 * (decision 0095). It holds only what the invoice says; nothing of the staff's (notes, proofs).
 * Its headings, dates and amounts are in the ORDER's language (issue 49), wherever it is opened:
 * `messages` are the loader's `invoiceMessages(invoice.language)`.
 */
export function TaxInvoiceDocument({ invoice, messages }: { invoice: TaxInvoice; messages: PageTexts }) {
  const { supplier, customer, totals } = invoice;
  const language = invoice.language;
  const texts = unpackTexts(messages);
  const t = (id: string, values?: Values) => translate(texts, language, id, values);
  const rand = (cents: number) => formatRand(cents, language);
  const vat = { rate: String(VAT_RATE_PERCENT) };
  return (
    <article
      aria-labelledby="invoice-title"
      className="space-y-6 rounded-md border border-stone-200 bg-white p-4 text-sm text-black print:border-0 print:p-0"
    >
      {invoice.status === "cancelled" ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-2 font-semibold text-red-900">
          {t("orders:invoice.cancelled")}
        </p>
      ) : null}
      <header className="flex flex-wrap justify-between gap-4">
        <div className="space-y-0.5">
          <p className="text-base font-bold">{supplier.name}</p>
          {supplier.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            {t("orders:invoice.phone")} {supplier.phone}
          </p>
          <p>
            {t("orders:invoice.email")} {supplier.email}
          </p>
          <p>
            {t("orders:invoice.vatNumber")} <span data-testid="supplier-vat-number">{supplier.vatNumber}</span>
          </p>
        </div>
        <div className="space-y-0.5 sm:text-right">
          <h1 id="invoice-title" className="text-2xl font-bold uppercase tracking-wide">
            {t("orders:invoice.title")}
          </h1>
          <dl className="grid grid-cols-[auto_auto] gap-x-3 sm:justify-end">
            <dt className="font-semibold">{t("orders:invoice.number")}</dt>
            <dd data-testid="invoice-number">{invoice.invoiceNumber}</dd>
            <dt className="font-semibold">{t("orders:invoice.date")}</dt>
            <dd data-testid="invoice-date">{formatDate(invoice.invoiceDate.date, language)}</dd>
            <dt className="font-semibold">{t("orders:invoice.orderNumber")}</dt>
            <dd>{invoice.orderNumber}</dd>
            <dt className="font-semibold">{t("orders:invoice.orderDate")}</dt>
            <dd>{formatDate(invoice.orderDate, language)}</dd>
            <dt className="font-semibold">{t("orders:invoice.payment")}</dt>
            <dd>{paymentStatusText(invoice.paymentStatus, t)}</dd>
          </dl>
        </div>
      </header>

      <section aria-labelledby="invoice-customer" className="space-y-0.5">
        <h2 id="invoice-customer" className="font-semibold uppercase tracking-wide text-stone-700">
          {t("orders:invoice.to")}
        </h2>
        <p className="font-semibold">{customer.name}</p>
        {customer.companyName ? <p>{customer.companyName}</p> : null}
        {customer.addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {customer.email ? (
          <p>
            {t("orders:invoice.email")} {customer.email}
          </p>
        ) : null}
        {customer.phone ? (
          <p>
            {t("orders:invoice.phone")} {customer.phone}
          </p>
        ) : null}
        {customer.vatNumber ? (
          <p>
            {t("orders:invoice.vatNumber")} <span data-testid="customer-vat-number">{customer.vatNumber}</span>
          </p>
        ) : null}
      </section>

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section aria-label={t("orders:invoice.lines")} className="overflow-x-auto print:overflow-visible" tabIndex={0}>
        <table className="min-w-full border-collapse text-left">
          <thead className="border-b-2 border-stone-400">
            <tr>
              <th scope="col" className={codeCell}>
                {t("orders:invoice.code")}
              </th>
              <th scope="col" className={cell}>
                <span aria-hidden="true" className="sm:hidden print:hidden">
                  {t("orders:invoice.item")}
                </span>
                <span className="sr-only sm:not-sr-only print:not-sr-only">{t("orders:invoice.description")}</span>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <span aria-hidden="true" className="sm:hidden print:hidden">
                  {t("orders:invoice.qty")}
                </span>
                <span className="sr-only sm:not-sr-only print:not-sr-only">{t("orders:invoice.quantity")}</span>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("orders:invoice.unitPrice")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("orders:invoice.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id} className="border-b border-stone-200">
                <td className={codeCell}>{line.code}</td>
                <td className={`${cell} [overflow-wrap:anywhere] sm:[overflow-wrap:normal]`}>
                  {line.description}
                  <span className="block text-stone-700 sm:hidden print:hidden">{line.code}</span>
                </td>
                <td className={amountCell}>{formatCount(line.quantity, language)}</td>
                <td className={amountCell}>{rand(line.unitPriceInclCents)}</td>
                <td className={amountCell}>{rand(line.lineTotalInclCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="invoice-totals" className="ml-auto max-w-sm">
        <h2 id="invoice-totals" className="sr-only">
          {t("orders:invoice.totals")}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t("orders:invoice.subtotal")}</dt>
          <dd className="text-right tabular-nums">{rand(totals.subtotalCents)}</dd>
          <dt>{t("orders:invoice.deliveryFee")}</dt>
          <dd className="text-right tabular-nums">{rand(totals.deliveryCents)}</dd>
          <dt>{t("orders:invoice.discount")}</dt>
          <dd className="text-right tabular-nums">
            {totals.discountCents > 0 ? `-${rand(totals.discountCents)}` : rand(0)}
          </dd>
          <dt className="border-t border-stone-400 pt-1 font-bold">{t("orders:invoice.totalInclVat")}</dt>
          <dd className="border-t border-stone-400 pt-1 text-right font-bold tabular-nums" data-testid="total-incl-vat">
            {rand(totals.totalInclVatCents)}
          </dd>
          <dt>{t("orders:invoice.vatAt", vat)}</dt>
          <dd className="text-right tabular-nums" data-testid="vat">
            {rand(totals.vatCents)}
          </dd>
          <dt>{t("orders:invoice.totalExclVat")}</dt>
          <dd className="text-right tabular-nums" data-testid="total-excl-vat">
            {rand(totals.totalExclVatCents)}
          </dd>
        </dl>
      </section>

      <footer className="border-t border-stone-200 pt-2 text-xs text-stone-700">
        <p>{t("orders:invoice.footer", { ...vat, number: invoice.orderNumber })}</p>
      </footer>
    </article>
  );
}
