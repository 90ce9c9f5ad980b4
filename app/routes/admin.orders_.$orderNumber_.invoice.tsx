import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { PrintBar } from "~/admin/print-button";
import { invoiceMessages, loadTaxInvoice } from "~/orders/tax-invoice.server";
import { TaxInvoiceDocument } from "~/orders/tax-invoice-document";
import { db } from "~/platform/db.server";

/**
 * An order's South African tax invoice, to print: supplier and VAT number, invoice number and
 * date, the customer (and their VAT number when they gave one), the lines, and the totals with
 * the VAT in them. Numbering and date: docs/decisions/0035-tax-invoices.md.
 */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded ? `Tax invoice ${loaded.invoice.invoiceNumber}` : "Order not found");

export const handle: AdminHandle = { breadcrumb: "Tax invoice", printDocument: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "orders");
  const invoice = await loadTaxInvoice(db(), params.orderNumber);
  if (!invoice) throw data("Order not found", { status: 404 });
  // The document in the order's language, as its customer reads it (issue 49); the page around it in English.
  return { invoice, invoiceMessages: invoiceMessages(invoice.language) };
}

export default function TaxInvoicePage() {
  const { invoice, invoiceMessages: messages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <PrintBar backTo={`/admin/orders/${invoice.orderNumber}`} backLabel={`Back to order ${invoice.orderNumber}`} />
      <TaxInvoiceDocument invoice={invoice} messages={messages} />
    </div>
  );
}
