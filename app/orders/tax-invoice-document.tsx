import { formatDate, formatRand } from "~/platform/format";
import { paymentStatusLabel } from "./order-display";
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
 */
export function TaxInvoiceDocument({ invoice }: { invoice: TaxInvoice }) {
  const { supplier, customer, totals } = invoice;
  return (
    <article
      aria-labelledby="invoice-title"
      className="space-y-6 rounded-md border border-stone-200 bg-white p-4 text-sm text-black print:border-0 print:p-0"
    >
      {invoice.status === "cancelled" ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-2 font-semibold text-red-900">
          This order was cancelled.
        </p>
      ) : null}
      <header className="flex flex-wrap justify-between gap-4">
        <div className="space-y-0.5">
          <p className="text-base font-bold">{supplier.name}</p>
          {supplier.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Phone: {supplier.phone}</p>
          <p>E-mail: {supplier.email}</p>
          <p>
            VAT number: <span data-testid="supplier-vat-number">{supplier.vatNumber}</span>
          </p>
        </div>
        <div className="space-y-0.5 sm:text-right">
          <h1 id="invoice-title" className="text-2xl font-bold uppercase tracking-wide">
            Tax invoice
          </h1>
          <dl className="grid grid-cols-[auto_auto] gap-x-3 sm:justify-end">
            <dt className="font-semibold">Invoice number</dt>
            <dd data-testid="invoice-number">{invoice.invoiceNumber}</dd>
            <dt className="font-semibold">Invoice date</dt>
            <dd data-testid="invoice-date">{formatDate(invoice.invoiceDate.date)}</dd>
            <dt className="font-semibold">Order number</dt>
            <dd>{invoice.orderNumber}</dd>
            <dt className="font-semibold">Order date</dt>
            <dd>{formatDate(invoice.orderDate)}</dd>
            <dt className="font-semibold">Payment</dt>
            <dd>{paymentStatusLabel(invoice.paymentStatus)}</dd>
          </dl>
        </div>
      </header>

      <section aria-labelledby="invoice-customer" className="space-y-0.5">
        <h2 id="invoice-customer" className="font-semibold uppercase tracking-wide text-stone-700">
          Invoice to
        </h2>
        <p className="font-semibold">{customer.name}</p>
        {customer.companyName ? <p>{customer.companyName}</p> : null}
        {customer.addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {customer.email ? <p>E-mail: {customer.email}</p> : null}
        {customer.phone ? <p>Phone: {customer.phone}</p> : null}
        {customer.vatNumber ? (
          <p>
            VAT number: <span data-testid="customer-vat-number">{customer.vatNumber}</span>
          </p>
        ) : null}
      </section>

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section aria-label="Invoice lines" className="overflow-x-auto print:overflow-visible" tabIndex={0}>
        <table className="min-w-full border-collapse text-left">
          <thead className="border-b-2 border-stone-400">
            <tr>
              <th scope="col" className={codeCell}>
                Code
              </th>
              <th scope="col" className={cell}>
                <span aria-hidden="true" className="sm:hidden print:hidden">
                  Item
                </span>
                <span className="sr-only sm:not-sr-only print:not-sr-only">Description</span>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <span aria-hidden="true" className="sm:hidden print:hidden">
                  Qty
                </span>
                <span className="sr-only sm:not-sr-only print:not-sr-only">Quantity</span>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Unit price incl. VAT
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Line total incl. VAT
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
                <td className={amountCell}>{line.quantity}</td>
                <td className={amountCell}>{formatRand(line.unitPriceInclCents)}</td>
                <td className={amountCell}>{formatRand(line.lineTotalInclCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="invoice-totals" className="ml-auto max-w-sm">
        <h2 id="invoice-totals" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>Subtotal incl. VAT</dt>
          <dd className="text-right tabular-nums">{formatRand(totals.subtotalCents)}</dd>
          <dt>Delivery fee</dt>
          <dd className="text-right tabular-nums">{formatRand(totals.deliveryCents)}</dd>
          <dt>Discount</dt>
          <dd className="text-right tabular-nums">
            {totals.discountCents > 0 ? `-${formatRand(totals.discountCents)}` : formatRand(0)}
          </dd>
          <dt className="border-t border-stone-400 pt-1 font-bold">Total incl. VAT</dt>
          <dd className="border-t border-stone-400 pt-1 text-right font-bold tabular-nums" data-testid="total-incl-vat">
            {formatRand(totals.totalInclVatCents)}
          </dd>
          <dt>VAT at {VAT_RATE_PERCENT}%</dt>
          <dd className="text-right tabular-nums" data-testid="vat">
            {formatRand(totals.vatCents)}
          </dd>
          <dt>Total excl. VAT</dt>
          <dd className="text-right tabular-nums" data-testid="total-excl-vat">
            {formatRand(totals.totalExclVatCents)}
          </dd>
        </dl>
      </section>

      <footer className="border-t border-stone-200 pt-2 text-xs text-stone-700">
        <p>
          All prices include VAT at {VAT_RATE_PERCENT}%. Please use {invoice.orderNumber} as the reference for payments.
        </p>
      </footer>
    </article>
  );
}
