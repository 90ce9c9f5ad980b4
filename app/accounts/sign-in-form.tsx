import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Alert, Field, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { useHydrated } from "~/ui/hydration";
import { ShowHideButton } from "~/ui/show-hide-button";
import { useTranslation } from "~/ui/translation";
import type { LoginFields, loginConstraint } from "./login-form.server";

/**
 * The e-mail and password form of both sign-in pages (/login and /admin/login): the same
 * accounts, the same rules and lockout, posted to the page it is on. Its words are the `signin`
 * catalogue's: the page's loader carries them (in English on the staff sign-in).
 */
export function SignInForm({
  action,
  lastResult,
  failed,
  constraint,
  redirectTo,
  notice,
  locked = false,
}: {
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  failed: boolean;
  constraint: typeof loginConstraint;
  redirectTo: string;
  notice?: ReactNode;
  /** Sign-in for the address is paused: offer the e-mailed reset link that lifts the pause. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && isSendingForm(navigation) && navigation.formAction === action;
  const [form, fields] = useForm<LoginFields>({
    id: "login",
    lastResult,
    constraint,
    shouldRevalidate: "onInput",
  });
  const hydrated = useHydrated();
  const [passwordShown, setPasswordShown] = useState(false);
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-6 space-y-4">
      {/* The page's own message stays after a refused try: one typo must not hide why the person is here. */}
      {notice}
      {form.errors?.length ? (
        <Alert title={t(failed ? "signin:form.failedTitle" : "signin:form.checkTitle")}>
          {form.errors.join(" ")}
          {locked ? (
            <>
              {" "}
              <Link to="/forgot-password">{t("signin:form.resetLink")}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField field={fields.email} label={t("signin:email")} type="email" autoComplete="email" />
      <Field id={fields.password.id} label={t("signin:password")} errors={fields.password.errors}>
        <div className="flex gap-2">
          <input
            {...getInputProps(fields.password, { type: passwordShown ? "text" : "password" })}
            autoComplete="current-password"
            className={inputClass}
            key={fields.password.key}
          />
          {hydrated ? (
            <ShowHideButton
              shown={passwordShown}
              onToggle={() => setPasswordShown((shown) => !shown)}
              controls={fields.password.id}
              what={t("signin:password").toLowerCase()}
            />
          ) : null}
        </div>
      </Field>
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(fields.remember, { type: "checkbox", value: "on" })}
          className="rounded border-stone-300 text-brand-700"
          key={fields.remember.key}
        />
        <label htmlFor={fields.remember.id} className="text-sm">
          {t("signin:form.remember")}
        </label>
      </div>
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting}>
        {t(submitting ? "signin:form.submitting" : "signin:form.submit")}
      </button>
    </Form>
  );
}
