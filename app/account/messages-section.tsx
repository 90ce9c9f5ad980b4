import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { OrderNewsFields } from "~/orders/order-news-fields";
import { formatAdminDate } from "~/platform/format";
import { primaryButtonClass } from "~/ui/field";
import { headingClass, sectionClass, useResultFor, useSubmitting } from "./account-form-state";
import type { MessagesFields } from "./account-forms.server";
import type { MessagePreferences } from "./message-preferences.server";
import { MESSAGES_HEADING, OFFERS_BY_SMS_OFF, OFFERS_BY_SMS_ON, ORDER_NEWS_LEGEND } from "./messages";

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

const SOURCE_WORDS = {
  account: "on this screen",
  checkout: "at checkout",
  registration: "when you registered",
  sms_reply: "by SMS reply",
} as const;

/**
 * Messages from the shop (issue 32): order news by e-mail, SMS or both, the cellphone for SMS,
 * and offers by SMS, a consent of its own (POPIA section 69) kept with its date and where it was
 * given. Plain radio buttons and a checkbox: the same with JavaScript off.
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
      newsPhone: preferences.smsPhone,
      offersBySms: preferences.offersBySms ? "on" : undefined,
    },
  });
  return (
    <section aria-labelledby="messages-heading" className={sectionClass}>
      <h2 id="messages-heading" className={headingClass}>
        {MESSAGES_HEADING}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="offers-status">
        {preferences.offersBySms && preferences.consentAt
          ? `${OFFERS_BY_SMS_ON} (agreed ${preferences.consentSource ? SOURCE_WORDS[preferences.consentSource] : ""} on ${formatAdminDate(preferences.consentAt)}).`.replace(
              "agreed  on",
              "agreed on",
            )
          : `${OFFERS_BY_SMS_OFF}.`}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="messages" />
        <OrderNewsFields
          legend={ORDER_NEWS_LEGEND}
          channel={fields.newsChannel}
          phone={fields.newsPhone}
          offers={fields.offersBySms}
          showOffers
        />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Saving..." : "Save message settings"}
        </button>
      </Form>
    </section>
  );
}
