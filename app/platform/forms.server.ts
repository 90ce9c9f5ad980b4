import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { CATALOGUES, messagesFor, type Namespace } from "~/locales/catalogues.server";
import type { Language } from "./language";
import { requestLanguage } from "./language.server";
import { requireSameOrigin } from "./request.server";
import { translate } from "./translate";

export const UNSUPPORTED_FORM_MESSAGE = "This address takes a form (urlencoded or multipart), nothing else.";
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please go back and send it again.";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The body of a form post. Anything that is not a form (JSON, XML, text) is answered with 415 and
 * a form that cannot be read (broken multipart) with 400, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) {
    throw new Response(UNSUPPORTED_FORM_MESSAGE, {
      status: 415,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response(UNREADABLE_FORM_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** An error that is a catalogue key ("signin:error.emailRequired") rather than words (decision 0110). */
const MESSAGE_KEY = /^([a-z]+):[A-Za-z0-9_.-]+$/;

/**
 * A schema's messages in the request's language: a message named by catalogue key becomes its
 * words (the key's namespace, in the request's language); words stay as written. So the action's
 * answer carries the words themselves, the same with JavaScript off and in a test that reads it.
 */
function errorsIn(language: Language) {
  return (issues: { message: string }[]) =>
    issues.map(({ message }) => {
      const namespace = MESSAGE_KEY.exec(message)?.[1];
      if (!namespace || !Object.hasOwn(CATALOGUES[language], namespace)) return message;
      const words = translate(messagesFor(language, [namespace as Namespace]), language, message);
      // A text that needs values ("from 1 to {{max}}") stays a key: the action that knows them puts it in words.
      return words.includes("{{") ? message : words;
    });
}

/**
 * The start of every form action: refuse cross-site posts, read the form, validate it with the
 * form's zod schema. Returns conform's submission (errors go back with `submission.reply()`), its
 * messages named by catalogue key already in the request's language (or in `language`: a staff
 * screen answers in English whatever the browser asks).
 */
export async function parseFormSubmission<Schema extends $ZodType>(
  request: Request,
  schema: Schema,
  language: Language = requestLanguage(request),
) {
  requireSameOrigin(request);
  const formData = await readFormData(request);
  return parseWithZod(formData, { schema, formatError: errorsIn(language) });
}

/**
 * The same for a form already read, for the one action that must see its body before the
 * same-origin check (the newsletter's one-click unsubscribe, decision 0063).
 */
export function parseReadForm<Schema extends $ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}
