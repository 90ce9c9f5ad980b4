import type { SubmissionResult } from "@conform-to/react";
import type { ServerTranslate } from "~/locales/translator.server";
import type { Values } from "~/platform/translate";

/** An error that is a catalogue key ("content:contact.error.email") rather than words. */
const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.-]+$/;

/**
 * A form's answer with its errors in words of the request's language (decision 0110): the schema
 * names its messages by catalogue key, and the answer carries the words, so a form shown where the
 * namespace is not loaded (the footer's newsletter form on any page) and a client of the answer
 * read the same words as the page.
 */
export function withErrorWords<Result extends SubmissionResult<string[]>>(
  result: Result,
  t: ServerTranslate,
  /** The values a message's words take, by its key ("content:contact.error.nameLong": { max: 100 }). */
  values: Readonly<Record<string, Values>> = {},
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
