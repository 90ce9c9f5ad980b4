import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { contentMessages } from "~/content/content-messages.server";
import { translatedReply } from "~/locales/reply-words.server";
import { requestTranslator } from "~/locales/translator.server";
import { NewsletterSignupForm } from "~/newsletter/newsletter-form.server";
import { NewsletterSignupPageForm } from "~/newsletter/newsletter-signup";
import { acceptSignup, SIGNUPS_PER_IP } from "~/newsletter/subscriptions.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp, safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { readSection } from "~/shop/shop-settings.server";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "content:newsletter.title")} | ${shopNameIn(matches)}` },
  { name: "description", content: translateIn(matches, "content:newsletter.description") },
];

export function loader({ request }: LoaderFunctionArgs) {
  return {
    messages: contentMessages(requestLanguage(request), [
      "newsletter.title",
      "newsletter.description",
      "newsletter.heading",
      "newsletter.intro",
      "newsletter.closed",
    ]),
  };
}

/**
 * Sign-up from the footer of any page (or this page). The answer is the same whether the address
 * was new, pending or already subscribed, and takes the same time (the work is done by a job),
 * so nobody can use the form to learn who subscribes.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, NewsletterSignupForm);
  // The errors in words of the visitor's language: the footer's form shows them on any page.
  const { t } = requestTranslator(request, ["content"]);
  if (submission.status !== "success") {
    return data({ result: translatedReply(submission.reply(), t) }, { status: 400 });
  }
  const features = await readSection(db(), "features");
  if (!features.newsletterSignup) {
    return data({ result: submission.reply({ formErrors: [t("content:newsletter.closed")] }) }, { status: 403 });
  }
  const { limit, windowMs } = SIGNUPS_PER_IP;
  const rate = await hitRateLimit(db(), `newsletter:ip:${clientIp(request)}`, limit, windowMs);
  if (!rate.allowed) {
    return data(
      { result: submission.reply({ formErrors: [t("content:newsletter.error.tooMany")] }) },
      { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } },
    );
  }
  // The same work for any address (decision 0105): the job finds out what to do with it.
  await acceptSignup(db(), submission.value.email, new Date(), requestLanguage(request));
  return redirectWithToast(request, safeRedirectPath(submission.value.redirectTo, "/newsletter"), {
    title: t("content:newsletter.checkEmail"),
    description: t("content:newsletter.checkEmailText"),
    variant: "success",
  });
}

export default function NewsletterPage() {
  const { newsletterSignup } = useShop();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{t("content:newsletter.heading")}</h1>
      <p className="text-stone-700">{t("content:newsletter.intro")}</p>
      {newsletterSignup ? (
        <NewsletterSignupPageForm />
      ) : (
        <p className="font-semibold">{t("content:newsletter.closed")}</p>
      )}
    </div>
  );
}
