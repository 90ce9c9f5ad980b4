import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { activePolicyList, PolicyListQuery } from "~/content/policies.server";
import { db } from "~/platform/db.server";
import { shopNameIn } from "~/shop/use-shop";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${data?.category && data.categories.includes(data.category) ? `${data.category} | ` : ""}Policies | ${shopNameIn(matches)}`,
  },
  {
    name: "description",
    content: `Terms, privacy (POPIA), returns, delivery and other policies of ${shopNameIn(matches)}.`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = PolicyListQuery.safeParse({ category: new URL(request.url).searchParams.get("category") });
  if (!query.success) {
    // An over-long or blank filter names no category: show the chips and no policies, not an error.
    const { categories } = await activePolicyList(db(), null);
    return { categories, policies: [], category: "" };
  }
  const category = query.data.category;
  const list = await activePolicyList(db(), category);
  return { ...list, category };
}

const chipClass =
  "inline-block rounded-full border px-3 py-1 text-sm font-medium no-underline hover:no-underline aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

export default function PoliciesPage() {
  const { categories, policies, category } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold">Policies</h1>
      <p className="mt-1 text-stone-700">How we trade, deliver, take returns and look after your information.</p>
      <nav aria-label="Policy categories" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/policies"
              prefetch="none"
              aria-current={category === null ? "page" : undefined}
              className={`${chipClass} border-stone-300 bg-white text-stone-800`}
            >
              All Policies
            </Link>
          </li>
          {categories.map((name) => (
            <li key={name}>
              <Link
                to={`/policies?category=${encodeURIComponent(name)}`}
                prefetch="none"
                aria-current={category === name ? "page" : undefined}
                className={`${chipClass} border-stone-300 bg-white text-stone-800`}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {policies.length === 0 ? (
        <div className="mt-6 rounded-lg bg-white px-4 py-10 text-center">
          <p className="font-semibold">
            {category === null ? "No policies have been published yet." : "No policies found in this category."}
          </p>
          {category === null ? null : (
            <p className="mt-2">
              <Link to="/policies">Show all policies</Link>
            </p>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {policies.map((policy) => (
            <li key={policy.slug}>
              <article className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-4">
                <h2 className="text-lg font-bold">{policy.title}</h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
                  <dt className="font-medium">Category</dt>
                  <dd>{policy.category}</dd>
                  <dt className="font-medium">Version</dt>
                  <dd>{policy.version}</dd>
                  {policy.uploadedByName ? (
                    <>
                      <dt className="font-medium">Uploaded by</dt>
                      <dd>{policy.uploadedByName}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium">Updated</dt>
                  <dd>{policy.updatedOn}</dd>
                </dl>
                <p className="mt-auto pt-3">
                  <Link to={`/policy/${policy.slug}`} prefetch="none" className="font-semibold">
                    Read Policy<span className="sr-only">: {policy.title}</span>
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
