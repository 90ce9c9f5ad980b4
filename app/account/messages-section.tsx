import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { FieldErrors, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { type Translate, useFormat, useTranslation } from "~/ui/translation";
import { headingClass, sectionClass, useResultFor, useSubmitting } from "./account-form-state";
import type { MessagesFields } from "./account-forms.server";
import type { MessagePreferences } from "./message-preferences.server";

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

/** How order news can come; "SMS" is its name in both languages. */
const NEWS_CHANNELS = ["email", "sms", "both"] as const;

/** The proved number's marketing state in words: what the shop will and will not send it. */
function offersStatus(preferences: MessagePreferences, t: Translate, date: (iso: string) => string): string {
  const { marketing } = preferences;
  if (marketing.state === "consented")
    return t("account:messages.offersOn", {
      where: t(`account:messages.agreed.${marketing.source}`),
      date: date(marketing.at),
    });
  if (marketing.state === "opted_out")
    return t(
      marketing.source === "sms_reply" ? "account:messages.offersStopped" : "account:messages.offersStoppedOther",
      {
        date: date(marketing.at),
      },
    );
  return t("account:messages.offersOff");
}

/** "SMS my phone the question": the shop asks the proved number, which may answer YES. */
function AskPhoneForm() {
  const { t } = useTranslation();
  const submitting = useSubmitting("ask-consent");
  const result = useResultFor("ask-consent");
  const problems = result?.error?.[""] ?? [];
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="ask-consent" />
      <button type="submit" className={secondaryButtonClass} disabled={submitting}>
        {submitting ? t("account:messages.sending") : t("account:messages.askPhone")}
      </button>
      {problems.length > 0 ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {problems.join(" ")}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * Messages from the shop (issues 32 and 43): the proved cellphone (or a link to prove one), order
 * news by e-mail, SMS or both, and offers by SMS, a consent of the number's own (POPIA section
 * 69) shown as it truly stands. Plain radio buttons and a checkbox: the same with JavaScript off.
 */
export function MessagesSection({
  preferences,
  constraint,
}: {
  preferences: MessagePreferences;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const submitting = useSubmitting("messages");
  const [form, fields] = useForm<MessagesFields>({
    id: "messages",
    lastResult: useResultFor("messages"),
    constraint,
    shouldRevalidate: "onBlur",
    defaultValue: {
      newsChannel: preferences.newsChannel,
      offersBySms: preferences.marketing.state === "consented" ? "on" : undefined,
    },
  });
  const channelErrorId = `${fields.newsChannel.id}-error`;
  return (
    <section aria-labelledby="messages-heading" className={sectionClass}>
      <h2 id="messages-heading" className={headingClass}>
        {t("account:messages.heading")}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="sms-number">
        {preferences.proved ? (
          <>
            {t("account:messages.smsTo")} <span className="font-medium">{preferences.proved.phone}</span>{" "}
            {t("account:messages.provedOn", { date: format.date(preferences.proved.at) })}{" "}
            <Link to={phoneProofPath({ next: "/account", for: "account" })} className="underline">
              {t("account:messages.proveAnother")}
            </Link>
          </>
        ) : (
          <>
            {t("account:messages.noProvedNumber")}{" "}
            <Link to={phoneProofPath({ next: "/account", for: "account" })} className="font-medium underline">
              {t("account:messages.proveMine")}
            </Link>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-stone-700" data-testid="offers-status">
        {offersStatus(preferences, t, format.date)}
      </p>
      {preferences.marketing.state === "opted_out" ? <AskPhoneForm /> : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="messages" />
        <fieldset aria-describedby={fields.newsChannel.errors?.length ? channelErrorId : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t("account:messages.orderNews")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {NEWS_CHANNELS.map((value) => (
              <label key={value} className="inline-flex min-h-6 items-center gap-2">
                <input
                  {...getInputProps(fields.newsChannel, { type: "radio", value })}
                  key={`${fields.newsChannel.key ?? ""}-${value}`}
                  className="border-stone-400 text-brand-700"
                />
                {value === "sms" ? "SMS" : t(`account:messages.channel.${value}`)}
              </label>
            ))}
          </div>
          <FieldErrors id={channelErrorId} errors={fields.newsChannel.errors} />
        </fieldset>
        <div>
          <div className="flex items-start gap-2">
            <input
              {...getInputProps(fields.offersBySms, { type: "checkbox", value: "on" })}
              className="mt-1 rounded border-stone-300 text-brand-700"
              key={fields.offersBySms.key}
            />
            <label htmlFor={fields.offersBySms.id} className="text-sm">
              {t("account:messages.offersBySms")}
            </label>
          </div>
          <FieldErrors id={`${fields.offersBySms.id}-error`} errors={fields.offersBySms.errors} />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? t("account:messages.saving") : t("account:messages.save")}
        </button>
      </Form>
    </section>
  );
}
