import { data, redirect } from "@remix-run/node";
import type { CurrentUser } from "~/accounts/users.server";
import { translatedReply } from "~/locales/reply-words.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { clientIp, safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { giveMarketingConsent, numberMarketingState, provedPhoneOf } from "~/sms/marketing-consent.server";
import { formatSouthAfricanMobile, southAfricanMobileOrNull } from "~/sms/phone-number";
import { pendingPhoneCode, requestPhoneCode, verifyPhoneCode } from "~/sms/phone-proof.server";
import { type PhoneProofCarried, phoneProofPath } from "~/sms/phone-proof-path";
import { PhoneProofForm, PhoneProofQuery, phoneProofConstraint } from "./phone-proof-form.server";

/**
 * /account/phone (issue 43, decision 0089): the signed-in customer proves a cellphone number by
 * typing back the code the shop sends to it. The account screen and checkout link here, carrying
 * where to go back to (`next`) and an "offers by SMS" tick, which counts once the number is proved.
 */

type Carried = PhoneProofCarried;

export async function loadPhoneProofPage(user: CurrentUser, url: URL) {
  const query = PhoneProofQuery.parse(Object.fromEntries(url.searchParams));
  const [proved, pending, profile] = await Promise.all([
    provedPhoneOf(db(), user.id),
    query.another ? null : pendingPhoneCode(db(), user.id),
    db().selectFrom("users").select("phone").where("id", "=", user.id).executeTakeFirstOrThrow(),
  ]);
  const profileMobile = profile.phone ? southAfricanMobileOrNull(profile.phone) : null;
  return {
    proved: proved ? formatSouthAfricanMobile(proved) : null,
    marketing: proved ? await numberMarketingState(db(), proved) : null,
    pending: pending && { phone: pending.shown, expiresAt: pending.expiresAt },
    defaultPhone: profileMobile && profileMobile !== proved ? formatSouthAfricanMobile(profileMobile) : "",
    // Only an address on this site is carried, or linked back to.
    carried: {
      next: query.next ? safeRedirectPath(query.next, "/account") : undefined,
      offers: query.offers,
      for: query.for,
    } satisfies Carried,
    constraint: phoneProofConstraint,
  };
}

export async function handlePhoneProofAction(request: Request, user: CurrentUser) {
  const submission = await parseFormSubmission(request, PhoneProofForm);
  const { t } = requestTranslator(request, ["account"]);
  if (submission.status !== "success") return data({ result: translatedReply(submission.reply(), t) }, { status: 400 });
  const form = submission.value;
  const carried: Carried = { next: form.next, offers: form.offers, for: form.for };
  const person = { id: user.id, email: user.email };

  if (form.intent === "send") {
    const sent = await requestPhoneCode(db(), {
      user: person,
      phone: form.phone,
      purpose: form.for,
      ipAddress: clientIp(request),
      language: requestLanguage(request),
    });
    if (sent.ok) return redirect(phoneProofPath(carried), { status: 303 });
    const errors = sent.field === "phone" ? { fieldErrors: { phone: [sent.message] } } : { formErrors: [sent.message] };
    const status = sent.field === "phone" ? 400 : 429;
    const headers: HeadersInit = sent.retryAfterSeconds ? { "Retry-After": String(sent.retryAfterSeconds) } : {};
    return data({ result: submission.reply(errors) }, { status, headers });
  }

  const checked = await verifyPhoneCode(db(), {
    user: person,
    code: form.code,
    source: form.for,
    language: requestLanguage(request),
  });
  if (!checked.ok)
    return data(
      { result: submission.reply({ fieldErrors: { code: [checked.message] }, hideFields: ["code"] }) },
      { status: 400 },
    );
  if (form.offers) await giveMarketingConsent(db(), { user: person, phone: checked.phone, source: form.for });
  return redirectWithToast(
    request,
    safeRedirectPath(form.next, "/account"),
    { title: t("account:phone.proved", { number: formatSouthAfricanMobile(checked.phone) }), variant: "success" },
    { status: 303 },
  );
}
