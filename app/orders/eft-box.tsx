import { formatRand } from "~/platform/format";
import type { BankDetails } from "./bank-details.server";
import { EFT_AMOUNT_TO_PAY } from "./messages";

/**
 * The EFT banking box: the amount to pay, where to pay it and the reference to use (the order
 * number), on the confirmation page, the order details and the e-mail's text twin (eft-text.ts).
 */
export function EftBox({
  bank,
  reference,
  amountCents,
}: {
  bank: BankDetails;
  reference: string;
  /** The order's total: what the customer transfers. */
  amountCents: number;
}) {
  return (
    <section
      aria-labelledby={`eft-${reference}`}
      className="rounded-lg border-2 border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
      data-testid="eft-box"
    >
      <h3 id={`eft-${reference}`} className="text-base font-bold">
        Pay by EFT (bank transfer)
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{EFT_AMOUNT_TO_PAY}</dt>
        <dd className="text-base font-bold" data-testid="eft-amount">
          {formatRand(amountCents)}
        </dd>
        <dt>Bank</dt>
        <dd className="font-semibold">{bank.bankName}</dd>
        <dt>Account holder</dt>
        <dd className="font-semibold">{bank.accountHolder}</dd>
        <dt>Account number</dt>
        <dd className="font-semibold">{bank.accountNumber}</dd>
        <dt>Account type</dt>
        <dd className="font-semibold">{bank.accountType}</dd>
        <dt>Branch code</dt>
        <dd className="font-semibold">{bank.branchCode}</dd>
        <dt>Reference</dt>
        <dd className="font-mono text-base font-bold" data-testid="eft-reference">
          {reference}
        </dd>
      </dl>
      <p className="mt-2">
        Use your order number <strong>{reference}</strong> as the payment reference, so we can match your payment to
        your order.
      </p>
    </section>
  );
}
