import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { TOOLS_COMING_SOON } from "~/content/messages";
import { shopNameIn } from "~/shop/use-shop";

export const meta: MetaFunction = ({ matches }) => [
  { title: `Agri Tools & Calculators | ${shopNameIn(matches)}` },
  { name: "description", content: "Farm calculators and tools from the co-op are on their way." },
];

export default function ToolsPage() {
  return (
    <div className="mx-auto max-w-xl rounded-lg bg-white px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{TOOLS_COMING_SOON}</h1>
      <p className="mt-2 text-stone-700">
        Feed, lick and fencing calculators are being built. Until then, our staff are happy to work out quantities with
        you at the store.
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-4">
        <Link to="/" className="font-semibold">
          Back to Home
        </Link>
        <Link to="/products" className="font-semibold">
          Browse Products
        </Link>
      </p>
    </div>
  );
}
