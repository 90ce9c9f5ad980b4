import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/accounts/auth.server";
import { PrintBar } from "~/admin/print-button";
import { customerInvoicePage } from "~/orders/customer-order.server";
import { orderPath } from "~/orders/order-card";
import { displayOrderNumber } from "~/orders/order-display";
import { ordersMessages } from "~/orders/orders-messages.server";
import { invoiceMessages } from "~/orders/tax-invoice.server";
import { TaxInvoiceDocument } from "~/orders/tax-invoice-document";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

/**
 * The customer's tax invoice of their own paid order (issue 44 point 8, decision 0095): the same
 * document staff print (decision 0035), a page to print or save as PDF with the browser's own
 * Print (a Print button once JavaScript runs). Before the payment is received the page says the
 * invoice comes then. Anyone else's order is not found; a visitor is asked to sign in.
 *
 * The page around the document is in the reader's language; the document itself in the order's
 * (`orders.language`), as staff print it too (issue 49).
 */
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  {
    title: page
      ? page.kind === "invoice"
        ? `${translateIn(matches, "orders:invoicePage.title", { number: page.invoice.invoiceNumber })} | Donkerhoek Farm Supplies`
        : `${translateIn(matches, page.reason === "awaiting-payment" ? "orders:invoicePage.afterPayment" : "orders:invoicePage.none")} | Donkerhoek Farm Supplies`
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
  const messages = ordersMessages(requestLanguage(request), "invoice");
  if (page.kind === "no-invoice") return { ...page, messages };
  return { ...page, messages, invoiceMessages: invoiceMessages(page.invoice.language) };
}

const NO_INVOICE_TEXT = {
  "awaiting-payment": "orders:invoicePage.afterPaymentText",
  cancelled: "orders:invoicePage.cancelledText",
  refunded: "orders:invoicePage.refundedText",
} as const;

export default function CustomerTaxInvoicePage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (page.kind === "no-invoice") {
    const number = displayOrderNumber(page.orderNumber);
    return (
      <section
        aria-labelledby="no-invoice-title"
        className="mx-auto max-w-xl space-y-3 rounded-lg border border-stone-200 bg-white p-5"
      >
        <h1 id="no-invoice-title" className="text-xl font-bold">
          {t(page.reason === "awaiting-payment" ? "orders:invoicePage.afterPayment" : "orders:invoicePage.none")}
        </h1>
        <p data-testid="no-invoice-reason">{t(NO_INVOICE_TEXT[page.reason])}</p>
        <p>
          <Link to={orderPath(page.orderNumber)} className={secondaryButtonClass}>
            {t("orders:invoicePage.back", { number })}
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
        backLabel={t("orders:invoicePage.back", { number: displayOrderNumber(invoice.orderNumber) })}
        hint={t("orders:invoicePage.printHint")}
        printLabel={t("orders:invoicePage.print")}
      />
      <TaxInvoiceDocument invoice={invoice} messages={page.invoiceMessages} />
    </div>
  );
}
