import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Field, inputClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { ShowHideButton } from "~/ui/show-hide-button";
import { useTranslation } from "~/ui/translation";
import { BREACH_CHECK_ACTION } from "./breach-check";
import { PasswordChecklist } from "./password-checklist";
import { BREACHED_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH } from "./password-rules";
import { textOr } from "./sign-in-messages";

/**
 * The breached-password check on blur (JavaScript only; the server checks again on submit).
 * `breached` lets the form disable its submit button, as the spec asks.
 */
export function useBreachCheck() {
  const fetcher = useFetcher<{ breached: boolean }>();
  return {
    breached: fetcher.data?.breached === true,
    check(password: string) {
      if (password.length >= PASSWORD_MIN_LENGTH) {
        fetcher.submit({ password }, { method: "post", action: BREACH_CHECK_ACTION });
      }
    },
  };
}

/**
 * A new password and its confirmation, as every form that sets one shows them: the requirements
 * under the field (ticking live with JavaScript), Show/Hide on each once JavaScript runs, and the
 * breached-password message when `breach` is given. Its words are the `signin` catalogue's: every
 * page that shows it carries that namespace (decision 0110).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
  confirmLabel,
  breach,
}: {
  password: FieldMetadata<string | undefined>;
  confirmPassword: FieldMetadata<string | undefined>;
  passwordLabel?: string;
  confirmLabel?: string;
  breach?: ReturnType<typeof useBreachCheck>;
}) {
  const { t } = useTranslation();
  passwordLabel ??= textOr(t, "signin:password", "Password");
  confirmLabel ??= textOr(t, "signin:password.confirm", "Confirm password");
  const hydrated = useHydrated();
  const [value, setValue] = useState("");
  const [visible, setVisible] = useState(false);
  const [confirmVisible, setConfirmVisible] = useState(false);
  return (
    <>
      <Field
        id={password.id}
        label={passwordLabel}
        errors={breach?.breached ? [textOr(t, "signin:password.breached", BREACHED_PASSWORD_MESSAGE)] : password.errors}
      >
        <div className="flex gap-2">
          <input
            {...getInputProps(password, { type: visible ? "text" : "password" })}
            autoComplete="new-password"
            aria-describedby="password-requirements"
            className={inputClass}
            key={password.key}
            onInput={(event) => setValue(event.currentTarget.value)}
            onBlur={breach ? (event) => breach.check(event.currentTarget.value) : undefined}
          />
          {hydrated ? (
            <ShowHideButton
              shown={visible}
              onToggle={() => setVisible((shown) => !shown)}
              controls={password.id}
              what={passwordLabel.toLowerCase()}
            />
          ) : null}
        </div>
        <PasswordChecklist password={value} live={hydrated} />
      </Field>
      <Field id={confirmPassword.id} label={confirmLabel} errors={confirmPassword.errors}>
        <div className="flex gap-2">
          <input
            {...getInputProps(confirmPassword, { type: confirmVisible ? "text" : "password" })}
            autoComplete="new-password"
            className={inputClass}
            key={confirmPassword.key}
          />
          {hydrated ? (
            <ShowHideButton
              shown={confirmVisible}
              onToggle={() => setConfirmVisible((shown) => !shown)}
              controls={confirmPassword.id}
              what={confirmLabel.toLowerCase()}
            />
          ) : null}
        </div>
      </Field>
    </>
  );
}
