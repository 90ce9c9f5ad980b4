import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { requireSameOrigin } from "./request.server";

/**
 * The start of every form action: refuse cross-site posts, read the form, validate it with the
 * form's zod schema. Returns conform's submission (errors go back with `submission.reply()`).
 */
export async function parseFormSubmission<Schema extends $ZodType>(request: Request, schema: Schema) {
  requireSameOrigin(request);
  const formData = await request.formData();
  return parseWithZod(formData, { schema });
}
