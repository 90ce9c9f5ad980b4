import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { STORE, STORE_HOURS } from "~/content/store-info";

export const meta: MetaFunction = () => [
  { title: `${STORE.name} | Feed, farm and garden supplies in Pretoria East` },
  {
    name: "description",
    content: "Animal feed, livestock and pet supplies, hardware and garden goods from our store in Donkerhoek.",
  },
];

export default function HomePage() {
  return (
    <div className="space-y-8">
      <section className="rounded-lg bg-brand-800 px-4 py-10 text-white sm:px-8">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">
          Everything for the farm, the garden and your animals
        </h1>
        <p className="mt-3 max-w-2xl text-brand-50">{STORE.tagline}.</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/products"
            className="rounded-md bg-harvest-400 px-5 py-2 font-semibold text-stone-900 no-underline hover:no-underline"
          >
            Shop Now
          </Link>
          <Link
            to="/about"
            className="rounded-md border border-white px-5 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            Learn More
          </Link>
        </p>
      </section>

      <section aria-labelledby="welcome" className="rounded-lg border border-harvest-400 bg-amber-50 p-4">
        <h2 id="welcome" className="font-semibold">
          Our online catalogue is still growing
        </h2>
        <p className="mt-1 text-sm">
          Not everything we stock is online yet. Visit the store in Donkerhoek, or <Link to="/contact">ask us</Link>{" "}
          about anything you cannot find.
        </p>
        <ul className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
          {STORE_HOURS.map((row) => (
            <li key={row.days}>
              <span className="font-medium">{row.days}:</span> {row.hours}
            </li>
          ))}
        </ul>
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          <a href={STORE.mapUrl}>Find us on the map</a>
          <a href={STORE.chatUrl}>Chat on WhatsApp</a>
          <Link to="/contact">Contact us</Link>
        </p>
      </section>

      <section aria-labelledby="specials-card" className="rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="specials-card" className="text-lg font-semibold">
          Specials
        </h2>
        <p className="mt-1 text-sm">Feed, tools and garden goods at lower prices while stocks last.</p>
        <Link to="/specials" className="mt-2 inline-block font-semibold">
          See this month's specials
        </Link>
      </section>
    </div>
  );
}
