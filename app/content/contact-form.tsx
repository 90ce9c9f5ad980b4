import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Alert, Field, inputClass, primaryButtonClass } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { useTranslation } from "~/ui/translation";
import type { ContactFields, contactConstraint } from "./contact-form.server";
import { CONTACT_FORM_ANCHOR } from "./contact-texts";
import { HONEYPOT_FIELD } from "./honeypot";

export type ContactActionData = {
  result: SubmissionResult<string[]>;
  outcome: "sent" | "invalid" | "failed";
};

/**
 * The contact form shared by /contact and /about-a (their loaders carry the `content` texts). It posts to its own page with the anchor in
 * the address, so without JavaScript the answer opens scrolled to the form, its errors or its
 * success message.
 */
export function ContactForm({
  path,
  constraint,
  actionData,
  defaultMessage = "",
}: {
  path: "/contact" | "/about-a";
  constraint: typeof contactConstraint;
  actionData: ContactActionData | undefined;
  /** The message the form starts with (contact-prefill.server.ts), e.g. a question about a search. */
  defaultMessage?: string;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && isSendingForm(navigation) && navigation.formAction?.split("#")[0] === path;
  const [form, fields] = useForm<ContactFields>({
    id: `contact-${path.slice(1)}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: { message: defaultMessage },
    shouldRevalidate: "onInput",
  });
  const outcome = submitting ? undefined : actionData?.outcome;
  const { t } = useTranslation();

  return (
    <Form
      method="post"
      action={`${path}#${CONTACT_FORM_ANCHOR}`}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      {outcome === "sent" ? <Alert tone="success" title={t("content:contact.sent")} /> : null}
      {outcome === "failed" ? (
        <Alert title={t("content:contact.failedTitle")}>{t("content:contact.failedMessage")}</Alert>
      ) : null}
      <Field id={fields.name.id} label={t("content:contact.name")} errors={fields.name.errors}>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          autoComplete="name"
          className={inputClass}
          key={fields.name.key}
        />
      </Field>
      <Field id={fields.email.id} label={t("content:contact.email")} errors={fields.email.errors}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          className={inputClass}
          key={fields.email.key}
        />
      </Field>
      <Field id={fields.message.id} label={t("content:contact.message")} errors={fields.message.errors}>
        <textarea {...getTextareaProps(fields.message)} rows={6} className={inputClass} key={fields.message.key} />
      </Field>
      {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>{t("content:contact.honeypot")}</label>
        <input
          id={`${form.id}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className={primaryButtonClass} disabled={submitting}>
        {submitting ? t("content:contact.sending") : t("content:contact.send")}
      </button>
    </Form>
  );
}
