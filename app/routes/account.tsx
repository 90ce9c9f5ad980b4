import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadAccountPage } from "~/account/account.server";
import { ACCOUNT_INTENTS, type AccountIntent, headingClass, sectionClass } from "~/account/account-form-state";
import { AccountForm, accountConstraints, messagesChoice } from "~/account/account-forms.server";
import { accountMessages } from "~/account/account-messages.server";
import { changePassword } from "~/account/change-password.server";
import { deleteOwnAccount, type FormRefusal } from "~/account/delete-account.server";
import { DeleteAccountSection } from "~/account/delete-account-section";
import { loyaltyReasonText } from "~/account/loyalty-reasons";
import {
  askPhoneForConsent,
  loadMessagePreferences,
  saveMessagePreferences,
} from "~/account/message-preferences.server";
import { MessagesSection } from "~/account/messages-section";
import { PasswordSection } from "~/account/password-section";
import { saveProfile } from "~/account/profile.server";
import { ProfileSection } from "~/account/profile-section";
import { saveAccountLanguage } from "~/accounts/account-language.server";
import { requireUser } from "~/accounts/auth.server";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { PROVINCE_NAME_KEYS } from "~/accounts/provinces";
import { isStaff } from "~/accounts/roles";
import { translatedReply } from "~/locales/reply-words.server";
import { requestTranslator, translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { formatDecimal } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { rememberLanguage, requestLanguage } from "~/platform/language.server";
import { isPlaceholderEmail } from "~/platform/placeholder-email";
import { clientIp } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { phoneProofPath } from "~/sms/phone-proof-path";
import { secondaryButtonClass } from "~/ui/field";
import { TextSeparator } from "~/ui/text-separator";
import { translateIn, useFormat, useTranslation } from "~/ui/translation";

// The password fields' breach check on blur changes nothing this page reads.
export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "account:title") },
  { name: "robots", content: "noindex" },
];

// One person's details: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/account" });
  const [page, messagePreferences] = await Promise.all([
    loadAccountPage(db(), user.id),
    loadMessagePreferences(db(), user.id),
  ]);
  const { language } = requestTranslator(request, []);
  // An account made with a cellphone code has no address to show (placeholder-email.ts).
  const email = isPlaceholderEmail(user.email) ? null : user.email;
  return {
    ...page,
    messagePreferences,
    // The language choice shows the page's: saving the profile keeps it on the account too.
    language,
    email,
    // Deleting an account without a password asks for its address as stored.
    accountEmail: user.email,
    staff: isStaff(user.roles),
    constraints: accountConstraints,
    // The password fields (new-password-fields.tsx) speak the sign-in pages' words.
    messages: accountMessages(
      language,
      [
        "title",
        "heading",
        "signedInAs",
        "clientCode",
        "shortcut",
        "profile.",
        "messages.",
        "password.",
        "loyalty.",
      ].concat(["delivery.", "data.", "delete.", "error.", "province."]),
      ["signin"],
    ),
  };
}

