import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { handleContactSubmission } from "~/content/contact.server";
import { ContactForm } from "~/content/contact-form";
import { contactConstraint } from "~/content/contact-form.server";
import { CONTACT_FORM_ANCHOR } from "~/content/contact-texts";
import { STORE } from "~/content/store-info";
import { StoreAddress, StorePhoneLink } from "~/ui/store-address";
import { StoreHoursTable } from "~/ui/store-hours";

export const meta: MetaFunction = () => [
  { title: `Contact us | ${STORE.name}` },
  {
    name: "description",
    content: `Visit, phone, WhatsApp or write to ${STORE.name} in Donkerhoek, Pretoria East. Store hours and directions.`,
  },
];

export function loader() {
  return { constraint: contactConstraint };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleContactSubmission(request, "contact");
}

export default function ContactPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="contact-visit" className="space-y-4">
        <h1 id="contact-visit" className="text-2xl font-bold">
          Contact us
        </h1>
        <p className="text-stone-700">Visit the store, phone or chat with us, or send us a message.</p>
        <div>
          <h2 className="font-semibold">Address</h2>
          <StoreAddress />
          <p className="mt-1">
            <a href={STORE.mapUrl}>Open the map</a>
          </p>
        </div>
        <div>
          <h2 className="font-semibold">Phone and chat</h2>
          <p>
            Phone: <StorePhoneLink />
          </p>
          <p>
            WhatsApp: <a href={STORE.chatUrl}>Chat with us ({STORE.whatsapp})</a>
          </p>
        </div>
        <div>
          <h2 className="font-semibold">Store hours</h2>
          <StoreHoursTable className="mt-1" />
          <p className="mt-2 text-sm text-stone-600">No deliveries on weekends or public holidays.</p>
        </div>
      </section>
      <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-write" className="scroll-mt-4">
        <h2 id="contact-write" className="mb-4 text-xl font-semibold">
          Send us a message
        </h2>
        <ContactForm key={location.key} path="/contact" constraint={constraint} actionData={actionData} />
      </section>
    </div>
  );
}
