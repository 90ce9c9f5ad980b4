import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAnonymous } from "~/accounts/auth.server";
import { phoneSignInAction, phoneSignInPage } from "~/accounts/phone-sign-in.server";
import { Sentence } from "~/accounts/sentence";
import { requireSameOrigin } from "~/platform/request.server";
import { shopNameIn } from "~/shop/use-shop";
import { CodeField } from "~/ui/code-field";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "signin:phone.heading")} | ${shopNameIn(matches)}` },
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
  const { t } = useTranslation();
  const formErrors = result?.error?.[""] ?? [];
  const checkout = page.for === "checkout";
  const passwordLogin = `/login?${new URLSearchParams({ redirectTo: page.next ?? (checkout ? "/cart/checkout" : "/"), ...(checkout ? { message: "checkout" } : {}) })}`;
  return (
    <div className="mx-auto max-w-sm space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t(checkout ? "signin:phone.checkoutHeading" : "signin:phone.heading")}</h1>
        <p className="mt-1 text-sm text-stone-700">{t("signin:phone.intro")}</p>
      </div>
      {formErrors.length > 0 ? <Alert title={t("signin:phone.noCodeSent")}>{formErrors.join(" ")}</Alert> : null}
      {page.pending ? (
        <div className="space-y-4">
          <Form method="post" className="space-y-3">
            <p className="text-sm">
              {page.pending.channel === "sms" ? (
                <Sentence text={t("signin:phone.sentBySms")} parts={{ phone: <strong>{page.pending.phone}</strong> }} />
              ) : (
                <Sentence
                  text={t("signin:phone.sentByEmail")}
                  parts={{ email: <strong>{page.pending.email}</strong> }}
                />
              )}{" "}
              {t("signin:phone.worksFor")}
            </p>
            <input type="hidden" name="intent" value="verify" />
            <CodeField label={t("signin:phone.code")} errors={result?.error?.code ?? undefined} />
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {t(busy ? "signin:phone.checking" : checkout ? "signin:phone.toCheckout" : "signin:signIn")}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="restart" />
            <button type="submit" className={secondaryButtonClass}>
              {t("signin:phone.anotherNumber")}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="for" value={page.for} />
          {page.next ? <input type="hidden" name="next" value={page.next} /> : null}
          {checkout ? (
            <Field id="name" label={t("signin:phone.name")} errors={result?.error?.name ?? undefined}>
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
            label={t("signin:phone.phone")}
            hint={t("signin:phone.phoneHint")}
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
              label={t(page.smsAvailable ? "signin:phone.emailOptional" : "signin:phone.email")}
              hint={t(page.smsAvailable ? "signin:phone.emailHint" : "signin:phone.emailNeeded")}
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
            {t(busy ? "signin:sending" : "signin:phone.send")}
          </button>
        </Form>
      )}
      <p className="text-sm">
        {t("signin:phone.havePassword")}{" "}
        <Link to={passwordLogin} className="underline">
          {t("signin:phone.passwordLink")}
        </Link>
      </p>
    </div>
  );
}
