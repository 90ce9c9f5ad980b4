import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { handleContactSubmission } from "~/content/contact.server";
import { ContactForm } from "~/content/contact-form";
import { contactConstraint } from "~/content/contact-form.server";
import { CONTACT_FORM_ANCHOR } from "~/content/contact-texts";
import { env } from "~/platform/env.server";

export const meta: MetaFunction = () => [
  { title: "Technology services | Power Behind the Scenes" },
  {
    name: "description",
    content:
      "The technology behind this shop: data management, role-based access control, scalable architecture, analytics and configuration tools.",
  },
];

/** The consultant page's features (accounts spec: 'Power Behind the Scenes'). */
const FEATURES = [
  {
    title: "Data management",
    text: "Products, stock, orders and customers kept in one place, imported from the tools you already use.",
  },
  {
    title: "Role-based access control",
    text: "Every member of staff sees and changes only what their role allows, checked on the server.",
  },
  {
    title: "Scalable architecture",
    text: "Fast pages on slow networks and basic phones today, room to grow to thousands of products tomorrow.",
  },
  {
    title: "Analytics and reporting",
    text: "Sales, stock and customer figures that answer the questions a business owner actually asks.",
  },
  {
    title: "Configuration tools",
    text: "Delivery fees, specials, content and settings changed by your own team, without a developer.",
  },
] as const;

export function loader() {
  return { constraint: contactConstraint, email: env().STORE_EMAIL };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleContactSubmission(request, "consultant");
}

export default function ConsultantPage() {
  const { constraint, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="space-y-10">
      <section className="rounded-lg bg-stone-800 px-4 py-10 text-white sm:px-8">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">Technology services</h1>
        <p className="mt-3 max-w-2xl text-stone-200">
          The systems that run an online shop quietly: reliable data, the right access for every person, and tools that
          let a business change what it needs without waiting for anyone.
        </p>
        <a
          href={`#${CONTACT_FORM_ANCHOR}`}
          className="mt-6 inline-flex items-center justify-center rounded-md bg-white px-4 py-2 font-semibold text-stone-900 no-underline hover:bg-stone-100"
        >
          Contact Me
        </a>
      </section>

      <section aria-labelledby="features">
        <h2 id="features" className="text-2xl font-bold">
          Power Behind the Scenes
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-stone-200 bg-white p-4">
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-1 text-sm text-stone-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 md:grid-cols-3">
        <section aria-labelledby="contact-details" className="space-y-2">
          <h2 id="contact-details" className="text-xl font-semibold">
            Contact details
          </h2>
          <dl className="space-y-2">
            <div>
              <dt className="font-medium">E-mail</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>Available upon request</dd>
            </div>
            <div>
              <dt className="font-medium">Hours</dt>
              <dd>Mon-Fri 9am-5pm</dd>
            </div>
          </dl>
        </section>
        <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-write" className="scroll-mt-4 md:col-span-2">
          <h2 id="contact-write" className="mb-4 text-xl font-semibold">
            Send a message
          </h2>
          <ContactForm key={location.key} path="/about-a" constraint={constraint} actionData={actionData} />
        </section>
      </div>
    </div>
  );
}
