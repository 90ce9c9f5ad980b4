import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/ui/translation";

export type NewsletterActionData = { result: SubmissionResult<string[]> };

const SIGNUP_PATH = "/newsletter";

// The opt-in wording (POPIA: the visitor ticks it themselves) and the rest: site.json's `newsletter.*`.

/**
 * The newsletter sign-up in the footer of every page. With JavaScript it posts in the background
 * and shows errors in place; without, it is an ordinary form whose errors appear on /newsletter.
 * Either way success comes back to this page with a 'Check your e-mail' toast.
 *
 * It is in every page's first download, so it imports nothing the root does not already load
 * (each shared module would be one more request on a cold visit).
 */
export function NewsletterSignup({ currentPath }: { currentPath: string }) {
  const fetcher = useFetcher<NewsletterActionData>();
  const location = useLocation();
  const { t } = useTranslation();
  // The footer outlives navigations: errors belong to the page they were made on.
  const [submittedOn, setSubmittedOn] = useState<string>();
  // The page has its own, larger form; one is enough.
  if (location.pathname === SIGNUP_PATH) return null;
  const result = fetcher.state === "idle" && submittedOn === location.key ? fetcher.data?.result : undefined;
  return (
    <section aria-labelledby="footer-newsletter" className="mx-auto max-w-6xl px-3 pb-8">
      <h2 id="footer-newsletter" className="mb-1 font-semibold">
        {t("site:newsletter.heading")}
      </h2>
      <p className="mb-3 text-stone-700">{t("site:newsletter.intro")}</p>
      {/* A new page (after the success redirect) starts with an empty form. */}
      <fetcher.Form
        method="post"
        action={SIGNUP_PATH}
        key={location.key}
        onSubmit={() => setSubmittedOn(location.key)}
        className="max-w-xl"
      >
        <NewsletterFields
          idPrefix="footer-newsletter"
          redirectTo={currentPath}
          result={result}
          submitting={fetcher.state !== "idle"}
        />
      </fetcher.Form>
    </section>
  );
}

/** The sign-up form on /newsletter: where the footer form's errors land without JavaScript. */
export function NewsletterSignupPageForm() {
  const actionData = useActionData<NewsletterActionData>();
  const navigation = useNavigation();
  const redirectTo = actionData?.result.initialValue?.redirectTo;
  return (
    <Form method="post" action={SIGNUP_PATH} className="max-w-xl">
      <NewsletterFields
        idPrefix="newsletter"
        redirectTo={typeof redirectTo === "string" ? redirectTo : SIGNUP_PATH}
        result={actionData?.result}
        submitting={navigation.state === "submitting" && navigation.formAction === SIGNUP_PATH}
      />
    </Form>
  );
}

function Errors({ id, errors }: { id: string; errors: string[] | null | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {errors.join(" ")}
    </p>
  );
}

function NewsletterFields({
  idPrefix,
  redirectTo,
  result,
  submitting,
}: {
  idPrefix: string;
  redirectTo: string;
  result: SubmissionResult<string[]> | undefined;
  submitting: boolean;
}) {
  const typedEmail = result?.initialValue?.email;
  const emailErrors = result?.error?.email ?? undefined;
  const consentErrors = result?.error?.consent ?? undefined;
  const formErrors = result?.error?.[""] ?? undefined;
  const { t } = useTranslation();
  const emailId = `${idPrefix}-email`;
  const consentId = `${idPrefix}-consent`;
  return (
    <div className="space-y-3">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Errors id={`${idPrefix}-form-error`} errors={formErrors} />
      <div className="space-y-1">
        {/* "E-mail address" rather than "Email": other forms on a page own that label. */}
        <label htmlFor={emailId} className="block font-medium">
          {t("site:newsletter.email")}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={typeof typedEmail === "string" ? typedEmail : ""}
          aria-invalid={emailErrors ? true : undefined}
          aria-describedby={emailErrors ? `${emailId}-error` : undefined}
          className="block w-full rounded-md border-stone-300 text-base shadow-sm focus:border-brand-600 focus:ring-brand-600"
        />
        <Errors id={`${emailId}-error`} errors={emailErrors} />
      </div>
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          {/* Never ticked in advance: POPIA asks for opt-in. */}
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            value="on"
            required
            aria-invalid={consentErrors ? true : undefined}
            aria-describedby={consentErrors ? `${consentId}-error` : undefined}
            className="mt-1 rounded border-stone-300 text-brand-700"
          />
          <label htmlFor={consentId}>{t("site:newsletter.consent")}</label>
        </div>
        <Errors id={`${consentId}-error`} errors={consentErrors} />
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        disabled={submitting}
      >
        {t("site:newsletter.subscribe")}
      </button>
    </div>
  );
}
