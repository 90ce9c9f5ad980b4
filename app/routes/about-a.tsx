import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { handleContactSubmission } from "~/content/contact.server";
import { ContactForm } from "~/content/contact-form";
import { contactConstraint } from "~/content/contact-form.server";
import { CONTACT_FORM_ANCHOR } from "~/content/contact-texts";
import { contentMessages } from "~/content/content-messages.server";
import { env } from "~/platform/env.server";
import { requestLanguage } from "~/platform/language.server";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "content:consultant.title") },
  { name: "description", content: translateIn(matches, "content:consultant.description") },
];

/** The consultant page's features (accounts spec: 'Power Behind the Scenes'): `content:consultant.feature.<id>.*`. */
const FEATURES = ["data", "access", "scale", "analytics", "config"] as const;

export function loader({ request }: LoaderFunctionArgs) {
  return {
    constraint: contactConstraint,
    email: env().STORE_EMAIL,
    messages: contentMessages(requestLanguage(request), ["consultant.", "contact."]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleContactSubmission(request, "consultant");
}

export default function ConsultantPage() {
  const { constraint, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <section className="rounded-lg bg-stone-800 px-4 py-10 text-white sm:px-8">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{t("content:consultant.heading")}</h1>
        <p className="mt-3 max-w-2xl text-stone-200">{t("content:consultant.intro")}</p>
        <a
          href={`#${CONTACT_FORM_ANCHOR}`}
          className="mt-6 inline-flex items-center justify-center rounded-md bg-white px-4 py-2 font-semibold text-stone-900 no-underline hover:bg-stone-100"
        >
          {t("content:consultant.contactMe")}
        </a>
      </section>

      <section aria-labelledby="features">
        <h2 id="features" className="text-2xl font-bold">
          {t("content:consultant.features")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-lg border border-stone-200 bg-white p-4">
              <h3 className="font-semibold">{t(`content:consultant.feature.${feature}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-700">{t(`content:consultant.feature.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 md:grid-cols-3">
        <section aria-labelledby="contact-details" className="space-y-2">
          <h2 id="contact-details" className="text-xl font-semibold">
            {t("content:consultant.details")}
          </h2>
          <dl className="space-y-2">
            <div>
              <dt className="font-medium">{t("content:consultant.email")}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">{t("content:consultant.phone")}</dt>
              <dd>{t("content:consultant.phoneValue")}</dd>
            </div>
            <div>
              <dt className="font-medium">{t("content:consultant.hours")}</dt>
              <dd>{t("content:consultant.hoursValue")}</dd>
            </div>
          </dl>
        </section>
        <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-write" className="scroll-mt-4 md:col-span-2">
          <h2 id="contact-write" className="mb-4 text-xl font-semibold">
            {t("content:consultant.write")}
          </h2>
          <ContactForm key={location.key} path="/about-a" constraint={constraint} actionData={actionData} />
        </section>
      </div>
    </div>
  );
}
