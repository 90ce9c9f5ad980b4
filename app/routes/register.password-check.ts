import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";

const PasswordCheck = z.object({ password: z.string().min(12).max(200) });

/** The registration form's on-blur breach check (JavaScript only; the submit checks again). */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, PasswordCheck);
  const headers = applySecurityHeaders(new Headers({ "Cache-Control": "no-store" }));
  if (submission.status !== "success") return Response.json({ breached: false }, { status: 400, headers });
  const limit = await hitRateLimit(db(), `password-check:ip:${clientIp(request)}`, 30, 600_000);
  if (!limit.allowed) return Response.json({ breached: false }, { status: 429, headers });
  return Response.json({ breached: await isBreachedPassword(submission.value.password) }, { headers });
}
