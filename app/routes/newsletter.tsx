import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { CHECK_EMAIL_DESCRIPTION, CHECK_EMAIL_TITLE, SIGNUP_CLOSED, TOO_MANY_SIGNUPS } from "~/newsletter/messages";
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
import { useShop } from "~/shop/use-shop";

export const meta: MetaFunction = () => [
  { title: "Newsletter | Donkerhoek Farm Supplies" },
  { name: "description", content: "Specials, new stock and seasonal tips from the co-op, about once a month." },
];

/**
 * Sign-up from the footer of any page (or this page). The answer is the same whether the address
 * was new, pending or already subscribed, and takes the same time (the work is done by a job),
 * so nobody can use the form to learn who subscribes.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, NewsletterSignupForm);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const features = await readSection(db(), "features");
  if (!features.newsletterSignup) {
    return data({ result: submission.reply({ formErrors: [SIGNUP_CLOSED] }) }, { status: 403 });
  }
  const { limit, windowMs } = SIGNUPS_PER_IP;
  const rate = await hitRateLimit(db(), `newsletter:ip:${clientIp(request)}`, limit, windowMs);
  if (!rate.allowed) {
    return data(
      { result: submission.reply({ formErrors: [TOO_MANY_SIGNUPS] }) },
      { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } },
    );
  }
  // The same work for any address (decision 0105): the job finds out what to do with it.
  await acceptSignup(db(), submission.value.email, new Date(), requestLanguage(request));
  return redirectWithToast(request, safeRedirectPath(submission.value.redirectTo, "/newsletter"), {
    title: CHECK_EMAIL_TITLE,
    description: CHECK_EMAIL_DESCRIPTION,
    variant: "success",
  });
}

export default function NewsletterPage() {
  const { newsletterSignup } = useShop();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">Our newsletter</h1>
      <p className="text-stone-700">
        Specials, new stock and seasonal tips from the co-op, about once a month. We send it only to people who ask for
        it: after signing up you get an e-mail with a link to confirm. Every newsletter has a link to unsubscribe in one
        click.
      </p>
      {newsletterSignup ? <NewsletterSignupPageForm /> : <p className="font-semibold">{SIGNUP_CLOSED}</p>}
    </div>
  );
}
