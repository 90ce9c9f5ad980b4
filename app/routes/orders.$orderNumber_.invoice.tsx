import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/accounts/auth.server";
import { PrintBar } from "~/admin/print-button";
import { customerInvoicePage } from "~/orders/customer-order.server";
import {
  INVOICE_AFTER_PAYMENT_TEXT,
  INVOICE_AFTER_PAYMENT_TITLE,
  INVOICE_CANCELLED_TEXT,
  INVOICE_PRINT_HINT,
  INVOICE_REFUNDED_TEXT,
  NO_INVOICE_TITLE,
} from "~/orders/messages";
import { orderPath } from "~/orders/order-card";
import { displayOrderNumber } from "~/orders/order-display";
import { TaxInvoiceDocument } from "~/orders/tax-invoice-document";
import { db } from "~/platform/db.server";
import { secondaryButtonClass } from "~/ui/field";

/**
 * The customer's tax invoice of their own paid order (issue 44 point 8, decision 0095): the same
 * document staff print (decision 0035), a page to print or save as PDF with the browser's own
 * Print (a Print button once JavaScript runs). Before the payment is received the page says the
 * invoice comes then. Anyone else's order is not found; a visitor is asked to sign in.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: page
      ? page.kind === "invoice"
        ? `Tax invoice ${page.invoice.invoiceNumber} | Donkerhoek Farm Supplies`
        : `${page.reason === "awaiting-payment" ? INVOICE_AFTER_PAYMENT_TITLE : NO_INVOICE_TITLE} | Donkerhoek Farm Supplies`
      : "Page not found",
  },
  { name: "robots", content: "noindex" },
];

// One person's invoice: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// The site's header, footer and notices are left out of the printout.
export const handle = { printDocument: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await customerInvoicePage(db(), user.id, params.orderNumber);
  if (page.kind === "not-found") throw new Response(null, { status: 404, statusText: "Not Found" });
  return page;
}

const NO_INVOICE_TEXT = {
  "awaiting-payment": INVOICE_AFTER_PAYMENT_TEXT,
  cancelled: INVOICE_CANCELLED_TEXT,
  refunded: INVOICE_REFUNDED_TEXT,
} as const;

export default function CustomerTaxInvoicePage() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "no-invoice") {
    const number = displayOrderNumber(page.orderNumber);
    return (
      <section
        aria-labelledby="no-invoice-title"
        className="mx-auto max-w-xl space-y-3 rounded-lg border border-stone-200 bg-white p-5"
      >
        <h1 id="no-invoice-title" className="text-xl font-bold">
          {page.reason === "awaiting-payment" ? INVOICE_AFTER_PAYMENT_TITLE : NO_INVOICE_TITLE}
        </h1>
        <p data-testid="no-invoice-reason">{NO_INVOICE_TEXT[page.reason]}</p>
        <p>
          <Link to={orderPath(page.orderNumber)} className={secondaryButtonClass}>
            Back to order {number}
          </Link>
        </p>
      </section>
    );
  }
  const { invoice } = page;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PrintBar
        backTo={orderPath(invoice.orderNumber)}
        backLabel={`Back to order ${displayOrderNumber(invoice.orderNumber)}`}
        hint={INVOICE_PRINT_HINT}
      />
      <TaxInvoiceDocument invoice={invoice} />
    </div>
  );
}
