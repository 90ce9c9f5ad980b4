import { z } from "zod";
import type { Database } from "~/platform/db.server";
import { readSetting } from "~/platform/settings.server";

/**
 * The co-op's bank account for EFT payments, kept in shop settings (key `eft_bank_details`) so
 * the financial officer can change it without a release. Until it is set, an obviously fictitious
 * "Demo Bank" account is shown: a complete EFT box for the demo, and never a real account number
 * that a customer could pay into by mistake.
 */
export const BANK_DETAILS_KEY = "eft_bank_details";

export const BankDetails = z.object({
  bankName: z.string().trim().min(1).max(80),
  accountHolder: z.string().trim().min(1).max(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 ]{6,20}$/),
  branchCode: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
  accountType: z.string().trim().max(40).default("Cheque"),
});
export type BankDetails = z.infer<typeof BankDetails>;

export const DEFAULT_BANK_DETAILS: BankDetails = {
  bankName: "Demo Bank (not a real account)",
  accountHolder: "Donkerhoek Farm Supplies Co-operative",
  accountNumber: "0000 0000 00",
  branchCode: "000000",
  accountType: "Cheque",
};

export function readBankDetails(db: Database): Promise<BankDetails> {
  return readSetting(db, BANK_DETAILS_KEY, BankDetails, DEFAULT_BANK_DETAILS);
}
