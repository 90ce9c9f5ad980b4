import { formatRand } from "~/platform/format";
import type { BankDetails } from "./bank-details.server";
import { EFT_AMOUNT_TO_PAY } from "./messages";

/** The same box as plain text, for e-mails. */
export function eftBoxText(bank: BankDetails, reference: string, amountCents: number): string {
  return [
    "Pay by EFT (bank transfer)",
    `${EFT_AMOUNT_TO_PAY}: ${formatRand(amountCents)}`,
    `Bank: ${bank.bankName}`,
    `Account holder: ${bank.accountHolder}`,
    `Account number: ${bank.accountNumber}`,
    `Account type: ${bank.accountType}`,
    `Branch code: ${bank.branchCode}`,
    `Reference: ${reference}`,
    `Use your order number ${reference} as the payment reference, so we can match your payment to your order.`,
  ].join("\n");
}
