import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { handleContactSubmission } from "~/content/contact.server";
import { ContactForm } from "~/content/contact-form";
import { contactConstraint } from "~/content/contact-form.server";
import { contactPrefill } from "~/content/contact-prefill.server";
import { CONTACT_FORM_ANCHOR } from "~/content/contact-texts";
import { contentMessages } from "~/content/content-messages.server";
import { requestLanguage } from "~/platform/language.server";
import { StoreAddress, StorePhoneLink } from "~/shop/store-address";
import { StoreClosures, StoreHoursTable } from "~/shop/store-hours";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${translateIn(matches, "content:contact.title")} | ${shopNameIn(matches)}` },
  {
    name: "description",
    content: translateIn(matches, "content:contact.description", { shop: shopNameIn(matches) }),
  },
  // The form filled from the address (Ask us) is the same page: one address for search engines.
  ...(data?.prefill.message ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export function loader({ request }: LoaderFunctionArgs) {
  // "Ask us" from a search that found nothing opens the form with the question written.
  return {
    constraint: contactConstraint,
    prefill: contactPrefill(new URL(request.url).searchParams),
    messages: contentMessages(requestLanguage(request), ["contact."]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleContactSubmission(request, "contact");
}

export default function ContactPage() {
  const shop = useShop();
  const { constraint, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="contact-visit" className="space-y-4">
        <h1 id="contact-visit" className="text-2xl font-bold">
          {t("content:contact.heading")}
        </h1>
        <p className="text-stone-700">{t("content:contact.intro")}</p>
        <div>
          <h2 className="font-semibold">{t("content:contact.address")}</h2>
          <StoreAddress />
          <p className="mt-1">
            <a href={shop.mapUrl}>{t("content:contact.map")}</a>
          </p>
        </div>
        <div>
          <h2 className="font-semibold">{t("content:contact.phoneAndChat")}</h2>
          <p>
            {t("site:footer.phone")} <StorePhoneLink />
          </p>
          {shop.chatUrl ? (
            <p>
              WhatsApp: <a href={shop.chatUrl}>{t("content:contact.chat", { number: shop.whatsapp })}</a>
            </p>
          ) : null}
        </div>
        <div>
          <h2 className="font-semibold">{t("site:footer.hours")}</h2>
          <StoreHoursTable className="mt-1" />
          <StoreClosures className="mt-2 text-sm" />
          <p className="mt-2 text-sm text-stone-600">{t("site:footer.noWeekendDelivery")}</p>
        </div>
      </section>
      <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-write" className="scroll-mt-4">
        <h2 id="contact-write" className="mb-4 text-xl font-semibold">
          {t("content:contact.write")}
        </h2>
        <ContactForm
          key={location.key}
          path="/contact"
          constraint={constraint}
          actionData={actionData}
          defaultMessage={prefill.message}
        />
      </section>
    </div>
  );
}
