import type { SubmissionResult } from "@conform-to/react";
import type { Values } from "~/platform/translate";
import type { ServerTranslate } from "./translator.server";

/** An error that is a catalogue key (`namespace:error.key`) rather than words. */
const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.-]+$/;

/**
 * A refused form's reply with its errors in the request's language (decision 0110): a customer
 * form's schema names its messages by catalogue key, and the action answers the words, so what a
 * test, a screen reader or a form shown where the namespace is not loaded (the footer's newsletter
 * form on any page) reads in the reply is what the page shows. `parseFormSubmission` already puts
 * a key without values in words; this puts in those that take values.
 */
export function translatedReply<Result extends SubmissionResult<string[]>>(
  result: Result,
  t: ServerTranslate,
  /** The values a message takes, by its key. */
  values: Record<string, Values> = {},
): Result {
  if (!result.error) return result;
  const error = Object.fromEntries(
    Object.entries(result.error).map(([name, messages]) => [
      name,
      messages
        ? messages.map((message) => (MESSAGE_KEY.test(message) ? t(message, values[message]) : message))
        : messages,
    ]),
  );
  return { ...result, error };
}

/** A form's errors by field, in the request's language (for an action that answers them itself). */
export function translatedErrors(
  errors: Record<string, string[] | null>,
  t: ServerTranslate,
): Record<string, string[] | null> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [
      name,
      messages ? messages.map((message) => (MESSAGE_KEY.test(message) ? t(message) : message)) : messages,
    ]),
  );
}
