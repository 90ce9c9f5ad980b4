import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { USER_MESSAGES } from "~/accounts/messages";
import { verifyPassword } from "~/accounts/password.server";
import { BREACHED_PASSWORD_MESSAGE, PASSWORD_REQUIREMENTS } from "~/accounts/password-rules";
import { canAccess } from "~/accounts/roles";
import { findManagedUser, setUserPassword } from "~/accounts/user-admin.server";
import { PasswordChangeForm } from "~/accounts/user-admin-form";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { noAccessResponse } from "~/admin/no-access.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Change password");

export const handle: AdminHandle = { breadcrumb: "Change password" };

/**
 * Change My Password (any staff member, with the current password) and, with ?user=, another
 * user's password (super admins only, as the spec's role table says). The shop's full password
 * rules apply to both (docs/decisions/0048).
 */
async function whose(request: Request, userId: string | undefined) {
  const me = await requireStaff(request, "dashboard");
  if (!userId || userId === me.id) return { me, target: { id: me.id, email: me.email }, own: true };
  if (!canAccess(me.roles, "userAdministration")) {
    // Another's password is the super admins' (the same 403 page as any screen one's roles do not open).
    throw await noAccessResponse(db(), me, "userAdministration");
  }
  const target = await findManagedUser(db(), userId);
  if (!target) throw new Response(USER_MESSAGES.userNotFound, { status: 404 });
  return { me, target: { id: target.id, email: target.email }, own: false };
}

/**
 * The stored password of one's own account; null for one that signs in with Google or Facebook
 * only. Such an account sets its first password here without a current one: being signed in is
 * all it has to show.
 */
async function ownPasswordHash(userId: string): Promise<string | null> {
  const row = await db().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { me, target, own } = await whose(request, new URL(request.url).searchParams.get("user") ?? undefined);
  const needsCurrent = own && (await ownPasswordHash(me.id)) !== null;
  return { target, own, needsCurrent };
}

type Errors = Partial<Record<"currentPassword" | "newPassword" | "confirmPassword" | "form", string>>;

export async function action({ request }: ActionFunctionArgs) {
  const userId = new URL(request.url).searchParams.get("user") ?? undefined;
  const { me, target, own } = await whose(request, userId);
  const submission = await parseFormSubmission(request, PasswordChangeForm);
  const errors: Errors = {};
  if (submission.status !== "success") {
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.[0]) errors[(field || "form") as keyof Errors] = messages[0];
    }
  }
  const current = typeof submission.payload.currentPassword === "string" ? submission.payload.currentPassword : "";
  const storedHash = own ? await ownPasswordHash(me.id) : null;
  if (storedHash !== null && !current) errors.currentPassword = USER_MESSAGES.currentPasswordRequired;
  if (Object.keys(errors).length || submission.status !== "success") {
    return data({ title: USER_MESSAGES.passwordFailed, errors }, { status: 400 });
  }
  if (storedHash !== null) {
    if (!(await verifyPassword(storedHash, current))) {
      return data(
        {
          title: USER_MESSAGES.passwordFailed,
          errors: { currentPassword: USER_MESSAGES.currentPasswordWrong } as Errors,
        },
        { status: 400 },
      );
    }
  }
  if (await isBreachedPassword(submission.value.newPassword)) {
    return data(
      { title: USER_MESSAGES.passwordFailed, errors: { newPassword: BREACHED_PASSWORD_MESSAGE } as Errors },
      { status: 400 },
    );
  }
  const session = await getSession(request);
  const outcome = await setUserPassword(db(), me, target.id, submission.value.newPassword, {
    ipAddress: clientIp(request),
    keepSessionId: session.id || undefined,
  });
  if (!outcome.ok)
    return data({ title: outcome.title, errors: { form: outcome.message } as Errors }, { status: outcome.status });
  const back = own ? "/admin" : `/admin/users?user=${encodeURIComponent(target.id)}`;
  return redirectWithToast(request, back, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

export default function ChangePassword() {
  const { target, own, needsCurrent } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors: Errors = refused?.errors ?? {};
  const input = (name: keyof Errors, label: string, autoComplete: string) => (
    <Field id={name} label={label} errors={errors[name] ? [errors[name] as string] : undefined}>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete={autoComplete}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
    </Field>
  );
  return (
    <div className="max-w-md space-y-4">
      <h1 className="text-2xl font-bold">{own ? "Change My Password" : `Change the password of ${target.email}`}</h1>
      {refused ? <Alert title={refused.title}>{errors.form ?? "Please check the fields below."}</Alert> : null}
      <Form method="post" className="space-y-3">
        {needsCurrent ? input("currentPassword", "Current password", "current-password") : null}
        {own && !needsCurrent ? (
          <p className="text-sm text-stone-700" data-testid="first-password">
            You sign in with Google or Facebook. A password lets you sign in with your e-mail address too.
          </p>
        ) : null}
        {input("newPassword", "New password", "new-password")}
        <ul className="text-xs text-stone-600">
          {PASSWORD_REQUIREMENTS.map((rule) => (
            <li key={rule.id}>{rule.label}</li>
          ))}
        </ul>
        {input("confirmPassword", "Confirm new password", "new-password")}
        <div className="flex gap-2">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            Update Password
          </button>
          <Link to={own ? "/admin" : "/admin/users"} className={`${secondaryButtonClass} no-underline`}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
