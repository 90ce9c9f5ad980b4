import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { requireSameOrigin } from "./request.server";

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

/**
 * The start of every form action: refuse cross-site posts, read the form, validate it with the
 * form's zod schema. Returns conform's submission (errors go back with `submission.reply()`).
 */
export async function parseFormSubmission<Schema extends $ZodType>(request: Request, schema: Schema) {
  requireSameOrigin(request);
  const formData = await readFormData(request);
  return parseWithZod(formData, { schema });
}

/**
 * The same for a form already read, for the one action that must see its body before the
 * same-origin check (the newsletter's one-click unsubscribe, decision 0063).
 */
export function parseReadForm<Schema extends $ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}
