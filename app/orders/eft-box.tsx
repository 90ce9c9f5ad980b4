import { useFormat, useTranslation } from "~/ui/translation";
import type { BankDetails } from "./bank-details.server";

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
  // Its words are in the `cart` catalogue's "eft." keys: every page that shows it carries them.
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section
      aria-labelledby={`eft-${reference}`}
      className="rounded-lg border-2 border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
      data-testid="eft-box"
    >
      <h3 id={`eft-${reference}`} className="text-base font-bold">
        {t("cart:eft.heading")}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{t("cart:eft.amount")}</dt>
        <dd className="text-base font-bold" data-testid="eft-amount">
          {format.rand(amountCents)}
        </dd>
        <dt>{t("cart:eft.bank")}</dt>
        <dd className="font-semibold">{bank.bankName}</dd>
        <dt>{t("cart:eft.holder")}</dt>
        <dd className="font-semibold">{bank.accountHolder}</dd>
        <dt>{t("cart:eft.number")}</dt>
        <dd className="font-semibold">{bank.accountNumber}</dd>
        <dt>{t("cart:eft.type")}</dt>
        <dd className="font-semibold">{bank.accountType}</dd>
        <dt>{t("cart:eft.branch")}</dt>
        <dd className="font-semibold">{bank.branchCode}</dd>
        <dt>{t("cart:eft.reference")}</dt>
        <dd className="font-mono text-base font-bold" data-testid="eft-reference">
          {reference}
        </dd>
      </dl>
      <p className="mt-2">
        {t("cart:eft.useBefore")}
        <strong>{reference}</strong>
        {t("cart:eft.useAfter")}
      </p>
    </section>
  );
}
