import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAnonymous } from "~/accounts/auth.server";
import {
  PHONE_CHECKOUT_HEADING,
  PHONE_SIGN_IN_EMAIL_NEEDED,
  PHONE_SIGN_IN_HEADING,
  PHONE_SIGN_IN_INTRO,
} from "~/accounts/messages";
import { phoneSignInAction, phoneSignInPage } from "~/accounts/phone-sign-in.server";
import { requireSameOrigin } from "~/platform/request.server";
import { CodeField } from "~/ui/code-field";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Sign in with your cellphone | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return phoneSignInPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAnonymous(request);
  return phoneSignInAction(request);
}

type Result = { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };

function typed(result: Result | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * Sign in, or check out on a first visit, with a code sent to the cellphone (decision 0097): two
 * plain forms, the same with JavaScript off and in a text browser.
 */
export default function CellphoneSignInPage() {
  const page = useLoaderData<typeof loader>();
  const result = (useActionData<typeof action>() as { result?: Result } | undefined)?.result;
  const busy = useNavigation().state !== "idle";
  const formErrors = result?.error?.[""] ?? [];
  const checkout = page.for === "checkout";
  const passwordLogin = `/login?${new URLSearchParams({ redirectTo: page.next ?? (checkout ? "/cart/checkout" : "/"), ...(checkout ? { message: "checkout" } : {}) })}`;
  return (
    <div className="mx-auto max-w-sm space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{checkout ? PHONE_CHECKOUT_HEADING : PHONE_SIGN_IN_HEADING}</h1>
        <p className="mt-1 text-sm text-stone-700">{PHONE_SIGN_IN_INTRO}</p>
      </div>
      {formErrors.length > 0 ? <Alert title="No code sent">{formErrors.join(" ")}</Alert> : null}
      {page.pending ? (
        <div className="space-y-4">
          <Form method="post" className="space-y-3">
            <p className="text-sm">
              {page.pending.channel === "sms" ? (
                <>
                  We sent a 6-digit code by SMS to <strong>{page.pending.phone}</strong>.
                </>
              ) : (
                <>
                  We e-mailed a 6-digit code to <strong>{page.pending.email}</strong>.
                </>
              )}{" "}
              It works for 10 minutes.
            </p>
            <input type="hidden" name="intent" value="verify" />
            <CodeField label="Code" errors={result?.error?.code ?? undefined} />
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? "Checking..." : checkout ? "Continue to checkout" : "Sign in"}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="restart" />
            <button type="submit" className={secondaryButtonClass}>
              Use another number
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="for" value={page.for} />
          {page.next ? <input type="hidden" name="next" value={page.next} /> : null}
          {checkout ? (
            <Field id="name" label="Your name" errors={result?.error?.name ?? undefined}>
              <input
                id="name"
                name="name"
                autoComplete="name"
                className={inputClass}
                maxLength={120}
                required
                defaultValue={typed(result, "name")}
                aria-invalid={result?.error?.name ? true : undefined}
                aria-describedby={result?.error?.name ? "name-error" : undefined}
              />
            </Field>
          ) : null}
          <Field
            id="phone"
            label="Cellphone number"
            hint="e.g. 082 123 4567"
            errors={result?.error?.phone ?? undefined}
          >
            <input
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              className={inputClass}
              maxLength={40}
              required
              defaultValue={typed(result, "phone")}
              aria-invalid={result?.error?.phone ? true : undefined}
              aria-describedby={result?.error?.phone ? "phone-error" : undefined}
            />
          </Field>
          {checkout || !page.smsAvailable ? (
            <Field
              id="email"
              label={page.smsAvailable ? "E-mail (optional)" : "E-mail"}
              hint={page.smsAvailable ? "For the order by e-mail too" : PHONE_SIGN_IN_EMAIL_NEEDED}
              errors={result?.error?.email ?? undefined}
            >
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                className={inputClass}
                maxLength={254}
                required={!page.smsAvailable}
                defaultValue={typed(result, "email")}
                aria-invalid={result?.error?.email ? true : undefined}
                aria-describedby={result?.error?.email ? "email-error" : undefined}
              />
            </Field>
          ) : null}
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? "Sending..." : "Send me a code"}
          </button>
        </Form>
      )}
      <p className="text-sm">
        Have an account with an e-mail and password?{" "}
        <Link to={passwordLogin} className="underline">
          Sign in with your password
        </Link>
      </p>
    </div>
  );
}
