import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { accountMessages } from "~/account/account-messages.server";
import { handlePhoneProofAction, loadPhoneProofPage } from "~/account/phone-proof-page.server";
import { requireUser } from "~/accounts/auth.server";
import { requestTranslator } from "~/locales/translator.server";
import { formatTimeOfDay } from "~/platform/format";
import { requireSameOrigin } from "~/platform/request.server";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { CodeField } from "~/ui/code-field";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "account:phone.title") },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { breadcrumb: "Prove your cellphone" };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await requireUser(request, { redirectTo: `${url.pathname}${url.search}` });
  const messages = accountMessages(requestTranslator(request, []).language, ["phone.", "messages.offersBySms"]);
  return { ...(await loadPhoneProofPage(user, url)), messages };
}

export async function action({ request }: ActionFunctionArgs) {
  // A cross-site post is refused before anything else (decision 0005).
  requireSameOrigin(request);
  const url = new URL(request.url);
  const user = await requireUser(request, { redirectTo: `${url.pathname}${url.search}` });
  return handlePhoneProofAction(request, user);
}

type Result = { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };

function CarriedFields({ carried }: { carried: { next?: string; offers?: "on"; for: string } }) {
  return (
    <>
      {carried.next ? <input type="hidden" name="next" value={carried.next} /> : null}
      {carried.offers ? <input type="hidden" name="offers" value="on" /> : null}
      <input type="hidden" name="for" value={carried.for} />
    </>
  );
}

/**
 * Prove a cellphone number: type it, get a 6-digit code by SMS, type the code. Two plain forms,
 * the same with JavaScript off; the code field lets the phone offer the code from the SMS.
 */
export default function ProvePhonePage() {
  const page = useLoaderData<typeof loader>();
  const result = (useActionData<typeof action>() as { result?: Result } | undefined)?.result;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const formErrors = result?.error?.[""] ?? [];
  const typedPhone = typeof result?.initialValue?.phone === "string" ? result.initialValue.phone : page.defaultPhone;
  const back = page.carried.next ?? "/account";
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t("account:phone.heading")}</h1>
        <p className="mt-1 text-stone-700">{t("account:phone.intro")}</p>
        {page.proved ? (
          <p className="mt-2 text-sm text-stone-700" data-testid="proved-number">
            {t("account:phone.provedNow")} <span className="font-medium">{page.proved}</span>.{" "}
            {t("account:phone.replaces")}
          </p>
        ) : null}
      </div>
      {formErrors.length > 0 ? <Alert title={t("account:phone.noCodeSent")}>{formErrors.join(" ")}</Alert> : null}

      {page.pending ? (
        <div className="space-y-4">
          <Form method="post" className="space-y-3" aria-labelledby="code-heading">
            <h2 id="code-heading" className="text-lg font-semibold">
              {t("account:phone.typeCode")}
            </h2>
            <p className="text-sm text-stone-700">
              {t("account:phone.sentTo")} <span className="font-medium">{page.pending.phone}</span>.{" "}
              {t("account:phone.worksUntil", { time: formatTimeOfDay(page.pending.expiresAt) })}
            </p>
            <input type="hidden" name="intent" value="verify" />
            <CarriedFields carried={page.carried} />
            <CodeField label={t("account:phone.code")} errors={result?.error?.code ?? undefined} />
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? t("account:phone.checking") : t("account:phone.prove")}
            </button>
          </Form>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="phone" value={page.pending.phone} />
              <CarriedFields carried={page.carried} />
              <button type="submit" className={secondaryButtonClass} disabled={busy}>
                {t("account:phone.sendNew")}
              </button>
            </Form>
            <Link to={phoneProofPath(page.carried, { another: "1" })} className="underline">
              {t("account:phone.another")}
            </Link>
          </div>
        </div>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="send" />
          <CarriedFields carried={page.carried} />
          <Field
            id="phone"
            label={t("account:phone.number")}
            errors={result?.error?.phone ?? undefined}
            hint={t("account:phone.hint")}
          >
            <input
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              className={inputClass}
              defaultValue={typedPhone}
              maxLength={40}
              required
              aria-invalid={result?.error?.phone ? true : undefined}
              aria-describedby={result?.error?.phone ? "phone-error" : undefined}
            />
          </Field>
          {page.carried.offers ? (
            <p className="text-sm text-stone-700">
              {t("account:phone.onceProved")} {t("account:messages.offersBySms").toLowerCase()}
            </p>
          ) : null}
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? t("account:phone.sending") : t("account:phone.send")}
          </button>
        </Form>
      )}
      <p className="text-sm">
        <Link to={back} className="underline">
          {page.carried.for === "checkout" ? t("account:phone.backToOrder") : t("account:phone.backToAccount")}
        </Link>
      </p>
    </div>
  );
}