const SECRET_FIELDS = ["currentPassword", "password", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, AccountForm);
  const user = await requireUser(request, { redirectTo: "/account" });
  const { t } = requestTranslator(request, ["account"]);
  // The reply's errors in the page's language (the schemas name them by catalogue key).
  const refused = (intent: AccountIntent | null, result: SubmissionResult<string[]>, status: number) =>
    data({ intent, result: translatedReply(result, t) }, { status });
  if (submission.status !== "success") {
    const asked = submission.payload.intent;
    const intent = ACCOUNT_INTENTS.find((known) => known === asked) ?? null;
    const reply = submission.reply({
      hideFields: SECRET_FIELDS,
      ...(intent ? {} : { formErrors: [t("account:error.unknownAction")] }),
    });
    return refused(intent, reply, 400);
  }
  const form = submission.value;
  const seeOther = { status: 303 };

  if (form.intent === "profile") {
    await saveProfile(db(), user.id, form);
    if (!form.language) {
      return redirectWithToast(
        request,
        "/account",
        { title: t("account:toast.profileUpdated"), variant: "success" },
        seeOther,
      );
    }
    // The language chosen here: on the account (its e-mails and SMS) and in the cookie (the pages).
    await saveAccountLanguage(user.id, form.language);
    const title = translatorFor(form.language, ["account"])("account:toast.profileUpdated");
    const headers = new Headers({ "Set-Cookie": rememberLanguage(form.language) });
    // Another language: the whole document again (with JavaScript, a client-side navigation's
    // data leaves the root's texts out, so the header and footer would stay in the old one): the
    // header Remix's redirectDocument sets.
    if (form.language !== requestLanguage(request)) headers.set("X-Remix-Reload-Document", "true");
    return redirectWithToast(request, "/account", { title, variant: "success" }, { ...seeOther, headers });
  }

  if (form.intent === "messages") {
    const choice = messagesChoice(form);
    const saved = await saveMessagePreferences(db(), { id: user.id, email: user.email }, choice);
    if (saved === "needsProof") {
      const next = phoneProofPath({ next: "/account", offers: choice.offersBySms ? "on" : undefined, for: "account" });
      return redirectWithToast(
        request,
        next,
        { title: t("account:toast.messagesSaved"), description: t("account:error.proveForSms"), variant: "default" },
        seeOther,
      );
    }
    if (saved === "optedOut")
      return refused(
        "messages",
        submission.reply({ fieldErrors: { offersBySms: ["account:error.offersNumberOptedOut"] } }),
        400,
      );
    return redirectWithToast(
      request,
      "/account",
      { title: t("account:toast.messagesSaved"), variant: "success" },
      seeOther,
    );
  }

  if (form.intent === "ask-consent") {
    const who = { id: user.id, email: user.email };
    const asked = await askPhoneForConsent(db(), who, clientIp(request), requestLanguage(request));
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
          title: t("account:toast.passwordUpdated"),
          description: t("account:toast.passwordUpdatedDetail"),
          variant: "success",
        },
        seeOther,
      );
    }
    if (typeof outcome === "object") {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      const errors = {
        formErrors: [t("account:error.tooManyPasswordAttempts", { count: minutes })],
        hideFields: SECRET_FIELDS,
      };
      return refused("change-password", submission.reply(errors), 429);
    }
    const replies: Record<typeof outcome, FormRefusal> = {
      "current-required": { status: 400, fieldErrors: { currentPassword: ["account:error.currentPasswordRequired"] } },
      "current-wrong": { status: 400, fieldErrors: { currentPassword: ["account:error.currentPasswordWrong"] } },
      breached: {
        status: 400,
        formErrors: ["account:error.breachedPasswordSubmit"],
        fieldErrors: { password: ["account:error.breachedPassword"] },
      },
    };
    const { status, ...errors } = replies[outcome];
    return refused("change-password", submission.reply({ ...errors, hideFields: SECRET_FIELDS }), status);
  }

  const deletion = await deleteOwnAccount(db(), user, { password: form.password, email: form.email }, t);
  if (deletion.ok) return deletion.response;
  const { status, ...errors } = deletion.refusal;
  return refused("delete-account", submission.reply({ ...errors, hideFields: SECRET_FIELDS }), status);
}

