import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadAccountPage } from "~/account/account.server";
import { ACCOUNT_INTENTS, type AccountIntent, headingClass, sectionClass } from "~/account/account-form-state";
import { AccountForm, accountConstraints, messagesChoice } from "~/account/account-forms.server";
import { changePassword } from "~/account/change-password.server";
import { deleteOwnAccount, type FormRefusal } from "~/account/delete-account.server";
import { DeleteAccountSection } from "~/account/delete-account-section";
import {
  askPhoneForConsent,
  loadMessagePreferences,
  saveMessagePreferences,
} from "~/account/message-preferences.server";
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  MESSAGES_SAVED,
  OFFERS_NUMBER_OPTED_OUT,
  PASSWORD_UPDATED,
  PROFILE_UPDATED,
  PROVE_FOR_SMS,
  tooManyPasswordAttempts,
  UNKNOWN_ACCOUNT_ACTION,
} from "~/account/messages";
import { MessagesSection } from "~/account/messages-section";
import { PasswordSection } from "~/account/password-section";
import { saveProfile } from "~/account/profile.server";
import { ProfileSection } from "~/account/profile-section";
import { requireUser } from "~/accounts/auth.server";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { BREACHED_PASSWORD_MESSAGE, BREACHED_PASSWORD_SUBMIT_MESSAGE } from "~/accounts/password-rules";
import { isStaff } from "~/accounts/roles";
import { FAVORITES_TITLE } from "~/favorites/messages";
import { db } from "~/platform/db.server";
import { formatDate, formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { isPlaceholderEmail } from "~/platform/placeholder-email";
import { clientIp } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { secondaryButtonClass } from "~/ui/field";
import { TextSeparator } from "~/ui/text-separator";

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
  const [page, messages] = await Promise.all([loadAccountPage(db(), user.id), loadMessagePreferences(db(), user.id)]);
  // An account made with a cellphone code has no address to show (placeholder-email.ts).
  const email = isPlaceholderEmail(user.email) ? null : user.email;
  return {
    ...page,
    messages,
    email,
    // Deleting an account without a password asks for its address as stored.
    accountEmail: user.email,
    staff: isStaff(user.roles),
    constraints: accountConstraints,
  };
}

const SECRET_FIELDS = ["currentPassword", "password", "confirmPassword"];

function refused(intent: AccountIntent | null, result: SubmissionResult<string[]>, status: number) {
  return data({ intent, result }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, AccountForm);
  const user = await requireUser(request, { redirectTo: "/account" });
  if (submission.status !== "success") {
    const asked = submission.payload.intent;
    const intent = ACCOUNT_INTENTS.find((known) => known === asked) ?? null;
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

  if (form.intent === "messages") {
    const choice = messagesChoice(form);
    const saved = await saveMessagePreferences(db(), { id: user.id, email: user.email }, choice);
    if (saved === "needsProof") {
      const next = phoneProofPath({ next: "/account", offers: choice.offersBySms ? "on" : undefined, for: "account" });
      return redirectWithToast(
        request,
        next,
        { title: MESSAGES_SAVED, description: PROVE_FOR_SMS, variant: "default" },
        seeOther,
      );
    }
    if (saved === "optedOut")
      return refused("messages", submission.reply({ fieldErrors: { offersBySms: [OFFERS_NUMBER_OPTED_OUT] } }), 400);
    return redirectWithToast(request, "/account", { title: MESSAGES_SAVED, variant: "success" }, seeOther);
  }

  if (form.intent === "ask-consent") {
    const asked = await askPhoneForConsent(db(), { id: user.id, email: user.email }, clientIp(request));
    if (!asked.ok) return refused("ask-consent", submission.reply({ formErrors: [asked.message] }), 429);
    return redirectWithToast(request, "/account", { title: asked.message, variant: "success" }, seeOther);
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
    if (typeof outcome === "object") {
      const errors = { formErrors: [tooManyPasswordAttempts(outcome.retryAfterSeconds)], hideFields: SECRET_FIELDS };
      return refused("change-password", submission.reply(errors), 429);
    }
    const replies: Record<typeof outcome, FormRefusal> = {
      "current-required": { status: 400, fieldErrors: { currentPassword: [CURRENT_PASSWORD_REQUIRED] } },
      "current-wrong": { status: 400, fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } },
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
          Signed in as <span className="font-medium">{page.email ?? page.messages.proved?.phone ?? "you"}</span>
          {profile.client ? (
            <>
              {" "}
              · Client code <span className="font-medium">{profile.client.clientCode}</span>
            </>
          ) : null}
        </p>
      </div>

      <nav aria-label="My shopping">
        {/* A list, so a text browser (lynx, w3m) shows each shortcut on a line of its own. */}
        <ul className="grid gap-3 sm:grid-cols-3">
          <ShortcutLink to="/orders" title="My Orders" detail={countLabel(page.orders, "order", "orders")} />
          <ShortcutLink
            to="/favorites"
            title={FAVORITES_TITLE}
            detail={countLabel(page.favorites, "product", "products")}
          />
          <ShortcutLink
            to="/reviews"
            title="Leave Reviews"
            detail={page.pendingReviews === 0 ? "Nothing to review" : `${page.pendingReviews} pending`}
          />
        </ul>
      </nav>

      <ProfileSection profile={profile} constraint={page.constraints.profile} />
      <MessagesSection preferences={page.messages} constraint={page.constraints.messages} />
      <PasswordSection hasPassword={profile.hasPassword} constraint={page.constraints.changePassword} />

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
            No delivery location saved yet. <Link to="/delivery">Work out your delivery fee and save a location</Link>.
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
                    to={`/account/locations/${encodeURIComponent(location.id)}`}
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
          page to read (amounts in rand, South African time) or a JSON file.
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <Link to="/account/data" className={secondaryButtonClass}>
            Read my data
          </Link>{" "}
          {/* A file download: a plain link, never a client-side navigation. */}
          <a href="/account/data.json" download className={secondaryButtonClass}>
            Download my data
          </a>
        </p>
        <DeleteAccountSection
          hasPassword={profile.hasPassword}
          constraint={page.constraints.deleteAccount}
          staff={page.staff}
          openOrders={page.openOrders}
          email={page.accountEmail}
        />
      </section>
    </div>
  );
}

function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function ShortcutLink({ to, title, detail }: { to: string; title: string; detail: string }) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-lg border border-stone-200 bg-white p-3 text-stone-900 no-underline hover:border-brand-600 hover:no-underline"
      >
        <span className="block font-semibold text-brand-800">{title}</span>
        <TextSeparator />
        <span className="block text-sm text-stone-700">{detail}</span>
      </Link>
    </li>
  );
}
