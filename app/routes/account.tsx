import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { loadAccountPage } from "~/account/account.server";
import {
  AccountForm,
  accountConstraints,
  type ChangePasswordFields,
  type DeleteAccountFields,
  type ProfileFields,
} from "~/account/account-forms.server";
import { changePassword } from "~/account/change-password.server";
import { deleteOwnAccount, type FormRefusal } from "~/account/delete-account.server";
import {
  CONTACT_METHODS,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_UPDATED,
  PHONE_HINT,
  PROFILE_UPDATED,
  STAFF_CANNOT_DELETE,
  TOO_MANY_PASSWORD_ATTEMPTS,
  UNKNOWN_ACCOUNT_ACTION,
} from "~/account/messages";
import { saveProfile } from "~/account/profile.server";
import { requireUser } from "~/accounts/auth.server";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { BREACHED_PASSWORD_MESSAGE, BREACHED_PASSWORD_SUBMIT_MESSAGE } from "~/accounts/password-rules";
import { isStaff } from "~/accounts/roles";
import { db } from "~/platform/db.server";
import { formatDate, formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { getSession } from "~/platform/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";

// The password fields' breach check on blur changes nothing this page reads.
export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export const meta: MetaFunction = () => [
  { title: "My Account | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

// One person's details: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/account" });
  const page = await loadAccountPage(db(), user.id);
  return { ...page, email: user.email, staff: isStaff(user.roles), constraints: accountConstraints };
}

type Intent = "profile" | "change-password" | "delete-account";
const SECRET_FIELDS = ["currentPassword", "password", "confirmPassword"];

function refused(intent: Intent | null, result: SubmissionResult<string[]>, status: number) {
  return data({ intent, result }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, AccountForm);
  const user = await requireUser(request, { redirectTo: "/account" });
  if (submission.status !== "success") {
    const asked = submission.payload.intent;
    const intent = asked === "profile" || asked === "change-password" || asked === "delete-account" ? asked : null;
    const reply = submission.reply({
      hideFields: SECRET_FIELDS,
      ...(intent ? {} : { formErrors: [UNKNOWN_ACCOUNT_ACTION] }),
    });
    return refused(intent, reply, 400);
  }
  const form = submission.value;
  const seeOther = { status: 303 };

  if (form.intent === "profile") {
    await saveProfile(db(), user.id, form);
    return redirectWithToast(request, "/account", { title: PROFILE_UPDATED, variant: "success" }, seeOther);
  }

  if (form.intent === "change-password") {
    const session = await getSession(request);
    const outcome = await changePassword(db(), {
      userId: user.id,
      currentPassword: form.currentPassword,
      newPassword: form.password,
      keepSessionId: session.id,
    });
    if (outcome === "updated") {
      return redirectWithToast(
        request,
        "/account",
        {
          title: PASSWORD_UPDATED,
          description: "Your new password is set. You were signed out everywhere else.",
          variant: "success",
        },
        seeOther,
      );
    }
    const replies: Record<typeof outcome, FormRefusal> = {
      "current-required": { status: 400, fieldErrors: { currentPassword: [CURRENT_PASSWORD_REQUIRED] } },
      "current-wrong": { status: 400, fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } },
      "rate-limited": { status: 429, formErrors: [TOO_MANY_PASSWORD_ATTEMPTS] },
      breached: {
        status: 400,
        formErrors: [BREACHED_PASSWORD_SUBMIT_MESSAGE],
        fieldErrors: { password: [BREACHED_PASSWORD_MESSAGE] },
      },
    };
    const { status, ...errors } = replies[outcome];
    return refused("change-password", submission.reply({ ...errors, hideFields: SECRET_FIELDS }), status);
  }

  const deletion = await deleteOwnAccount(db(), user, { password: form.password, email: form.email });
  if (deletion.ok) return deletion.response;
  const { status, ...errors } = deletion.refusal;
  return refused("delete-account", submission.reply({ ...errors, hideFields: SECRET_FIELDS }), status);
}

export default function AccountPage() {
  const page = useLoaderData<typeof loader>();
  const { profile, loyalty, locations } = page;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold">My Account</h1>
        <p className="mt-1 text-sm text-stone-700">
          Signed in as <span className="font-medium">{page.email}</span>
          {profile.client ? (
            <>
              {" "}
              · Client code <span className="font-medium">{profile.client.clientCode}</span>
            </>
          ) : null}
        </p>
      </div>

      <nav aria-label="My shopping" className="grid gap-3 sm:grid-cols-3">
        <ShortcutLink to="/orders" title="My Orders" detail={countLabel(page.orders, "order", "orders")} />
        <ShortcutLink to="/favorites" title="My Favorites" detail={countLabel(page.favorites, "product", "products")} />
        <ShortcutLink
          to="/reviews"
          title="Leave Reviews"
          detail={page.pendingReviews === 0 ? "Nothing to review" : `${page.pendingReviews} pending`}
        />
      </nav>

      <ProfileSection />
      <PasswordSection />

      <section aria-labelledby="loyalty" className={sectionClass}>
        <h2 id="loyalty" className={headingClass}>
          Loyalty points
        </h2>
        <p className="mt-2">
          Balance:{" "}
          <span className="text-xl font-bold text-brand-800" data-testid="loyalty-balance">
            {loyalty.balance} {loyalty.balance === 1 ? "point" : "points"}
          </span>
        </p>
        {loyalty.history.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">
            No points yet.{" "}
            <Link to="/reviews" className="underline">
              Review products you bought
            </Link>{" "}
            to earn points.
          </p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">Loyalty points history</caption>
            <thead>
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-1 pr-3">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Points
                </th>
                <th scope="col" className="py-1">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {loyalty.history.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100">
                  <td className="py-1 pr-3">{formatDate(entry.createdAt)}</td>
                  <td className="py-1 pr-3 text-right font-medium">
                    {entry.points > 0 ? `+${entry.points}` : entry.points}
                  </td>
                  <td className="py-1">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="delivery" className={sectionClass}>
        <h2 id="delivery" className={headingClass}>
          Saved delivery location
        </h2>
        {locations.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">
            No delivery location saved yet.{" "}
            <Link to="/test-delivery">Work out your delivery fee and save a location</Link>.
          </p>
        ) : (
          <ul className="mt-2 space-y-3">
            {locations.map((location) => (
              <li key={location.id} className="rounded-md border border-stone-200 p-3" data-testid="delivery-location">
                <p className="font-semibold">
                  {location.name}
                  {location.isDefault && locations.length > 1 ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">Default</span>
                  ) : null}
                </p>
                <address className="text-sm not-italic">
                  {location.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  <span className="block">{[location.city, location.province].filter(Boolean).join(", ")}</span>
                  <span className="block">{location.postalCode}</span>
                </address>
                <dl className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  {location.distanceKm != null ? (
                    <div className="flex gap-1">
                      <dt>Distance:</dt>
                      <dd>{location.distanceKm.toFixed(1)} km</dd>
                    </div>
                  ) : null}
                  {location.deliveryFeeCents != null ? (
                    <div className="flex gap-1">
                      <dt>Delivery fee:</dt>
                      <dd>{formatRand(location.deliveryFeeCents)}</dd>
                    </div>
                  ) : null}
                </dl>
                <p className="mt-1 text-sm">
                  <Link
                    to="/test-delivery"
                    aria-label={`Edit ${location.name}`}
                    className="inline-flex min-h-6 min-w-6 items-center px-1 -mx-1"
                  >
                    Edit
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="your-data" className={sectionClass}>
        <h2 id="your-data" className={headingClass}>
          Your personal data
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          A copy of everything we hold about you: profile, orders, reviews, points, favourites and sign-in history, as a
          JSON file.
        </p>
        <p className="mt-3">
          {/* A file download: a plain link, never a client-side navigation. */}
          <a href="/account/data.json" download className={secondaryButtonClass}>
            Download my data
          </a>
        </p>
        <DeleteAccount />
      </section>
    </div>
  );
}

const sectionClass = "rounded-lg border border-stone-200 bg-white p-4";
const headingClass = "text-lg font-semibold";

function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function ShortcutLink({ to, title, detail }: { to: string; title: string; detail: string }) {
  return (
    <Link
      to={to}
      className="block rounded-lg border border-stone-200 bg-white p-3 text-stone-900 no-underline hover:border-brand-600 hover:no-underline"
    >
      <span className="block font-semibold text-brand-800">{title}</span>
      <span className="block text-sm text-stone-700">{detail}</span>
    </Link>
  );
}

/** The result for one of the three forms (each shows only its own errors). */
function useResultFor(intent: Intent) {
  const actionData = useActionData<typeof action>();
  return actionData && actionData.intent === intent ? actionData.result : undefined;
}

function useSubmitting(intent: Intent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function ProfileSection() {
  const { profile, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useSubmitting("profile");
  const [form, fields] = useForm<ProfileFields>({
    id: "profile",
    lastResult: useResultFor("profile"),
    constraint: constraints.profile,
    shouldRevalidate: "onInput",
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      companyName: profile.companyName,
      vatNumber: profile.client?.vatNumber ?? "",
      preferredContactMethod: profile.client?.preferredContactMethod ?? "email",
    },
  });
  const unknownAction = actionData && actionData.intent === null;

  return (
    <section aria-labelledby="profile-heading" className={sectionClass}>
      <h2 id="profile-heading" className={headingClass}>
        Profile
      </h2>
      {unknownAction ? <Alert title="Please try again">{UNKNOWN_ACCOUNT_ACTION}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
          <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          field={fields.phone}
          label="Phone (optional)"
          type="tel"
          hint={PHONE_HINT}
          autoComplete="tel"
          placeholder="082 123 4567"
        />
        <TextField field={fields.companyName} label="Company name (optional)" autoComplete="organization" />
        {profile.client ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.vatNumber}
              label="VAT number (optional)"
              hint="10 digits, starting with 4"
              inputMode="numeric"
            />
            <Field
              id={fields.preferredContactMethod.id}
              label="Preferred contact method"
              errors={fields.preferredContactMethod.errors}
            >
              <select
                {...getSelectProps(fields.preferredContactMethod)}
                className={inputClass}
                key={fields.preferredContactMethod.key}
              >
                {CONTACT_METHODS.map((method) => (
                  <option key={method.value} value={method.value}>
                    {method.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            VAT number and preferred contact method are kept with a client account (Full Registration). Ask us and we
            will set one up for you.
          </p>
        )}
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Saving..." : "Save profile"}
        </button>
      </Form>
    </section>
  );
}

function PasswordSection() {
  const { profile, constraints } = useLoaderData<typeof loader>();
  const submitting = useSubmitting("change-password");
  const [form, fields] = useForm<ChangePasswordFields>({
    id: "change-password",
    lastResult: useResultFor("change-password"),
    constraint: constraints.changePassword,
    shouldRevalidate: "onInput",
  });

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className={headingClass}>
        {profile.hasPassword ? "Change password" : "Set a password"}
      </h2>
      {profile.hasPassword ? null : (
        <p className="mt-1 text-sm text-stone-700">
          You signed up with Google or Facebook. Set a password to sign in with your e-mail address as well.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-3 max-w-sm space-y-4">
        {form.errors?.length ? <Alert title="Password not changed">{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="intent" value="change-password" />
        {profile.hasPassword ? (
          <TextField
            field={fields.currentPassword}
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Updating..." : "Update Password"}
        </button>
      </Form>
    </section>
  );
}

function DeleteAccount() {
  const { profile, constraints, staff, openOrders, email } = useLoaderData<typeof loader>();
  const submitting = useSubmitting("delete-account");
  const [form, fields] = useForm<DeleteAccountFields>({
    id: "delete-account",
    lastResult: useResultFor("delete-account"),
    constraint: constraints.deleteAccount,
    shouldRevalidate: "onInput",
  });

  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-semibold text-red-800">Delete my account</h3>
      {staff ? (
        <div className="mt-2">
          <Alert title="Not available for staff accounts" tone="info">
            {STAFF_CANNOT_DELETE}
          </Alert>
        </div>
      ) : (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
            <li>
              Your profile, client profile, delivery locations, favourites, cart, loyalty points, reviews and sign-in
              history are deleted.
            </li>
            <li>
              Your orders stay in our books, as the tax law requires, but without your name, e-mail, phone or address.
            </li>
            <li>This cannot be undone.</li>
          </ul>
          {openOrders > 0 ? (
            <div className="mt-3">
              <Alert title="You have orders in progress" tone="info">
                {openOrders === 1 ? "One order is" : `${openOrders} orders are`} still being processed. Once your
                account is deleted we cannot contact you or deliver to you about {openOrders === 1 ? "it" : "them"}.
              </Alert>
            </div>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-3 max-w-sm space-y-4">
            {form.errors?.length ? <Alert title="Account not deleted">{form.errors.join(" ")}</Alert> : null}
            <input type="hidden" name="intent" value="delete-account" />
            {profile.hasPassword ? (
              <TextField
                field={fields.password}
                label="Your password"
                type="password"
                required
                autoComplete="current-password"
              />
            ) : (
              <Field
                id={fields.email.id}
                label={`Type your e-mail address (${email}) to confirm`}
                errors={fields.email.errors}
              >
                <input
                  {...getInputProps(fields.email, { type: "email" })}
                  required
                  autoComplete="off"
                  className={inputClass}
                  key={fields.email.key}
                />
              </Field>
            )}
            <div>
              <div className="flex items-start gap-2">
                <input
                  {...getInputProps(fields.confirm, { type: "checkbox", value: "on" })}
                  className="mt-1 rounded border-stone-300 text-red-700"
                  key={fields.confirm.key}
                />
                <label htmlFor={fields.confirm.id} className="text-sm">
                  I understand that my account and personal data will be deleted for good.
                </label>
              </div>
              {fields.confirm.errors?.length ? (
                <p className="text-sm text-red-700">{fields.confirm.errors.join(" ")}</p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-600 focus:ring-offset-2 disabled:opacity-60"
            >
              {submitting ? "Deleting..." : "Delete my account"}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
