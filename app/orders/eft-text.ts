import { translatorFor } from "~/locales/translator.server";
import { formatRand } from "~/platform/format";
import type { Language } from "~/platform/language";
import type { BankDetails } from "./bank-details.server";

/**
 * The EFT box as plain text, for e-mails, in the order's language (issue 49): what to transfer,
 * the bank's details as staff wrote them, and the reference.
 */
export function eftBoxText(
  bank: BankDetails,
  reference: string,
  amountCents: number,
  language: Language = "en",
): string {
  const t = translatorFor(language, ["email"]);
  return [
    t("email:eft.heading"),
    t("email:eft.amount", { amount: formatRand(amountCents, language) }),
    t("email:eft.bank", {
      bank: bank.bankName,
      holder: bank.accountHolder,
      number: bank.accountNumber,
      type: bank.accountType,
      branch: bank.branchCode,
      reference,
    }),
    t("email:eft.useReference", { reference }),
  ].join("\n");
}
