/**
 * The registration password rules (accounts spec): at least 12 characters with an upper-case
 * letter, a lower-case letter, a digit and a symbol. Also used for password resets, which must
 * not weaken the policy (docs/decisions).
 */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * The rules, each with its words: `label` in English for the staff screens, the customer's
 * `signin:password.rule.<id>` (English and Afrikaans) on the customer pages.
 */
export const PASSWORD_REQUIREMENTS = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: "upper", label: "One uppercase letter", test: (p: string) => /\p{Lu}/u.test(p) },
  { id: "lower", label: "One lowercase letter", test: (p: string) => /\p{Ll}/u.test(p) },
  { id: "digit", label: "One number", test: (p: string) => /\p{Nd}/u.test(p) },
  { id: "symbol", label: "One symbol (such as ! @ # ?)", test: (p: string) => /[^\p{L}\p{Nd}]/u.test(p) },
] as const;

export type PasswordRequirementId = (typeof PASSWORD_REQUIREMENTS)[number]["id"];

/**
 * The spec's messages in English, for the staff screens and the forms still in English; the
 * customer's forms name them by catalogue key (`signin:error.passwordRules`,
 * `signin:error.passwordsDoNotMatch`, `signin:password.breached`, `signin:password.breachedSubmit`),
 * whose English is these words (password-rules.test.ts holds them together).
 */
export const PASSWORD_RULES_MESSAGE = "Please ensure your password meets all security requirements";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const BREACHED_PASSWORD_MESSAGE =
  "This password has appeared in past data breaches. Please choose a different one.";
export const BREACHED_PASSWORD_SUBMIT_MESSAGE = "Please choose a different password that hasn't been compromised";

/** Which requirements a password meets, for the live checklist. */
export function passwordChecklist(password: string): Record<PasswordRequirementId, boolean> {
  return Object.fromEntries(PASSWORD_REQUIREMENTS.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRequirementId,
    boolean
  >;
}

export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_REQUIREMENTS.every((rule) => rule.test(password));
}
