import { data, redirect } from "@remix-run/node";
import { translatorFor } from "~/locales/translator.server";
import { parseFormSubmission } from "~/platform/forms.server";
import type { Language } from "~/platform/language";
import { landingPath, signIn } from "./auth.server";
import { LoginForm } from "./login-form.server";

/**
 * The action of both sign-in pages (/login and /admin/login): the same checks, lockout and
 * messages; on success the page that was asked for, else staff to /admin and customers home. The
 * answer is in `language`: the customer's page's, English on the staff sign-in.
 */
export async function signInAction(request: Request, language: Language) {
  const submission = await parseFormSubmission(request, LoginForm, language);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), failed: false, locked: false },
      { status: 400 },
    );
  }
  const { email, password, remember, redirectTo } = submission.value;
  const outcome = await signIn(
    request,
    { email, password, remember: remember === "on" },
    translatorFor(language, ["signin"]),
  );
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }),
        failed: true,
        locked: outcome.locked === true,
      },
      { status: outcome.status },
    );
  }
  return redirect(landingPath(outcome.user, redirectTo ?? null), { headers: outcome.headers });
}
