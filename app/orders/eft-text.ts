import type { BankDetails } from "./bank-details.server";

/** The same box as plain text, for e-mails. */
export function eftBoxText(bank: BankDetails, reference: string): string {
  return [
    "Pay by EFT (bank transfer)",
    `Bank: ${bank.bankName}`,
    `Account holder: ${bank.accountHolder}`,
    `Account number: ${bank.accountNumber}`,
    `Account type: ${bank.accountType}`,
    `Branch code: ${bank.branchCode}`,
    `Reference: ${reference}`,
    `Use your order number ${reference} as the payment reference, so we can match your payment to your order.`,
  ].join("\n");
}
