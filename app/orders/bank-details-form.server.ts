import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import type { BankDetails } from "./bank-details.server";

/**
 * The form on /admin/bank-details. Every value it lets through also passes `BankDetails` (the
 * setting's own schema): a stored value that failed it would be ignored by `readBankDetails`, and
 * customers would silently see the demo account again.
 */

/** What customers see as the account type; the select offers exactly these. */
export const ACCOUNT_TYPES = ["Cheque / Current", "Savings", "Transmission", "Business"] as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

const ACCOUNT_NUMBER_MAX = 20;

export const BankDetailsForm = z.object({
  bankName: requiredText("bank name", 80),
  accountHolder: requiredText("account holder", 120),
  accountNumber: z
    .string({ error: "Please enter the account number." })
    // Banks print account numbers in groups ("62 1234 5678"): keep the groups, one space apart.
    .transform((text) => text.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, { error: "Please enter the account number.", abort: true })
        .regex(/^[0-9 ]*$/, { error: "Account number may contain only digits and spaces.", abort: true })
        .refine((text) => text.replace(/ /g, "").length >= 6, "Account number must have at least 6 digits.")
        .refine(
          (text) => text.length <= ACCOUNT_NUMBER_MAX,
          `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters, spaces included.`,
        )
        .refine((text) => /[1-9]/.test(text), "Account number cannot be only zeros: enter the real account number."),
    ),
  accountType: z.enum(ACCOUNT_TYPES, { error: "Please choose the account type." }),
  branchCode: z
    .string({ error: "Please enter the branch code." })
    .trim()
    .regex(/^[0-9]{6}$/, { error: "Branch code must be 6 digits, for example 250655.", abort: true })
    .refine((code) => code !== "000000", "Branch code cannot be 000000: enter the bank's universal branch code."),
});
export type BankDetailsFields = z.input<typeof BankDetailsForm>;
export const bankDetailsConstraint = getZodConstraint(BankDetailsForm);

/**
 * The account type to preselect for a stored value: the demo default and older values say
 * "Cheque" or "Current"; anything else unknown leaves the choice to staff.
 */
export function accountTypeOption(stored: string): (typeof ACCOUNT_TYPES)[number] | "" {
  const known = ACCOUNT_TYPES.find((type) => type.toLowerCase() === stored.trim().toLowerCase());
  if (known) return known;
  return /^(cheque|current)$/i.test(stored.trim()) ? "Cheque / Current" : "";
}

/** The form's starting values: the saved details, or empty fields while the demo account shows. */
export function bankDetailsFormValues(bank: BankDetails | null): Record<keyof BankDetailsFields, string> {
  if (!bank) return { bankName: "", accountHolder: "", accountNumber: "", accountType: "", branchCode: "" };
  return { ...bank, accountType: accountTypeOption(bank.accountType) };
}