export default function AccountPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const format = useFormat();
  const { profile, loyalty, locations } = page;
  const provinceName = (name: string | null) => {
    const key = name ? PROVINCE_NAME_KEYS[name] : undefined;
    return key ? t(key) : name;
  };
  // "12.5 km" in English, "12,5 km" in Afrikaans.
  const km = (distance: number) => `${formatDecimal(distance, 1, page.language)} km`;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold">{t("account:heading")}</h1>
        <p className="mt-1 text-sm text-stone-700">
          {t("account:signedInAs")}{" "}
          <span className="font-medium">
            {page.email ?? page.messagePreferences.proved?.phone ?? t("account:signedInAsYou")}
          </span>
          {profile.client ? (
            <>
              {" "}
              · {t("account:clientCode")} <span className="font-medium">{profile.client.clientCode}</span>
            </>
          ) : null}
        </p>
      </div>

      <nav aria-label={t("account:shortcuts")}>
        {/* A list, so a text browser (lynx, w3m) shows each shortcut on a line of its own. */}
        <ul className="grid gap-3 sm:grid-cols-3">
          <ShortcutLink
            to="/orders"
            title={t("account:shortcut.orders")}
            detail={t("account:shortcut.orderCount", { count: page.orders })}
          />
          <ShortcutLink
            to="/favorites"
            title={t("account:shortcut.favorites")}
            detail={t("account:shortcut.productCount", { count: page.favorites })}
          />
          <ShortcutLink
            to="/reviews"
            title={t("account:shortcut.reviews")}
            detail={
              page.pendingReviews === 0
                ? t("account:shortcut.nothingToReview")
                : t("account:shortcut.pendingReviews", { count: page.pendingReviews })
            }
          />
        </ul>
      </nav>

      <ProfileSection profile={profile} language={page.language} constraint={page.constraints.profile} />
      <MessagesSection preferences={page.messagePreferences} constraint={page.constraints.messages} />
      <PasswordSection hasPassword={profile.hasPassword} constraint={page.constraints.changePassword} />

      <section aria-labelledby="loyalty" className={sectionClass}>
        <h2 id="loyalty" className={headingClass}>
          {t("account:loyalty.heading")}
        </h2>
        <p className="mt-2">
          {t("account:loyalty.balance")}{" "}
          <span className="text-xl font-bold text-brand-800" data-testid="loyalty-balance">
            {t("account:loyalty.points", { count: loyalty.balance })}
          </span>
        </p>
        {loyalty.history.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">
            {t("account:loyalty.none")}{" "}
            <Link to="/reviews" className="underline">
              {t("account:loyalty.reviewLink")}
            </Link>{" "}
            {t("account:loyalty.toEarn")}
          </p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t("account:loyalty.history")}</caption>
            <thead>
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-1 pr-3">
                  {t("account:loyalty.date")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("account:loyalty.pointsColumn")}
                </th>
                <th scope="col" className="py-1">
                  {t("account:loyalty.reason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loyalty.history.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100">
                  <td className="py-1 pr-3">{format.date(entry.createdAt)}</td>
                  <td className="py-1 pr-3 text-right font-medium">
                    {entry.points > 0 ? `+${entry.points}` : entry.points}
                  </td>
                  <td className="py-1">{loyaltyReasonText(entry.reason, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="delivery" className={sectionClass}>
        <h2 id="delivery" className={headingClass}>
          {t("account:delivery.heading")}
        </h2>
        {locations.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">
            {t("account:delivery.none")} <Link to="/delivery">{t("account:delivery.noneLink")}</Link>.
          </p>
        ) : (
          <ul className="mt-2 space-y-3">
            {locations.map((location) => (
              <li key={location.id} className="rounded-md border border-stone-200 p-3" data-testid="delivery-location">
                <p className="font-semibold">
                  {location.name}
                  {location.isDefault && locations.length > 1 ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                      {t("account:delivery.default")}
                    </span>
                  ) : null}
                </p>
                <address className="text-sm not-italic">
                  {location.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  <span className="block">
                    {[location.city, provinceName(location.province)].filter(Boolean).join(", ")}
                  </span>
                  <span className="block">{location.postalCode}</span>
                </address>
                <dl className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  {location.distanceKm != null ? (
                    <div className="flex gap-1">
                      <dt>{t("account:delivery.distance")}</dt>
                      <dd>{km(location.distanceKm)}</dd>
                    </div>
                  ) : null}
                  {location.deliveryFeeCents != null ? (
                    <div className="flex gap-1">
                      <dt>{t("account:delivery.fee")}</dt>
                      <dd>{format.rand(location.deliveryFeeCents)}</dd>
                    </div>
                  ) : null}
                </dl>
                <p className="mt-1 text-sm">
                  <Link
                    to={`/account/locations/${encodeURIComponent(location.id)}`}
                    aria-label={t("account:delivery.editLabel", { name: location.name })}
                    className="inline-flex min-h-6 min-w-6 items-center px-1 -mx-1"
                  >
                    {t("account:delivery.edit")}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="your-data" className={sectionClass}>
        <h2 id="your-data" className={headingClass}>
          {t("account:data.heading")}
        </h2>
        <p className="mt-2 text-sm text-stone-700">{t("account:data.intro")}</p>
        <p className="mt-3 flex flex-wrap gap-3">
          <Link to="/account/data" className={secondaryButtonClass}>
            {t("account:data.read")}
          </Link>{" "}
          {/* A file download: a plain link, never a client-side navigation. */}
          <a href="/account/data.json" download className={secondaryButtonClass}>
            {t("account:data.download")}
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
