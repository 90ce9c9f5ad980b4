import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { isSendingForm } from "~/ui/form-sending";

/** The account screen's forms, told apart by `intent`; each shows only its own errors. */
export type AccountIntent = "profile" | "change-password" | "delete-account" | "messages" | "ask-consent";

/** What the account screen's action answers when it refuses a form. */
export type AccountActionData = { intent: AccountIntent | null; result: SubmissionResult<string[]> };

export const ACCOUNT_INTENTS: readonly AccountIntent[] = [
  "profile",
  "change-password",
  "delete-account",
  "messages",
  "ask-consent",
];

export const sectionClass = "rounded-lg border border-stone-200 bg-white p-4";
export const headingClass = "text-lg font-semibold";

/** The result for one of the forms (each shows only its own errors). */
export function useResultFor(intent: AccountIntent) {
  const actionData = useActionData<AccountActionData>();
  return actionData && actionData.intent === intent ? actionData.result : undefined;
}

/** Whether the action answered a form it does not know. */
export function useUnknownAction(): boolean {
  const actionData = useActionData<AccountActionData>();
  return Boolean(actionData && actionData.intent === null);
}

export function useSubmitting(intent: AccountIntent): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" && isSendingForm(navigation) && navigation.formData?.get("intent") === intent
  );
}
