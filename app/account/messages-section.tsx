import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { NEWS_CHANNEL_LABELS, OFFERS_BY_SMS_LABEL } from "~/orders/checkout-texts";
import { formatDate } from "~/platform/format";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { FieldErrors, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { headingClass, sectionClass, useResultFor, useSubmitting } from "./account-form-state";
import type { MessagesFields } from "./account-forms.server";
import type { MessagePreferences } from "./message-preferences.server";
import { MESSAGES_HEADING, NO_PROVED_NUMBER, OFFERS_BY_SMS_OFF, OFFERS_BY_SMS_ON, ORDER_NEWS_LEGEND } from "./messages";

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

const SOURCE_WORDS = {
  account: "on this screen",
  checkout: "at checkout",
  registration: "when you registered",
  sms_reply: "by replying YES",
} as const;

/** The proved number's marketing state in words: what the shop will and will not send it. */
function offersStatus(preferences: MessagePreferences): string {
  const { marketing } = preferences;
  if (marketing.state === "consented")
    return `${OFFERS_BY_SMS_ON} (agreed ${SOURCE_WORDS[marketing.source]} on ${formatDate(marketing.at)}).`;
  if (marketing.state === "opted_out")
    return `Your cellphone replied STOP${marketing.source === "sms_reply" ? "" : " (or asked us to stop)"} on ${formatDate(marketing.at)}: we send it no offers. Only the phone can undo that, by replying YES to our question.`;
  return `${OFFERS_BY_SMS_OFF}.`;
}

/** "SMS my phone the question": the shop asks the proved number, which may answer YES. */
function AskPhoneForm() {
  const submitting = useSubmitting("ask-consent");
  const result = useResultFor("ask-consent");
  const problems = result?.error?.[""] ?? [];
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="ask-consent" />
      <button type="submit" className={secondaryButtonClass} disabled={submitting}>
        {submitting ? "Sending..." : "SMS my phone the question"}
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
        {MESSAGES_HEADING}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="sms-number">
        {preferences.proved ? (
          <>
            SMS go to <span className="font-medium">{preferences.proved.phone}</span> (proved on{" "}
            {formatDate(preferences.proved.at)}).{" "}
            <Link to={phoneProofPath({ next: "/account", for: "account" })} className="underline">
              Prove another number
            </Link>
          </>
        ) : (
          <>
            {NO_PROVED_NUMBER}{" "}
            <Link to={phoneProofPath({ next: "/account", for: "account" })} className="font-medium underline">
              Prove my cellphone
            </Link>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-stone-700" data-testid="offers-status">
        {offersStatus(preferences)}
      </p>
      {preferences.marketing.state === "opted_out" ? <AskPhoneForm /> : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="messages" />
        <fieldset aria-describedby={fields.newsChannel.errors?.length ? channelErrorId : undefined}>
          <legend className="text-sm font-medium text-stone-800">{ORDER_NEWS_LEGEND}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {(Object.keys(NEWS_CHANNEL_LABELS) as Array<keyof typeof NEWS_CHANNEL_LABELS>).map((value) => (
              <label key={value} className="inline-flex min-h-6 items-center gap-2">
                <input
                  {...getInputProps(fields.newsChannel, { type: "radio", value })}
                  key={`${fields.newsChannel.key ?? ""}-${value}`}
                  className="border-stone-400 text-brand-700"
                />
                {NEWS_CHANNEL_LABELS[value]}
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
              {OFFERS_BY_SMS_LABEL}
            </label>
          </div>
          <FieldErrors id={`${fields.offersBySms.id}-error`} errors={fields.offersBySms.errors} />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Saving..." : "Save message settings"}
        </button>
      </Form>
    </section>
  );
}
